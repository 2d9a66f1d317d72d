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

  /** `v{pinVersion}.{issued}.{mac}`: bound to the gallery, its PIN version and who it is for. */
  signAccess(galleryId: string, pinVersion: number, audience: 'parent' | 'admin'): string {
    const issued = Math.floor(Date.now() / 1000).toString(36);
    return `v${pinVersion}.${issued}.${this.mac(galleryId, pinVersion, issued, audience)}`;
  }

  verifyAccess(value: string | undefined, galleryId: string, pinVersion: number, audience: 'parent' | 'admin'): boolean {
    if (!value) return false;
    const m = /^v(\d{1,9})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
    if (!m || Number(m[1]) !== pinVersion) return false;
    const expected = Buffer.from(this.mac(galleryId, pinVersion, m[2], audience));
    const given = Buffer.from(m[3]);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private mac(galleryId: string, pinVersion: number, issued: string, audience: string): string {
    return createHmac('sha256', this.cookieKey).update(`${audience}|${galleryId}|${pinVersion}|${issued}`).digest('base64url');
  }
}
