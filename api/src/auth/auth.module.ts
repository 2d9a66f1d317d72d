import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import type { AppConfig } from '@studio/core/config/app-config';
import { APP_CONFIG } from '@studio/core/nest/tokens';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { BoardCookieWriter } from './board-cookie.writer';
import { DeviceCookieWriter } from './device-cookie.writer';
import { JwtAuthGuard, RolesGuard } from './auth.guards';
import { JwtStrategy, jwtKey } from './jwt.strategy';
import { PasswordHasher } from './password-hasher.service';
import { SessionsRepository } from './sessions.repository';
import { OptionalAuth } from './optional-auth.service';
import { SessionPurgeService } from './session-purge.service';
import { UsersRepository } from '../users/users.repository';

@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: jwtKey(config.jwtSecret), signOptions: { algorithm: 'HS256' } }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    SessionsRepository,
    UsersRepository,
    BoardCookieWriter,
    DeviceCookieWriter,
    PasswordHasher,
    OptionalAuth,
    SessionPurgeService,
    JwtStrategy,
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
  exports: [PasswordHasher, SessionsRepository, UsersRepository, OptionalAuth, SessionPurgeService],
})
export class AuthModule {}
