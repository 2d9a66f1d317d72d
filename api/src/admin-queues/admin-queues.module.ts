import { Module } from '@nestjs/common';
import { ReconcilerModule } from '@studio/core/reconciler/reconciler.module';
import { AuthModule } from '../auth/auth.module';
import { AdminQueuesController } from './admin-queues.controller';
import { AdminQueuesService } from './admin-queues.service';
import { BoardAuthMiddleware } from './board-auth.middleware';

/** Operators' view of the queues: the JSON API of the Processing page and the guard of the bull-board mount. */
@Module({
  imports: [
    AuthModule,
    // 'Run missing' and 'reprocess all' are the worker's reconciler run on demand (same sources, same job builders).
    ReconcilerModule,
  ],
  controllers: [AdminQueuesController],
  providers: [AdminQueuesService, BoardAuthMiddleware],
})
export class AdminQueuesModule {}
