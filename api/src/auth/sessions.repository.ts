import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { Session } from '@studio/core/entities/session.entity';
import type { Role } from '@studio/core/entities/user.entity';
import type { AuthUser } from './auth.decorators';

/** Server-side sessions: one row per issued token, so logout can revoke it for every api process. */
@Injectable()
export class SessionsRepository {
  constructor(private readonly em: EntityManager) {}

  async open(userId: string, ttlSeconds: number): Promise<Session> {
    const session = this.em.create(Session, {
      id: randomUUID(),
      userId,
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
      revokedAt: null,
      createdAt: new Date(),
    });
    await this.em.persistAndFlush(session);
    return session;
  }

  async activeSessionUser(sessionId: string, userId: string): Promise<AuthUser | null> {
    const rows = await this.em.getConnection().execute<{ username: string; role: Role }[]>(
      `select u.username, u.role from sessions s join users u on u.id = s.user_id
        where s.id = ? and s.user_id = ? and s.revoked_at is null and s.expires_at > now() and not u.disabled`,
      [sessionId, userId],
    );
    const row = rows[0];
    return row ? { id: userId, username: row.username, role: row.role, sessionId } : null;
  }

  async revoke(sessionId: string): Promise<void> {
    await this.em.nativeUpdate(Session, { id: sessionId, revokedAt: null }, { revokedAt: new Date() });
  }

  /** Deletes the sessions that expired before `before` (a timer's job: its own context, not a request's). */
  deleteExpiredBefore(before: Date): Promise<number> {
    return this.em.fork().nativeDelete(Session, { expiresAt: { $lt: before } });
  }

  /** Ends every session of a user at once (disabled, password reset), or all but the one still in use. */
  revokeAllOf(userId: string, except?: string): Promise<number> {
    return revokeSessionsOf(this.em, userId, except);
  }
}

/** The one statement that ends a user's open sessions (but `except`), on any manager: a request's or a transaction's. */
export function revokeSessionsOf(em: EntityManager, userId: string, except?: string): Promise<number> {
  const where = except ? { userId, revokedAt: null, id: { $ne: except } } : { userId, revokedAt: null };
  return em.nativeUpdate(Session, where, { revokedAt: new Date() });
}
