import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * /metrics is not public: a scraper on the same host (loopback, unless METRICS_ALLOW_LOOPBACK=false) or one that
 * sends `Authorization: Bearer <METRICS_TOKEN>`. req.ip honours X-Forwarded-For only from a loopback proxy
 * ('trust proxy' = loopback), so a request relayed by a local reverse proxy counts as its real client;
 * a proxy that does not send X-Forwarded-For would make everyone look local: then turn loopback off.
 */
@Injectable()
export class MetricsAccessGuard implements CanActivate {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (this.config.metricsAllowLoopback && LOOPBACK.has(req.ip ?? '')) return true;
    const token = this.config.metricsToken;
    const header = req.headers.authorization ?? '';
    if (token && header.startsWith('Bearer ') && sameSecret(header.slice(7).trim(), token)) return true;
    throw new ForbiddenException('Metrics are served only to the metrics token or from this host.');
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
