import { ConflictException, Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { User, type Role } from '@studio/core/entities/user.entity';
import { PasswordHasher } from '../auth/password-hasher.service';

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
