/**
 * Multipart upload with progress (XMLHttpRequest: fetch has no upload progress).
 * Same rules as api-client: bearer token from localStorage, credentials, 401 -> token removed
 * and /login. Resolves with status + parsed JSON for any HTTP answer; rejects with
 * ApiError('network' | 'timeout' (stalled)) when no answer came, or an AbortError when aborted.
 */
import { ApiError, getToken, setToken, triggerUnauthorized } from './api-client';

export interface UploadAnswer<T> {
  status: number;
  ok: boolean;
  data: T;
}

export interface UploadOptions {
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
  /** No progress (and no answer) for this long -> timeout. Big files on slow phone links may take
   *  minutes in all, so this is a stall detector, not a limit on the whole upload. Default 60 s. */
  stallMs?: number;
}

export function uploadWithProgress<T = unknown>(url: string, form: FormData, opts: UploadOptions = {}): Promise<UploadAnswer<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    const stallMs = opts.stallMs ?? 60_000;
    let stalled = false;
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const feed = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => {
        stalled = true;
        xhr.abort();
      }, stallMs);
    };
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      feed();
      opts.onProgress?.(e.loaded, e.lengthComputable ? e.total : 0);
    };
    xhr.upload.onload = feed; // last byte sent: the answer gets its own stall window
    const onAbort = () => xhr.abort();
    opts.signal?.addEventListener('abort', onAbort);
    const done = () => {
      clearTimeout(watchdog);
      opts.signal?.removeEventListener('abort', onAbort);
    };
    xhr.onload = () => {
      done();
      let data: unknown = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = xhr.responseText;
      }
      if (xhr.status === 401) {
        setToken(null);
        triggerUnauthorized();
      }
      if (xhr.status === 0) return reject(new ApiError('Network error', 'network'));
      resolve({ status: xhr.status, ok: xhr.status >= 200 && xhr.status < 300, data: data as T });
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError('Network error', 'network'));
    };
    xhr.onabort = () => {
      done();
      if (stalled) reject(new ApiError('Request timed out', 'timeout'));
      else reject(new DOMException('Upload aborted', 'AbortError'));
    };
    feed();
    xhr.send(form);
  });
}
