import { flushJsonLog } from '../src/observability/json-log';
import { startTestStack, type TestStack } from './harness';

/**
 * docs/architecture.md §15 ("Limits and secrets"): a drill over every kind of secret a URL carries; no request log
 * line may hold a manage token, a client gallery's slug, a calendar feed token or a media signature.
 */
describe('request log lines carry no secrets (real api, LOG_LEVEL=info)', () => {
  let stack: TestStack;
  const lines: string[] = [];
  let write: jest.SpyInstance;

  beforeAll(async () => {
    stack = await startTestStack({ env: { LOG_LEVEL: 'info' } });
    write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      return true;
    });
  });

  afterAll(async () => {
    write?.mockRestore();
    await stack?.close();
  });

  it('logs each request with its path, secrets replaced by * and no query', async () => {
    const secrets = ['mt-Secret-Token-1234', 'baby-aarav-SecretSlug', 'cal-Secret-Feed-9876', 'sig-Secret-abcdef'];
    const paths = [
      `/booking/${secrets[0]}`,
      `/api/bookings/manage/${secrets[0]}`,
      `/api/bookings/manage/${secrets[0]}/calendar.ics`,
      `/g/${secrets[1]}`,
      `/api/client-galleries/${secrets[1]}/unlock`,
      `/api/admin/bookings/calendar.ics?token=${secrets[2]}`,
      `/media/staff/selfie.webp?exp=1790000000&sig=${secrets[3]}`,
    ];
    for (const path of paths) await fetch(`${stack.baseUrl}${path}`, path.endsWith('unlock') ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"pin":"0000"}' } : {});
    await new Promise((r) => setImmediate(r));
    flushJsonLog();
    const requests = lines.filter((l) => l.includes('"msg":"request"'));
    expect(requests.length).toBeGreaterThanOrEqual(paths.length);
    for (const secret of secrets) expect(lines.filter((l) => l.includes(secret))).toEqual([]);
    const logged = requests.map((l) => (JSON.parse(l) as { path: string }).path);
    expect(logged).toEqual(expect.arrayContaining(['/booking/*', '/api/bookings/manage/*', '/api/bookings/manage/*/calendar.ics', '/g/*', '/api/client-galleries/*/unlock', '/api/admin/bookings/calendar.ics', '/media/staff/selfie.webp']));
  });
});
