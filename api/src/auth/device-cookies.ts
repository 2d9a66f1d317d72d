import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '@studio/core/config/app-config';

/** A device cookie lives a year, renewed at every successful sign-in. */
export const DEVICE_COOKIE_LIFE_MS = 365 * 24 * 3600_000;
export const DEVICE_COOKIE_PREFIX = 'studio_device_';
/** Only the sign-in route needs it. */
export const DEVICE_COOKIE_PATH = '/api/login';

/** A device cookie to set: name, value and life. */
export interface DeviceCookieGrant {
  name: string;
  value: string;
  maxAgeMs: number;
}

/** Usernames compare as the sign-in and the per-account limit compare them: trimmed, any case. */
export const normalUsername = (username: string) => username.trim().toLowerCase();

/**
 * OWASP's "device cookie" against account lock-out: a device where a user signed in successfully gets a signed,
 * long-lived cookie naming that user (one cookie per user, its name a keyed hash of the username), so a later
 * sign-in of that user from that device is not held back by the per-account limit a stranger can exhaust; the
 * device is held to its own limit of tries instead (keyed by its random id). The value is
 * `<device id>.<issued, unix s>.<HMAC(username|device id|issued)>` with a key derived from the server secret; a
 * forged, altered, expired or other user's cookie is simply not a device cookie. Pure (no HTTP): the rate-limit
 * module and DeviceCookieWriter use it.
 */
export class DeviceCookies {
  private readonly key: Buffer;

  constructor(config: Pick<AppConfig, 'jwtSecret'>) {
    this.key = createHash('sha256').update(`device-cookie|${config.jwtSecret}`).digest();
  }

  /** The cookie name for this user on any device (does not tell the username). */
  name(username: string): string {
    return DEVICE_COOKIE_PREFIX + this.mac(`name|${normalUsername(username)}`).subarray(0, 9).toString('base64url');
  }

  /** A cookie for this user; keeps the device id of a still-valid one so the device's own limit carries on. */
  issue(username: string, deviceId: string | null, nowMs = Date.now()): DeviceCookieGrant {
    const id = deviceId ?? randomBytes(16).toString('base64url');
    const issued = Math.floor(nowMs / 1000);
    const sig = this.mac(`${normalUsername(username)}|${id}|${issued}`).subarray(0, 16).toString('base64url');
    return { name: this.name(username), value: `${id}.${issued}.${sig}`, maxAgeMs: DEVICE_COOKIE_LIFE_MS };
  }

  /** The device id of a valid cookie of this user in a Cookie header, or null. */
  fromHeader(username: string, cookieHeader: string | undefined, nowMs = Date.now()): string | null {
    return this.deviceId(username, cookieValue(cookieHeader, this.name(username)), nowMs);
  }

  /** The device id of a valid cookie of this user, or null (none, forged, altered, another user's, expired). */
  deviceId(username: string, value: string | undefined, nowMs = Date.now()): string | null {
    if (!value || value.length > 200) return null;
    const [id, issuedText, sig, ...rest] = value.split('.');
    if (rest.length || !id || !sig || !/^[A-Za-z0-9_-]{16,64}$/.test(id) || !/^\d{1,12}$/.test(issuedText ?? '')) return null;
    const issued = Number(issuedText);
    const age = nowMs - issued * 1000;
    if (age < -60_000 || age > DEVICE_COOKIE_LIFE_MS) return null;
    // Compared as text: base64url's last character has spare bits, so decoding would let a changed one through.
    const expected = Buffer.from(this.mac(`${normalUsername(username)}|${id}|${issued}`).subarray(0, 16).toString('base64url'));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }

  private mac(text: string): Buffer {
    return createHmac('sha256', this.key).update(text).digest();
  }
}

/** One cookie's value from a Cookie header (our names are url-safe; values are our own signed tokens). */
function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
