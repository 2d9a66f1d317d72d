import { Controller, Get, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../auth/auth.decorators';
import { MetricsAccessGuard } from './metrics-access.guard';
import { MetricsService } from './metrics.service';

/** Prometheus scrape endpoint. @Public() only skips the session check: MetricsAccessGuard decides. */
@ApiExcludeController() // Prometheus text for the scraper
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: MetricsService) {}

  @Public()
  @UseGuards(MetricsAccessGuard)
  @Get()
  async scrape(@Res() res: Response) {
    const body = await this.metrics.render();
    res.setHeader('Cache-Control', 'no-store');
    res.type(this.metrics.contentType).send(body);
  }
}
