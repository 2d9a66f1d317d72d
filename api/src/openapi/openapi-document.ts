import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { ApiErrorResponse } from '../common/api-responses';
import { StudioPageConfigResponse } from '../site/site.responses';
import { GALLERY_COOKIE_SCHEME } from './security-schemes';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/**
 * The api's wire contract, from the controllers' decorators, the DTO classes (request bodies, queries, params)
 * and the response classes (`*.response.ts`, @ApiProperty). `npm run openapi` writes it to openapi.json and the
 * frontend's types (frontend/src/lib/api-schema.ts) from that; a unit test fails while either is stale.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Studio API')
    .setDescription('Public site, staff area and operations of the studio. Errors: { error: true, message, statusCode, fields? }.')
    .setVersion('1')
    // Same origin as the site: the api, the pages and /media share one host.
    .addServer('/', 'The site itself')
    .addBearerAuth()
    .addCookieAuth('cga_{slug}', { type: 'apiKey', in: 'cookie', description: "Set by POST /api/client-galleries/{slug}/unlock: one HttpOnly cookie per gallery" }, GALLERY_COOKIE_SCHEME)
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    // The error body every route may answer with (not repeated on each operation); the studio details every page carries.
    extraModels: [ApiErrorResponse, StudioPageConfigResponse],
    // Operation ids read as the handler: GalleryController_list -> gallery_list.
    operationIdFactory: (controllerKey, methodKey) => `${controllerKey.replace(/Controller$/, '').replace(/^./, (c) => c.toLowerCase())}_${methodKey}`,
  });
  return withCommonAnswers(document);
}

/**
 * What the decorators leave implicit, made explicit for clients and linters: an operation with no security
 * requirement is public (`security: []`), and every operation may answer an error with the one error body (4XX).
 */
function withCommonAnswers(document: OpenAPIObject): OpenAPIObject {
  const error = { description: 'Bad input, not signed in, wrong role, not found, too large, rate-limited…', content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } };
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operation.security ??= [];
      operation.responses ??= {};
      operation.responses['4XX'] ??= error;
    }
  }
  return document;
}
