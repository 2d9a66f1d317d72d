import { IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ExpressPrototypesAdapter } from './express-prototypes.adapter';

describe('ExpressPrototypesAdapter', () => {
  let server: Server;
  let app: { request: object; response: object; get: (path: string, fn: (req: { app: unknown }, res: { json: (v: unknown) => void }) => void) => void };
  beforeAll(async () => {
    const adapter = new ExpressPrototypesAdapter();
    adapter.initHttpServer({});
    server = adapter.getHttpServer();
    app = adapter.getInstance();
    app.get('/probe', (req, res) => res.json({ sameApp: req.app === app }));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it("creates each request and response with Express's prototypes, so Express has nothing to change", async () => {
    const seen: boolean[] = [];
    server.prependListener('request', (req, res) => seen.push(Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response));
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/probe`);
    expect(await res.json()).toEqual({ sameApp: true });
    expect(seen).toEqual([true]);
    expect(app.request).toBeInstanceOf(IncomingMessage);
  });

  it('builds them as fast as plain Node objects (a Reflect.construct stand-in took ~30 us each)', () => {
    const Request = app.request.constructor as typeof IncomingMessage;
    const socket = { on: () => undefined } as never;
    // Against plain IncomingMessage in the same run (best of 5, interleaved), not a fixed time: a busy host slows both.
    const elapsed = (Make: typeof IncomingMessage) => {
      const started = performance.now();
      for (let i = 0; i < 10_000; i++) new Make(socket);
      return performance.now() - started;
    };
    const ours: number[] = [];
    const plain: number[] = [];
    for (let round = 0; round < 5; round++) {
      ours.push(elapsed(Request));
      plain.push(elapsed(IncomingMessage));
    }
    expect(Math.min(...ours)).toBeLessThan(Math.min(...plain) * 3 + 10);
  });
});
