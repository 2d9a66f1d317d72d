import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Role, User } from '@studio/core/entities/user.entity';
import { PasswordHasher } from '../auth/password-hasher.service';
import { UsersRepository } from './users.repository';
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
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async create(username: string, password: string, role: Role) {
    const user = await this.users.insert({
      id: randomUUID(),
      username,
      passwordHash: await this.hasher.hash(password),
      role,
      disabled: false,
      lastLoginAt: null,
      createdAt: new Date(),
    });
    if (!user) throw new ConflictException(`Username "${username}" is already taken`);
    return { id: user.id, username: user.username, role: user.role, createdAt: user.createdAt };
  }

  /** Every staff account, admins first, for the Staff page. */
  async list(): Promise<{ items: StaffUserView[] }> {
    return { items: (await this.users.list()).map(view) };
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
    return this.users.withActiveAdminsLocked(async (tx) => {
      const user = await tx.findById(id);
      if (!user) throw new NotFoundException('User not found');
      const isActiveAdmin = user.role === 'admin' && !user.disabled;
      const stopsBeingActiveAdmin = (changes.role !== undefined && changes.role !== 'admin') || changes.disabled === true;
      if (isActiveAdmin && stopsBeingActiveAdmin && tx.activeAdminIds.filter((a) => a !== user.id).length === 0) {
        throw new ConflictException(LAST_ADMIN_MESSAGE);
      }
      if (changes.role !== undefined) user.role = changes.role;
      if (changes.disabled !== undefined) user.disabled = changes.disabled;
      if (passwordHash !== undefined) user.passwordHash = passwordHash;
      await tx.save();
      if (changes.disabled === true || passwordHash !== undefined) {
        await tx.revokeSessions(user.id, user.id === actor.id && changes.disabled !== true ? actor.sessionId : undefined);
      }
      return view(user);
    });
  }

  /** Creates the first admin from ADMIN_USERNAME/ADMIN_PASSWORD when no such user exists yet. */
  async ensureAdmin(username: string, password: string): Promise<boolean> {
    const existing = await this.users.findByUsername(username);
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
