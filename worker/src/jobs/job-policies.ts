import type { AppConfig } from '@studio/core/config/app-config';
import type { RetryPolicy } from './jobs.contract';

/** The configured retry policy of each job, so every producer of a job builds it with the same numbers. */
export const jobPolicies = (config: AppConfig) => ({
  images: { attempts: config.imageJobAttempts } satisfies RetryPolicy,
  enquiries: { attempts: config.enquiryJobAttempts, backoffMs: config.enquiryBackoffMs } satisfies RetryPolicy,
});
