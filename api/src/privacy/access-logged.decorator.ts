import { applyDecorators, CallHandler, ExecutionContext, Injectable, Logger, NestInterceptor, SetMetadata, UseInterceptors } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { from, mergeMap, type Observable } from 'rxjs';
import { AccessLogRepository } from '@studio/core/privacy/access-log.repository';
import type { AuthUser } from '../auth/auth.decorators';

interface AccessLogged {
  what: string;
  /** The subject's kind (`gallery`, `booking`) and the route param holding its id; none: the subject is `what` itself. */
  kind?: string;
  param?: string;
}

const ACCESS_LOGGED = 'privacy:access-logged';

/**
 * docs/architecture.md §16: a staff read of a family's data is logged `{ who, what, subject, at }` once it answered
 * (a refused read showed nothing). The log write is awaited: a read that cannot be logged is not served.
 */
@Injectable()
export class AccessLogInterceptor implements NestInterceptor {
  private readonly logger = new Logger('AccessLog');

  constructor(
    private readonly reflector: Reflector,
    private readonly log: AccessLogRepository,
  ) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const meta = this.reflector.get<AccessLogged | undefined>(ACCESS_LOGGED, ctx.getHandler());
    if (!meta) return next.handle();
    const req = ctx.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    const user = req.user;
    const id = meta.param ? String(req.params[meta.param] ?? '') : '';
    const subject = meta.kind ? `${meta.kind}:${id}` : meta.what;
    return next.handle().pipe(
      mergeMap((value) =>
        from(
          this.log.record({ userId: user?.id ?? null, who: user?.username ?? 'unknown', what: meta.what, subject }).then(
            () => value,
            (e: Error) => {
              this.logger.error(`access not logged (${meta.what} ${subject}): ${e.message}`);
              throw e;
            },
          ),
        ),
      ),
    );
  }
}

export function AccessLogged(what: string, kind?: string, param = 'id') {
  return applyDecorators(SetMetadata(ACCESS_LOGGED, { what, kind, param: kind ? param : undefined } satisfies AccessLogged), UseInterceptors(AccessLogInterceptor));
}
