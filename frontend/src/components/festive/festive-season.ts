import { studio } from '../../config/app-config';

/**
 * Whether the festive decoration (lanterns, lights, sparkles, fireworks, garlands) shows: only while the studio's
 * campaign runs, i.e. it is enabled in Site Settings and today (studio time zone) is within its dates. The server
 * works that out (`campaign.active` of GET /api/site) and hands it to the page with the studio details, so the
 * server-rendered HTML and the hydrated page agree. Out of season the public pages are calm: no decoration, nothing
 * looping, the spec's texts unchanged.
 */
export function inFestiveSeason(): boolean {
  return studio.campaign.active;
}
