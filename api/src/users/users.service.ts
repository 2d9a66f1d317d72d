import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { Session } from '@studio/core/entities/session.entity';
import { User, type Role } from '@studio/core/entities/user.entity';
import { PasswordHasher } from '../auth/password-hasher.service';
import type { UpdateUserDto } from './update-user.dto';

export interface StaffUserView {
  id: string;
  username: string;
  role: Role;
  disabled: boolean;
  createdAt: Date;
  lastLoginAt: Date | null;
}

export const LAST_ADMIN_MESSAGE = 'The last active admin cannot be disabled or made a user. Make another admin first.';

function view(u: User): StaffUserView {
  return { id: u.id, username: u.username, role: u.role, disabled: u.disabled, createdAt: u.createdAt, lastLoginAt: u.lastLoginAt };
}

@Injectable()
export class UsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
  ) {}

  async create(username: string, password: string, role: Role) {
    const user = this.em.create(User, {
      id: randomUUID(),
      username,
      passwordHash: await this.hasher.hash(password),
      role,
      disabled: false,
      lastLoginAt: null,
      createdAt: new Date(),
    });
    try {
      await this.em.persistAndFlush(user);
    } catch (e) {
      if (e instanceof UniqueConstraintViolationException) throw new ConflictException(`Username "${username}" is already taken`);
      throw e;
    }
    return { id: user.id, username: user.username, role: user.role, createdAt: user.createdAt };
  }

  /** Every staff account, admins first, for the Staff page. */
  async list(): Promise<{ items: StaffUserView[] }> {
    const users = await this.em.find(User, {}, { orderBy: { role: 'asc', username: 'asc' } });
    return { items: users.map(view) };
  }

  /**
   * Changes role, disabled and/or password. Disabling or a new password ends every session of that user at once
   * (but the caller's own, when they set their own password). The last active admin cannot be disabled or
   * demoted: the active admins' rows are locked first, so two admins demoting each other at the same moment
   * cannot both succeed.
   */
  async update(id: string, changes: UpdateUserDto, actor: { id: string; sessionId: string }): Promise<StaffUserView> {
    if (changes.role === undefined && changes.disabled === undefined && changes.password === undefined) {
      throw new BadRequestException('Nothing to change: send role, disabled or password.');
    }
    const passwordHash = changes.password === undefined ? undefined : await this.hasher.hash(changes.password);
    return this.em.transactional(async (em) => {
      const activeAdmins = await em
        .getConnection()
        .execute<{ id: string }[]>(`select id from users where role = 'admin' and not disabled order by id for update`, [], 'all', em.getTransactionContext());
      const user = await em.findOne(User, { id });
      if (!user) throw new NotFoundException('User not found');
      const isActiveAdmin = user.role === 'admin' && !user.disabled;
      const stopsBeingActiveAdmin = (changes.role !== undefined && changes.role !== 'admin') || changes.disabled === true;
      if (isActiveAdmin && stopsBeingActiveAdmin && activeAdmins.filter((a) => a.id !== user.id).length === 0) {
        throw new ConflictException(LAST_ADMIN_MESSAGE);
      }
      if (changes.role !== undefined) user.role = changes.role;
      if (changes.disabled !== undefined) user.disabled = changes.disabled;
      if (passwordHash !== undefined) user.passwordHash = passwordHash;
      await em.flush();
      if (changes.disabled === true || passwordHash !== undefined) {
        const keep = user.id === actor.id && changes.disabled !== true ? actor.sessionId : undefined;
        await em.nativeUpdate(Session, keep ? { userId: user.id, revokedAt: null, id: { $ne: keep } } : { userId: user.id, revokedAt: null }, { revokedAt: new Date() });
      }
      return view(user);
    });
  }

  /** Creates the first admin from ADMIN_USERNAME/ADMIN_PASSWORD when no such user exists yet. */
  async ensureAdmin(username: string, password: string): Promise<boolean> {
    const existing = await this.em.findOne(User, { username });
    if (existing) return false;
    try {
      await this.create(username, password, 'admin');
      return true;
    } catch (e) {
      if (e instanceof ConflictException) return false; // another process seeded it first
      throw e;
    }
  }
}
