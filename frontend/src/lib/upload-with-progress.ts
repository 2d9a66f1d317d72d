/**
 * Multipart upload with progress (XMLHttpRequest: fetch has no upload progress).
 * Same rules as api-client: bearer token from localStorage, credentials, 401 -> token removed
 * and /login. Resolves with status + parsed JSON for any HTTP answer; rejects with
 * ApiError('network' | 'timeout') when no answer came, or an AbortError when aborted.
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
  /** No answer within this time after the last byte went out -> timeout. Default 120 s. */
  timeoutMs?: number;
}

export function uploadWithProgress<T = unknown>(url: string, form: FormData, opts: UploadOptions = {}): Promise<UploadAnswer<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.timeout = opts.timeoutMs ?? 120_000;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (opts.onProgress) {
      const cb = opts.onProgress;
      xhr.upload.onprogress = (e) => cb(e.loaded, e.lengthComputable ? e.total : 0);
    }
    const onAbort = () => xhr.abort();
    opts.signal?.addEventListener('abort', onAbort);
    const done = () => opts.signal?.removeEventListener('abort', onAbort);
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
    xhr.ontimeout = () => {
      done();
      reject(new ApiError('Request timed out', 'timeout'));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('Upload aborted', 'AbortError'));
    };
    xhr.send(form);
  });
}
