import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the global setup started, shared with the test files (they run in other processes). */
export interface E2eState {
  baseUrl: string;
  sinkUrl: string;
  admin: { username: string; password: string };
  databaseUrl: string;
  pids: number[];
}

// E2E_STATE_FILE lets several runs share the checkout (each its own stack) without reading each other's state.
const FILE = process.env.E2E_STATE_FILE || join(__dirname, '..', '..', 'tmp', 'e2e-state.json');

export function writeState(state: E2eState) {
  writeFileSync(FILE, JSON.stringify(state, null, 2));
}

export function readState(): E2eState {
  if (!existsSync(FILE)) throw new Error('e2e stack is not running (global setup did not write tmp/e2e-state.json)');
  return JSON.parse(readFileSync(FILE, 'utf8')) as E2eState;
}
