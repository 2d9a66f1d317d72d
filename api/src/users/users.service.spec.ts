import { ConflictException } from '@nestjs/common';
import type { User } from '@studio/core/entities/user.entity';
import type { PasswordHasher } from '../auth/password-hasher.service';
import type { LockedAccounts, UsersRepository } from './users.repository';
import { LAST_ADMIN_MESSAGE, UsersService } from './users.service';

const account = (id: string, role: User['role'], disabled = false): User =>
  ({ id, username: id, role, disabled, passwordHash: 'h', lastLoginAt: null, createdAt: new Date('2026-11-01T00:00:00Z') });

function setup(user: User, activeAdminIds: string[]) {
  const tx = { activeAdminIds, findById: jest.fn().mockResolvedValue(user), save: jest.fn(), revokeSessions: jest.fn() };
  const repo = { withActiveAdminsLocked: jest.fn((work: (t: LockedAccounts) => Promise<unknown>) => work(tx as unknown as LockedAccounts)) };
  const hasher = { hash: jest.fn().mockResolvedValue('new-hash') };
  return { service: new UsersService(repo as unknown as UsersRepository, hasher as unknown as PasswordHasher), tx };
}

describe('UsersService.update', () => {
  it('refuses to demote or disable the last active admin, and writes nothing', async () => {
    const { service, tx } = setup(account('a1', 'admin'), ['a1']);
    await expect(service.update('a1', { role: 'user' }, { id: 'a1', sessionId: 's1' })).rejects.toThrow(new ConflictException(LAST_ADMIN_MESSAGE));
    await expect(service.update('a1', { disabled: true }, { id: 'a1', sessionId: 's1' })).rejects.toThrow(ConflictException);
    expect(tx.save).not.toHaveBeenCalled();
  });

  it('demotes an admin while another stays active', async () => {
    const { service, tx } = setup(account('a1', 'admin'), ['a1', 'a2']);
    await expect(service.update('a1', { role: 'user' }, { id: 'a2', sessionId: 's2' })).resolves.toMatchObject({ id: 'a1', role: 'user' });
    expect(tx.save).toHaveBeenCalled();
    expect(tx.revokeSessions).not.toHaveBeenCalled();
  });

  it("a new password ends the user's other sessions, but keeps the caller's own when they change their own", async () => {
    const own = setup(account('u1', 'user'), ['a1']);
    await own.service.update('u1', { password: 'a-new-password' }, { id: 'u1', sessionId: 's1' });
    expect(own.tx.revokeSessions).toHaveBeenCalledWith('u1', 's1');
    const other = setup(account('u1', 'user'), ['a1']);
    await other.service.update('u1', { password: 'a-new-password' }, { id: 'a1', sessionId: 's9' });
    expect(other.tx.revokeSessions).toHaveBeenCalledWith('u1', undefined);
  });
});
