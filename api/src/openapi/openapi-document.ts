import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { ApiErrorResponse } from '../common/api-responses';
import { StudioPageConfigResponse } from '../site/site.responses';

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
    .addBearerAuth()
    .build();
  return SwaggerModule.createDocument(app, config, {
    // The error body every route may answer with (not repeated on each operation); the studio details every page carries.
    extraModels: [ApiErrorResponse, StudioPageConfigResponse],
    // Operation ids read as the handler: GalleryController_list -> gallery_list.
    operationIdFactory: (controllerKey, methodKey) => `${controllerKey.replace(/Controller$/, '').replace(/^./, (c) => c.toLowerCase())}_${methodKey}`,
  });
}
