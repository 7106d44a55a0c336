/**
 * What the table shows and can do, whatever runs the game: the engine in this browser (hot-seat), or the
 * server (online). The table only ever receives views; a local game computes them here, the server sends them.
 */
import type { Action, Decision, GameEvent, Json, Outcome, Seat, Viewer } from '@wargame/engine';

/** One action of the game and the events it produced, as the viewer may see them. */
export interface LogEntry {
  /** 0-based action index; -1 for events that belong to no action (e.g. set-up). */
  index: number;
  seat?: Seat;
  action?: Action;
  events: GameEvent[];
}

/** A public event of the table outside the game's rules (online), shown after the first `at` log entries. */
export interface TableNotice {
  at: number;
  /** seat-claimed: a seat taken by its player; invite-reissued: a seat's invite replaced; reseeded: new dice after a takeback. */
  type: 'seat-claimed' | 'invite-reissued' | 'reseeded';
  seat?: Seat;
  /** reseeded: the SHA-256 of the fresh secret. */
  commitment?: string;
}

/** Who plays a seat, from this device's point of view. */
export type Controller = 'me' | 'hotseat' | 'remote' | 'ai';

export interface SeatInfo {
  seat: Seat;
  controller: Controller;
  /** Online: the one-time invite link of a seat this device created, while nobody has taken the seat. */
  inviteUrl?: string;
}

export interface TableSnapshot {
  mode: 'local' | 'online';
  /** The game module id ('ancients'). */
  game: string;
  scenario: string;
  /** Whose eyes the view is through. */
  viewer: Viewer;
  view: Json;
  version: number;
  pending: Decision[];
  /** The viewer's legal actions now (empty if it is not the viewer's decision). */
  legal: Action[];
  log: LogEntry[];
  outcome: Outcome | null;
  seats: SeatInfo[];
  canUndo: boolean;
  canTakeback: boolean;
  /** Online: a takeback asked by the opponent that this viewer may accept. */
  takebackOffer?: { seat: Seat } | null;
  takebackPending?: boolean;
  /** Hot-seat: the seat that must take the device before the table is shown. */
  passTo?: Seat | null;
  connected?: boolean;
  commitment?: string | null;
  /** Online: one player holds every seat. */
  hotseat?: boolean;
  /** Set up from a position that fixes cards or dice. */
  scripted?: boolean;
  notices?: TableNotice[];
}

/** Every position of the game, for the replay slider. */
export interface ReplayData {
  /** Number of actions; positions are 0..length. */
  length: number;
  /** Everything revealed (the game is over, or it is a local game whose state is known). */
  revealed: boolean;
  viewAt(index: number): Json;
  /** The log up to position `index` (its first `index` actions). */
  logAt(index: number): LogEntry[];
}

export interface TableController {
  snapshot: TableSnapshot | null;
  error: string | null;
  /** A transient message (a refusal, a stale version). */
  notice: string | null;
  act(action: Action): void;
  undo(): void;
  takeback(): void;
  acceptTakeback?(accept: boolean): void;
  /** Hot-seat: the seat at the device confirms that it is the one looking. */
  confirmPass?(): void;
  loadReplay(): Promise<ReplayData | null>;
  /** The save file's text, when this device may have it (local games; online games once over). */
  saveText?(): Promise<string | null>;
  dismissNotice(): void;
}
