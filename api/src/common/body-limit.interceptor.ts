import { CallHandler, ExecutionContext, Injectable, NestInterceptor, PayloadTooLargeException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { json, type Request, type Response } from 'express';
import { from, switchMap, type Observable } from 'rxjs';
import { DEFERRED_BODY, JSON_LIMIT_BYTES, declaredLength, type DeferrableRequest } from './request-body.middleware';
import { UPLOAD_BODY } from './upload-body.decorator';

const TOO_LARGE = (limit: number) =>
  `Request body is too large (at most ${limit >= 1024 * 1024 ? `${Math.round(limit / 1024 / 1024)} MB` : `${Math.round(limit / 1024)} kB`}).`;

/**
 * Global, so it runs after every guard: a JSON body the gate left unread (larger than 100 kB, or chunked)
 * is read now, up to the upload limit on @UploadBody() routes and up to 100 kB elsewhere. An anonymous or
 * wrong-role caller is refused by the guards before a byte of a large body is read.
 */
@Injectable()
export class BodyLimitInterceptor implements NestInterceptor {
  private readonly parsers = new Map<number, ReturnType<typeof json>>();

  constructor(
    private readonly reflector: Reflector,
    private readonly uploadLimitBytes: number,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<DeferrableRequest>();
    if (!req[DEFERRED_BODY]) return next.handle();
    const upload = this.reflector.getAllAndOverride<boolean>(UPLOAD_BODY, [context.getHandler(), context.getClass()]);
    const limit = upload ? this.uploadLimitBytes : JSON_LIMIT_BYTES;
    const length = declaredLength(req);
    if (length !== undefined && length > limit) throw new PayloadTooLargeException(TOO_LARGE(limit));
    const res = context.switchToHttp().getResponse<Response>();
    return from(this.parse(req, res, limit)).pipe(switchMap(() => next.handle()));
  }

  private parse(req: Request, res: Response, limit: number): Promise<void> {
    let parser = this.parsers.get(limit);
    if (!parser) this.parsers.set(limit, (parser = json({ limit, inflate: false })));
    return new Promise((resolve, reject) =>
      // body-parser fails with http-errors' Error objects, whose `type` names the cause.
      parser(req, res, (err?: Error & { type?: string }) => {
        delete (req as DeferrableRequest)[DEFERRED_BODY];
        if (err?.type === 'entity.too.large') reject(new PayloadTooLargeException(TOO_LARGE(limit)));
        else if (err) reject(err);
        else resolve();
      }),
    );
  }
}
