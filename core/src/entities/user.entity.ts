import { EntitySchema } from '@mikro-orm/core';

export type Role = 'admin' | 'user';
export const ROLES: Role[] = ['user', 'admin'];

export class User {
  id!: string;
  username!: string;
  passwordHash!: string;
  role!: Role;
  /** A disabled user cannot sign in and every session of theirs is refused. */
  disabled = false;
  lastLoginAt: Date | null = null;
  createdAt: Date = new Date();
}

export const UserSchema = new EntitySchema<User>({
  class: User,
  tableName: 'users',
  properties: {
    id: { type: 'uuid', primary: true },
    username: { type: 'string', length: 64, unique: true },
    passwordHash: { type: 'string', length: 255 },
    role: { type: 'string', length: 16 },
    disabled: { type: 'boolean', default: false },
    lastLoginAt: { type: 'Date', nullable: true },
    createdAt: { type: 'Date', onCreate: () => new Date() },
  },
});
