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

/** A position of the game as the viewer saw it, for the playback of other seats' moves. */
export interface StepView {
  view: Json;
  version: number;
}

/** A game started again (same scenario and seats, new seed): where it is, and its invites if online. */
export interface Rematch {
  /** The hash route of its table ('/local/…' or '/g/…'). */
  route: string;
  /** Online: one-time invites for the seats this device does not play. */
  invites?: { seat: Seat; url: string }[];
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
  /**
   * The position this table's viewer saw after the first `count` log entries (its view and version), for
   * playing other seats' moves back one at a time; null when the controller does not know it (the table
   * then steps the log over the latest view). Local: computed from the session; online: each live update.
   */
  stepAt?(count: number): StepView | null;
  /**
   * A new game of the same scenario and seats with a new seed. Local: created on this device; online:
   * created on the server through the usual API, with the invites to send. The table opens `route`.
   */
  rematch?(): Promise<Rematch | null>;
  /** The save file's text, when this device may have it (local games; online games once over). */
  saveText?(): Promise<string | null>;
  dismissNotice(): void;
  /** A local game the computer plays against itself (the demo): its moves can be paused and resumed. */
  autoplay?: { paused: boolean; pause(): void; resume(): void };
  /** Online: the game's chat (spectators read it; seats write), kept current by the live socket. */
  chat?: TableChat;
}

/** One line of the chat: shown as text, never as HTML. */
export interface ChatLine {
  id: number;
  /** ISO time. */
  at: string;
  seat: Seat;
  text: string;
}

export interface TableChat {
  /** Oldest first. */
  lines: ChatLine[];
  /** The viewer holds a seat: it may write (a spectator only reads). */
  canPost: boolean;
  /** Send a line; resolves to null once it is sent, else the reason it was refused. */
  post(text: string): Promise<string | null>;
  /**
   * Where the viewer's seat's "your turn" mails go, when the server sends mail and the viewer holds a
   * seat: the address (null: none) and a way to change it (resolves to null, else why it was refused).
   */
  email?: { address: string | null; set(address: string | null): Promise<string | null> };
}
