// What the benches (bench-load, bench-abuse, bench-scale) share: autocannon with the fields they read, a free port, a
// sleep, the embedded S3 server in a process of its own, and their result table in Markdown.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { startEmbeddedS3 } from './embedded-s3';

export interface AutocannonResult {
  requests: { average: number; total: number; sent: number };
  latency: { p50: number; p99: number; average: number; max: number };
  statusCodeStats?: Record<string, { count: number }>;
  '2xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
export const autocannon = require('autocannon') as (opts: Record<string, unknown>) => Promise<AutocannonResult>;

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Column<K extends string> {
  key: K;
  title: string;
  /** Numbers read best right-aligned. */
  right?: boolean;
}

/** One Markdown table, columns padded to their widest cell. */
export function printTable<K extends string>(columns: Array<Column<K>>, rows: Array<Record<K, string>>) {
  const head = Object.fromEntries(columns.map((c) => [c.key, c.title])) as Record<K, string>;
  const all = [head, ...rows];
  const width = (k: K) => Math.max(...all.map((r) => r[k].length));
  const line = (r: Record<K, string>) => `| ${columns.map((c) => (c.right ? r[c.key].padStart(width(c.key)) : r[c.key].padEnd(width(c.key)))).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${columns.map((c) => (c.right ? `${'-'.repeat(width(c.key) + 1)}:` : '-'.repeat(width(c.key) + 2))).join('|')}|`);
  rows.forEach((r) => console.log(line(r)));
}

/**
 * The embedded S3 server in its own process, off the load generator's event loop: `script` (the bench's own file) is
 * run again with `--s3-child`, where `serveS3ChildIfAsked` serves it and prints its endpoint.
 */
export function startS3Child(script: string, directory: string): Promise<{ endpoint: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [...process.execArgv, script, '--s3-child', directory], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout.once('data', (d) => {
      const endpoint = String(d).trim();
      if (!endpoint.startsWith('http')) return reject(new Error(`S3 child said: ${endpoint}`));
      resolve({ endpoint, child });
    });
    child.once('exit', (code) => reject(new Error(`S3 child exited (${code})`)));
  });
}

/** In the `--s3-child` process: serve S3 until SIGTERM. True when this process is that child (the bench stops there). */
export async function serveS3ChildIfAsked(): Promise<boolean> {
  if (process.argv[2] !== '--s3-child') return false;
  const s3 = await startEmbeddedS3(process.argv[3]);
  process.stdout.write(`${s3.endpoint}\n`);
  process.on('SIGTERM', () => void s3.close().then(() => process.exit(0)));
  return true;
}
