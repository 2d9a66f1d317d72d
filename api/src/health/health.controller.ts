import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../auth/auth.decorators';
import { HealthService } from './health.service';

@Controller('api/health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Public()
  @Get()
  async get(@Res({ passthrough: true }) res: Response) {
    const report = await this.health.report();
    res.setHeader('Cache-Control', 'no-store');
    if (report.status !== 'ok') {
      res.status(503);
      return { error: true, statusCode: 503, message: `Unavailable: ${report.down!.join(', ')}`, ...report };
    }
    return report;
  }
}
