/**
 * Where the SQLite store's writes run: in a worker thread for a database file (the event loop never
 * waits for an fsync, and concurrent writes share one commit), or inline for ':memory:' (a memory
 * database cannot be shared between connections).
 */
import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';
import type { WriterData, WriterReply, WriterRequest } from './sqlite-writer-thread.ts';
import { batchWriter, type WriteOp, type WriteResult } from './sqlite-writes.ts';

export interface SqliteWriter {
  write(op: WriteOp): Promise<WriteResult>;
  close(): Promise<void>;
}

export function inlineWriter(db: Database.Database): SqliteWriter {
  const write = batchWriter(db);
  return {
    write: async (op) => write([op])[0]!,
    close: async () => {},
  };
}

export function threadedWriter(data: WriterData): SqliteWriter {
  const worker = new Worker(new URL('./sqlite-writer-boot.mjs', import.meta.url), { workerData: data });
  const waiting = new Map<number, (result: WriteResult) => void>();
  let nextId = 1;
  let stopped: string | null = null;
  let closed: Promise<void> | null = null;
  // The thread keeps the process alive only while a write waits for its commit.
  worker.unref();

  const failAll = (message: string): void => {
    stopped ??= message;
    for (const resolve of waiting.values()) resolve({ ok: false, message });
    waiting.clear();
  };
  worker.on('message', (reply: WriterReply) => {
    if (reply.type !== 'written') return;
    for (const { id, result } of reply.results) {
      waiting.get(id)?.(result);
      waiting.delete(id);
    }
    if (waiting.size === 0) worker.unref();
  });
  worker.on('error', (error) => failAll(`the SQLite writer failed: ${error.message}`));
  worker.on('exit', (code) => failAll(`the SQLite writer stopped (exit ${code})`));

  return {
    write(op) {
      if (stopped) return Promise.resolve({ ok: false, message: stopped });
      const id = nextId++;
      if (waiting.size === 0) worker.ref();
      const request: WriterRequest = { type: 'write', id, op };
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        worker.postMessage(request);
      });
    },
    close() {
      closed ??= stopped
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            worker.ref();
            worker.once('exit', () => resolve());
            worker.postMessage({ type: 'close' } satisfies WriterRequest);
          });
      return closed;
    },
  };
}
