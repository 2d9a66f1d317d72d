import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';

/**
 * A gallery's secrets: the PIN (made, hashed, sealed for the admin to read out), the slug and the signed cookies.
 * argon2id with a small memory cost: a 4-digit PIN gains nothing from 64 MiB, and unlock is an anonymous route
 * that must not let a burst of tries grow the api's memory (tries are limited per address before hashing anyway).
 */
@Injectable()
export class PinSecrets {
  private readonly sealKey: Buffer;
  private readonly cookieKey: Buffer;

  constructor(@InjectConfig() config: AppConfig) {
    this.sealKey = createHash('sha256').update(`client-gallery-pin|${config.jwtSecret}`).digest();
    this.cookieKey = createHash('sha256').update(`client-gallery-cookie|${config.jwtSecret}`).digest();
  }

  newPin(): string {
    return String(randomInt(0, 10000)).padStart(4, '0');
  }

  /** 18 random bytes: 24 url-safe characters, 144 bits. */
  newSlug(): string {
    return randomBytes(18).toString('base64url');
  }

  hashPin(pin: string): Promise<string> {
    return argon2.hash(pin, { type: argon2.argon2id, memoryCost: 4096, timeCost: 3, parallelism: 1 });
  }

  async verifyPin(hash: string, pin: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, pin);
    } catch {
      return false;
    }
  }

  seal(pin: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.sealKey, iv);
    const data = Buffer.concat([cipher.update(pin, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
  }

  /** null when it cannot be opened (e.g. the server secret changed): the admin resets the PIN then. */
  unseal(sealed: string): string | null {
    try {
      const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', this.sealKey, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }

  /**
   * `v{pinVersion}.{issued}.{mac}` (parents) or `v{pinVersion}.{issued}.{sessionId}.{mac}` (an admin: bound to the
   * staff session that opened the gallery): bound to the gallery, its PIN version and who it is for; `issued` is
   * the time it was made (seconds, base 36), which the server checks against the cookie's life.
   */
  signAccess(galleryId: string, pinVersion: number, audience: 'parent' | 'admin', sessionId?: string, now = Date.now()): string {
    const issued = Math.floor(now / 1000).toString(36);
    const bound = sessionId ? `${issued}.${sessionId}` : issued;
    return `v${pinVersion}.${bound}.${this.mac(galleryId, pinVersion, bound, audience)}`;
  }

  /**
   * The cookie's facts if it is ours, for this gallery, PIN version and audience, and younger than `maxAgeMs`
   * (a cookie's Max-Age is only the browser's promise; this is the server's); null otherwise. An admin's carries
   * the session it is bound to (the caller checks that session is still open and an admin's).
   */
  verifyAccess(value: string | undefined, galleryId: string, pinVersion: number, audience: 'parent' | 'admin', maxAgeMs: number, now = Date.now()): { issuedAt: Date; sessionId: string | null } | null {
    if (!value) return null;
    const m = /^v(\d{1,9})\.([0-9a-z]{1,12})(?:\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}))?\.([A-Za-z0-9_-]{43})$/.exec(value);
    if (!m || Number(m[1]) !== pinVersion) return null;
    const sessionId = m[3] ?? null;
    if ((audience === 'admin') !== (sessionId !== null)) return null;
    const bound = sessionId ? `${m[2]}.${sessionId}` : m[2];
    const expected = Buffer.from(this.mac(galleryId, pinVersion, bound, audience));
    const given = Buffer.from(m[4]);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const issuedMs = parseInt(m[2], 36) * 1000;
    // A minute of clock skew between api replicas; older than its life (or made in the future): refused.
    if (!Number.isFinite(issuedMs) || issuedMs > now + 60_000 || now - issuedMs > maxAgeMs) return null;
    return { issuedAt: new Date(issuedMs), sessionId };
  }

  private mac(galleryId: string, pinVersion: number, bound: string, audience: string): string {
    return createHmac('sha256', this.cookieKey).update(`${audience}|${galleryId}|${pinVersion}|${bound}`).digest('base64url');
  }
}
