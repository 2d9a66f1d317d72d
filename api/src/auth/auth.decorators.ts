import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { Role } from '@studio/core/entities/user.entity';

export const IS_PUBLIC = 'isPublic';
export const ROLES_KEY = 'roles';

/** No session needed (the global guard lets it through). */
export const Public = () => SetMetadata(IS_PUBLIC, true);
/** Only these roles; a signed-in session of another role gets 403. (The OpenAPI document marks the route as needing a token.) */
export const Roles = (...roles: Role[]) => applyDecorators(SetMetadata(ROLES_KEY, roles), ApiBearerAuth());
/** Any signed-in role: documents the token the global guard already requires (routes without @Roles or @Public). */
export const SignedIn = () => ApiBearerAuth();

export interface AuthUser {
  id: string;
  username: string;
  role: Role;
  sessionId: string;
}

export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthUser => ctx.switchToHttp().getRequest().user);
