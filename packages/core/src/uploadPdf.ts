import { API_ERROR_MESSAGES, ApiError } from './apiError.js';
import { abortError, type CallOptions, type Http, readBody } from './http.js';
import type { UploadPdfResponse } from './types.js';

/** The parts of XMLHttpRequest the PDF upload uses, so tests can pass a small fake. */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  readonly upload: { onprogress: ((event: ProgressEventInit) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  ontimeout: (() => void) | null;
}

export interface UploadOptions extends CallOptions {
  /** Called with the uploaded fraction, 0..1, as bytes leave the browser; 1 once the server has answered. */
  onProgress?: (fraction: number) => void;
}

/** Uploads a PDF as multipart field `file` with the token; XHR (`http.createXhr`) because fetch reports no upload progress. */
export function uploadPdf(
  http: Http,
  file: Blob,
  { onProgress, signal }: UploadOptions = {},
): Promise<UploadPdfResponse> {
  return new Promise<UploadPdfResponse>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = http.createXhr ? http.createXhr() : (new XMLHttpRequest() as unknown as XhrLike);
    const onAbortSignal = () => xhr.abort();
    const settle = (outcome: () => void) => {
      signal?.removeEventListener('abort', onAbortSignal);
      outcome();
    };
    xhr.open('POST', `${http.baseUrl}/api/pdf/upload-pdf`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = http.getToken();
    if (token) xhr.setRequestHeader('Authorization', token);
    xhr.upload.onprogress = (event) => {
      if (onProgress && event.lengthComputable && event.total) {
        onProgress(Math.min(1, Math.max(0, (event.loaded ?? 0) / event.total)));
      }
    };
    xhr.onload = () =>
      settle(() => {
        try {
          const body = readBody<UploadPdfResponse>(xhr.status, xhr.responseText);
          onProgress?.(1);
          resolve(body);
        } catch (error) {
          reject(error);
        }
      });
    xhr.onerror = () => settle(() => reject(new ApiError(API_ERROR_MESSAGES.network, 0)));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => settle(() => reject(abortError()));
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    const form = new FormData();
    form.append('file', file, typeof File !== 'undefined' && file instanceof File ? file.name : 'upload.pdf');
    xhr.send(form);
  });
}
