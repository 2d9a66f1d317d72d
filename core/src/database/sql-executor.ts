/**
 * A query runner, bound to a caller's transaction or to none. A repository method that takes one writes its own table
 * inside that transaction: a step that spans tables (an erasure, a retention run) stays one transaction while each
 * table keeps one writer (docs/architecture.md §2).
 */
export type Sql = <T = Record<string, unknown>>(query: string, params?: unknown[]) => Promise<T[]>;

/** A uuid[] literal for `= any(?::uuid[])` (the driver would spread a JS array into a list of values). */
export const uuidArray = (ids: string[]) => `{${ids.join(',')}}`;
