/**
 * Import FIRST in specs that use IndexedDB: fake-indexeddb's in-memory IndexedDB, and the structuredClone it needs
 * (jsdom has none; v8's serializer stands in: plain data only, which is what the stores hold).
 */
import { deserialize, serialize } from 'node:v8';

const g = globalThis as unknown as Record<string, unknown>;
if (!g.structuredClone) g.structuredClone = (value: unknown) => deserialize(serialize(value)) as unknown;
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('fake-indexeddb/auto');
