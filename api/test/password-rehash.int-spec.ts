import * as argon2 from 'argon2';
import { User } from '@studio/core/entities/user.entity';
import { startTestStack, type TestStack } from './harness';

describe('password hashes made with older argon2 parameters (four lanes) are replaced at the next sign-in', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack?.close());

  const storedHash = async (id: string) => (await stack.orm.em.fork().findOneOrFail(User, { id })).passwordHash;
  const setHash = (id: string, passwordHash: string) => stack.orm.em.fork().nativeUpdate(User, { id }, { passwordHash });
  const signIn = (username: string, password: string) => stack.http('/api/login', { method: 'POST', json: { username, password } });

  it('hashes new passwords in one lane (64 MiB, t=3)', async () => {
    const user = await stack.createUser('user');
    expect(await storedHash(user.id)).toMatch(/^\$argon2id\$v=19\$m=65536,p=1,t=3\$/);
  });

  it('keeps an old hash on a wrong password, and replaces it once the right one signs in', async () => {
    const user = await stack.createUser('user');
    const old = await argon2.hash(user.password, { type: argon2.argon2id, parallelism: 4 });
    await setHash(user.id, old);

    expect((await signIn(user.username, 'wrong-password')).status).toBe(401);
    expect(await storedHash(user.id)).toBe(old);

    expect((await signIn(user.username, user.password)).status).toBe(200);
    const replaced = await storedHash(user.id);
    expect(replaced).toMatch(/^\$argon2id\$v=19\$m=65536,p=1,t=3\$/);
    expect(await argon2.verify(replaced, user.password)).toBe(true);
    expect((await signIn(user.username, user.password)).status).toBe(200);
  });
});
