import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import type { ImageRef } from '@studio/core/images/image-ref';

// Response classes describe the wire for the OpenAPI document (openapi.json -> frontend/src/lib/api-schema.ts).
// Each `implements` the type its service returns, so the compiler notices when the two drift apart.

@ApiSchema({ name: 'ImageSrcset' })
export class ImageSrcsetResponse {
  @ApiProperty({ description: 'e.g. "/media/variants/<id>/320.jpg 320w, ..." (empty while processing)' }) jpeg!: string;
  @ApiProperty() webp!: string;
}

/** How every image appears in API responses (docs/architecture.md §4): references, never bytes. */
@ApiSchema({ name: 'ImageRef' })
export class ImageRefResponse implements ImageRef {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['processing', 'ready', 'failed'] }) status!: ImageRef['status'];
  @ApiProperty({ type: Number, nullable: true, description: 'Oriented width in px; null until processed' }) width!: number | null;
  @ApiProperty({ type: Number, nullable: true }) height!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Tiny blurred webp data-URL' }) placeholder!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'URL of the default-size jpeg' }) jpeg!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'URL of the default-size webp' }) webp!: string | null;
  @ApiProperty({ type: ImageSrcsetResponse }) srcset!: ImageSrcsetResponse;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Failure reason (staff views only)' }) error?: string | null;
}

/** Every error: 4xx/5xx with this body. */
@ApiSchema({ name: 'ApiError' })
export class ApiErrorResponse {
  @ApiProperty({ enum: [true] }) error!: true;
  @ApiProperty() message!: string;
  @ApiProperty() statusCode!: number;
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' }, description: 'Message per invalid field' })
  fields?: Record<string, string>;
}

/** A plain success with a message to show. */
@ApiSchema({ name: 'Message' })
export class MessageResponse {
  @ApiProperty({ enum: [false] }) error!: false;
  @ApiProperty() message!: string;
}
