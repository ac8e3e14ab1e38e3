// An XMLHttpRequest stand-in for the upload helper: records each request and lets the test drive
// its progress and its answer.
import { vi } from 'vitest';

type Handler = ((event: ProgressEvent) => void) | null;

export class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  withCredentials = false;
  timeout = 0;
  status = 0;
  responseText = '';
  upload: { onprogress: Handler } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor(private readonly sent: FakeXhr[]) {}

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: unknown) {
    this.body = body;
    this.sent.push(this);
  }

  abort() {
    this.onabort?.();
  }

  /** The browser reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }

  failNetwork() {
    this.onerror?.();
  }

  failTimeout() {
    this.ontimeout?.();
  }
}

/** Replaces XMLHttpRequest; returns the list every sent request is pushed to. */
export function mockXhr(): FakeXhr[] {
  const sent: FakeXhr[] = [];
  vi.stubGlobal(
    'XMLHttpRequest',
    class extends FakeXhr {
      constructor() {
        super(sent);
      }
    },
  );
  return sent;
}
