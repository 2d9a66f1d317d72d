// One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one (it ran per booking).
const formatters = new Map<string, Intl.DateTimeFormat>();

/** "Today" for the studio: a calendar date (yyyy-mm-dd) in the studio's time zone. */
export function studioDay(timezone: string, at: Date = new Date()): string {
  let f = formatters.get(timezone);
  if (!f) {
    // en-CA formats as yyyy-mm-dd.
    f = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timezone, f);
  }
  return f.format(at);
}

/** yyyy-mm-dd → dd/mm/yyyy (the spec's display form for prop dates). */
export function toDisplayDate(isoDay: string): string {
  const [y, m, d] = isoDay.split('-');
  return `${d}/${m}/${y}`;
}

export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
