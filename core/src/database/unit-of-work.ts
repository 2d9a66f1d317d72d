import { AsyncLocalStorage } from 'node:async_hooks';
import { RequestContext, type EntityManager } from '@mikro-orm/core';

/**
 * One unit of work per HTTP request, forked from the ORM's EntityManager on first use. MikroORM's own
 * `RequestContext.create` forks eagerly, so every static file, /media variant and cached public page paid for a fork
 * it never used (about 8 % of such a request's CPU). The ORM finds the fork through its `context` option (ormConfig).
 */
interface Unit {
  root: EntityManager;
  fork?: EntityManager;
}

const units = new AsyncLocalStorage<Unit>();

/** Runs `next` (the rest of a request) in a new unit of work over `root`. */
export function runInUnitOfWork<T>(root: EntityManager, next: () => T): T {
  return units.run({ root }, next);
}

/**
 * The ORM's `context` option: an explicit `RequestContext.create` (start-up seeding, tests) wins, then the current
 * request's unit of work, forked now if this is its first use; outside both, none (the global one is refused).
 */
export function currentEntityManager(name: string): EntityManager | undefined {
  const explicit = RequestContext.getEntityManager(name);
  if (explicit) return explicit;
  const unit = units.getStore();
  if (!unit || unit.root.name !== name) return undefined;
  // Forked outside the unit, as RequestContext does: the new manager resolves its context while being built.
  unit.fork ??= units.exit(() => unit.root.fork({ useContext: true }));
  return unit.fork;
}
