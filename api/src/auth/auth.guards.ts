import { ExecutionContext, ForbiddenException, Injectable, UnauthorizedException, CanActivate } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { IS_PUBLIC, ROLES_KEY, type AuthUser } from './auth.decorators';
import type { Role } from '@studio/core/entities/user.entity';
import type { Request } from 'express';

const SIGN_IN = 'Please sign in to continue.';

/** Global: every route needs a valid, unrevoked session unless marked @Public(). */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    // No token at all: refused here, not by passport, whose per-request machinery (a strategy object with its
    // callbacks, two errors, promises) survived scavenges into old space: a flood of anonymous 5 MB posts to
    // /api/props promoted 11.9 kB per 401 through passport, 3.3 kB without (docs/scaling.md).
    if (!context.switchToHttp().getRequest<Request>().headers.authorization) throw new UnauthorizedException(SIGN_IN);
    return super.canActivate(context);
  }

  override handleRequest<T>(err: unknown, user: T): T {
    if (err) throw err instanceof UnauthorizedException ? err : new UnauthorizedException(SIGN_IN);
    if (!user) throw new UnauthorizedException(SIGN_IN);
    return user;
  }
}

/** Global: @Roles(...) routes refuse other roles with 403. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    if (!roles?.length) return true;
    const user = context.switchToHttp().getRequest().user as AuthUser | undefined;
    if (!user) throw new UnauthorizedException(SIGN_IN);
    if (!roles.includes(user.role)) throw new ForbiddenException('You do not have access to this.');
    return true;
  }
}
