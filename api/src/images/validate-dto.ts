import type { Type } from '@nestjs/common';
import { createValidationPipe } from '../common/validation.pipe';

const pipe = createValidationPipe();

/**
 * Validates a plain object against a DTO exactly as the global pipe does (same messages, whitelist, transform).
 * For upload routes, whose body is JSON or multipart and so cannot be bound with @Body().
 */
export function validateDto<T extends object>(dto: Type<T>, value: unknown): Promise<T> {
  return pipe.transform(value ?? {}, { type: 'body', metatype: dto }) as Promise<T>;
}
