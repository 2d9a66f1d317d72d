import { MAX_UPLOADS, batchReducer, initialBatch, type BatchAction, type BatchState, type DroppedFile } from './upload-batch-reducer';
import { deserializeBatch, serializeBatch } from './upload-batch-storage';
import { selectProcessingChunks, selectToCheck, selectToHash, selectToUpload, summarize } from './upload-batch-selectors';
import { UploadBatchRunner, type RunnerDeps, type UploadOutcome } from './upload-batch-runner';

const run = (state: BatchState, ...actions: BatchAction[]) => actions.reduce(batchReducer, state);
const file = (n: number, extra: Partial<DroppedFile> = {}): DroppedFile => ({
  fileKey: `k${n}`,
  name: `photo-${n}.jpg`,
  size: 1000 + n,
  type: 'image/jpeg',
  lastModified: 1700000000000 + n,
  ...extra,
});
const add = (files: DroppedFile[]): BatchAction => ({ type: 'add', files, ids: files.map((f) => `id-${f.fileKey}`) });
const item = (s: BatchState, id: string) => s.items.find((it) => it.id === id)!;

/** Drive a file through hashing and the duplicate check. */
function hashedAndChecked(s: BatchState, id: string, hash: string, existing: string[] = []): BatchState {
  return run(s, { type: 'hash-start', id }, { type: 'hashed', id, hash }, { type: 'check-start', ids: [id] }, { type: 'checked', ids: [id], existing });
}

describe('upload batch reducer', () => {
  it('lists refused files with their reason and never queues them', () => {
    const s = run(initialBatch, add([file(1), file(2, { refused: 'Not an accepted image type' })]));
    expect(item(s, 'id-k1').status).toBe('queued');
    expect(item(s, 'id-k2')).toMatchObject({ status: 'refused', reason: 'Not an accepted image type', fileKey: undefined });
    expect(selectToHash(s).map((it) => it.id)).toEqual(['id-k1']);
  });

  it('hashes at most two files at a time and checks hashed files in one request', () => {
    let s = run(initialBatch, add([file(1), file(2), file(3)]));
    expect(selectToHash(s)).toHaveLength(2);
    s = run(s, { type: 'hash-start', id: 'id-k1' }, { type: 'hash-start', id: 'id-k2' });
    expect(selectToHash(s)).toHaveLength(0);
    s = run(s, { type: 'hashed', id: 'id-k1', hash: 'a' }, { type: 'hashed', id: 'id-k2', hash: 'b' });
    expect(selectToCheck(s).map((it) => it.id)).toEqual(['id-k1', 'id-k2']);
  });

  it('skips a photo the gallery already has, and says so', () => {
    let s = run(initialBatch, add([file(1), file(2)]));
    s = run(s, { type: 'hash-start', id: 'id-k1' }, { type: 'hash-start', id: 'id-k2' }, { type: 'hashed', id: 'id-k1', hash: 'a' }, { type: 'hashed', id: 'id-k2', hash: 'b' });
    s = run(s, { type: 'check-start', ids: ['id-k1', 'id-k2'] }, { type: 'checked', ids: ['id-k1', 'id-k2'], existing: ['b'] });
    expect(item(s, 'id-k1').status).toBe('waiting');
    expect(item(s, 'id-k2')).toMatchObject({ status: 'skipped', reason: 'Already in the gallery' });
  });

  it('does not add the same photo twice to one batch', () => {
    let s = run(initialBatch, add([file(1)]));
    s = hashedAndChecked(s, 'id-k1', 'same');
    s = run(s, add([file(9)]), { type: 'hash-start', id: 'id-k9' }, { type: 'hashed', id: 'id-k9', hash: 'same' });
    expect(s.items.map((it) => it.id)).toEqual(['id-k1']);
    expect(s.merged).toBe(1);
  });

  it('uploads only after submit, at most four at a time', () => {
    let s = run(initialBatch, add([1, 2, 3, 4, 5, 6].map((n) => file(n))));
    for (const n of [1, 2, 3, 4, 5, 6]) s = hashedAndChecked(s, `id-k${n}`, `h${n}`);
    expect(selectToUpload(s, 0)).toHaveLength(0);
    s = run(s, { type: 'submit', title: 'Newborn', description: 'Soft light', now: 1000 });
    expect(item(s, 'id-k1')).toMatchObject({ submitted: true, title: 'Newborn', description: 'Soft light' });
    const first = selectToUpload(s, 1000);
    expect(first).toHaveLength(MAX_UPLOADS);
    s = run(s, ...first.map((it): BatchAction => ({ type: 'upload-start', id: it.id })));
    expect(selectToUpload(s, 1000)).toHaveLength(0);
    s = run(s, { type: 'uploaded', id: 'id-k1', assetId: 'a1', mediaId: 'm1', now: 2000 });
    expect(selectToUpload(s, 2000).map((it) => it.id)).toEqual(['id-k5']);
    expect(item(s, 'id-k1')).toMatchObject({ status: 'processing', assetId: 'a1', fileKey: undefined });
  });

  it('tracks upload progress and the overall bar', () => {
    let s = run(initialBatch, add([file(1), file(2)]));
    s = hashedAndChecked(hashedAndChecked(s, 'id-k1', 'a'), 'id-k2', 'b');
    s = run(s, { type: 'submit', title: 't', description: 'd', now: 0 }, { type: 'upload-start', id: 'id-k1' }, { type: 'progress', id: 'id-k1', loaded: 500 });
    expect(item(s, 'id-k1').loaded).toBe(500);
    const sum = summarize(s, 1000);
    expect(sum.counts.uploading).toBe(1);
    expect(sum.counts.queued).toBe(1);
    expect(sum.fraction).toBeGreaterThan(0);
    expect(sum.fraction).toBeLessThan(0.5);
  });

  it('re-tries an upload that got no answer with back-off, then fails it with the reason', () => {
    let s = run(initialBatch, add([file(1)]));
    s = hashedAndChecked(s, 'id-k1', 'a');
    s = run(s, { type: 'submit', title: 't', description: 'd', now: 0 });
    for (let i = 1; i <= 5; i++) {
      s = run(s, { type: 'upload-start', id: 'id-k1' }, { type: 'upload-failed', id: 'id-k1', reason: 'Connection lost', retryable: true, now: 0 });
      expect(item(s, 'id-k1').status).toBe('waiting');
      expect(selectToUpload(s, 0)).toHaveLength(0); // backing off
    }
    s = run(s, { type: 'upload-start', id: 'id-k1' }, { type: 'upload-failed', id: 'id-k1', reason: 'Connection lost', retryable: true, now: 0 });
    expect(item(s, 'id-k1')).toMatchObject({ status: 'failed', failedStage: 'upload', reason: 'Connection lost' });
    s = run(s, { type: 'retry', id: 'id-k1' });
    expect(item(s, 'id-k1').status).toBe('waiting');
    expect(selectToUpload(s, 0)).toHaveLength(1);
  });

  it('fails a refused upload at once (415/413) and can retry it', () => {
    let s = run(initialBatch, add([file(1)]));
    s = hashedAndChecked(s, 'id-k1', 'a');
    s = run(s, { type: 'submit', title: 't', description: 'd', now: 0 }, { type: 'upload-start', id: 'id-k1' });
    s = run(s, { type: 'upload-failed', id: 'id-k1', reason: 'Not an image', retryable: false, now: 5 });
    expect(item(s, 'id-k1')).toMatchObject({ status: 'failed', reason: 'Not an image' });
  });

  it('follows processing to ready or failed from polled statuses', () => {
    let s = run(initialBatch, add([file(1), file(2)]));
    s = hashedAndChecked(hashedAndChecked(s, 'id-k1', 'a'), 'id-k2', 'b');
    s = run(
      s,
      { type: 'submit', title: 't', description: 'd', now: 0 },
      { type: 'upload-start', id: 'id-k1' },
      { type: 'upload-start', id: 'id-k2' },
      { type: 'uploaded', id: 'id-k1', assetId: 'a1', mediaId: 'm1', now: 1 },
      { type: 'uploaded', id: 'id-k2', assetId: 'a2', mediaId: 'm2', now: 1 },
    );
    expect(selectProcessingChunks(s)).toEqual([['a1', 'a2']]);
    s = run(s, {
      type: 'statuses',
      updates: [
        { id: 'a1', status: 'ready', thumb: '/media/v/a1/320.webp 320w' },
        { id: 'a2', status: 'failed', error: 'Truncated image' },
      ],
      missing: [],
      now: 2,
    });
    expect(item(s, 'id-k1')).toMatchObject({ status: 'ready', thumb: '/media/v/a1/320.webp 320w' });
    expect(item(s, 'id-k2')).toMatchObject({ status: 'failed', failedStage: 'processing', reason: 'Truncated image' });
    s = run(s, { type: 'retry', id: 'id-k2' });
    expect(item(s, 'id-k2').status).toBe('processing');
    expect(summarize(s, 3).done).toBe(1);
  });

  it('polls in chunks of at most 100 ids', () => {
    let s = run(initialBatch, add(Array.from({ length: 250 }, (_, i) => file(i))));
    s = {
      ...s,
      items: s.items.map((it, i) => ({ ...it, status: 'processing' as const, submitted: true, assetId: `a${i}` })),
    };
    expect(selectProcessingChunks(s).map((c) => c.length)).toEqual([100, 100, 50]);
  });

  it('a 409 for our own earlier upload follows that asset instead of sending again', () => {
    let s = run(initialBatch, add([file(1)]));
    s = hashedAndChecked(s, 'id-k1', 'a');
    s = run(s, { type: 'submit', title: 't', description: 'd', now: 0 }, { type: 'upload-start', id: 'id-k1' }, { type: 'duplicate', id: 'id-k1', existingAssetId: 'a-old', now: 1 });
    expect(item(s, 'id-k1')).toMatchObject({ status: 'processing', assetId: 'a-old', adopted: true });
    s = run(s, { type: 'statuses', updates: [], missing: ['a-old'], now: 2 });
    expect(item(s, 'id-k1')).toMatchObject({ status: 'skipped', reason: 'Already in the gallery' });
  });

  describe('resume after a reload', () => {
    function beforeReload(): BatchState {
      let s = run(initialBatch, add([file(1), file(2), file(3), file(4)]));
      for (const n of [1, 2, 3]) s = hashedAndChecked(s, `id-k${n}`, `h${n}`);
      s = run(
        s,
        { type: 'submit', title: 'Family', description: 'Diwali', now: 0 },
        { type: 'upload-start', id: 'id-k1' },
        { type: 'uploaded', id: 'id-k1', assetId: 'a1', mediaId: 'm1', now: 1 },
        { type: 'upload-start', id: 'id-k2' },
        { type: 'uploaded', id: 'id-k2', assetId: 'a2', mediaId: 'm2', now: 1 },
        { type: 'statuses', updates: [{ id: 'a2', status: 'ready' }], missing: [], now: 2 },
        { type: 'upload-start', id: 'id-k3' },
        { type: 'progress', id: 'id-k3', loaded: 10 },
      );
      return s; // k1 processing, k2 ready, k3 uploading, k4 queued (never hashed)
    }

    it('keeps what the server has and waits for the rest to be dropped again', () => {
      const raw = serializeBatch(beforeReload());
      expect(raw).not.toContain('"fileKey"');
      const saved = deserializeBatch(raw)!;
      const s = run(initialBatch, { type: 'restore', items: saved.items, startedAt: saved.startedAt });
      expect(item(s, 'id-k1')).toMatchObject({ status: 'processing', assetId: 'a1' });
      expect(item(s, 'id-k2').status).toBe('ready');
      expect(item(s, 'id-k3')).toMatchObject({ status: 'needs-file', hash: 'h3', title: 'Family' });
      expect(item(s, 'id-k4').status).toBe('needs-file');
      expect(selectProcessingChunks(s)).toEqual([['a1']]); // still polled
      expect(selectToUpload(s, 10)).toHaveLength(0);
    });

    it('re-dropping the same files sends only those not on the server yet', () => {
      const saved = deserializeBatch(serializeBatch(beforeReload()))!;
      let s = run(initialBatch, { type: 'restore', items: saved.items, startedAt: saved.startedAt });
      // Drop all four again (new keys, same names and bytes).
      const again = [1, 2, 3, 4].map((n) => file(n, { fileKey: `new${n}` }));
      s = run(s, { type: 'add', files: again, ids: again.map((f) => `re-${f.fileKey}`) });
      // k4 was never hashed: recognised by name, size and date, and re-attached at once.
      expect(item(s, 'id-k4')).toMatchObject({ status: 'queued', fileKey: 'new4' });
      // The others are hashed; matching hashes fold into the existing rows.
      for (const n of [1, 2, 3]) s = run(s, { type: 'hash-start', id: `re-new${n}` }, { type: 'hashed', id: `re-new${n}`, hash: `h${n}` });
      expect(s.items.map((it) => it.id).sort()).toEqual(['id-k1', 'id-k2', 'id-k3', 'id-k4']);
      expect(item(s, 'id-k1').status).toBe('processing'); // not sent again
      expect(item(s, 'id-k2').status).toBe('ready'); // not sent again
      expect(item(s, 'id-k3')).toMatchObject({ status: 'waiting', fileKey: 'new3', submitted: true });
      expect(selectToUpload(s, 10).map((it) => it.id)).toEqual(['id-k3']);
    });

    it('ignores garbage in storage', () => {
      expect(deserializeBatch('{nope')).toBeNull();
      expect(deserializeBatch(JSON.stringify({ v: 2, items: [] }))).toBeNull();
      expect(deserializeBatch(null)).toBeNull();
    });
  });
});

describe('upload batch runner', () => {
  const flush = async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  };

  function makeRunner(over: Partial<RunnerDeps> = {}) {
    const store = new Map<string, string>();
    let n = 0;
    let inFlight = 0;
    let maxInFlight = 0;
    const pending: { resolve: (o: UploadOutcome) => void; name: string }[] = [];
    const deps: RunnerDeps = {
      storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v), removeItem: (k) => void store.delete(k) },
      storageKey: 'test-batch',
      now: () => Date.now(),
      newId: () => `n${n++}`,
      hash: async (f) => `hash-of-${f.name}`,
      checkHashes: async (hashes) => hashes.filter((h) => h.includes('dup')),
      upload: (input) =>
        new Promise<UploadOutcome>((resolve) => {
          inFlight++;
          maxInFlight = Math.max(maxInFlight, inFlight);
          pending.push({
            name: input.file.name,
            resolve: (o) => {
              inFlight--;
              resolve(o);
            },
          });
        }),
      statuses: async (ids) => ids.map((id) => ({ id, status: 'ready' as const })),
      retryProcessing: async () => ({ ok: true }),
      refuse: (f) => (f.name.endsWith('.txt') ? 'Not an accepted image type' : null),
      pollMs: 5,
      ...over,
    };
    return { runner: new UploadBatchRunner(deps), pending, store, max: () => maxInFlight };
  }

  const files = (names: string[]) => names.map((name) => new File([name], name, { type: name.endsWith('.txt') ? 'text/plain' : 'image/jpeg' }));

  it('runs a batch: refuses, skips duplicates, uploads four at a time, polls to ready, persists', async () => {
    const { runner, pending, store, max } = makeRunner();
    runner.addFiles(files(['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg', 'e.jpg', 'f.jpg', 'dup.jpg', 'notes.txt']));
    await flush();
    runner.submit('Newborn', 'Soft light');
    await flush();
    expect(pending).toHaveLength(4);
    for (let i = 0; i < 6; i++) {
      const p = pending.shift();
      if (!p) break;
      p.resolve({ kind: 'created', assetId: `asset-${p.name}`, mediaId: `m-${p.name}`, status: 'processing' });
      await flush();
    }
    expect(max()).toBe(4);
    await new Promise((r) => setTimeout(r, 40));
    await flush();
    const byName = Object.fromEntries(runner.getState().items.map((it) => [it.name, it]));
    expect(byName['notes.txt'].status).toBe('refused');
    expect(byName['dup.jpg']).toMatchObject({ status: 'skipped', reason: 'Already in the gallery' });
    for (const n of ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg', 'e.jpg', 'f.jpg']) expect(byName[n].status).toBe('ready');
    runner.flush();
    expect(store.size).toBe(1);
    runner.dispose();
  });
});
