import { EntitySchema } from '@mikro-orm/core';

/** One signed-in token (its JWT id). Logout sets revokedAt; a revoked or expired session is refused everywhere. */
export class Session {
  id!: string;
  userId!: string;
  expiresAt!: Date;
  revokedAt: Date | null = null;
  createdAt: Date = new Date();
}

export const SessionSchema = new EntitySchema<Session>({
  class: Session,
  tableName: 'sessions',
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid', index: true },
    expiresAt: { type: 'Date' },
    revokedAt: { type: 'Date', nullable: true },
    createdAt: { type: 'Date', onCreate: () => new Date() },
  },
});
