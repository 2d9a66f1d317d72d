import { randomUUID } from 'node:crypto';
import { currentRequestScope, runInRequestScope } from '@studio/core/context/request-scope';

/** An incoming X-Request-Id is kept only if it is short and plain, so it cannot inject into logs or headers. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function pickRequestId(incoming: string | string[] | undefined): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && ACCEPTABLE_ID.test(value) ? value : randomUUID();
}

/**
 * Runs `fn` (the rest of a request) in a new request scope with this id, visible to currentRequestId(); its unit of
 * work comes next (runInUnitOfWork), never one of another scope.
 */
export function runWithRequestId<T>(requestId: string, fn: () => T): T {
  return runInRequestScope({ requestId }, fn);
}

/** The id of the HTTP request being handled, if any: services put it into the jobs they enqueue. */
export function currentRequestId(): string | undefined {
  return currentRequestScope()?.requestId;
}
