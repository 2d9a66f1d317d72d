import { Injectable } from '@nestjs/common';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';
import { studioDay } from '@studio/core/time/studio-day';

/** "Now" and "today" in STUDIO_TIMEZONE: the one place props and tasks read the clock, so tests can pin it. */
@Injectable()
export class StudioClock {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  now(): Date {
    return new Date();
  }

  /** The studio's calendar date, yyyy-mm-dd. */
  today(): string {
    return studioDay(this.config.timezone, this.now());
  }
}
