/** A boolean env var: true/false, 1/0, yes/no, on/off (any case); anything else is reported as a problem. */
export function parseBool(env: Record<string, string | undefined>, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['true', '1', 'yes', 'on'].includes(raw)) return true;
  if (['false', '0', 'no', 'off'].includes(raw)) return false;
  problems.push(`${name} must be true or false (got "${env[name]}")`);
  return fallback;
}
