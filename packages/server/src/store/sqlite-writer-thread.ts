/**
 * The SQLite store's writing thread: it owns the connection that writes, so a commit's fsync blocks
 * this thread, never the server's event loop. Operations that arrive while a batch commits are queued
 * and committed together in the next one (group commit); each is answered after its commit.
 */
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { batchWriter, type WriteOp, type WriteResult } from './sqlite-writes.ts';

export interface WriterData {
  path: string;
  synchronous: 'full' | 'normal';
}

export type WriterRequest = { type: 'write'; id: number; op: WriteOp } | { type: 'close' };
export type WriterReply =
  | { type: 'written'; results: { id: number; result: WriteResult }[] }
  | { type: 'closed' };

const port = parentPort!;
const { path, synchronous } = workerData as WriterData;
const db = new Database(path);
db.pragma(`synchronous = ${synchronous === 'normal' ? 'NORMAL' : 'FULL'}`);
db.pragma('foreign_keys = ON');
db.pragma('busy_timeout = 5000');
const write = batchWriter(db);

let queue: { id: number; op: WriteOp }[] = [];
let scheduled = false;

function flush(): void {
  scheduled = false;
  const jobs = queue;
  queue = [];
  if (jobs.length === 0) return;
  let results: WriteResult[];
  try {
    results = write(jobs.map((job) => job.op));
  } catch (error) {
    // The batch itself failed (disk full, I/O error): nothing of it was committed.
    const failed: WriteResult = { ok: false, message: (error as Error).message };
    results = jobs.map(() => failed);
  }
  const reply: WriterReply = {
    type: 'written',
    results: jobs.map((job, i) => ({ id: job.id, result: results[i]! })),
  };
  port.postMessage(reply);
}

port.on('message', (message: WriterRequest) => {
  if (message.type === 'close') {
    flush();
    db.close();
    port.postMessage({ type: 'closed' } satisfies WriterReply);
    port.close();
    return;
  }
  queue.push({ id: message.id, op: message.op });
  if (!scheduled) {
    scheduled = true;
    setImmediate(flush);
  }
});
