import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { QueueChangedResponse, QueueCleanedResponse, QueueListResponse, QueueReconciledResponse } from './admin-queues.responses';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Roles } from '../auth/auth.decorators';
import { AdminQueuesService } from './admin-queues.service';
import { QueueNameParam } from './queue-name.dto';

@Roles('admin')
@Controller('api/admin/queues')
export class AdminQueuesController {
  constructor(private readonly queues: AdminQueuesService) {}

  @ApiOperation({ summary: 'Queue counts and recent failures (admin)' })
  @Get()
  @ApiOkResponse({ type: QueueListResponse })
  async list() {
    return { queues: await this.queues.list() };
  }

  @ApiOperation({ summary: 'Pause a queue (admin)' })
  @Post(':name/pause')
  @HttpCode(200)
  @ApiOkResponse({ type: QueueChangedResponse })
  async pause(@Param() { name }: QueueNameParam) {
    return { error: false, message: `Paused ${name}`, queue: await this.queues.pause(name) };
  }

  @ApiOperation({ summary: 'Resume a paused queue (admin)' })
  @Post(':name/resume')
  @HttpCode(200)
  @ApiOkResponse({ type: QueueChangedResponse })
  async resume(@Param() { name }: QueueNameParam) {
    return { error: false, message: `Resumed ${name}`, queue: await this.queues.resume(name) };
  }

  @ApiOperation({ summary: 'Remove a queue\'s failed jobs (admin)' })
  @Post(':name/clean-failed')
  @HttpCode(200)
  @ApiOkResponse({ type: QueueCleanedResponse })
  async cleanFailed(@Param() { name }: QueueNameParam) {
    const removed = await this.queues.cleanFailed(name);
    return { error: false, message: `Removed ${removed} failed job${removed === 1 ? '' : 's'}`, removed };
  }

  @ApiOperation({ summary: 'Enqueue every waiting row whose job is gone (admin)' })
  @Post(':name/run-missing')
  @HttpCode(200)
  @ApiOkResponse({ type: QueueReconciledResponse })
  async runMissing(@Param() { name }: QueueNameParam) {
    const report = await this.queues.runMissing(name);
    return { error: false, message: `Queued ${report.enqueued} missing job${report.enqueued === 1 ? '' : 's'}`, ...report };
  }

  @ApiOperation({ summary: 'Run every row of a queue through its job again (admin)' })
  @Post(':name/reprocess-all')
  @HttpCode(200)
  @ApiOkResponse({ type: QueueReconciledResponse })
  async reprocessAll(@Param() { name }: QueueNameParam) {
    const report = await this.queues.reprocessAll(name);
    return { error: false, message: `Queued ${report.enqueued} image${report.enqueued === 1 ? '' : 's'} for reprocessing`, ...report };
  }
}
