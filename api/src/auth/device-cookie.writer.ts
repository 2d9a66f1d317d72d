import { Injectable } from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';
import { DEVICE_COOKIE_PATH, DeviceCookies } from './device-cookies';

/**
 * HTTP glue for AuthController: reads the signing-in user's device cookie (DeviceCookies) and renews it after a
 * successful sign-in. HttpOnly (no script reads it), SameSite=Strict, Secure over https, scoped to the sign-in route.
 */
@Injectable()
export class DeviceCookieWriter {
  private readonly cookies: DeviceCookies;

  constructor(@InjectConfig() config: AppConfig) {
    this.cookies = new DeviceCookies(config);
  }

  /** The device id when this request carries a valid device cookie of `username`. */
  deviceId(req: Request, username: string): string | null {
    return this.cookies.fromHeader(username, req.headers.cookie);
  }

  set(req: Request, res: Response, username: string, deviceId: string | null): void {
    const grant = this.cookies.issue(username, deviceId);
    res.cookie(grant.name, grant.value, { ...this.options(req), maxAge: grant.maxAgeMs });
  }

  private options(req: Request): CookieOptions {
    // req.secure honours X-Forwarded-Proto from a trusted proxy (TRUST_PROXY).
    return { httpOnly: true, sameSite: 'strict', secure: req.secure, path: DEVICE_COOKIE_PATH };
  }
}
