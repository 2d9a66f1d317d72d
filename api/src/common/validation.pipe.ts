import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

/** Global pipe: DTOs only, unknown fields refused, field messages as the spec words them. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
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
