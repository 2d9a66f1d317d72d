import { CallHandler, ExecutionContext, NestInterceptor, PayloadTooLargeException, RequestMethod, type INestApplication } from '@nestjs/common';
import { INTERCEPTORS_METADATA, METHOD_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { json, type Request, type Response } from 'express';
import { from, switchMap, type Observable } from 'rxjs';
import { DEFERRED_BODY, JSON_LIMIT_BYTES, declaredLength, type DeferrableRequest } from './request-body.middleware';
import { UPLOAD_BODY } from './upload-body.decorator';

const TOO_LARGE = (limit: number) =>
  `Request body is too large (at most ${limit >= 1024 * 1024 ? `${Math.round(limit / 1024 / 1024)} MB` : `${Math.round(limit / 1024)} kB`}).`;

/**
 * On every route that can take a body, after all its guards: a JSON body the gate left unread (larger than 100 kB,
 * or chunked) is read now, up to the upload limit on @UploadBody() routes and up to 100 kB elsewhere. An anonymous
 * or wrong-role caller is refused by the guards before a byte of a large body is read. It holds no settings (the
 * gate puts this app's upload limit on the request), so one instance serves every app in the process.
 */
export class BodyLimitInterceptor implements NestInterceptor {
  private readonly parsers = new Map<number, ReturnType<typeof json>>();
  private readonly reflector = new Reflector();

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<DeferrableRequest>();
    const deferred = req[DEFERRED_BODY];
    if (!deferred) return next.handle();
    const upload = this.reflector.getAllAndOverride<boolean>(UPLOAD_BODY, [context.getHandler(), context.getClass()]);
    const limit = upload ? deferred.uploadLimitBytes : JSON_LIMIT_BYTES;
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

const BODY_LIMIT = new BodyLimitInterceptor();

/** Methods whose routes take no body: one sent along is never read (the gate closes the connection after the answer). */
const BODILESS: unknown[] = [RequestMethod.GET, RequestMethod.HEAD];

/**
 * Puts BodyLimitInterceptor first on every route handler that can take a body (any method but GET and HEAD), as
 * `@UseInterceptors()` would; call before the app is initialised. Not a global interceptor: any interceptor on a
 * route makes Nest run its rxjs chain (an Observable pipeline, an async scope and several promises per request),
 * about an eighth of the CPU of a cached GET /api/gallery/all, on the public read routes that never read a body.
 * Idempotent (tests build several apps in one process).
 */
export function useBodyLimitInterceptor(app: INestApplication): void {
  const scanner = new MetadataScanner();
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      const prototype = (metatype as { prototype?: Record<string, unknown> } | null)?.prototype;
      if (!prototype) continue;
      for (const name of scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name] as object;
        const method: unknown = Reflect.getMetadata(METHOD_METADATA, handler);
        if (method === undefined || BODILESS.includes(method)) continue;
        const interceptors: unknown[] = Reflect.getMetadata(INTERCEPTORS_METADATA, handler) ?? [];
        if (!interceptors.includes(BODY_LIMIT)) Reflect.defineMetadata(INTERCEPTORS_METADATA, [BODY_LIMIT, ...interceptors], handler);
      }
    }
  }
}
