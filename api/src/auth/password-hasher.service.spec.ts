import { Logger, ServiceUnavailableException } from '@nestjs/common';
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
    const limit = (hasher as unknown as { queue: { activeCount: number; pendingCount: number } }).queue;
    const all = Promise.all(Array.from({ length: 5 }, (_, i) => hasher.hash(`pw-${i}`)));
    await new Promise((r) => setImmediate(r));
    expect(limit.activeCount).toBeLessThanOrEqual(ARGON2_CONCURRENCY);
    expect(limit.activeCount + limit.pendingCount).toBe(5);
    const hashes = await all;
    expect(await hasher.verify(hashes[3], 'pw-3')).toBe(true);
  });

  it('answers 503 with Retry-After once its line is full, and checks again once it has room', async () => {
    const hasher = new PasswordHasher({ passwordHashConcurrency: 1, passwordHashQueueMax: 2 });
    const hash = await hasher.hash('right');
    const line = Array.from({ length: 3 }, () => hasher.verify(hash, 'wrong'));
    // Asked before a user is looked up: no room in the ordinary lane, room in the priority one.
    const noRoom = hasher.assertRoom();
    const room = hasher.assertRoom({ priority: true });
    // Asked in the same tick, before any hash of the line can finish (a busy machine finishes one within an await).
    const refusedLater = hasher.verify(hash, 'right').catch((e: ServiceUnavailableException) => e);
    await expect(noRoom).rejects.toBeInstanceOf(ServiceUnavailableException);
    await expect(room).resolves.toBeUndefined();
    const refused = await refusedLater;
    expect(refused).toBeInstanceOf(ServiceUnavailableException);
    expect((refused as ServiceUnavailableException).getStatus()).toBe(503);
    expect((refused as ServiceUnavailableException).getResponse()).toEqual({
      message: expect.stringMatching(/^Sign-in is busy right now\. Please try again in \d+ seconds?\.$/),
      retryAfterSeconds: expect.any(Number),
    });
    // A signed-in user's own check (priority) still finds a place.
    const priority = hasher.verify(hash, 'right', { priority: true });
    expect(await Promise.all(line)).toEqual([false, false, false]);
    expect(await priority).toBe(true);
    expect(await hasher.verify(hash, 'right')).toBe(true);
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
