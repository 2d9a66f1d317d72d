// What the benches (bench-load, bench-abuse) share: autocannon with the fields they read, a free port, a sleep,
// and their result table in Markdown.
import { createServer } from 'node:net';

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
