import { Injectable } from '@nestjs/common';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';

export interface EndpointAnswer {
  status: number;
  /** The start of the answer's body, for the inbox's error text. */
  body: string;
  /** Where a 3xx pointed (not followed). */
  location?: string;
}

/** The endpoint could not be reached or did not answer in time (always worth another try). */
export class EndpointUnreachableError extends Error {
  override name = 'EndpointUnreachableError';
}

const MAX_BODY_CHARS = 300;

/** Outbound HTTP to the studio's spreadsheet / checkout endpoints. */
@Injectable()
export class EnquiryEndpointClient {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  /** POSTs the body (URLSearchParams → form-urlencoded, FormData → multipart); throws EndpointUnreachableError. */
  async post(url: string, body: URLSearchParams | FormData): Promise<EndpointAnswer> {
    const timeoutMs = this.config.enquiryForwardTimeoutMs;
    try {
      // Redirects are not followed: a POST turned into a GET elsewhere (a sign-in page, a moved script) proves
      // nothing was stored, so the caller counts a 3xx as a failed try.
      const res = await fetch(url, { method: 'POST', body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
      return { status: res.status, body: await readStart(res), location: res.headers.get('location') ?? undefined };
    } catch (e) {
      const err = e as Error & { cause?: { code?: string; message?: string } };
      if (err.name === 'TimeoutError' || err.name === 'AbortError') throw new EndpointUnreachableError(`no answer within ${timeoutMs} ms`);
      throw new EndpointUnreachableError(`could not reach the endpoint (${err.cause?.code ?? err.cause?.message ?? err.message})`);
    }
  }
}

/** Reads at most a little of the body, then lets the rest go. */
async function readStart(res: Response): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (text.length < MAX_BODY_CHARS) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } catch {
    /* the status is what matters; a broken body is not a failed delivery */
  } finally {
    void reader.cancel().catch(() => undefined);
  }
  return text.slice(0, MAX_BODY_CHARS).trim();
}
