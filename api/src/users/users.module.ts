import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { AdminSeedService } from './admin-seed.service';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [AuthModule],
  controllers: [UsersController],
  providers: [UsersService, AdminSeedService],
})
export class UsersModule {}
