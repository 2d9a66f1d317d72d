import { Controller, Get, Header, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse } from '@nestjs/swagger';
import { HealthLiveResponse, HealthReportResponse } from './health.responses';
import { Public } from '../auth/auth.decorators';
import { OptionalAuth } from '../auth/optional-auth.service';
import { HealthService } from './health.service';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * GET /api/health/live: the process answers (no I/O at all; for restart decisions).
 * GET /api/health/ready (and /api/health, its old name): the stores answer too (for load balancers and compose),
 * from shared probes cached for a second. Anonymous callers learn only `{ status }`; which component is down is
 * told to admins and to this host (loopback, e.g. the container's own healthcheck).
 */
@Public()
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly health: HealthService,
    private readonly auth: OptionalAuth,
  ) {}

  @ApiOperation({ summary: 'Liveness: the process runs' })
  @Get('live')
  @ApiOkResponse({ type: HealthLiveResponse })
  @Header('Cache-Control', 'no-store')
  live() {
    return { status: 'ok' };
  }

  @ApiOperation({ summary: 'Readiness: Postgres, Redis and the object store answer' })
  @Get(['', 'ready'])
  @ApiOkResponse({ type: HealthReportResponse, description: 'Anonymous callers get only { status }' })
  @ApiServiceUnavailableResponse({ type: HealthReportResponse })
  @Header('Cache-Control', 'no-store')
  async ready(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const report = await this.health.report();
    if (report.status !== 'ok') res.status(503);
    if (!(await this.mayKnowDetails(req))) return { status: report.status };
    if (report.status !== 'ok') return { error: true, statusCode: 503, message: `Unavailable: ${report.down!.join(', ')}`, ...report };
    return report;
  }

  private async mayKnowDetails(req: Request): Promise<boolean> {
    if (LOOPBACK.has(req.ip ?? '')) return true;
    return (await this.auth.user(req.headers.authorization))?.role === 'admin';
  }
}
