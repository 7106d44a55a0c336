/**
 * A game played in this browser: the engine's save (seed + actions) and every state it passes through, so
 * that undo, the replay slider and views are immediate. Loading a save replays it through the rules
 * (legal + apply), exactly as the CLI and the server do.
 */
import {
  type Action,
  appendAction,
  type BaseState,
  filterEvents,
  type GameEvent,
  type Json,
  newSave,
  type Outcome,
  parseSave,
  type RuleError,
  replay,
  type Save,
  type Seat,
  seatsToAct,
  serializeSave,
  type Viewer,
} from '@wargame/engine';
import type { AnyGameModule } from '../games/types.ts';
import type { LogEntry } from '../table/types.ts';

/** A fresh seed from the browser's generator: 128 bits as hex. */
export function randomSeed(): string {
  const words = new Uint32Array(4);
  globalThis.crypto.getRandomValues(words);
  return Array.from(words, (w) => w.toString(16).padStart(8, '0')).join('');
}

export type SessionResult = { ok: true } | { ok: false; error: RuleError };

export class LocalSession {
  readonly game: AnyGameModule;
  private saveData: Save;
  /** states[0] is the initial state; states[i + 1] follows action i. */
  private states: BaseState[];
  private events: GameEvent[][];
  private boundaries: boolean[];

  private constructor(
    game: AnyGameModule,
    save: Save,
    states: BaseState[],
    events: GameEvent[][],
    boundaries: boolean[],
  ) {
    this.game = game;
    this.saveData = save;
    this.states = states;
    this.events = events;
    this.boundaries = boundaries;
  }

  /** Start a new game. Throws if the scenario or position cannot be set up. */
  static create(
    game: AnyGameModule,
    init: { scenario: string; options?: Record<string, Json>; seed?: string; position?: Json },
  ): LocalSession {
    const save = newSave({
      game: game.id,
      scenario: init.scenario,
      options: init.options ?? {},
      seed: init.seed ?? randomSeed(),
      ...(init.position !== undefined ? { position: init.position } : {}),
    });
    return LocalSession.load(game, save);
  }

  /** Replay a save (object or text). Throws an Error whose message says which action failed. */
  static load(game: AnyGameModule, input: Save | string): LocalSession {
    let save: Save;
    if (typeof input === 'string') {
      const parsed = parseSave(input);
      if (!parsed.ok) throw new Error(parsed.error.message);
      save = parsed.save;
    } else {
      save = input;
    }
    const result = replay(game, save, { keepStates: true });
    if (!result.ok) throw new Error(result.error.message);
    const states = [result.initial as BaseState, ...((result.states ?? []) as BaseState[])];
    return new LocalSession(game, save, states, result.events, result.boundaries);
  }

  get save(): Save {
    return this.saveData;
  }

  get length(): number {
    return this.saveData.actions.length;
  }

  get state(): BaseState {
    return this.states[this.states.length - 1]!;
  }

  stateAt(index: number): BaseState {
    const i = Math.max(0, Math.min(index, this.states.length - 1));
    return this.states[i]!;
  }

  toAct(): Seat[] {
    return seatsToAct(this.game, this.state);
  }

  legal(seat: Seat): Action[] {
    if (this.outcome()) return [];
    return this.toAct().includes(seat) ? this.game.legal(this.state, seat) : [];
  }

  outcome(): Outcome | null {
    return this.game.outcome(this.state);
  }

  view(viewer: Viewer): Json {
    return this.game.view(this.state, viewer) as Json;
  }

  /** The view of `viewer` after the first `index` actions. */
  viewAt(index: number, viewer: Viewer): Json {
    return this.game.view(this.stateAt(index), viewer) as Json;
  }

  /** Apply an action, checked against `legal` (appendAction), and record it. */
  act(seat: Seat, action: Action): SessionResult {
    const result = appendAction(this.game, this.saveData, this.state, seat, action);
    if ('error' in result) return { ok: false, error: result.error };
    this.saveData = result.save;
    this.states.push(result.state as BaseState);
    this.events.push(result.events);
    this.boundaries.push(result.boundary);
    return { ok: true };
  }

  /** The log as `viewer` may see it, up to position `upTo` (default: all). */
  log(viewer: Viewer, upTo = this.length): LogEntry[] {
    const out: LogEntry[] = [];
    for (let i = 0; i < Math.min(upTo, this.length); i++) {
      const { seat, action } = this.saveData.actions[i]!;
      out.push({ index: i, seat, action, events: filterEvents(this.events[i] ?? [], viewer) });
    }
    return out;
  }

  /** Every event of every action, unfiltered (the replay after the game). */
  fullLog(upTo = this.length): LogEntry[] {
    const out: LogEntry[] = [];
    for (let i = 0; i < Math.min(upTo, this.length); i++) {
      const { seat, action } = this.saveData.actions[i]!;
      out.push({ index: i, seat, action, events: [...(this.events[i] ?? [])] });
    }
    return out;
  }

  /** Undo may take back the last action when `seat` made it and it revealed nothing and rolled nothing. */
  canUndo(seat: Seat): boolean {
    const last = this.length - 1;
    if (last < 0) return false;
    return this.saveData.actions[last]!.seat === seat && !this.boundaries[last];
  }

  /** Take back the last action (it must be `seat`'s and not an undo boundary). */
  undo(seat: Seat): boolean {
    if (!this.canUndo(seat)) return false;
    this.truncate(this.length - 1);
    return true;
  }

  /** A takeback by agreement: back to just before `seat`'s last action, boundaries included. */
  canTakeback(seat: Seat): boolean {
    return this.lastActionOf(seat) >= 0;
  }

  takeback(seat: Seat): boolean {
    const at = this.lastActionOf(seat);
    if (at < 0) return false;
    this.truncate(at);
    return true;
  }

  /** The number of actions from which undo would stop: after the last boundary. */
  lastBoundary(): number {
    for (let i = this.length - 1; i >= 0; i--) if (this.boundaries[i]) return i + 1;
    return 0;
  }

  serialize(): string {
    return serializeSave(this.saveData);
  }

  private lastActionOf(seat: Seat): number {
    for (let i = this.length - 1; i >= 0; i--) if (this.saveData.actions[i]!.seat === seat) return i;
    return -1;
  }

  /** Keep the first `count` actions. Checkpoints beyond them go too. */
  private truncate(count: number): void {
    const actions = this.saveData.actions.slice(0, count);
    const next: Save = { ...this.saveData, actions };
    const checkpoints = this.saveData.checkpoints?.filter((c) => c.index < count);
    if (checkpoints && checkpoints.length > 0) next.checkpoints = checkpoints;
    else delete next.checkpoints;
    this.saveData = next;
    this.states = this.states.slice(0, count + 1);
    this.events = this.events.slice(0, count);
    this.boundaries = this.boundaries.slice(0, count);
  }
}
