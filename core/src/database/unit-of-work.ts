import { RequestContext, type EntityManager } from '@mikro-orm/core';
import { currentRequestScope, outsideRequestScope, runInRequestScope } from '../context/request-scope';

/**
 * One unit of work per HTTP request, forked from the ORM's EntityManager on first use. MikroORM's own
 * `RequestContext.create` forks eagerly, so every static file, /media variant and cached public page paid for a fork
 * it never used (about 8 % of such a request's CPU). The ORM finds the fork through its `context` option (ormConfig).
 * The unit lives in the request's scope (context/request-scope.ts), beside its id.
 */

/**
 * Runs `next` (the rest of a request) in a new unit of work over `root`: the current request scope's own if it has
 * none yet (the api's middleware, after the request id's), else a new scope keeping the current one's id.
 */
export function runInUnitOfWork<T>(root: EntityManager, next: () => T): T {
  const current = currentRequestScope();
  if (current && !current.unit) {
    current.unit = { root };
    return next();
  }
  return runInRequestScope({ ...current, unit: { root } }, next);
}

/**
 * The ORM's `context` option: an explicit `RequestContext.create` (start-up seeding, tests) wins, then the current
 * request's unit of work, forked now if this is its first use; outside both, none (the global one is refused).
 */
export function currentEntityManager(name: string): EntityManager | undefined {
  const explicit = RequestContext.getEntityManager(name);
  if (explicit) return explicit;
  const unit = currentRequestScope()?.unit;
  if (!unit || unit.root.name !== name) return undefined;
  // Forked outside the unit, as RequestContext does: the new manager resolves its context while being built.
  unit.fork ??= outsideRequestScope(() => unit.root.fork({ useContext: true }));
  return unit.fork;
}
