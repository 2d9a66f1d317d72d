import type { AppConfig } from './app-config';

type NestLevel = 'debug' | 'log' | 'warn' | 'error';

/** Nest logger levels for the configured LOG_LEVEL. */
export function nestLogLevels(level: AppConfig['logLevel']): NestLevel[] {
  const order: NestLevel[] = ['debug', 'log', 'warn', 'error'];
  const from = { debug: 0, info: 1, warn: 2, error: 3 }[level];
  return order.slice(from);
}
