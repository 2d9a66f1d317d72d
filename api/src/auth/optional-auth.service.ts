import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AuthUser } from './auth.decorators';
import type { JwtPayload } from './jwt.strategy';
import { SessionsRepository } from './sessions.repository';

/** Who is calling a route that does not require a session, if anyone: a valid, unrevoked session, else null (never throws). */
@Injectable()
export class OptionalAuth {
  constructor(
    private readonly jwt: JwtService,
    private readonly sessions: SessionsRepository,
  ) {}

  /** From an Authorization header (`Bearer <jwt>`). */
  user(authorization: string | undefined): Promise<AuthUser | null> {
    return this.tokenUser(bearerToken(authorization));
  }

  /** From the JWT itself (a bearer token or the queue dashboard's cookie). */
  async tokenUser(token: string | undefined): Promise<AuthUser | null> {
    if (!token) return null;
    try {
      const payload = await this.jwt.verifyAsync<JwtPayload>(token, { algorithms: ['HS256'] });
      return await this.sessions.activeSessionUser(payload.jti, payload.sub);
    } catch {
      return null;
    }
  }
}

/** The token of an Authorization header `Bearer <token>`, if that is what it holds. */
export function bearerToken(authorization: string | undefined): string | undefined {
  return authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() || undefined : undefined;
}
