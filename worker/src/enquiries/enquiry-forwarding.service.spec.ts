import { UnrecoverableError } from 'bullmq';
import type { AppConfig } from '@studio/core/config/app-config';
import { Enquiry } from '@studio/core/entities/enquiry.entity';
import { EndpointUnreachableError, type EnquiryEndpointClient } from './enquiry-endpoint.client';
import { EnquiryForwardingService } from './enquiry-forwarding.service';
import type { EnquiriesRepository } from '@studio/core/enquiries/enquiries.repository';

const ID = '6f0c1a5e-0000-4000-8000-000000000001';

function enquiry(over: Partial<Enquiry> = {}): Enquiry {
  return Object.assign(new Enquiry(), {
    id: ID,
    source: 'footer',
    name: 'Asha',
    phone: '9876543210',
    email: 'asha@example.com',
    service: 'newborn',
    message: 'Hello',
    deliveryStatus: 'processing',
    ...over,
  });
}

function setup(config: Partial<AppConfig> = {}) {
  const store = {
    claim: jest.fn(async () => enquiry()),
    findForDelivery: jest.fn(async (): Promise<Enquiry | null> => null),
    markForwarded: jest.fn(async () => true),
    release: jest.fn(async () => true),
    markFailed: jest.fn(async () => true),
    markNotConfigured: jest.fn(async () => true),
  };
  const endpoint = { post: jest.fn(async () => ({ status: 200, body: 'ok' })) };
  const cfg = { enquirySheetUrl: 'http://sheet.test/exec', themeCheckoutUrl: 'http://checkout.test/form', enquiryForwardTimeoutMs: 1000, ...config } as AppConfig;
  const service = new EnquiryForwardingService(store as unknown as EnquiriesRepository, endpoint as unknown as EnquiryEndpointClient, cfg);
  return { service, store, endpoint };
}

const notLast = { lastAttempt: false };
const last = { lastAttempt: true };

describe('EnquiryForwardingService', () => {
  it('posts footer/contact enquiries form-encoded to the sheet and records the delivery', async () => {
    const { service, store, endpoint } = setup();
    await expect(service.forward(ID, notLast)).resolves.toBe('forwarded');
    const [url, body] = endpoint.post.mock.calls[0] as unknown as [string, URLSearchParams];
    expect(url).toBe('http://sheet.test/exec');
    expect(body).toBeInstanceOf(URLSearchParams);
    expect([...body.entries()]).toEqual([
      ['name', 'Asha'],
      ['phone', '9876543210'],
      ['email', 'asha@example.com'],
      ['service', 'newborn'],
      ['message', 'Hello'],
    ]);
    expect(store.markForwarded).toHaveBeenCalledWith(ID);
  });

  it('posts a theme checkout as multipart to the checkout endpoint', async () => {
    const { service, store, endpoint } = setup();
    store.claim.mockResolvedValue(
      enquiry({ source: 'theme-checkout', service: null, message: null, address: 'Mumbai', themeIds: 'A,B', themeSections: 'Premium,General' }),
    );
    await service.forward(ID, notLast);
    const [url, body] = endpoint.post.mock.calls[0] as unknown as [string, FormData];
    expect(url).toBe('http://checkout.test/form');
    expect(body).toBeInstanceOf(FormData);
    expect([...body.entries()]).toEqual([
      ['name', 'Asha'],
      ['email', 'asha@example.com'],
      ['phone', '9876543210'],
      ['address', 'Mumbai'],
      ['themeIds', 'A,B'],
      ['themeSections', 'Premium,General'],
    ]);
  });

  it('counts a 3xx as a failed try, not a delivery: retried, then failed on the last try', async () => {
    const { service, store, endpoint } = setup();
    endpoint.post.mockResolvedValue({ status: 302, body: '', location: 'https://accounts.example/signin' } as never);
    const err = await service.forward(ID, notLast).catch((e) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toBeInstanceOf(UnrecoverableError);
    expect(store.markForwarded).not.toHaveBeenCalled();
    const message = 'endpoint answered 302 (redirect to https://accounts.example/signin): a redirect is not a delivery';
    expect(store.release).toHaveBeenCalledWith(ID, message);
    await expect(service.forward(ID, last)).rejects.toThrow(message);
    expect(store.markFailed).toHaveBeenCalledWith(ID, message);
  });

  it('sends every value formula-safe (a visitor cannot plant a formula in the sheet)', async () => {
    const { service, store, endpoint } = setup();
    store.claim.mockResolvedValueOnce(
      enquiry({ name: '=HYPERLINK("http://evil","x")', phone: '+919876543210', email: '@a.b', service: '-1', message: '\tcmd' }),
    );
    await service.forward(ID, notLast);
    const body = (endpoint.post.mock.calls[0] as unknown as [string, URLSearchParams])[1];
    expect([...body.entries()]).toEqual([
      ['name', `'=HYPERLINK("http://evil","x")`],
      ['phone', "'+919876543210"],
      ['email', "'@a.b"],
      ['service', "'-1"],
      ['message', "'\tcmd"],
    ]);

    store.claim.mockResolvedValueOnce(
      enquiry({ source: 'theme-checkout', name: '=1+1', address: '\r=2', themeIds: 'A', themeSections: '@x', service: null, message: null }),
    );
    await service.forward(ID, notLast);
    const form = (endpoint.post.mock.calls[1] as unknown as [string, FormData])[1];
    expect(Object.fromEntries(form.entries())).toMatchObject({ name: "'=1+1", address: "'\r=2", themeIds: 'A', themeSections: "'@x" });
  });

  it('gives the row back and throws on a 5xx so the job retries; marks it failed on the last try', async () => {
    const { service, store, endpoint } = setup();
    endpoint.post.mockResolvedValue({ status: 503, body: 'busy' });
    const err = await service.forward(ID, notLast).catch((e) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toBeInstanceOf(UnrecoverableError);
    expect(store.release).toHaveBeenCalledWith(ID, 'endpoint answered 503: busy');
    expect(store.markFailed).not.toHaveBeenCalled();

    await expect(service.forward(ID, last)).rejects.toThrow('endpoint answered 503: busy');
    expect(store.markFailed).toHaveBeenCalledWith(ID, 'endpoint answered 503: busy');
  });

  it('treats timeouts and network errors like a 5xx', async () => {
    const { service, store, endpoint } = setup();
    endpoint.post.mockRejectedValue(new EndpointUnreachableError('no answer within 1000 ms'));
    await expect(service.forward(ID, notLast)).rejects.toThrow('no answer within 1000 ms');
    expect(store.release).toHaveBeenCalledWith(ID, 'no answer within 1000 ms');
  });

  it('fails for good on a 4xx (UnrecoverableError), but retries 429', async () => {
    const { service, store, endpoint } = setup();
    endpoint.post.mockResolvedValue({ status: 400, body: 'bad' });
    await expect(service.forward(ID, notLast)).rejects.toBeInstanceOf(UnrecoverableError);
    expect(store.markFailed).toHaveBeenCalledWith(ID, 'endpoint answered 400: bad');

    endpoint.post.mockResolvedValue({ status: 429, body: '' });
    const err = await service.forward(ID, notLast).catch((e) => e);
    expect(err).not.toBeInstanceOf(UnrecoverableError);
    expect(store.release).toHaveBeenCalledWith(ID, 'endpoint answered 429');
  });

  it('never sends a row it could not claim that is already forwarded (an old job)', async () => {
    const { service, store, endpoint } = setup();
    store.claim.mockResolvedValue(null as never);
    store.findForDelivery.mockResolvedValue(enquiry({ deliveryStatus: 'forwarded' }));
    await expect(service.forward(ID, notLast)).resolves.toBe('skipped');
    expect(endpoint.post).not.toHaveBeenCalled();
  });

  it('retries later when another worker holds the claim; gives up on a row that does not exist', async () => {
    const { service, store, endpoint } = setup();
    store.claim.mockResolvedValue(null as never);
    store.findForDelivery.mockResolvedValue(enquiry({ deliveryStatus: 'processing' }));
    await expect(service.forward(ID, notLast)).rejects.toThrow(/another worker/);
    store.findForDelivery.mockResolvedValue(null);
    await expect(service.forward(ID, notLast)).rejects.toBeInstanceOf(UnrecoverableError);
    expect(endpoint.post).not.toHaveBeenCalled();
  });

  it('keeps the enquiry in the inbox when its endpoint is not configured', async () => {
    const { service, store, endpoint } = setup({ enquirySheetUrl: undefined });
    await expect(service.forward(ID, notLast)).resolves.toBe('not_configured');
    expect(store.markNotConfigured).toHaveBeenCalledWith(ID, expect.stringContaining('ENQUIRY_SHEET_URL is not set'));
    expect(endpoint.post).not.toHaveBeenCalled();
  });
});
