import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { DatabasePingRepository } from './database-ping.repository';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';

@Module({ imports: [AuthModule], controllers: [HealthController], providers: [DatabasePingRepository, HealthService] })
export class HealthModule {}
