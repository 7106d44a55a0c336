/**
 * The real AI off the event loop: a small pool of worker threads (started on first use) running
 * `chooseAction` from @wargame/ai. Each job carries only the seat's view (`game.view(state, seat)`) and a
 * fresh seed from the CSPRNG, never the state, so the AI knows exactly what a human in that seat would.
 */
import { randomBytes } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { Action, Seat } from '@wargame/engine';
import { type AiPlayer, randomPlayer } from './ai.ts';

/** What one worker is asked: the game, the seat's view, the agent id ('mcts:easy'…) and a seed. */
export interface AiJob {
  gameId: string;
  view: unknown;
  seat: Seat;
  level: string;
  seed: string;
}

export type AiWorkerReply =
  | { id: number; ok: true; action: Action }
  | { id: number; ok: false; message: string };

/** The agent a server 'ai' seat plays with. */
export const DEFAULT_AI_LEVEL = 'mcts:easy';

/** Tests: sees each message exactly as it is posted to a worker, and each action a worker answers. */
export interface AiObserver {
  posted?(message: { id: number; job: AiJob }): void;
  answered?(job: AiJob, action: Action): void;
}

const observers = new Set<AiObserver>();

/** Observe every pool of this process. Returns the function that stops observing. */
export function observeAi(observer: AiObserver): () => void {
  observers.add(observer);
  return () => {
    observers.delete(observer);
  };
}

export interface AiPool {
  /** Ask a worker for an action. */
  run(job: AiJob): Promise<Action>;
  /** An AiPlayer backed by this pool (falls back to a random legal action for games the AI does not know). */
  player: AiPlayer;
  /** Stop the workers; pending jobs fail. */
  close(): Promise<void>;
}

interface Slot {
  worker: Worker;
  busy: { id: number; job: AiJob; resolve: (action: Action) => void; reject: (error: Error) => void } | null;
}

interface Queued {
  job: AiJob;
  resolve: (action: Action) => void;
  reject: (error: Error) => void;
}

export function createAiPool(options: { size?: number; level?: string } = {}): AiPool {
  const size = Math.max(1, options.size ?? 1);
  const level = options.level ?? DEFAULT_AI_LEVEL;
  const slots: Slot[] = [];
  const queue: Queued[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(): Slot {
    const worker = new Worker(new URL('./ai-worker-boot.mjs', import.meta.url));
    const slot: Slot = { worker, busy: null };
    worker.on('message', (reply: AiWorkerReply) => {
      const busy = slot.busy;
      if (!busy || busy.id !== reply.id) return;
      slot.busy = null;
      if (reply.ok) {
        for (const observer of observers) observer.answered?.(busy.job, reply.action);
        busy.resolve(reply.action);
      } else busy.reject(new Error(reply.message));
      pump();
    });
    const fail = (error: Error) => {
      const index = slots.indexOf(slot);
      if (index >= 0) slots.splice(index, 1);
      slot.busy?.reject(error);
      slot.busy = null;
      if (!closed) pump();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`AI worker exited (code ${code})`)));
    worker.unref();
    slots.push(slot);
    return slot;
  }

  function pump(): void {
    while (queue.length > 0 && !closed) {
      const slot = slots.find((s) => !s.busy) ?? (slots.length < size ? spawn() : null);
      if (!slot) return;
      const { job, resolve, reject } = queue.shift()!;
      const id = nextId++;
      slot.busy = { id, job, resolve, reject };
      const message = { id, job };
      for (const observer of observers) observer.posted?.(message);
      slot.worker.postMessage(message);
    }
  }

  const run = (job: AiJob): Promise<Action> =>
    new Promise((resolve, reject) => {
      if (closed) {
        reject(new Error('the AI pool is closed'));
        return;
      }
      queue.push({ job, resolve, reject });
      pump();
    });

  const player: AiPlayer = async (game, state, seat, seatLevel) => {
    const job: AiJob = {
      gameId: game.id,
      view: game.view(state, seat),
      seat,
      level: seatLevel === null ? level : `mcts:${seatLevel}`,
      seed: randomBytes(16).toString('base64url'),
    };
    try {
      return await run(job);
    } catch (error) {
      // Games the AI package does not know yet are still played, by a random legal action.
      if ((error as Error).message.startsWith('unknown game')) return randomPlayer(game, state, seat, null);
      throw error;
    }
  };

  return {
    run,
    player,
    async close() {
      if (closed) return;
      closed = true;
      for (const queued of queue.splice(0)) queued.reject(new Error('the AI pool is closed'));
      await Promise.all(slots.splice(0).map((slot) => slot.worker.terminate()));
    },
  };
}
