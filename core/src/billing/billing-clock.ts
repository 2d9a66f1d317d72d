import { Injectable } from '@nestjs/common';

/** "Now" for dating documents: one place, so a test can stand on either side of a financial year's start. */
@Injectable()
export class BillingClock {
  now(): Date {
    return new Date();
  }
}
