import { setUnauthorizedHandler } from '../../../lib/api-client';
import { RETRY_TEXT, sendCapture } from './post-prop-photo';

/** jsdom has no Response: a minimal stand-in for what api-client reads. */
function answer(status: number, body: unknown) {
  return Promise.resolve({ status, ok: status >= 200 && status < 300, headers: { get: () => 'application/json' }, json: async () => body, text: async () => JSON.stringify(body) } as unknown as Response);
}

const capture = { captureId: '5f0c6a3e-7d1b-4c47-9a51-2f1d6f1a9b10', propertyId: 'a1b2c3d4-0000-4000-8000-000000000001', photo: 'data:image/jpeg;base64,AAAA' };

describe('sendCapture: what the offline queue does after one try', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    localStorage.clear();
  });

  it('sends the captureId with the photo and reads the answer as saved', async () => {
    const fetchMock = jest.fn((_url: string, _init?: RequestInit) => answer(200, { error: false, message: 'Photo saved successfully', day: '2026-11-28', propertyId: capture.propertyId, remaining: 4 }));
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(sendCapture(capture, { token: 'sw-token' })).resolves.toEqual({ kind: 'saved', remaining: 4 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/property-photos/save');
    expect(JSON.parse(init?.body as string)).toEqual({ propertyId: capture.propertyId, propertyPhoto: capture.photo, captureId: capture.captureId });
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer sw-token');
  });

  it('keeps the capture for another try on no network, a 500 and a 413 (nothing lost)', async () => {
    global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    await expect(sendCapture(capture)).resolves.toEqual({ kind: 'retry', message: RETRY_TEXT.offline });
    global.fetch = jest.fn(() => answer(500, { error: true, message: 'Internal server error', statusCode: 500 })) as typeof fetch;
    await expect(sendCapture(capture)).resolves.toEqual({ kind: 'retry', message: RETRY_TEXT.server });
    global.fetch = jest.fn(() => answer(413, { error: true, message: 'Request body is too large', statusCode: 413 })) as typeof fetch;
    await expect(sendCapture(capture)).resolves.toEqual({ kind: 'retry', message: RETRY_TEXT.tooLarge });
    global.fetch = jest.fn(() => answer(429, { error: true, message: 'Too many requests', statusCode: 429 })) as typeof fetch;
    await expect(sendCapture(capture)).resolves.toMatchObject({ kind: 'retry' });
  });

  it('drops what the server refused as bad input, with its message (a removed prop, not an image)', async () => {
    global.fetch = jest.fn(() => answer(410, { error: true, message: 'This prop has been removed, so its photo is no longer needed.', statusCode: 410 })) as typeof fetch;
    await expect(sendCapture(capture)).resolves.toEqual({ kind: 'refused', message: 'This prop has been removed, so its photo is no longer needed.' });
    global.fetch = jest.fn(() => answer(415, { error: true, message: 'Only JPEG, PNG or WebP images', statusCode: 415 })) as typeof fetch;
    await expect(sendCapture(capture)).resolves.toEqual({ kind: 'refused', message: 'Only JPEG, PNG or WebP images' });
    global.fetch = jest.fn(() => answer(400, null)) as typeof fetch;
    await expect(sendCapture(capture)).resolves.toEqual({ kind: 'refused', message: 'Refused by the server (400)' });
  });

  it('stops on a 401 (the session is gone), the capture kept', async () => {
    localStorage.setItem('token', 'old');
    const toLogin = jest.fn();
    setUnauthorizedHandler(toLogin);
    global.fetch = jest.fn(() => answer(401, { error: true, message: 'Unauthorized', statusCode: 401 })) as typeof fetch;
    await expect(sendCapture(capture)).resolves.toEqual({ kind: 'unauthorized' });
    expect(toLogin).toHaveBeenCalled();
  });
});
