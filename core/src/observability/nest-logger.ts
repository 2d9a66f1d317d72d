import { ConsoleLogger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { nestLogLevels } from '../config/log-levels';

/**
 * Nest's logger for a process: JSON lines (what log shippers parse, matching the api's request lines and the
 * worker's job lines) or coloured text for a developer's terminal, at the configured level.
 */
export function createNestLogger(config: Pick<AppConfig, 'logLevel' | 'logFormat'>): ConsoleLogger {
  return new ConsoleLogger({ json: config.logFormat === 'json', logLevels: nestLogLevels(config.logLevel) });
}
