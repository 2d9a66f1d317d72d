import { ArgumentMetadata, BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { LRUCache } from 'lru-cache';

/** Query strings longer than this are validated every time (a memo entry is for the common, short ones). */
const MEMO_MAX_KEY = 512;

/**
 * Refuses text holding a NUL character before any DTO rule: Postgres cannot store or compare one, so it would
 * otherwise surface as a 500 from whichever query first met it (login, enquiries, gallery filters…).
 */
class StudioValidationPipe extends ValidationPipe {
  /**
   * Query DTOs already validated, per DTO class and query: parents' phones send the same few public queries
   * (`?page=1&limit=10&category=All`) thousands of times, and class-transformer plus class-validator were about
   * a tenth of a cached gallery request's CPU. Only successes are kept; each caller gets its own copy.
   */
  private readonly queryMemo = new WeakMap<object, LRUCache<string, object>>();

  override async transform(value: unknown, metadata: ArgumentMetadata) {
    const field = nulField(value, metadata.data ?? '');
    if (field !== undefined) {
      const message = `${field || 'The request'} contains an invalid character (NUL)`;
      throw new BadRequestException({ message, fields: field ? { [field]: message } : undefined });
    }
    if (metadata.type !== 'query' || !metadata.metatype || metadata.data) return super.transform(value, metadata);
    const key = JSON.stringify(value);
    if (key === undefined || key.length > MEMO_MAX_KEY) return super.transform(value, metadata);
    let memo = this.queryMemo.get(metadata.metatype);
    const known = memo?.get(key);
    if (known) return copyOf(known);
    const result: unknown = await super.transform(value, metadata);
    if (result && typeof result === 'object') {
      if (!memo) this.queryMemo.set(metadata.metatype, (memo = new LRUCache<string, object>({ max: 500 })));
      memo.set(key, copyOf(result));
    }
    return result;
  }
}

/** A DTO instance of its own class, its arrays copied (query DTOs hold scalars and arrays of scalars). */
function copyOf<T extends object>(dto: T): T {
  const copy = Object.create(Object.getPrototypeOf(dto) as object) as T;
  for (const [k, v] of Object.entries(dto)) (copy as Record<string, unknown>)[k] = Array.isArray(v) ? [...v] : v;
  return copy;
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
