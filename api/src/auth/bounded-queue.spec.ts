import { BoundedQueue, QueueFullError } from './bounded-queue';

/** A task that finishes when told to. */
function gate<T>(value: T) {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  let started = false;
  return {
    task: async () => {
      started = true;
      await opened;
      return value;
    },
    open,
    get started() {
      return started;
    },
  };
}
const tick = () => new Promise((r) => setImmediate(r));

describe('BoundedQueue', () => {
  it('runs at most `concurrency` at once and lets at most `maxWaiting` wait; the next is refused at once', async () => {
    const q = new BoundedQueue(2, 3);
    const gates = Array.from({ length: 5 }, (_, i) => gate(i));
    const results = gates.map((g) => q.run(g.task));
    await tick();
    expect(q.activeCount).toBe(2);
    expect(q.pendingCount).toBe(3);
    expect(gates.map((g) => g.started)).toEqual([true, true, false, false, false]);
    await expect(q.run(async () => 'late')).rejects.toBeInstanceOf(QueueFullError);
    gates.forEach((g) => g.open());
    await expect(Promise.all(results)).resolves.toEqual([0, 1, 2, 3, 4]);
    expect(q.activeCount + q.pendingCount).toBe(0);
    await expect(q.run(async () => 'after')).resolves.toBe('after');
  });

  it('says when to come back: at least a second, more with a longer line, at most a minute', async () => {
    const q = new BoundedQueue(1, 1000);
    expect(q.retryAfterSeconds()).toBe(1);
    const g = gate(0);
    const all = [q.run(g.task), ...Array.from({ length: 400 }, () => q.run(async () => 0))];
    const full = new BoundedQueue(1, 0);
    const hold = gate(0);
    const running = full.run(hold.task);
    const refused = await full.run(async () => 0).catch((e: QueueFullError) => e);
    expect(refused).toBeInstanceOf(QueueFullError);
    expect((refused as QueueFullError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(q.retryAfterSeconds()).toBeGreaterThan(1);
    expect(q.retryAfterSeconds()).toBeLessThanOrEqual(60);
    g.open();
    hold.open();
    await Promise.all([...all, running]);
  });

  it('starts priority tasks before every waiting ordinary one, in a line of their own', async () => {
    const q = new BoundedQueue(1, 2);
    const order: string[] = [];
    const first = gate('first');
    const running = q.run(first.task);
    const normal = ['n1', 'n2'].map((n) => q.run(async () => order.push(n)));
    // The ordinary line is full ...
    expect(q.hasRoom()).toBe(false);
    expect(q.hasRoom({ priority: true })).toBe(true);
    await expect(q.run(async () => 'n3')).rejects.toBeInstanceOf(QueueFullError);
    // ... but a priority task still gets a place, and goes first.
    const priority = q.run(async () => order.push('p1'), { priority: true });
    first.open();
    await Promise.all([running, ...normal, priority]);
    expect(order).toEqual(['p1', 'n1', 'n2']);
  });

  it('a failing task frees its turn and fails only its caller', async () => {
    const q = new BoundedQueue(1, 1);
    const bad = q.run(async () => {
      throw new Error('boom');
    });
    const good = q.run(async () => 'ok');
    await expect(bad).rejects.toThrow('boom');
    await expect(good).resolves.toBe('ok');
  });
});
