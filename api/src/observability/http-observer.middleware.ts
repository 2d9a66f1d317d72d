import { performance } from 'node:perf_hooks';
import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '@studio/core/config/app-config';
import { writeJsonLog } from './json-log';
import { loggablePath } from './log-redaction';
import { MetricsService } from './metrics.service';
import { pickRequestId, runWithRequestId } from './request-context';

/**
 * First middleware of the api: gives every request an id (the caller's X-Request-Id if plain, else a uuid),
 * echoes it, makes it visible to services (and so to the jobs they enqueue), and when the response is done
 * observes the latency histogram and writes one JSON log line. Labels use the route template
 * (`/api/users/:id`), never the raw path, so the metric's cardinality stays bounded.
 */
export function httpObserver(metrics: MetricsService, config: Pick<AppConfig, 'logLevel'>) {
  const logRequests = config.logLevel === 'debug' || config.logLevel === 'info';
  return (req: Request, res: Response, next: NextFunction) => {
    const started = performance.now();
    const requestId = pickRequestId(req.headers['x-request-id']);
    (req as Request & { id?: string }).id = requestId;
    res.setHeader('X-Request-Id', requestId);
    res.once('finish', () => {
      const seconds = (performance.now() - started) / 1000;
      const status = res.statusCode;
      metrics.httpDuration.observe({ method: req.method, route: routeLabel(req, status), status: String(status) }, seconds);
      if (logRequests) {
        writeJsonLog({
          level: status >= 500 ? 'error' : 'info',
          msg: 'request',
          requestId,
          method: req.method,
          path: loggablePath(req.originalUrl),
          status,
          ms: Math.round(seconds * 10000) / 10,
        });
      }
    });
    runWithRequestId(requestId, next);
  };
}

/** The matched route's template; fixed names for everything served outside Nest's router. */
function routeLabel(req: Request, status: number): string {
  const url = req.originalUrl;
  if (url.startsWith('/admin/queues')) return '/admin/queues';
  const route = (req as Request & { route?: { path?: unknown } }).route;
  if (route && typeof route.path === 'string' && (req.baseUrl === '' || req.baseUrl === undefined)) return route.path;
  if (url.startsWith('/assets/')) return '/assets';
  if (status === 404) return 'unmatched';
  if (url.startsWith('/api/') || url.startsWith('/media/')) return 'other';
  return 'static';
}
