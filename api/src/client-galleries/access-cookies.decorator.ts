import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';
import type { Request, Response } from 'express';
import { adminCookieName, parentCookieName, type AccessCookieValues, type AccessGrant } from './client-gallery-access.service';

/**
 * The HTTP side of a client gallery's access cookies. `@AccessCookies()` hands the handler the values of the
 * `:slug` gallery's two cookies (the access service checks them); `setAccessCookie` writes a grant the service made.
 */
export const AccessCookies = createParamDecorator((_: unknown, ctx: ExecutionContext): AccessCookieValues => {
  const req = ctx.switchToHttp().getRequest<Request>();
  const slug = String(req.params.slug ?? '');
  return { parent: readCookie(req, parentCookieName(slug)), admin: readCookie(req, adminCookieName(slug)) };
});

export function setAccessCookie(req: Request, res: Response, grant: AccessGrant): void {
  // Lax, not Strict: the parents arrive from a WhatsApp link, a cross-site navigation that must carry the cookie.
  // req.secure honours X-Forwarded-Proto from a loopback proxy ('trust proxy' = loopback).
  res.cookie(grant.name, grant.value, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: grant.path, maxAge: grant.maxAgeMs });
}

/** One cookie's value from the Cookie header (names here are url-safe; values are our own signed tokens). */
export function readCookie(req: { headers: IncomingHttpHeaders }, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
