import { ContentVersion, type ContentVersionStore } from './content-version';

/** A shared counter like the Redis key; `down` makes every command fail like an unreachable Redis. */
function sharedCounter() {
  const state = { value: 0, down: false };
  const store = (): ContentVersionStore => ({
    read: async () => {
      if (state.down) throw new Error('ECONNREFUSED');
      return state.value;
    },
    increment: async () => {
      if (state.down) throw new Error('ECONNREFUSED');
      return ++state.value;
    },
    close: async () => undefined,
  });
  return { state, store };
}

describe('ContentVersion', () => {
  let now = 1_000_000;
  const clock = () => now;
  beforeEach(() => (now = 1_000_000));

  it('changes at once in the writing process and at the next poll in another', async () => {
    const { store } = sharedCounter();
    const writer = new ContentVersion(store(), { now: clock });
    const reader = new ContentVersion(store(), { now: clock });
    await Promise.all([writer.poll(), reader.poll()]);
    const before = reader.current();
    expect(writer.current()).toBe(before);

    const bumped = writer.bump();
    expect(writer.current()).not.toBe(before); // before the INCR has even answered
    await bumped;
    expect(reader.current()).toBe(before);
    await reader.poll();
    expect(reader.current()).not.toBe(before);
    expect(reader.current()).toBe(reader.current()); // stable while nothing changes
  });

  it('falls back to short clock buckets while Redis is away, and never returns to a key from before', async () => {
    const { state, store } = sharedCounter();
    const version = new ContentVersion(store(), { now: clock, staleAfterMs: 2500, fallbackBucketMs: 2000 });
    await version.poll();
    const healthy = version.current();

    state.down = true;
    now += 1000;
    await version.poll();
    expect(version.current()).toBe(healthy); // one missed poll is not an outage
    now += 2000;
    await version.poll();
    const outage = version.current();
    expect(outage).not.toBe(healthy);
    now += 2000;
    expect(version.current()).not.toBe(outage); // a cache keyed by it lives at most a bucket

    state.down = false;
    await version.poll();
    expect(version.current()).not.toBe(healthy); // writes during the outage were not counted anywhere
  });

  it("a bump that could not reach Redis is sent once it answers, so other replicas learn of it", async () => {
    const { state, store } = sharedCounter();
    const writer = new ContentVersion(store(), { now: clock });
    const reader = new ContentVersion(store(), { now: clock });
    await Promise.all([writer.poll(), reader.poll()]);
    const before = reader.current();

    state.down = true;
    const errors: string[] = [];
    const failing = new ContentVersion(store(), { now: clock, onError: (m) => errors.push(m) });
    await expect(failing.bump()).resolves.toBeUndefined(); // the write is done: bump never throws
    expect(errors).toHaveLength(1);
    state.down = false;
    await failing.poll();
    await reader.poll();
    expect(reader.current()).not.toBe(before);
    expect(state.value).toBe(1);
  });

  it('answers from the clock until the first read', () => {
    const { store } = sharedCounter();
    const version = new ContentVersion(store(), { now: clock, fallbackBucketMs: 2000 });
    expect(version.current()).toMatch(/^t\d+\.0$/);
  });
});
