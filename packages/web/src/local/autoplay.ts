/**
 * The computer's turns in a game on this device, outside React so that they can be driven by a test clock.
 * Whenever a seat the computer plays must decide, it asks the AI for one action (from that seat's view and
 * legal actions only, as a person would see them), waits until at least `paceMs` after its previous move
 * so that whoever watches can follow, and plays it. With every seat played by the computer the game thus
 * plays itself to the end (the demo). Pausing stops before the next move: a reply that arrives while
 * paused is kept and played on resume, unless the game changed meanwhile (a takeback).
 */
import type { Action, Seat } from '@wargame/engine';
import { type AiLevel, type AiReply, type AiRequest, DEFAULT_AI_LEVEL } from '../ai/protocol.ts';
import type { Controller } from '../table/types.ts';
import type { LocalSession } from './session.ts';

/** Time, as the computer's turns need it: the browser's timers, or a test's hand-driven clock. */
export interface Clock {
  now(): number;
  /** Call `run` after `ms` milliseconds; returns a function that cancels it. */
  after(ms: number, run: () => void): () => void;
}

export const realClock: Clock = {
  now: () => Date.now(),
  after: (ms, run) => {
    const handle = setTimeout(run, ms);
    return () => clearTimeout(handle);
  },
};

/** The pace of a game the computer plays against itself: at most one move per this many milliseconds. */
export const DEMO_PACE_MS = 800;

/** Every seat is played by the computer: nobody at the device decides anything. */
export function isDemo(controllers: Record<Seat, Controller>): boolean {
  const seats = Object.keys(controllers);
  return seats.length > 0 && seats.every((s) => controllers[s] === 'ai');
}

export interface ComputerTurnsOptions {
  session: LocalSession;
  controllers: Record<Seat, Controller>;
  aiLevels?: Record<Seat, AiLevel>;
  /** Ask the AI for one action (the worker: ai/client.ts `requestAiAction`). */
  request(request: Omit<AiRequest, 'id'>): Promise<AiReply>;
  /** After each move the computer made (persist the game, redraw). */
  onMove(seat: Seat): void;
  /** The AI could not answer, or answered with an action the rules refuse. */
  onError(error: { code: 'unavailable' | 'refused'; message: string }): void;
  /** The least time between two of the computer's moves (0: as fast as it answers). */
  paceMs?: number;
  clock?: Clock;
}

export class ComputerTurns {
  private readonly options: ComputerTurnsOptions;
  private readonly clock: Clock;
  private busy = false;
  private stopped = false;
  private pausedFlag = false;
  private lastMove = Number.NEGATIVE_INFINITY;
  private cancelTimer: (() => void) | null = null;
  /** A reply that arrived while paused: played on resume if the game is still where it was asked. */
  private held: { seat: Seat; action: Action; at: number } | null = null;

  constructor(options: ComputerTurnsOptions) {
    this.options = options;
    this.clock = options.clock ?? realClock;
  }

  get paused(): boolean {
    return this.pausedFlag;
  }

  /** Whether a computer seat is thinking or about to move. */
  get thinking(): boolean {
    return this.busy;
  }

  /** The seat the computer must play now, if any. */
  seatToPlay(): Seat | null {
    const { session, controllers } = this.options;
    if (session.outcome()) return null;
    return session.toAct().find((s) => controllers[s] === 'ai') ?? null;
  }

  /** Look whether the computer must move, and start if so. Safe to call at any time, as often as wanted. */
  wake(): void {
    if (this.busy || this.stopped || this.pausedFlag) return;
    const seat = this.seatToPlay();
    if (!seat) return;
    const { session, aiLevels } = this.options;
    this.busy = true;
    const at = session.length;
    void this.options
      .request({
        game: session.game.id,
        seat,
        view: session.view(seat),
        legal: session.legal(seat),
        level: aiLevels?.[seat] ?? DEFAULT_AI_LEVEL,
      })
      .then(
        (reply) => this.answered(seat, at, reply),
        (thrown: unknown) =>
          this.answered(seat, at, {
            id: 0,
            ok: false,
            code: 'failed',
            message: thrown instanceof Error ? thrown.message : String(thrown),
          }),
      );
  }

  pause(): void {
    this.pausedFlag = true;
  }

  resume(): void {
    if (!this.pausedFlag) return;
    this.pausedFlag = false;
    const held = this.held;
    this.held = null;
    if (held && !this.busy && held.at === this.options.session.length) {
      this.busy = true;
      this.playWhenDue(held.seat, held.at, held.action);
      return;
    }
    this.wake();
  }

  /** No more moves (the table is closed). */
  stop(): void {
    this.stopped = true;
    this.cancelTimer?.();
    this.cancelTimer = null;
  }

  private answered(seat: Seat, at: number, reply: AiReply): void {
    if (this.stopped) return;
    if (!reply.ok) {
      this.busy = false;
      this.options.onError({ code: 'unavailable', message: reply.message });
      return;
    }
    this.playWhenDue(seat, at, reply.action);
  }

  private playWhenDue(seat: Seat, at: number, action: Action): void {
    const wait = Math.max(0, this.lastMove + (this.options.paceMs ?? 0) - this.clock.now());
    this.cancelTimer = this.clock.after(wait, () => {
      this.cancelTimer = null;
      if (this.stopped) return;
      this.busy = false;
      if (this.pausedFlag) {
        this.held = { seat, action, at };
        return;
      }
      const { session } = this.options;
      // The game moved on while the computer thought (a takeback, a move made elsewhere): ask again.
      if (session.length !== at) {
        this.wake();
        return;
      }
      const result = session.act(seat, action);
      if (!result.ok) {
        this.options.onError({ code: 'refused', message: result.error.message });
        return;
      }
      this.lastMove = this.clock.now();
      this.options.onMove(seat);
      this.wake();
    });
  }
}
