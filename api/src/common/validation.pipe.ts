import { ArgumentMetadata, BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

/**
 * Refuses text holding a NUL character before any DTO rule: Postgres cannot store or compare one, so it would
 * otherwise surface as a 500 from whichever query first met it (login, enquiries, gallery filters…).
 */
class StudioValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata) {
    const field = nulField(value, metadata.data ?? '');
    if (field !== undefined) {
      const message = `${field || 'The request'} contains an invalid character (NUL)`;
      throw new BadRequestException({ message, fields: field ? { [field]: message } : undefined });
    }
    return super.transform(value, metadata);
  }
}

/** Path of the first string (or key) holding U+0000, '' for the value itself; undefined when there is none. */
function nulField(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (!value || typeof value !== 'object' || depth > 8) return undefined;
  for (const [key, v] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at;
    const found = nulField(v, at, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Global pipe: DTOs only, unknown fields refused, field messages as the spec words them. */
export function createValidationPipe(): ValidationPipe {
  return new StudioValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const fields = flatten(errors);
      const first = Object.values(fields)[0] ?? 'Invalid request';
      return new BadRequestException({ message: first, fields });
    },
  });
}

function flatten(errors: ValidationError[], parent = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) {
    const path = parent ? `${parent}.${e.property}` : e.property;
    if (e.constraints) {
      const msg = Object.values(e.constraints)[0];
      out[path] = msg.startsWith('property ') && msg.endsWith('should not exist') ? `Unknown field "${path}"` : msg;
    }
    if (e.children?.length) Object.assign(out, flatten(e.children, path));
  }
  return out;
}
