import '../../../testing/fake-indexeddb';
import type { CaptureSendResult } from '../api/post-prop-photo';
import {
  addCapture,
  closeFieldDb,
  FIELD_DB_NAME,
  keepReferenceImages,
  loadTaskSnapshot,
  loadUploadSession,
  saveUploadSession,
  referenceImage,
  refusedCaptures,
  saveTaskSnapshot,
  StorageFullError,
  waitingCaptures,
  type QueuedCapture,
} from './capture-store';
import { backOffMs, drainQueue, UploadQueue } from './upload-queue';

const photo = 'data:image/jpeg;base64,/9j/AAAA';
const WORKER = 'asha';
const capture = (n: number, owner = WORKER) => ({ propertyId: `prop-${n}`, propName: `Prop ${n}`, photo, owner });

async function resetDb() {
  await closeFieldDb();
  await new Promise<void>((resolve, reject) => {
    const req = indexedDB.deleteDatabase(FIELD_DB_NAME);
    req.onsuccess = () => resolve();
    req.onerror = () => reject(req.error ?? new Error('deleteDatabase failed'));
  });
}

/** A server that answers from a script, recording what it was sent. */
function server(...answers: CaptureSendResult[]) {
  const sent: QueuedCapture[] = [];
  const send = jest.fn(async (c: QueuedCapture) => {
    sent.push(c);
    return answers.shift() ?? { kind: 'saved' as const, remaining: 0 };
  });
  return { send, sent };
}

beforeEach(resetDb);

describe('capture store (IndexedDB)', () => {
  it('keeps captures in the order taken, each with its own UUID captureId, across a reopened database', async () => {
    const a = await addCapture(capture(1));
    const b = await addCapture(capture(2));
    expect(a.captureId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(b.captureId).not.toBe(a.captureId);
    // A reload: the page's connection is gone, the data is not.
    await closeFieldDb();
    const waiting = await waitingCaptures();
    expect(waiting.map((c) => [c.propertyId, c.captureId, c.photo])).toEqual([
      ['prop-1', a.captureId, photo],
      ['prop-2', b.captureId, photo],
    ]);
  });

  it('reports a full phone as StorageFullError', async () => {
    const quota = Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
    const spy = jest.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(() => {
      throw quota;
    });
    try {
      await expect(addCapture(capture(1))).rejects.toBeInstanceOf(StorageFullError);
    } finally {
      spy.mockRestore();
    }
    expect(await waitingCaptures()).toEqual([]);
  });

  it('keeps the task snapshot and the day’s reference images (dropping the previous day’s)', async () => {
    const ref = (id: string) => ({ id, status: 'ready' as const, width: 1, height: 1, placeholder: null, jpeg: `/media/${id}.jpg`, webp: null, srcset: { jpeg: '', webp: '' } });
    await saveTaskSnapshot({ properties: [{ _id: 'p1', name: 'Moon', image: ref('i1') }], userPhoto: 'data:image/jpeg;base64,AA', propsToday: 4 }, 5);
    expect(await loadTaskSnapshot()).toEqual({ properties: [{ _id: 'p1', name: 'Moon', image: ref('i1') }], userPhoto: 'data:image/jpeg;base64,AA', propsToday: 4, savedAt: 5 });

    const fetched: string[] = [];
    const fetchImage = async (url: string) => {
      fetched.push(url);
      return url.includes('i3') ? null : new Blob(['jpeg'], { type: 'image/jpeg' });
    };
    await keepReferenceImages([{ _id: 'old', name: 'Old', image: ref('i0') }], fetchImage);
    await keepReferenceImages(
      [
        { _id: 'p1', name: 'Moon', image: ref('i1') },
        { _id: 'p2', name: 'Crate', image: null },
        { _id: 'p3', name: 'Wrap', image: ref('i3') },
      ],
      fetchImage,
    );
    expect(fetched).toEqual(['/media/i0.jpg', '/media/i1.jpg', '/media/i3.jpg']);
    expect(await referenceImage('p1')).not.toBeNull();
    expect(await referenceImage('p3')).toBeNull();
    expect(await referenceImage('old')).toBeNull();
  });
});

describe('drainQueue: in order, back-off, refusals', () => {
  it('sends the captures oldest first and removes each once the server has it', async () => {
    await addCapture(capture(1));
    await addCapture(capture(2));
    await addCapture(capture(3));
    const { send, sent } = server();
    await expect(drainQueue(send, WORKER, () => 1000)).resolves.toEqual({ nextTryAt: null, unauthorized: false, saved: 3 });
    expect(sent.map((c) => c.propertyId)).toEqual(['prop-1', 'prop-2', 'prop-3']);
    expect(await waitingCaptures()).toEqual([]);
  });

  it('keeps a capture after a failed try (no network, 500, 413) and never sends a newer one before it', async () => {
    await addCapture(capture(1));
    await addCapture(capture(2));
    let t = 10_000;
    const { send, sent } = server(
      { kind: 'retry', message: 'No network' },
      { kind: 'retry', message: 'The studio server did not take it this time' },
      { kind: 'retry', message: 'Too large' },
    );
    expect((await drainQueue(send, WORKER, () => t)).nextTryAt).toBe(t + backOffMs(1));
    // Still backing off: nothing is sent.
    expect((await drainQueue(send, WORKER, () => t + 500)).nextTryAt).toBe(t + 1000);
    t += 1000;
    expect((await drainQueue(send, WORKER, () => t)).nextTryAt).toBe(t + backOffMs(2));
    t += 2000;
    expect((await drainQueue(send, WORKER, () => t)).nextTryAt).toBe(t + backOffMs(3));
    expect(sent.map((c) => c.propertyId)).toEqual(['prop-1', 'prop-1', 'prop-1']);
    const [first, second] = await waitingCaptures();
    expect(first).toMatchObject({ propertyId: 'prop-1', attempts: 3, lastError: 'Too large' });
    expect(second).toMatchObject({ propertyId: 'prop-2', attempts: 0 });
    t += 4000;
    await drainQueue(send, WORKER, () => t);
    expect(sent.map((c) => c.propertyId)).toEqual(['prop-1', 'prop-1', 'prop-1', 'prop-1', 'prop-2']);
    // The same capture id every time: the server stores it once.
    expect(new Set(sent.filter((c) => c.propertyId === 'prop-1').map((c) => c.captureId)).size).toBe(1);
  });

  it('backs off exponentially up to a minute', () => {
    expect([1, 2, 3, 4, 7, 20].map(backOffMs)).toEqual([1000, 2000, 4000, 8000, 60000, 60000]);
  });

  it('drops a capture the server refused as bad input (not retried), lists it, and goes on with the next', async () => {
    await addCapture(capture(1));
    await addCapture(capture(2));
    const { send, sent } = server({ kind: 'refused', message: 'This prop has been removed, so its photo is no longer needed.' });
    await drainQueue(send, WORKER, () => 1);
    expect(sent.map((c) => c.propertyId)).toEqual(['prop-1', 'prop-2']);
    expect(await waitingCaptures()).toEqual([]);
    expect(await refusedCaptures()).toEqual([expect.objectContaining({ propName: 'Prop 1', message: 'This prop has been removed, so its photo is no longer needed.' })]);
    // The refusal keeps no photo.
    expect(JSON.stringify(await refusedCaptures())).not.toContain('base64');
  });

  it('keeps at most 20 refusals', async () => {
    for (let i = 0; i < 23; i++) await addCapture(capture(i));
    const { send } = server(...Array.from({ length: 23 }, () => ({ kind: 'refused' as const, message: 'Not an image' })));
    let t = 0;
    await drainQueue(send, WORKER, () => ++t);
    const refused = await refusedCaptures();
    expect(refused).toHaveLength(20);
    expect(refused[0].propName).toBe('Prop 3');
  });

  it('stops on a 401 and keeps every capture for the next sign-in', async () => {
    await addCapture(capture(1));
    await addCapture(capture(2));
    const { send, sent } = server({ kind: 'unauthorized' });
    await expect(drainQueue(send, WORKER, () => 1)).resolves.toEqual({ nextTryAt: null, unauthorized: true, saved: 0 });
    expect(sent).toHaveLength(1);
    expect((await waitingCaptures()).map((c) => c.propertyId)).toEqual(['prop-1', 'prop-2']);
  });
});

describe('UploadQueue (the page’s runner)', () => {
  afterEach(() => jest.useRealTimers());

  it('counts what waits, uploads when the network comes back (online event), then reports all uploaded', async () => {
    let online = false;
    const send = jest.fn(async (_c: QueuedCapture): Promise<CaptureSendResult> => (online ? { kind: 'saved', remaining: 0 } : { kind: 'retry', message: 'No network' }));
    const events = new EventTarget();
    const queue = new UploadQueue({ send, owner: () => WORKER, events });
    const states: number[] = [];
    queue.subscribe((s) => states.push(s.waiting));
    queue.start();
    await queue.add(capture(1));
    await queue.add(capture(2));
    await queue.kick();
    expect(queue.getState()).toMatchObject({ waiting: 2, uploaded: 0, lastError: 'No network' });

    online = true;
    events.dispatchEvent(new Event('online'));
    await new Promise((r) => setTimeout(r, 50));
    await queue.kick();
    expect(queue.getState()).toMatchObject({ waiting: 0, uploaded: 2, lastError: null });
    expect(send.mock.calls.map(([c]) => c.propertyId).slice(-2)).toEqual(['prop-1', 'prop-2']);
    queue.stop();
  });

  it('retries by itself after the back-off', async () => {
    const { send } = server({ kind: 'retry', message: 'The studio server did not take it this time' });
    const queue = new UploadQueue({ send, owner: () => WORKER });
    queue.start();
    await queue.add(capture(1));
    await queue.kick();
    expect(queue.getState().waiting).toBe(1);
    await new Promise((r) => setTimeout(r, backOffMs(1) + 300));
    await queue.kick();
    expect(queue.getState()).toMatchObject({ waiting: 0, uploaded: 1 });
    queue.stop();
  });

  it('calls onUnauthorized on a 401 and stops, captures kept', async () => {
    const onUnauthorized = jest.fn();
    const { send } = server({ kind: 'unauthorized' });
    const queue = new UploadQueue({ send, owner: () => WORKER, onUnauthorized });
    queue.start();
    await queue.add(capture(1));
    await queue.kick();
    expect(onUnauthorized).toHaveBeenCalled();
    expect(queue.getState()).toMatchObject({ waiting: 1, unauthorized: true });
    queue.stop();
  });
});

describe('a shared phone keeps nobody else’s work', () => {
  it('sends and counts only the signed-in worker’s captures; another worker’s wait for their own session', async () => {
    await addCapture(capture(1, 'asha'));
    await addCapture(capture(2, 'ravi'));
    await addCapture(capture(3, 'asha'));
    const { send, sent } = server();
    const queue = new UploadQueue({ send, owner: () => 'ravi' });
    queue.start();
    await queue.kick();
    expect(sent.map((c) => [c.propertyId, c.owner])).toEqual([['prop-2', 'ravi']]);
    expect(queue.getState()).toMatchObject({ waiting: 0, uploaded: 1 });
    queue.stop();
    // Asha's two are still on the phone, hers alone.
    expect((await waitingCaptures('asha')).map((c) => c.propertyId)).toEqual(['prop-1', 'prop-3']);
    expect(await waitingCaptures('ravi')).toEqual([]);
  });

  it('sends nothing without a signed-in worker, and a capture taken then is refused', async () => {
    await addCapture(capture(1, 'asha'));
    const { send } = server();
    const queue = new UploadQueue({ send, owner: () => null });
    queue.start();
    await queue.kick();
    expect(send).not.toHaveBeenCalled();
    await expect(queue.add(capture(2))).rejects.toThrow('Please sign in again to take photos.');
    queue.stop();
  });

  it('a capture added by the queue is the signed-in worker’s, whatever the caller passed', async () => {
    const queue = new UploadQueue({ send: server().send, owner: () => 'ravi' });
    const c = await queue.add({ propertyId: 'p', propName: 'P', photo });
    expect(c.owner).toBe('ravi');
  });

  it('keeps the upload session (token and worker) until logout removes it', async () => {
    await saveUploadSession({ token: 't-asha', owner: 'asha' });
    expect(await loadUploadSession()).toEqual({ token: 't-asha', owner: 'asha' });
    await saveUploadSession(null);
    expect(await loadUploadSession()).toBeNull();
  });

  it('captures an older version stored (no owner) go to the session they were taken under, and to nobody else', async () => {
    const { openFieldDb } = await import('./capture-store');
    const db = await openFieldDb();
    // The old version's store: the bare token, captures without an owner.
    await db.put('task', 't-old', 'token');
    await db.add('captures', { captureId: 'c-old', propertyId: 'p-old', propName: 'Old', photo, takenAt: 1, attempts: 0, notBefore: 0, lastError: null } as QueuedCapture);
    await saveUploadSession({ token: 't-other', owner: 'ravi' });
    expect(await waitingCaptures('ravi')).toEqual([]);
    await db.put('task', 't-old', 'token');
    await saveUploadSession({ token: 't-old', owner: 'asha' });
    expect((await waitingCaptures('asha')).map((c) => c.captureId)).toEqual(['c-old']);
  });

  it('the task snapshot is the worker’s own', async () => {
    await saveTaskSnapshot({ properties: [], userPhoto: 'data:selfie', propsToday: 3, owner: 'asha' });
    expect((await loadTaskSnapshot('asha'))?.propsToday).toBe(3);
    expect(await loadTaskSnapshot('ravi')).toBeNull();
  });
});
