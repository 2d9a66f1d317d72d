import { raw } from '@mikro-orm/postgresql';

type After = { createdAt: Date; id: string };

/**
 * The rows older than `after` in a (created_at desc, id desc) list: a row comparison the (created_at, id) index bounds
 * (`a < X or (a = X and b < Y)` cannot), never OFFSET (docs/architecture.md §10). The bound is the `after` row's own
 * created_at, to the microsecond (a Date and a cursor hold milliseconds, which would skip the rows written in the same
 * millisecond), or the given instant when that row is gone.
 */
const olderThan = (table: string, alias: string) => `(${alias}.created_at, ${alias}.id) < (coalesce((select c.created_at from ${table} c where c.id = ?), ?::timestamptz), ?)`;
const olderThanParams = (after: After) => [after.id, after.createdAt.toISOString(), after.id];

/** The condition for a find's filter (the inbox, its export, the client galleries' list, the media list). */
export function createdBefore(table: string, after: After): Record<string, never[]> {
  return { [raw((alias: string) => olderThan(table, alias), olderThanParams(after))]: [] };
}

/** The same condition as SQL text on the table's alias, with its parameters, for a hand-written query (the bookings list). */
export function createdBeforeSql(table: string, alias: string, after: After): { sql: string; params: unknown[] } {
  return { sql: olderThan(table, alias), params: olderThanParams(after) };
}
