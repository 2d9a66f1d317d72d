import { IncomingMessage, ServerResponse, createServer } from 'node:http';
import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';

/**
 * A subclass of `base` whose prototype takes the place of Express's `proto` (`app.request` or `app.response`): the
 * same parent (Express's methods) and own properties (`app`). A subclass, not a function handing `Reflect.construct`
 * a new.target whose `prototype` is `proto`: V8 sizes an instance from its constructor chain, and that function's
 * chain stops at itself, so each request and response was built property by property in a growing backing store:
 * about 30 us per object (20-40 us of CPU per request in the profile of GET /api/gallery/all), against 0.1 us.
 */
function inPlaceOf<C extends new (...args: never[]) => object>(base: C, proto: object): C {
  const Derived = class extends (base as new (...args: never[]) => object) {};
  Object.setPrototypeOf(Derived.prototype, Object.getPrototypeOf(proto) as object);
  Object.defineProperties(Derived.prototype, Object.getOwnPropertyDescriptors(proto));
  return Derived as unknown as C;
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
    const Request = inPlaceOf<typeof IncomingMessage>(IncomingMessage, app.request);
    const Response = inPlaceOf<typeof ServerResponse>(ServerResponse, app.response);
    // Express sets these as each request's prototypes (and a mounted sub-app's as its parents'): now our classes'.
    app.request = Request.prototype;
    app.response = Response.prototype;
    this.setHttpServer(createServer({ IncomingMessage: Request, ServerResponse: Response }, this.getInstance()));
  }
}
