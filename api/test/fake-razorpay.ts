import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PaymentLinkRequest {
  authorization: string | undefined;
  body: { amount: number; currency: string; reference_id: string; expire_by: number; customer?: { contact?: string } };
}

/** A local fake of Razorpay's Payment Links API (POST /v1/payment_links): records each request, answers like Razorpay. */
export class FakeRazorpay {
  readonly links: PaymentLinkRequest[] = [];
  /** How long it takes to answer (a slow Razorpay must not slow a booking: the worker waits, not the parents). */
  delayMs = 0;
  private server?: Server;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        if (req.method !== 'POST' || req.url !== '/v1/payment_links') {
          res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"code":"BAD_REQUEST_ERROR"}}');
          return;
        }
        const body = JSON.parse(raw) as PaymentLinkRequest['body'];
        this.links.push({ authorization: req.headers.authorization, body });
        const id = `plink_${this.links.length.toString().padStart(14, '0')}`;
        const answer = () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id, short_url: `https://rzp.io/i/${id.slice(6)}`, status: 'created', ...body }));
        if (this.delayMs > 0) setTimeout(answer, this.delayMs);
        else answer();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
