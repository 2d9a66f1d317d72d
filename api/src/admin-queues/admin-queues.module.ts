import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import type { AppConfig } from '@studio/core/config/app-config';
import { APP_CONFIG } from '@studio/core/nest/tokens';
import { AuthModule } from '../auth/auth.module';
import { AdminQueuesController } from './admin-queues.controller';
import { AdminQueuesService } from './admin-queues.service';
import { BoardAuth } from './board-auth.service';
import { MissingJobsService } from './missing-jobs.service';

/** Operators' view of the queues: the JSON API of the Processing page and the guard of the bull-board mount. */
@Module({
  imports: [
    AuthModule,
    // Verifies the dashboard cookie's JWT with the same secret and algorithm as AuthModule signs it.
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: config.jwtSecret, verifyOptions: { algorithms: ['HS256'] } }),
    }),
  ],
  controllers: [AdminQueuesController],
  providers: [AdminQueuesService, MissingJobsService, BoardAuth],
})
export class AdminQueuesModule {}
