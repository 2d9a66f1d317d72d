import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';
import { SessionsRepository } from './sessions.repository';
import type { AuthUser } from './auth.decorators';

export interface JwtPayload {
  sub: string;
  jti: string;
  role: string;
  username: string;
}

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @InjectConfig() config: AppConfig,
    private readonly sessions: SessionsRepository,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  /** Signature and expiry are checked by passport-jwt; revocation and the user's current role here. */
  async validate(payload: JwtPayload): Promise<AuthUser> {
    const user = await this.sessions.activeSessionUser(payload.jti, payload.sub);
    if (!user) throw new UnauthorizedException('Your session has ended. Please sign in again.');
    return user;
  }
}
