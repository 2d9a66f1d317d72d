import { raw } from '@mikro-orm/postgresql';

/**
 * The rows older than `after` in a (created_at desc, id desc) list, for a find's filter: a row comparison the
 * (created_at, id) index bounds (`a < X or (a = X and b < Y)` cannot), never OFFSET (docs/architecture.md §10). The
 * bound is the `after` row's own created_at, to the microsecond (a Date and a cursor hold milliseconds, which would
 * skip the rows written in the same millisecond), or the given instant when that row is gone.
 */
export function createdBefore(table: string, after: { createdAt: Date; id: string }): Record<string, never[]> {
  return {
    [raw(
      (alias: string) => `(${alias}.created_at, ${alias}.id) < (coalesce((select c.created_at from ${table} c where c.id = ?), ?::timestamptz), ?)`,
      [after.id, after.createdAt.toISOString(), after.id],
    )]: [],
  };
}
