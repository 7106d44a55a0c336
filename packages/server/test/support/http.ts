/** Test clients: JSON over fetch and a WebSocket that queues its messages. Loopback only. */
import WebSocket from 'ws';

/** A parsed response body: whatever the server sent; the tests assert its shape. */
// biome-ignore lint/suspicious/noExplicitAny: JSON from the wire, checked by each test's assertions
export type Loose = any;

export interface Reply<T = Loose> {
  status: number;
  body: T;
  headers: Headers;
}

export async function api<T = Loose>(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.raw !== undefined) {
    body = options.raw;
    headers['content-type'] ??= 'application/json';
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(`${base}${path}`, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? null : JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

export interface LiveClient {
  socket: WebSocket;
  messages: Loose[];
  /** The first message (from the start of the queue, consumed) that matches. */
  next(match?: (message: Loose) => boolean, timeoutMs?: number): Promise<Loose>;
  close(): Promise<void>;
}

export function live(base: string, path: string, headers: Record<string, string> = {}): Promise<LiveClient> {
  const url = base.replace(/^http/, 'ws') + path;
  const socket = new WebSocket(url, { headers });
  const messages: Loose[] = [];
  const waiters: { match: (m: Loose) => boolean; resolve: (m: Loose) => void }[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    const at = waiters.findIndex((w) => w.match(message));
    if (at >= 0) {
      const [waiter] = waiters.splice(at, 1);
      waiter!.resolve(message);
    } else {
      messages.push(message);
    }
  });
  const client: LiveClient = {
    socket,
    messages,
    next(match = () => true, timeoutMs = 5000) {
      const at = messages.findIndex(match);
      if (at >= 0) return Promise.resolve(messages.splice(at, 1)[0]);
      return new Promise((resolve, reject) => {
        const waiter = {
          match,
          resolve: (m: Loose) => {
            clearTimeout(timer);
            resolve(m);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no matching WebSocket message within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    close() {
      return new Promise((resolve) => {
        if (socket.readyState === socket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close();
      });
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`WebSocket refused: HTTP ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}
