import { Injectable, OnModuleInit } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QueuesDirectory } from '@studio/core/jobs/queues-directory.service';
import { currentRequestId } from './request-context';

type AddFn = Queue['add'];
type AddBulkFn = Queue['addBulk'];
const WRAPPED = Symbol('requestIdWrapped');

/**
 * Carries the request id into every job the api enqueues. BullMQ has no producer hook, and each feature
 * enqueues in its own service, so instead of asking every call site to remember, the api's queue instances
 * get `add`/`addBulk` wrapped once at start: a payload object without `requestId` gets the current request's
 * (an explicit one is kept). Outside a request (start-up, timers) nothing changes.
 */
@Injectable()
export class JobRequestIdPropagator implements OnModuleInit {
  constructor(private readonly queues: QueuesDirectory) {}

  onModuleInit() {
    for (const queue of this.queues.all().values()) wrapQueue(queue);
  }
}

export function withRequestId<T>(data: T): T {
  const requestId = currentRequestId();
  if (!requestId || !data || typeof data !== 'object' || Array.isArray(data)) return data;
  const payload = data as Record<string, unknown>;
  return payload.requestId == null ? ({ ...payload, requestId } as T) : data;
}

export function wrapQueue(queue: Queue): void {
  const q = queue as Queue & { [WRAPPED]?: boolean };
  if (q[WRAPPED]) return;
  q[WRAPPED] = true;
  const add = queue.add.bind<AddFn>(queue);
  const addBulk = queue.addBulk.bind<AddBulkFn>(queue);
  queue.add = ((name, data, opts) => add(name, withRequestId(data), opts)) as AddFn;
  queue.addBulk = ((jobs) => addBulk(jobs.map((j) => ({ ...j, data: withRequestId(j.data) })))) as AddBulkFn;
}
