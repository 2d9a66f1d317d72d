/**
 * A request path fit for a log line (docs/architecture.md §15, "Limits and secrets"): never the query (calendar feed
 * tokens, signed media's `sig`, anything else), and never the secret segment of a manage link (`/booking/{token}`,
 * `/api/bookings/manage/{token}`) or a client gallery (`/g/{slug}`, `/api/client-galleries/{slug}`): whoever reads
 * the log must not be able to open a family's booking or photos. The same rules as deploy/Caddyfile's log filter.
 */
const SECRET_SEGMENT = /^(\/(?:booking|g|api\/bookings\/manage|api\/client-galleries)\/)[^/]+/;

export function loggablePath(url: string): string {
  const path = url.split(/[?#]/, 1)[0];
  return path.replace(SECRET_SEGMENT, '$1*');
}
