import { Client } from 'pg';
import { connect } from 'node:net';

/** One clear line when a service cannot be reached, with how to start it. */
export async function checkPostgres(databaseUrl: string): Promise<string | null> {
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (e) {
    return `Cannot reach PostgreSQL at ${redact(databaseUrl)} (${(e as Error).message}). Start it with: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start   (or: docker compose up -d postgres)`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function checkRedis(redisUrl: string): Promise<string | null> {
  const u = new URL(redisUrl);
  const ok = await new Promise<boolean>((resolve) => {
    const socket = connect({ host: u.hostname, port: Number(u.port || 6379), timeout: 3000 });
    const done = (v: boolean) => {
      socket.destroy();
      resolve(v);
    };
    socket.on('connect', () => {
      if (u.password) socket.write(`AUTH ${u.username ? `${decodeURIComponent(u.username)} ` : ''}${decodeURIComponent(u.password)}\r\n`);
      socket.write('PING\r\n');
    });
    socket.on('data', (d) => done(/PONG/.test(d.toString())));
    socket.on('timeout', () => done(false));
    socket.on('error', () => done(false));
  });
  return ok
    ? null
    : `Cannot reach Redis at ${redact(redisUrl)}. Start it with: redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no   (or: docker compose up -d redis)`;
}

export function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return url;
  }
}
