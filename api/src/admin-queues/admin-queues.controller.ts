import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { Roles } from '../auth/auth.decorators';
import { AdminQueuesService } from './admin-queues.service';
import { QueueNameParam } from './queue-name.dto';

@Roles('admin')
@Controller('api/admin/queues')
export class AdminQueuesController {
  constructor(private readonly queues: AdminQueuesService) {}

  @Get()
  async list() {
    return { queues: await this.queues.list() };
  }

  @Post(':name/pause')
  @HttpCode(200)
  async pause(@Param() { name }: QueueNameParam) {
    return { error: false, message: `Paused ${name}`, queue: await this.queues.pause(name) };
  }

  @Post(':name/resume')
  @HttpCode(200)
  async resume(@Param() { name }: QueueNameParam) {
    return { error: false, message: `Resumed ${name}`, queue: await this.queues.resume(name) };
  }

  @Post(':name/clean-failed')
  @HttpCode(200)
  async cleanFailed(@Param() { name }: QueueNameParam) {
    const removed = await this.queues.cleanFailed(name);
    return { error: false, message: `Removed ${removed} failed job${removed === 1 ? '' : 's'}`, removed };
  }

  @Post(':name/run-missing')
  @HttpCode(200)
  async runMissing(@Param() { name }: QueueNameParam) {
    const report = await this.queues.runMissing(name);
    return { error: false, message: `Queued ${report.enqueued} missing job${report.enqueued === 1 ? '' : 's'}`, ...report };
  }

  @Post(':name/reprocess-all')
  @HttpCode(200)
  async reprocessAll(@Param() { name }: QueueNameParam) {
    const report = await this.queues.reprocessAll(name);
    return { error: false, message: `Queued ${report.enqueued} image${report.enqueued === 1 ? '' : 's'} for reprocessing`, ...report };
  }
}
