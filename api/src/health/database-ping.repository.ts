import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';

/** The readiness probe's one query: does Postgres answer (outside any request's context)? */
@Injectable()
export class DatabasePingRepository {
  constructor(private readonly orm: MikroORM) {}

  async ping(): Promise<void> {
    await this.orm.em.getConnection().execute('select 1');
  }
}
