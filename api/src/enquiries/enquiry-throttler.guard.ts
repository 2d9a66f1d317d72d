import { Injectable, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';

/** The 'enquiry' throttler, counted per client across all enquiry endpoints, with a message that fits an hourly limit. */
@Injectable()
export class EnquiryThrottlerGuard extends ThrottlerGuard {
  // The default key includes the handler, which would give a client one allowance per form.
  protected override generateKey(_context: ExecutionContext, tracker: string, throttlerName: string): string {
    return `enquiries-${throttlerName}-${tracker}`;
  }

  protected override async getErrorMessage(): Promise<string> {
    return 'Too many messages sent from your connection. Please try again later or call us.';
  }
}
