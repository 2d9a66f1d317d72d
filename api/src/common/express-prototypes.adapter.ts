import { IncomingMessage, ServerResponse, createServer } from 'node:http';
import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';

/** A constructor Node's http server can use whose instances have `proto` as their prototype. */
function withPrototype<C extends new (...args: never[]) => object>(base: C, proto: object): C {
  function Prototyped(...args: unknown[]): object {
    return Reflect.construct(base, args, Prototyped) as object;
  }
  Prototyped.prototype = proto;
  return Prototyped as unknown as C;
}

/**
 * Nest's Express adapter, but Node's http server creates each request and response with Express's prototypes
 * already (`app.request`, `app.response`), so Express's per-request `Object.setPrototypeOf(req/res, ...)` finds
 * them in place and changes nothing. Changing a live object's prototype made V8 keep request objects through
 * scavenges: with it, a keep-alive `GET /api/health/live` promoted 12 kB of garbage to old space per request,
 * without it 4.3 kB (`--trace-gc-nvp`, docs/scaling.md); a bare Node server doing only that setPrototypeOf went
 * from 0 to 1.7 kB. Old space then grew under any flood until a full collection.
 */
export class ExpressPrototypesAdapter extends ExpressAdapter {
  override initHttpServer(options: NestApplicationOptions) {
    // The api uses none of Nest's server options (https, 503 while closing, forced close): keep Nest's own path for them.
    if (options.httpsOptions || options.return503OnClosing || options.forceCloseConnections) return super.initHttpServer(options);
    const app = this.getInstance<{ request: object; response: object }>();
    this.setHttpServer(
      createServer(
        {
          IncomingMessage: withPrototype<typeof IncomingMessage>(IncomingMessage, app.request),
          ServerResponse: withPrototype<typeof ServerResponse>(ServerResponse, app.response),
        },
        this.getInstance(),
      ),
    );
  }
}
