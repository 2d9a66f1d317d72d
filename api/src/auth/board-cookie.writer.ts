import { Injectable } from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';

/** The queue dashboard (bull-board) is plain pages and fetches: it cannot send our bearer token, so it gets a cookie. */
export const BOARD_COOKIE = 'studio_board';
export const BOARD_PATH = '/admin/queues';

/**
 * HTTP glue for AuthController: sets the dashboard cookie at an admin's login and clears it at logout. It carries the same JWT as the bearer
 * token (so revoking the session ends both) and is scoped to BOARD_PATH: HttpOnly (no script reads it),
 * SameSite=Strict (no cross-site request carries it, which is the board's CSRF defence), Secure over https.
 * Only the board's middleware accepts it; the api's bearer-only guard ignores cookies entirely.
 */
@Injectable()
export class BoardCookieWriter {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  set(req: Request, res: Response, token: string, role: string): void {
    if (role !== 'admin') {
      this.clear(req, res);
      return;
    }
    res.cookie(BOARD_COOKIE, token, { ...this.options(req), maxAge: this.config.jwtExpiresInSeconds * 1000 });
  }

  clear(req: Request, res: Response): void {
    res.clearCookie(BOARD_COOKIE, this.options(req));
  }

  private options(req: Request): CookieOptions {
    // req.secure honours X-Forwarded-Proto from a loopback proxy ('trust proxy' = loopback).
    return { httpOnly: true, sameSite: 'strict', secure: req.secure, path: BOARD_PATH };
  }
}
