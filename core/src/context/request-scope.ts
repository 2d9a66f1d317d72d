import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from '@mikro-orm/core';

/**
 * What the rest of one HTTP request carries through its async calls: its id (the request log, the jobs it enqueues)
 * and its unit of work (database/unit-of-work.ts). One AsyncLocalStorage for both: on Node 20 every storage in use
 * adds work to every promise the process creates (async hooks copy each storage's value onto it), and a request
 * creates dozens; the running of a second storage per request cost a few percent of a cached public GET's CPU.
 */
export interface RequestScope {
  requestId?: string;
  unit?: { root: EntityManager; fork?: EntityManager };
}

const scope = new AsyncLocalStorage<RequestScope>();

/** Runs `fn` (and everything it starts) in `store`. */
export function runInRequestScope<T>(store: RequestScope, fn: () => T): T {
  return scope.run(store, fn);
}

/** The scope of the request being handled, if any. */
export function currentRequestScope(): RequestScope | undefined {
  return scope.getStore();
}

/** Runs `fn` outside any request scope. */
export function outsideRequestScope<T>(fn: () => T): T {
  return scope.exit(fn);
}
