import { Injectable } from '@nestjs/common';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../config/app-config';
import { mediaUrl } from './image-ref';
import { InjectConfig } from '../nest/core.module';

/** A signed URL lives at most this long (docs/architecture.md §8: field workers' photos expire within the hour). */
export const SIGNED_URL_MAX_AGE_S = 3600;
/**
 * Expiries are rounded to this step, so every answer within one step hands out the same URL (the browser's cache and
 * an SWR refetch keep working) while a URL still lives between 45 and 60 minutes when it is handed out.
 */
export const SIGNED_URL_STEP_S = 15 * 60;
const SIG_BYTES = 16;

/** The kinds whose photos are never public (a field worker's selfie or prop photo): served only under a signed, expiring URL. */
export const SIGNED_KINDS: ReadonlySet<string> = new Set(['task']);

export type SignatureVerdict = 'ok' | 'missing' | 'expired' | 'invalid';

/**
 * Signs and checks the `/media` URLs of private images (a field worker's selfie or prop photo): `?exp=<unix s>&sig=`
 * an HMAC of the object key and the expiry with a key derived from the server secret (JWT_SECRET), so a leaked URL
 * stops working within the hour and cannot be stretched or pointed at another photo.
 */
@Injectable()
export class MediaUrlSigner {
  private readonly key: Buffer;

  constructor(@InjectConfig() config: Pick<AppConfig, 'jwtSecret'>) {
    this.key = createHash('sha256').update(`media-url|${config.jwtSecret}`).digest();
  }

  /** `/media/<key>?exp=..&sig=..`, valid until the end of the step an hour from now. */
  url(key: string, nowMs = Date.now()): string {
    const now = Math.floor(nowMs / 1000);
    const exp = Math.floor(now / SIGNED_URL_STEP_S) * SIGNED_URL_STEP_S + SIGNED_URL_MAX_AGE_S;
    return `${mediaUrl(key)}?exp=${exp}&sig=${this.sign(key, exp)}`;
  }

  /** Whether this key's `exp` and `sig` (as the query carried them) are ours and still valid. */
  verify(key: string, exp: unknown, sig: unknown, nowMs = Date.now()): SignatureVerdict {
    if (exp === undefined && sig === undefined) return 'missing';
    if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{1,64}$/.test(sig)) return 'invalid';
    // Compared as text: base64url's last character has spare bits, so decoding would let a changed one through.
    const given = Buffer.from(sig);
    const expected = Buffer.from(this.sign(key, Number(exp)));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    const left = Number(exp) - Math.floor(nowMs / 1000);
    if (left <= 0) return 'expired';
    // Ours, but living longer than we ever sign for (a key shared with another build?): not honoured.
    if (left > SIGNED_URL_MAX_AGE_S) return 'invalid';
    return 'ok';
  }

  /** Seconds a verified URL has left (for the answer's private max-age). */
  secondsLeft(exp: string, nowMs = Date.now()): number {
    return Math.max(0, Number(exp) - Math.floor(nowMs / 1000));
  }

  private sign(key: string, exp: number): string {
    return createHmac('sha256', this.key).update(`${key}|${exp}`).digest().subarray(0, SIG_BYTES).toString('base64url');
  }
}
