import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { User } from '@studio/core/entities/user.entity';
import { revokeSessionsOf } from '../auth/sessions.repository';

/** The staff accounts' rows (sign-in reads them too: AuthModule provides and exports this). */
@Injectable()
export class UsersRepository {
  constructor(private readonly em: EntityManager) {}

  /** The new account, or null when the username is taken (the unique index decides, not a read before). */
  async insert(row: User): Promise<User | null> {
    const user = this.em.create(User, row);
    try {
      await this.em.persistAndFlush(user);
    } catch (e) {
      if (e instanceof UniqueConstraintViolationException) return null;
      throw e;
    }
    return user;
  }

  /** Admins first, then by name. */
  list(): Promise<User[]> {
    return this.em.find(User, {}, { orderBy: { role: 'asc', username: 'asc' } });
  }

  findByUsername(username: string): Promise<User | null> {
    return this.em.findOne(User, { username });
  }

  findById(id: string): Promise<User | null> {
    return this.em.findOne(User, { id });
  }

  async recordLogin(id: string): Promise<void> {
    await this.em.nativeUpdate(User, { id }, { lastLoginAt: new Date() });
  }

  /** Writes the changes made to loaded accounts. */
  async save(): Promise<void> {
    await this.em.flush();
  }

  /** Replaces a password hash made with older parameters, unless the password was changed meanwhile. */
  async replaceOutdatedHash(id: string, outdated: string, hash: string): Promise<void> {
    await this.em.nativeUpdate(User, { id, passwordHash: outdated }, { passwordHash: hash });
  }

  /**
   * Runs `work` in one transaction, with the active admins' rows locked first (in id order), so two admins
   * demoting each other at the same moment cannot both succeed.
   */
  withActiveAdminsLocked<T>(work: (tx: LockedAccounts) => Promise<T>): Promise<T> {
    return this.em.transactional(async (em) => {
      const activeAdmins = await em
        .getConnection()
        .execute<{ id: string }[]>(`select id from users where role = 'admin' and not disabled order by id for update`, [], 'all', em.getTransactionContext());
      return work(new LockedAccounts(em, activeAdmins.map((a) => a.id)));
    });
  }
}

/** The accounts inside `withActiveAdminsLocked`'s transaction. */
export class LockedAccounts {
  constructor(
    private readonly em: EntityManager,
    /** Ids of the active admins, as locked at the start. */
    readonly activeAdminIds: string[],
  ) {}

  findById(id: string): Promise<User | null> {
    return this.em.findOne(User, { id });
  }

  async save(): Promise<void> {
    await this.em.flush();
  }

  /** Ends every open session of the user, but `keep` if given. */
  async revokeSessions(userId: string, keep?: string): Promise<void> {
    await revokeSessionsOf(this.em, userId, keep);
  }
}
