/**
 * The engine contract: what every game module provides, and the plain-data shapes that cross it.
 *
 * A game is a plain object of pure functions over JSON-compatible data. Nothing here knows about
 * sockets, storage or pixels; the server, the web client, the CLI and the AI are written once against
 * this file.
 */
import type { ZodType } from 'zod';
import type { RngAlgorithm, RngState } from './rng.ts';

/** Any JSON value. States, views, actions and events are all made of these. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A seat is one decision-maker in the rules (a side, or one power of a side). */
export type Seat = string;
/** Whoever looks at the game: a seat, or a spectator who knows only public information. */
export type Viewer = Seat | 'spectator';

/**
 * An action: a small JSON object, fully specified, e.g. `{ type: 'move', unit: 'r3', to: 'E5' }`.
 *
 * A listed (legal) action may offer a part of one of its array parameters: `subset: 'pieces'` means
 * that the same action with `pieces` any non-empty part of the listed array (no element more often than
 * listed), and without `subset`, is legal too ("move 2 of these 3 infantry"). It keeps legal lists to one
 * entry per choice of destination instead of one per combination.
 */
export interface Action {
  type: string;
  /** On a listed action only: the array parameter of which any non-empty part may be sent. */
  subset?: string;
  [param: string]: Json | undefined;
}

/** Who must decide now, and what kind of decision it is. */
export interface Decision {
  seat: Seat;
  /** Machine-readable kind, e.g. 'play-card', 'order', 'retreat', 'first-strike-window'. */
  kind: string;
  /** A short human description, e.g. "Choose a unit to order: 2 remaining". */
  prompt: string;
  /** True when the seat may also decline (a reaction window in which passing is an option). */
  optional?: boolean;
}

/**
 * A structured log entry. `rule` cites the rulebook section (e.g. '10.3'). `visibleTo` limits who may see
 * it: absent means everyone; otherwise only the listed seats (e.g. "you drew Line Command").
 */
export interface GameEvent {
  type: string;
  rule?: string;
  seat?: Seat;
  visibleTo?: Seat[];
  /**
   * Every piece the event names, as it was at that moment: an event is told from itself alone, in any
   * client, at any time (after a reload, in a replay, long after the piece moved on or fell).
   */
  pieces?: Record<string, PieceRef>;
  [field: string]: Json | undefined;
}

/** A piece as an event saw it. */
export type PieceRef = {
  /** The game's piece kind, e.g. 'LI' or 'leader'. */
  kind: string;
  /** Its name in the game's data (English): "Light Infantry", "Hannibal". */
  name: string;
  side?: Seat;
  /** Where it stood (a hex, an area); absent when it was off the board. */
  at?: string;
};

/** A rules error: the action was refused and the state is unchanged. */
export interface RuleError {
  code: 'not-your-turn' | 'illegal' | 'malformed' | 'game-over' | 'unknown-seat' | (string & {});
  message: string;
  /** Rulebook section the refusal rests on, when there is one. */
  rule?: string;
}

export type ApplyResult<S> =
  | {
      state: S;
      events: GameEvent[];
      /**
       * True when this action consumed randomness or revealed hidden information: an undo boundary.
       * (The engine also sets it whenever the generator's state changed, so a game cannot forget.)
       */
      boundary: boolean;
    }
  | { error: RuleError };

export interface Outcome {
  /** Winning seats; empty for a draw. */
  winners: Seat[];
  reason: string;
  score?: Record<Seat, number>;
}

export interface ScenarioInfo {
  id: string;
  name: string;
  /** Seats in play in this scenario. */
  seats: Seat[];
  /** A human description of length, e.g. "5 banners". */
  length: string;
  description: string;
  /** Free grouping, e.g. 'base' or 'expansion-1'. */
  group?: string;
}

/** Every state carries at least these fields; the rest is the game's own plain data. */
export interface BaseState {
  game: string;
  scenario: string;
  rng: RngState;
}

/**
 * A game module. Every function but `applyInPlace` is pure: it never mutates its inputs, and the same inputs give the same
 * outputs byte for byte. Randomness comes only from `state.rng`.
 */
export interface GameModule<S extends BaseState = BaseState, V = Json> {
  id: string;
  title: string;
  /** Every seat this game can ever have, in turn-order-independent display order. */
  seats: Seat[];
  /** The side (team) a seat belongs to; several seats may share a side (Pacific 1940). */
  sideOf(seat: Seat): string;
  scenarios(): ScenarioInfo[];

  /** The opening state, its generator `createRng(seed, …, generator)` (DEFAULT_RNG when omitted). */
  setup(scenarioId: string, options: Record<string, Json>, seed: string, generator?: RngAlgorithm): S;
  /** Build a state from the game's documented position format (mid-game situations, rule tests). */
  fromPosition(position: Json, seed: string, generator?: RngAlgorithm): S;
  /**
   * What of hidden or random content this position fixes (e.g. ['hands', 'deck', 'forced']); [] when
   * nothing does: the rest is dealt and rolled by the generator. A position that fixes anything is
   * scripted (its author knows what the others may not), which a server refuses unless allowed.
   */
  scriptedParts(position: Json): string[];
  /**
   * The options this scenario really has, as a strict schema (unknown keys and wrong types refused).
   * Throws for an unknown scenario.
   */
  optionsSchema(scenarioId: string): ZodType<Record<string, Json>>;
  /** The inverse of fromPosition: describe this state as a position (edit mode, test fixtures). */
  toPosition(state: S): Json;

  pending(state: S): Decision[];
  legal(state: S, seat: Seat): Action[];
  apply(state: S, action: Action, seat: Seat): ApplyResult<S>;
  /**
   * Optional, for the AI's search only: `apply` without the copy, changing `state` itself (which the
   * caller owns and shares with nothing). The resulting state equals what `apply` returns (canonical
   * JSON; key order may differ). After an
   * error the state is unspecified and must be dropped. The only function allowed to mutate its input.
   */
  applyInPlace?(state: S, action: Action, seat: Seat): { error: RuleError } | null;
  /** May share data with `state`: a view is read-only, as states are. */
  view(state: S, viewer: Viewer): V;
  outcome(state: S): Outcome | null;

  /** A full state consistent with `view` as seen by `seat`, with the unknown parts drawn from `rng`. */
  determinize(view: V, seat: Seat, rng: RngState): S;
  /** A heuristic value of the state for `seat`, in [-1, 1] (1 = won). */
  evaluate(state: S, seat: Seat): number;

  /** A schema that accepts every well-formed action of this game (used to reject malformed input). */
  actionSchema: ZodType<Action>;
  /** Cheap summary for status lines: turn, phase, whose move. */
  describe(state: S): { turn: number; phase: string; summary: string };
}

export function isError<S>(result: ApplyResult<S>): result is { error: RuleError } {
  return 'error' in result;
}
