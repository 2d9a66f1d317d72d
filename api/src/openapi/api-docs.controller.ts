import { Controller, Get, Header, Injectable, Module } from '@nestjs/common';
import { ApiExcludeController, type OpenAPIObject } from '@nestjs/swagger';
import { Roles } from '../auth/auth.decorators';

/**
 * Holds the document app.factory builds from the running app (the same one `npm run openapi` commits). Built on the
 * first request, not at start: it is only for admins, and its ~0.9 MB of schema objects would stay in the live heap
 * (a smaller live heap lowers V8's next full-GC limit).
 */
@Injectable()
export class ApiDocs {
  private build?: () => OpenAPIObject;
  private document?: OpenAPIObject;

  publish(build: () => OpenAPIObject): void {
    this.build = build;
    this.document = undefined;
  }

  get(): OpenAPIObject | undefined {
    this.document ??= this.build?.();
    return this.document;
  }
}

/** GET /api/docs: the OpenAPI document, for admins (it maps every staff route). */
@ApiExcludeController()
@Roles('admin')
@Controller('api/docs')
export class ApiDocsController {
  constructor(private readonly docs: ApiDocs) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  get(): OpenAPIObject | undefined {
    return this.docs.get();
  }
}

@Module({ controllers: [ApiDocsController], providers: [ApiDocs], exports: [ApiDocs] })
export class ApiDocsModule {}
