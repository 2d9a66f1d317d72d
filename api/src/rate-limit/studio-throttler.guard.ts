import { HttpException, HttpStatus, Injectable, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import { LIMITS } from './rate-limit.module';

/** "3 minutes", "1 minute", "40 seconds". */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, seconds)} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

const MESSAGES: Record<string, (wait: string) => string> = {
  [LIMITS.login]: (wait) => `Too many sign-in attempts from your connection. Please try again in ${wait}.`,
  [LIMITS.loginAccount]: (wait) => `Too many sign-in attempts for this account. Please try again in ${wait}.`,
  [LIMITS.loginDevice]: (wait) => `Too many sign-in attempts from this device. Please try again in ${wait}.`,
  [LIMITS.enquiry]: () => 'Too many messages sent from your connection. Please try again later or call us.',
};

/**
 * @nestjs/throttler's guard, answering a limit with a message that says when to try again, in the api's error shape
 * plus `retryAfterSeconds`; the global error filter sends that as the standard Retry-After header (seconds).
 */
@Injectable()
export class StudioThrottlerGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(_context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const seconds = Math.max(1, detail.timeToBlockExpire);
    const name = detail.key.split(':ratelimit:')[1]?.split(':')[0] ?? '';
    const message = (MESSAGES[name] ?? ((wait: string) => `Too many requests. Please try again in ${wait}.`))(waitText(seconds));
    throw new HttpException({ message, retryAfterSeconds: seconds }, HttpStatus.TOO_MANY_REQUESTS);
  }
}
