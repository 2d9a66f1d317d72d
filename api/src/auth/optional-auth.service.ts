import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Request } from 'express';
import type { AuthUser } from './auth.decorators';
import type { JwtPayload } from './jwt.strategy';
import { SessionsService } from './sessions.service';

/** Who is calling a public route, if anyone: a valid, unrevoked bearer session, else null (never throws). */
@Injectable()
export class OptionalAuth {
  constructor(
    private readonly jwt: JwtService,
    private readonly sessions: SessionsService,
  ) {}

  async user(req: Request): Promise<AuthUser | null> {
    const header = req.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) return null;
    try {
      const payload = await this.jwt.verifyAsync<JwtPayload>(token, { algorithms: ['HS256'] });
      return await this.sessions.activeSessionUser(payload.jti, payload.sub);
    } catch {
      return null;
    }
  }
}
