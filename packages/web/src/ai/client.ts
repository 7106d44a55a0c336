/**
 * The table's side of the AI seam: one worker, started on first use, asked for one action at a time.
 * Without an agent for the game it answers at once with `no-agent` and starts no worker.
 */
import { hasAgent } from './agents.ts';
import type { AiReply, AiRequest } from './protocol.ts';

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, (reply: AiReply) => void>();

function getWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<AiReply>) => {
      const resolve = waiting.get(event.data.id);
      waiting.delete(event.data.id);
      resolve?.(event.data);
    };
  }
  return worker;
}

export function requestAiAction(request: Omit<AiRequest, 'id'>): Promise<AiReply> {
  const id = nextId++;
  if (!hasAgent(request.game) || typeof Worker === 'undefined') {
    return Promise.resolve({
      id,
      ok: false,
      code: 'no-agent',
      message: `no computer player for ${request.game}`,
    });
  }
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    getWorker().postMessage({ ...request, id } satisfies AiRequest);
  });
}
