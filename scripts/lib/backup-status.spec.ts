import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backupHealth, ping, writeStatus } from './backup-status';

const dir = mkdtempSync(join(tmpdir(), 'studio-backup-status-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const hour = 3600e3;

describe('nightly backup health (docs/architecture.md §15)', () => {
  it('is bad with no good backup recorded, whatever the file (a restart does not make it good)', () => {
    expect(backupHealth(join(dir, 'none')).healthy).toBe(false);
    const touched = join(dir, 'touched');
    writeFileSync(touched, ''); // what the old healthcheck's `touch` at start left
    expect(backupHealth(touched)).toMatchObject({ healthy: false });
  });

  it('is good until 26 hours after the last success, then bad', () => {
    const file = join(dir, 'last-good');
    const at = Date.parse('2026-11-28T21:40:00Z');
    writeStatus(file, { lastSuccess: new Date(at).toISOString(), key: 'studio-backup-2026-11-28T21-30-00-000Z.tar.age', objects: 12 });
    expect(backupHealth(file, at + 25.9 * hour).healthy).toBe(true);
    expect(backupHealth(file, at + 26.1 * hour)).toMatchObject({ healthy: false, message: expect.stringMatching(/older than 26 hours/) });
  });
});

describe('BACKUP_PING_URL (healthchecks style)', () => {
  const calls: Array<{ url: string; body: string }> = [];
  const fake = (async (url: string, init: RequestInit) => {
    calls.push({ url, body: init.body as string });
    return new Response(null, { status: 200 });
  }) as unknown as typeof fetch;

  beforeEach(() => (calls.length = 0));

  it('calls the URL on success and URL/fail on failure, with the run line', async () => {
    await ping('https://hc-ping.com/uuid', true, 'backed up 12 objects', fake);
    await ping('https://hc-ping.com/uuid/', false, 'backup failed: no bucket', fake);
    expect(calls).toEqual([
      { url: 'https://hc-ping.com/uuid', body: 'backed up 12 objects' },
      { url: 'https://hc-ping.com/uuid/fail', body: 'backup failed: no bucket' },
    ]);
  });

  it('does nothing without a URL, and a ping that fails never fails the backup', async () => {
    await ping(undefined, true, 'x', fake);
    expect(calls).toEqual([]);
    const failing = (async () => {
      throw new Error('ECONNREFUSED');
    }) as unknown as typeof fetch;
    const err = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(ping('https://hc-ping.com/uuid', true, 'x', failing)).resolves.toBeUndefined();
    expect(err).toHaveBeenCalledWith(expect.stringMatching(/could not be reached: ECONNREFUSED/));
    err.mockRestore();
  });
});
