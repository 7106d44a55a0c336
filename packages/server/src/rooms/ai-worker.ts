/**
 * The AI worker thread: receives `{ id, job: { gameId, view, seat, level, seed } }` (a seat's view, never
 * the state) and answers `{ id, ok: true, action }` or `{ id, ok: false, message }`. Started by ai-pool.ts
 * through ai-worker-boot.mjs, which registers tsx first.
 */
import { parentPort } from 'node:worker_threads';
import { chooseAction } from '@wargame/ai/worker-api';
import type { AiJob, AiWorkerReply } from './ai-pool.ts';

const port = parentPort;
if (!port) throw new Error('ai-worker.ts runs as a worker thread');

port.on('message', ({ id, job }: { id: number; job: AiJob }) => {
  let reply: AiWorkerReply;
  try {
    reply = { id, ok: true, action: chooseAction(job.gameId, job.view, job.seat, job.level, job.seed) };
  } catch (thrown) {
    reply = { id, ok: false, message: thrown instanceof Error ? thrown.message : String(thrown) };
  }
  port.postMessage(reply);
});
