import { Controller, Get, Header, Injectable, Module } from '@nestjs/common';
import { ApiExcludeController, type OpenAPIObject } from '@nestjs/swagger';
import { Roles } from '../auth/auth.decorators';

/** Holds the document app.factory builds from the running app (the same one `npm run openapi` commits). */
@Injectable()
export class ApiDocs {
  private document?: OpenAPIObject;

  publish(document: OpenAPIObject): void {
    this.document = document;
  }

  get(): OpenAPIObject | undefined {
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
