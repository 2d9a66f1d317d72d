import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';

export interface AccessLogEntry {
  id: string;
  userId: string | null;
  who: string;
  what: string;
  subject: string;
  at: Date;
}

/** `privacy_access_log` (docs/architecture.md §16): every staff read of a family's data, kept a year (retention). */
@Injectable()
export class AccessLogRepository {
  constructor(private readonly orm: MikroORM) {}

  private sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
    return this.orm.em.fork().getConnection().execute<T[]>(query, params, 'all');
  }

  async record(e: { userId: string | null; who: string; what: string; subject: string }): Promise<void> {
    await this.sql(`insert into privacy_access_log (id, user_id, who, what, subject, at) values (?, ?, ?, ?, ?, clock_timestamp())`, [randomUUID(), e.userId, e.who, e.what, e.subject]);
  }

  async list(f: { subject?: string; from?: Date; to?: Date; limit: number }): Promise<AccessLogEntry[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (f.subject) {
      where.push('subject = ?');
      params.push(f.subject);
    }
    if (f.from) {
      where.push('at >= ?');
      params.push(f.from);
    }
    if (f.to) {
      where.push('at < ?');
      params.push(f.to);
    }
    params.push(f.limit);
    const rows = await this.sql<{ id: string; user_id: string | null; who: string; what: string; subject: string; at: string }>(
      `select id, user_id, who, what, subject, at from privacy_access_log ${where.length ? `where ${where.join(' and ')}` : ''} order by at desc limit ?`,
      params,
    );
    return rows.map((r) => ({ id: r.id, userId: r.user_id, who: r.who, what: r.what, subject: r.subject, at: new Date(r.at) }));
  }

  /** The staff reads of a window of time (the breach tool: which families' data was read then). */
  async subjectsBetween(from: Date, to: Date): Promise<{ subject: string; reads: number }[]> {
    const rows = await this.sql<{ subject: string; reads: string }>(`select subject, count(*) as reads from privacy_access_log where at >= ? and at < ? group by subject order by subject`, [from, to]);
    return rows.map((r) => ({ subject: r.subject, reads: Number(r.reads) }));
  }
}
