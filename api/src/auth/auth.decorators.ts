import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Role } from '@studio/core/entities/user.entity';

export const IS_PUBLIC = 'isPublic';
export const ROLES_KEY = 'roles';

/** No session needed (the global guard lets it through). */
export const Public = () => SetMetadata(IS_PUBLIC, true);
/** Only these roles; a signed-in session of another role gets 403. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

export interface AuthUser {
  id: string;
  username: string;
  role: Role;
  sessionId: string;
}

export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthUser => ctx.switchToHttp().getRequest().user);
