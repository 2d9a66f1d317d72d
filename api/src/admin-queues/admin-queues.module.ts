import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import type { AppConfig } from '@studio/core/config/app-config';
import { APP_CONFIG } from '@studio/core/nest/tokens';
import { ReconcilerModule } from '@studio/worker/reconciler/reconciler.module';
import { AuthModule } from '../auth/auth.module';
import { AdminQueuesController } from './admin-queues.controller';
import { AdminQueuesService } from './admin-queues.service';
import { BoardAuth } from './board-auth.service';

/** Operators' view of the queues: the JSON API of the Processing page and the guard of the bull-board mount. */
@Module({
  imports: [
    AuthModule,
    // 'Run missing' and 'reprocess all' are the worker's reconciler run on demand (same sources, same job builders).
    ReconcilerModule,
    // Verifies the dashboard cookie's JWT with the same secret and algorithm as AuthModule signs it.
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: config.jwtSecret, verifyOptions: { algorithms: ['HS256'] } }),
    }),
  ],
  controllers: [AdminQueuesController],
  providers: [AdminQueuesService, BoardAuth],
})
export class AdminQueuesModule {}
