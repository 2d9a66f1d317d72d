import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** The sender's address (req.ip honours X-Forwarded-For only from loopback proxies) and user agent, trimmed to the columns. */
export const Client = createParamDecorator((_: unknown, ctx: ExecutionContext): ClientInfo => {
  const req = ctx.switchToHttp().getRequest<Request>();
  const ua = req.get('user-agent');
  return { ip: req.ip ? req.ip.slice(0, 64) : null, userAgent: ua ? ua.slice(0, 255) : null };
});
