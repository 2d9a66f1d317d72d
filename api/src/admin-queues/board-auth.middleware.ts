import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { BOARD_COOKIE } from '../auth/board-cookie.writer';
import { bearerToken, OptionalAuth } from '../auth/optional-auth.service';

/**
 * Guards everything under /admin/queues (the board's page, assets and its own JSON API): an unrevoked admin
 * session from the dashboard cookie (or a bearer token, for scripts). Anonymous page loads are sent to the
 * sign-in page, anonymous API calls get 401, other roles 403, in the api's error shape.
 */
@Injectable()
export class BoardAuthMiddleware implements NestMiddleware<Request, Response> {
  constructor(private readonly auth: OptionalAuth) {}

  use(req: Request, res: Response, next: NextFunction): void {
    this.auth
      .tokenUser(bearer(req) ?? cookie(req, BOARD_COOKIE))
      .then((user) => {
        if (!user) return this.refuseAnonymous(req, res);
        if (user.role !== 'admin') return void res.status(403).json({ error: true, message: 'You do not have access to this.', statusCode: 403 });
        if (isStateChanging(req) && !bearer(req) && !sameOrigin(req)) {
          return void res.status(403).json({ error: true, message: 'This action must come from the dashboard page itself.', statusCode: 403 });
        }
        res.setHeader('Cache-Control', 'no-store');
        next();
      })
      .catch(next);
  }

  private refuseAnonymous(req: Request, res: Response) {
    const wantsPage = req.method === 'GET' && !req.path.startsWith('/api/') && req.accepts(['html', 'json']) === 'html';
    if (wantsPage) return res.redirect(302, `/login?next=${encodeURIComponent(req.originalUrl)}`);
    res.status(401).json({ error: true, message: 'Please sign in to continue.', statusCode: 401 });
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isStateChanging(req: Request): boolean {
  return !SAFE_METHODS.has(req.method);
}

/**
 * A state-changing call made with the dashboard cookie must carry our own Origin (browsers send it on every
 * non-GET fetch): SameSite=Strict already keeps other sites' requests cookie-less, this also refuses a sibling
 * site or an old browser. Own origin = scheme and host as the client used them (TRUST_PROXY decides whether
 * X-Forwarded-Proto/-Host count). Bearer-token calls (scripts) carry no ambient credential and need no Origin.
 */
function sameOrigin(req: Request): boolean {
  const origin = req.headers.origin;
  if (!origin || origin === 'null') return false;
  return origin.toLowerCase() === `${req.protocol}://${req.host}`.toLowerCase();
}

function bearer(req: Request): string | undefined {
  return bearerToken(req.headers.authorization);
}

/** A JWT is base64url and dots: no decoding needed, so no cookie library either. */
function cookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim() || undefined;
  }
  return undefined;
}
