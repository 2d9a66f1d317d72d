import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { ormConfig } from './orm-config';
import { currentEntityManager, runInUnitOfWork } from './unit-of-work';
import { currentRequestScope, runInRequestScope } from '../context/request-scope';

describe('unit of work per request', () => {
  let orm: MikroORM;
  beforeAll(async () => {
    // Discovery only: nothing here talks to Postgres.
    orm = await MikroORM.init({ ...ormConfig('postgres://postgres@127.0.0.1:5432/unused'), connect: false });
  });
  afterAll(() => orm.close());

  it('forks on first use only, and the whole request sees that one fork', async () => {
    const fork = jest.spyOn(orm.em, 'fork');
    await runInUnitOfWork(orm.em, async () => {
      expect(fork).not.toHaveBeenCalled();
      const first = orm.em.getContext();
      await new Promise((r) => setImmediate(r));
      expect(orm.em.getContext()).toBe(first);
      expect(first).not.toBe(orm.em);
    });
    expect(fork).toHaveBeenCalledTimes(1);
    fork.mockRestore();
  });

  it('gives each request its own fork', async () => {
    const a = await runInUnitOfWork(orm.em, async () => orm.em.getContext());
    const b = await runInUnitOfWork(orm.em, async () => orm.em.getContext());
    expect(a).not.toBe(b);
  });

  it('lets an explicit RequestContext win, and refuses the global manager outside any unit', async () => {
    await RequestContext.create(orm.em, async () => {
      const explicit = RequestContext.getEntityManager();
      await runInUnitOfWork(orm.em, async () => expect(currentEntityManager('default')).toBe(explicit));
    });
    expect(currentEntityManager('default')).toBeUndefined();
    expect(() => orm.em.getContext()).toThrow(/global EntityManager/);
  });

  it("joins the request's scope (its id stays visible) and a second unit in it gets its own fork", async () => {
    await runInRequestScope({ requestId: 'r1' }, async () => {
      const [first, second] = await Promise.all([
        runInUnitOfWork(orm.em, async () => {
          await new Promise((r) => setImmediate(r));
          expect(currentRequestScope()?.requestId).toBe('r1');
          return orm.em.getContext();
        }),
        Promise.resolve().then(() => runInUnitOfWork(orm.em, async () => orm.em.getContext())),
      ]);
      expect(first).not.toBe(orm.em);
      expect(second).not.toBe(orm.em);
      expect(second).not.toBe(first);
    });
    expect(currentRequestScope()).toBeUndefined();
  });
});
