// The page's transport of the outbox: XMLHttpRequest, the one browser API that reports upload
// progress over HTTP/1.1 (a streamed fetch body needs HTTP/2 in Chromium). The service
// worker has no route for /api, so the request goes to the network unchanged.
import { parseBody, type Transport } from './replay';

export const xhrTransport: Transport = (url, init, signal, onProgress) =>
  new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const failed = () => resolve({ status: 0, body: null });
    xhr.open(init.method ?? 'GET', url);
    for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => resolve({ status: xhr.status, body: parseBody(xhr.responseText) });
    xhr.onerror = failed;
    xhr.onabort = failed;
    if (signal.aborted) return failed();
    signal.addEventListener('abort', () => xhr.abort());
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
