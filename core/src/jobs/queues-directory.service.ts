import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { QUEUES, type QueueName } from './jobs.contract';

/** Every queue of the job contract, by name (the queues themselves are registered by QueuesModule). */
@Injectable()
export class QueuesDirectory {
  private cache?: Map<QueueName, Queue>;

  constructor(private readonly moduleRef: ModuleRef) {}

  names(): QueueName[] {
    return Object.values(QUEUES);
  }

  all(): Map<QueueName, Queue> {
    this.cache ??= new Map(this.names().map((name) => [name, this.moduleRef.get<Queue>(getQueueToken(name), { strict: false })]));
    return this.cache;
  }

  get(name: QueueName): Queue {
    const queue = this.all().get(name);
    if (!queue) throw new Error(`unknown queue ${name}`);
    return queue;
  }
}
