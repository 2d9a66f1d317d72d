import 'reflect-metadata';
import { Body, Controller, Delete, Get, Head, Post, PayloadTooLargeException, type ExecutionContext, type INestApplication } from '@nestjs/common';
import { INTERCEPTORS_METADATA } from '@nestjs/common/constants';
import { Test } from '@nestjs/testing';
import { of } from 'rxjs';
import { BodyLimitInterceptor, useBodyLimitInterceptor } from './body-limit.interceptor';
import { DEFERRED_BODY } from './request-body.middleware';
import { UploadBody } from './upload-body.decorator';

@Controller('demo')
class DemoController {
  @Get()
  list() {
    return [];
  }

  @Head()
  probe() {
    return '';
  }

  @Post()
  create(@Body() body: unknown) {
    return body;
  }

  @UploadBody()
  @Post('upload')
  upload(@Body() body: unknown) {
    return body;
  }

  @Delete()
  remove() {
    return '';
  }

  /** Not a route. */
  helper() {
    return 1;
  }
}

/** A handler as Nest keeps it: the function on the prototype (only its metadata is read, it is never called). */
const handlerOf = (name: keyof DemoController): object => Object.getOwnPropertyDescriptor(DemoController.prototype, name)!.value as object;
const interceptorsOf = (name: keyof DemoController): unknown[] => Reflect.getMetadata(INTERCEPTORS_METADATA, handlerOf(name)) ?? [];

async function demoApp(): Promise<INestApplication> {
  const moduleRef = await Test.createTestingModule({ controllers: [DemoController] }).compile();
  return moduleRef.createNestApplication({ logger: false });
}

function httpContext(req: object, handler: keyof DemoController): ExecutionContext {
  return {
    getType: () => 'http',
    getHandler: () => handlerOf(handler),
    getClass: () => DemoController,
    switchToHttp: () => ({ getRequest: () => req, getResponse: () => ({}) }),
  } as unknown as ExecutionContext;
}

describe('BodyLimitInterceptor on the routes that take a body', () => {
  it('is put on every handler but GET and HEAD ones, once however many apps are built', async () => {
    const apps = [await demoApp(), await demoApp()];
    for (const app of apps) useBodyLimitInterceptor(app);
    for (const name of ['create', 'upload', 'remove'] as const) {
      expect(interceptorsOf(name)).toHaveLength(1);
      expect(interceptorsOf(name)[0]).toBeInstanceOf(BodyLimitInterceptor);
    }
    for (const name of ['list', 'probe', 'helper'] as const) expect(interceptorsOf(name)).toEqual([]);
    await Promise.all(apps.map((app) => app.close()));
  });

  it("takes the upload limit from the gate's mark on the request (413 from the declared length)", () => {
    const interceptor = new BodyLimitInterceptor();
    const handled = jest.fn(() => of('handled'));
    const req = (length: number) => ({ headers: { 'content-length': String(length) }, [DEFERRED_BODY]: { uploadLimitBytes: 4 * 1024 * 1024 } });
    expect(() => interceptor.intercept(httpContext(req(5 * 1024 * 1024), 'upload'), { handle: handled })).toThrow(new PayloadTooLargeException('Request body is too large (at most 4 MB).'));
    expect(() => interceptor.intercept(httpContext(req(200 * 1024), 'create'), { handle: handled })).toThrow(new PayloadTooLargeException('Request body is too large (at most 100 kB).'));
    expect(handled).not.toHaveBeenCalled();
    // Nothing deferred (no body, or a small one the gate parsed): straight to the handler.
    interceptor.intercept(httpContext({ headers: {} }, 'create'), { handle: handled });
    expect(handled).toHaveBeenCalledTimes(1);
  });
});
