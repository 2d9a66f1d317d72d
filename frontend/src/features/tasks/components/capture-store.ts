/**
 * The phone's side of the field task offline (docs/architecture.md §14), in IndexedDB (through `idb`):
 * - `captures`: each prop photo, written here (with its `captureId`) before anything is sent, in the order taken;
 * - `refused`: the last few captures the server refused as bad input (shown to the worker, never retried; no photo kept);
 * - `task`: the task as the phone last knew it (the props still to photograph, today's selfie), so a reload or a
 *   reopened app without a network shows the task where it was; and the upload session (the signed-in worker's
 *   bearer token and name) for the service worker's Background Sync (it cannot read localStorage), removed at logout;
 * - `refs`: the reference image of each of the day's props, kept when the day starts.
 * Shared by the page (upload-queue.ts) and the service worker (Background Sync), so no React and no DOM here.
 *
 * A shared phone keeps nobody else's work (docs/architecture.md §16): each capture belongs to the worker who took it
 * (`owner`, the username) and is sent only with that worker's session; another worker signed in on the same phone
 * neither sends nor counts it.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ImageRef } from '../../../lib/api-schema';

export const FIELD_DB_NAME = 'studio-field-task';

export interface QueuedCapture {
  /** Order of capture (IndexedDB's key generator). */
  seq: number;
  captureId: string;
  propertyId: string;
  propName: string;
  /** The JPEG as the data-URL the api takes. */
  photo: string;
  takenAt: number;
  attempts: number;
  /** Not to be sent before this (back-off after a failed try), epoch ms. */
  notBefore: number;
  /** Why the last try failed (kept for the task screen), if it did. */
  lastError: string | null;
  /**
   * The worker who took it (username). Absent on captures an older version of the app stored: those are claimed by
   * the session they were taken under (claimOwnerless), and never sent by anyone else.
   */
  owner?: string | null;
}

export type NewCapture = Pick<QueuedCapture, 'propertyId' | 'propName' | 'photo'> & { owner: string };

/** Who the service worker uploads for: the signed-in worker's token and name. */
export interface UploadSession {
  token: string;
  owner: string;
}

export interface RefusedCapture {
  captureId: string;
  propName: string;
  message: string;
  refusedAt: number;
  owner?: string | null;
}

/** The props are the spec's task list entries; `userPhoto` the selfie (the server's ref or the capture itself). */
export interface TaskSnapshot {
  properties: { _id: string; name: string; image: ImageRef | null }[];
  userPhoto: ImageRef | string | null;
  /** How many props the task has today (for '3 of 8 props left today'). */
  propsToday: number;
  savedAt: number;
  /** Whose task it is (username): another worker on the same phone never sees it. */
  owner?: string;
}

interface FieldDb extends DBSchema {
  captures: { key: number; value: QueuedCapture; indexes: { captureId: string } };
  refused: { key: string; value: RefusedCapture; indexes: { refusedAt: number } };
  task: { key: string; value: TaskSnapshot | UploadSession | string };
  refs: { key: string; value: { propId: string; blob: Blob } };
}

/** The phone's storage is full (or the browser refuses more): shown to the worker, nothing else is tried. */
export class StorageFullError extends Error {
  constructor() {
    super('Your phone is out of storage for photos. Free some space, then take the photo again.');
    this.name = 'StorageFullError';
  }
}

/** At most this many refusals are kept to show; older ones go. */
const MAX_REFUSED = 20;

let dbPromise: Promise<IDBPDatabase<FieldDb>> | null = null;

export function openFieldDb(): Promise<IDBPDatabase<FieldDb>> {
  dbPromise ??= openDB<FieldDb>(FIELD_DB_NAME, 1, {
    upgrade(db) {
      const captures = db.createObjectStore('captures', { keyPath: 'seq', autoIncrement: true });
      captures.createIndex('captureId', 'captureId', { unique: true });
      db.createObjectStore('refused', { keyPath: 'captureId' }).createIndex('refusedAt', 'refusedAt');
      db.createObjectStore('task');
      db.createObjectStore('refs', { keyPath: 'propId' });
    },
  }).catch((e: unknown) => {
    dbPromise = null;
    throw e;
  });
  return dbPromise;
}

/** For tests: forget the open connection (after deleting the database). */
export async function closeFieldDb(): Promise<void> {
  const db = await dbPromise?.catch(() => null);
  db?.close();
  dbPromise = null;
}

function isQuotaError(e: unknown): boolean {
  const name = (e as { name?: string } | null)?.name;
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

/** A v4 UUID; crypto.randomUUID exists only in secure contexts, getRandomValues everywhere. */
export function newCaptureId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Writes a capture to the phone first; resolves once it is stored (the caller may then forget it). */
export async function addCapture(input: NewCapture, now = Date.now()): Promise<QueuedCapture> {
  const db = await openFieldDb();
  const draft = { ...input, captureId: newCaptureId(), takenAt: now, attempts: 0, notBefore: 0, lastError: null } as Omit<QueuedCapture, 'seq'>;
  try {
    const seq = await db.add('captures', draft as QueuedCapture);
    return { ...draft, seq };
  } catch (e) {
    if (isQuotaError(e)) throw new StorageFullError();
    throw e;
  }
}

/** Every capture still waiting, oldest first: one worker's (`owner`), or everyone's on this phone. */
export async function waitingCaptures(owner?: string): Promise<QueuedCapture[]> {
  const all = await (await openFieldDb()).getAll('captures');
  return owner === undefined ? all : all.filter((c) => c.owner === owner);
}

export async function countWaiting(owner?: string): Promise<number> {
  if (owner === undefined) return (await openFieldDb()).count('captures');
  return (await waitingCaptures(owner)).length;
}

/** The server has it: the capture leaves the phone. */
export async function removeCapture(seq: number): Promise<void> {
  await (await openFieldDb()).delete('captures', seq);
}

/** A failed try: when to try again, and why it failed. */
export async function recordFailedTry(seq: number, notBefore: number, lastError: string | null): Promise<void> {
  const db = await openFieldDb();
  const tx = db.transaction('captures', 'readwrite');
  const c = await tx.store.get(seq);
  if (c) await tx.store.put({ ...c, attempts: c.attempts + 1, notBefore, lastError });
  await tx.done;
}

/** Allows every waiting capture to be tried now (the network is back; each is still sent only by its owner). */
export async function clearBackOff(): Promise<void> {
  const db = await openFieldDb();
  const tx = db.transaction('captures', 'readwrite');
  for (const c of await tx.store.getAll()) if (c.notBefore > 0) await tx.store.put({ ...c, notBefore: 0 });
  await tx.done;
}

/** The server refused the capture as bad input: it leaves the queue (photo and all); a short note stays to show. */
export async function refuseCapture(c: QueuedCapture, message: string, now = Date.now()): Promise<void> {
  const db = await openFieldDb();
  const tx = db.transaction(['captures', 'refused'], 'readwrite');
  await tx.objectStore('captures').delete(c.seq);
  const refused = tx.objectStore('refused');
  await refused.put({ captureId: c.captureId, propName: c.propName, message, refusedAt: now, owner: c.owner ?? null });
  const keys = await refused.index('refusedAt').getAllKeys();
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_REFUSED))) await refused.delete(key);
  await tx.done;
}

/** The refusals to show: one worker's (`owner`), or everyone's on this phone. */
export async function refusedCaptures(owner?: string): Promise<RefusedCapture[]> {
  const all = await (await openFieldDb()).getAllFromIndex('refused', 'refusedAt');
  return owner === undefined ? all : all.filter((r) => r.owner === owner);
}

export async function dismissRefused(captureId: string): Promise<void> {
  await (await openFieldDb()).delete('refused', captureId);
}

const SNAPSHOT_KEY = 'snapshot';
const TOKEN_KEY = 'token';

export async function saveTaskSnapshot(s: Omit<TaskSnapshot, 'savedAt'>, now = Date.now()): Promise<void> {
  try {
    await (await openFieldDb()).put('task', { ...s, savedAt: now }, SNAPSHOT_KEY);
  } catch (e) {
    if (isQuotaError(e)) throw new StorageFullError();
    throw e;
  }
}

/** The task as the phone last knew it, if it is this worker's (`owner`). */
export async function loadTaskSnapshot(owner?: string): Promise<TaskSnapshot | null> {
  const s = ((await (await openFieldDb()).get('task', SNAPSHOT_KEY)) as TaskSnapshot | undefined) ?? null;
  return s && (owner === undefined || s.owner === owner) ? s : null;
}

/**
 * The session uploads go with (null: signed out, so the service worker sends nothing and no token stays on the phone).
 * An older version kept the bare token here: captures without an owner taken under that same token are this
 * worker's, and become so; any others without an owner stay unsent.
 */
export async function saveUploadSession(session: UploadSession | null): Promise<void> {
  const db = await openFieldDb();
  const tx = db.transaction(['task', 'captures'], 'readwrite');
  const before = await tx.objectStore('task').get(TOKEN_KEY);
  if (session && typeof before === 'string' && before === session.token) {
    const captures = tx.objectStore('captures');
    for (const c of await captures.getAll()) if (!c.owner) await captures.put({ ...c, owner: session.owner });
  }
  if (session) await tx.objectStore('task').put(session, TOKEN_KEY);
  else await tx.objectStore('task').delete(TOKEN_KEY);
  await tx.done;
}

export async function loadUploadSession(): Promise<UploadSession | null> {
  const s = await (await openFieldDb()).get('task', TOKEN_KEY);
  return s && typeof s === 'object' && 'token' in s && typeof s.token === 'string' && typeof s.owner === 'string' ? { token: s.token, owner: s.owner } : null;
}

/** Keeps the day's reference images (replacing the previous day's); a failed fetch only leaves that one out. */
export async function keepReferenceImages(props: TaskSnapshot['properties'], fetchImage: (url: string) => Promise<Blob | null>): Promise<void> {
  const db = await openFieldDb();
  const wanted = new Set(props.map((p) => p._id));
  for (const key of await db.getAllKeys('refs')) if (!wanted.has(key)) await db.delete('refs', key);
  const missing: { propId: string; url: string }[] = [];
  for (const p of props) {
    const url = p.image?.status === 'ready' ? p.image.jpeg || p.image.webp : null;
    if (url && !(await db.getKey('refs', p._id))) missing.push({ propId: p._id, url });
  }
  // All at once: the network may not last long.
  const blobs = await Promise.all(missing.map((m) => fetchImage(m.url).catch(() => null)));
  for (const [i, blob] of blobs.entries()) {
    if (!blob) continue;
    try {
      await db.put('refs', { propId: missing[i].propId, blob });
    } catch (e) {
      if (isQuotaError(e)) throw new StorageFullError();
      throw e;
    }
  }
}

export async function referenceImage(propId: string): Promise<Blob | null> {
  return (await (await openFieldDb()).get('refs', propId))?.blob ?? null;
}
