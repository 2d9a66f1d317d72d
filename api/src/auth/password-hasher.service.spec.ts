import { Logger } from '@nestjs/common';
import { ARGON2_CONCURRENCY, PasswordHasher } from './password-hasher.service';

describe('PasswordHasher', () => {
  it('logs an unreadable stored hash (not a wrong password) and refuses the sign-in', async () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    await expect(new PasswordHasher().verify('not-an-argon2-hash', 'secret')).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^a stored password hash could not be read/));
    error.mockRestore();
  });

  it('runs at most ARGON2_CONCURRENCY hashes at once (64 MiB each), the rest queue', async () => {
    const hasher = new PasswordHasher();
    const limit = (hasher as unknown as { limit: { activeCount: number; pendingCount: number } }).limit;
    const all = Promise.all(Array.from({ length: 5 }, (_, i) => hasher.hash(`pw-${i}`)));
    await new Promise((r) => setImmediate(r));
    expect(limit.activeCount).toBeLessThanOrEqual(ARGON2_CONCURRENCY);
    expect(limit.activeCount + limit.pendingCount).toBe(5);
    const hashes = await all;
    expect(await hasher.verify(hashes[3], 'pw-3')).toBe(true);
  });

  it('hashes in one lane and tells an older hash (four lanes) from a current one', async () => {
    const hasher = new PasswordHasher();
    const current = await hasher.hash('secret-1');
    expect(current).toMatch(/^\$argon2id\$v=19\$m=65536,p=1,t=3\$/);
    expect(hasher.needsRehash(current)).toBe(false);
    expect(hasher.needsRehash(current.replace(',p=1,', ',p=4,'))).toBe(true);
    expect(hasher.needsRehash('not-an-argon2-hash')).toBe(false);
  });
});
