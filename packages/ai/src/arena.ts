/**
 * Seeded matches between two agents. Each seat's decisions go through `game.view(state, seat)` and the
 * seat's legal actions only; the true state stays here. Sides alternate between games.
 * A long game can be measured from mid-game instead (`opening`): a third agent plays every side until
 * the game reaches a given turn, and games 2k and 2k+1 share that opening (and the game's seed), so each
 * mid-game position is played once with each agent on each side, on the same luck.
 */
import {
  type Action,
  applyChecked,
  type BaseState,
  createFastRng,
  type GameModule,
  type RngState,
  type Seat,
  seatsToAct,
} from '@wargame/engine';
import type { Agent } from './types.ts';

export type Slot = 'a' | 'b';

export interface MatchOptions {
  scenario: string;
  /** The game's seed; the agents' generators are derived from it too. */
  seed: string;
  /** Which agent plays each side (sides as given by `game.sideOf`). */
  sides: Record<string, Slot>;
  agents: Record<Slot, Agent>;
  /** A game with no outcome after this many actions is a draw. */
  maxActions: number;
  options?: Record<string, import('@wargame/engine').Json>;
  /** Called after each decision with its duration (for timing statistics). */
  onDecision?: (slot: Slot, ms: number, choices: number) => void;
  /** Called with each action played (to keep the game as a save). */
  onAction?: (seat: Seat, action: Action) => void;
  /** Before the agents take over: `agent` plays every seat while the game's turn is below `untilTurn`. */
  opening?: Opening;
}

/** How a game reaches the middle before the measured agents play it (`game.describe(state).turn`). */
export interface Opening {
  agent: Agent;
  untilTurn: number;
}

export interface MatchResult {
  /** The slot that won, or null for a draw (including a game stopped at maxActions). */
  winner: Slot | null;
  /** The winning side, if any. */
  winningSide: string | null;
  actions: number;
  reason: string;
}

/** The sides of a scenario, in the order their first seat appears. */
export function sidesOf<S extends BaseState, V>(game: GameModule<S, V>, scenario: string): string[] {
  const info = game.scenarios().find((s) => s.id === scenario);
  const seats = info?.seats ?? game.seats;
  return [...new Set(seats.map((seat) => game.sideOf(seat)))];
}

export function playMatch<S extends BaseState, V>(
  game: GameModule<S, V>,
  options: MatchOptions,
): MatchResult {
  let state = game.setup(options.scenario, options.options ?? {}, options.seed);
  const rngs = new Map<string, RngState>();
  const rngOf = (seat: Seat, stage: 'arena' | 'opening' = 'arena'): RngState => {
    const key = `${stage}/${options.seed}/${seat}`;
    let rng = rngs.get(key);
    if (!rng) {
      rng = createFastRng(key);
      rngs.set(key, rng);
    }
    return rng;
  };
  const { opening } = options;
  let actions = 0;
  for (;;) {
    const outcome = game.outcome(state);
    if (outcome) {
      const sides = [...new Set(outcome.winners.map((seat) => game.sideOf(seat)))];
      const side = sides.length === 1 ? sides[0]! : null;
      return {
        winner: side === null ? null : (options.sides[side] ?? null),
        winningSide: side,
        actions,
        reason: outcome.reason,
      };
    }
    if (actions >= options.maxActions) {
      return { winner: null, winningSide: null, actions, reason: `no outcome after ${actions} actions` };
    }
    let seat: Seat | undefined;
    let legal: Action[] = [];
    for (const candidate of seatsToAct(game, state)) {
      legal = game.legal(state, candidate);
      if (legal.length > 0) {
        seat = candidate;
        break;
      }
    }
    if (seat === undefined) throw new Error(`${game.id}: nobody can act but the game is not over`);
    if (opening && game.describe(state).turn < opening.untilTurn) {
      const action = opening.agent.decide(game, game.view(state, seat), seat, legal, rngOf(seat, 'opening'));
      const result = applyChecked(game, state, action, seat, { requireListed: true });
      if ('error' in result)
        throw new Error(
          `opening ${opening.agent.id} chose ${JSON.stringify(action)}: ${result.error.message}`,
        );
      options.onAction?.(seat, action);
      state = result.state;
      actions++;
      continue;
    }
    const slot = options.sides[game.sideOf(seat)];
    if (!slot) throw new Error(`no agent plays side '${game.sideOf(seat)}'`);
    const view = game.view(state, seat);
    const started = performance.now();
    const action = options.agents[slot].decide(game, view, seat, legal, rngOf(seat));
    options.onDecision?.(slot, performance.now() - started, legal.length);
    const result = applyChecked(game, state, action, seat, { requireListed: true });
    if ('error' in result) {
      throw new Error(`${options.agents[slot].id} chose ${JSON.stringify(action)}: ${result.error.message}`);
    }
    options.onAction?.(seat, action);
    state = result.state;
    actions++;
  }
}

/** Wilson score interval for a proportion (z = 1.96: 95%). */
export function wilson(successes: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = successes / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export interface ArenaOptions {
  scenario: string;
  seed: string;
  games: number;
  maxActions: number;
  agents: Record<Slot, Agent>;
  options?: Record<string, import('@wargame/engine').Json>;
  /** Called after each game (progress). */
  onGame?: (
    index: number,
    result: MatchResult,
    sides: Record<string, Slot>,
    meanDecisionMs: Record<Slot, number>,
  ) => void;
}

export interface SideStats {
  games: number;
  /** Games won by this side, whoever played it. */
  wins: number;
  /** Games each agent played on this side, and won there. */
  a: { games: number; wins: number };
  b: { games: number; wins: number };
}

export interface ArenaReport {
  games: number;
  wins: { a: number; b: number; draw: number };
  /** A's score: wins plus half the draws, over the games. */
  winRateA: number;
  ci95A: [number, number];
  bySide: Record<string, SideStats>;
  meanDecisionMs: { a: number; b: number };
  /** The longest single decision of each agent over all the games. */
  worstDecisionMs: { a: number; b: number };
  decisions: { a: number; b: number };
  meanActions: number;
}

/** One game of an arena: who sat where, the result, and each agent's decision time. */
export interface ArenaGameRecord {
  index: number;
  sides: Record<string, Slot>;
  result: MatchResult;
  timeMs: { a: number; b: number };
  /** Each agent's longest decision in this game. */
  worstMs: { a: number; b: number };
  decisions: { a: number; b: number };
  /** Every action with its seat, when the arena keeps the games (the save's action log). */
  actions?: { seat: Seat; action: Action }[];
}

/** Game g's seating: A takes the first side in even games, the second in odd ones (with two sides). */
export function seatingOf(sides: readonly string[], g: number): Record<string, Slot> {
  const aSide = sides[g % sides.length]!;
  const assignment: Record<string, Slot> = {};
  for (const side of sides) assignment[side] = side === aSide ? 'a' : 'b';
  if (sides.length === 2 && g % 2 === 1) {
    assignment[sides[0]!] = 'b';
    assignment[sides[1]!] = 'a';
  }
  return assignment;
}

type ArenaGameOptions = Pick<ArenaOptions, 'scenario' | 'seed' | 'maxActions' | 'agents' | 'options'> & {
  /** Keep every action in the record (to write the game as a save). */
  keepActions?: boolean;
  /** Start the measured play in mid-game (see `Opening`). */
  opening?: Opening;
};

/** The game seed of game g: `${seed}/${g}`, or with an opening `${seed}/opening-${k}` for games 2k and 2k+1. */
export function arenaGameSeed(seed: string, g: number, opening: boolean): string {
  return opening ? `${seed}/opening-${Math.floor(g / 2)}` : `${seed}/${g}`;
}

/** Play game number `g` of an arena (seed `arenaGameSeed`); any game can be played alone, in any process. */
export function playArenaGame<S extends BaseState, V>(
  game: GameModule<S, V>,
  options: ArenaGameOptions,
  g: number,
): ArenaGameRecord {
  const sides = sidesOf(game, options.scenario);
  if (sides.length < 2) throw new Error(`${game.id} ${options.scenario}: an arena needs at least two sides`);
  const assignment = seatingOf(sides, g);
  const timeMs = { a: 0, b: 0 };
  const worstMs = { a: 0, b: 0 };
  const decisions = { a: 0, b: 0 };
  const kept: { seat: Seat; action: Action }[] | undefined = options.keepActions ? [] : undefined;
  const result = playMatch(game, {
    scenario: options.scenario,
    seed: arenaGameSeed(options.seed, g, options.opening !== undefined),
    sides: assignment,
    agents: options.agents,
    maxActions: options.maxActions,
    ...(options.options ? { options: options.options } : {}),
    ...(options.opening ? { opening: options.opening } : {}),
    onDecision: (slot, ms) => {
      timeMs[slot] += ms;
      worstMs[slot] = Math.max(worstMs[slot], ms);
      decisions[slot]++;
    },
    ...(kept ? { onAction: (seat: Seat, action: Action) => kept.push({ seat, action }) } : {}),
  });
  const record: ArenaGameRecord = { index: g, sides: assignment, result, timeMs, worstMs, decisions };
  if (kept) record.actions = kept;
  return record;
}

/** The report over a set of played games (in any order: the figures do not depend on it). */
export function summarizeArena(sides: readonly string[], records: readonly ArenaGameRecord[]): ArenaReport {
  const wins = { a: 0, b: 0, draw: 0 };
  const time = { a: 0, b: 0 };
  const worst = { a: 0, b: 0 };
  const decisions = { a: 0, b: 0 };
  const bySide: Record<string, SideStats> = {};
  for (const side of sides) {
    bySide[side] = { games: 0, wins: 0, a: { games: 0, wins: 0 }, b: { games: 0, wins: 0 } };
  }
  let totalActions = 0;
  for (const record of records) {
    const { result } = record;
    totalActions += result.actions;
    if (result.winner === null) wins.draw++;
    else wins[result.winner]++;
    for (const slot of ['a', 'b'] as const) {
      time[slot] += record.timeMs[slot];
      worst[slot] = Math.max(worst[slot], record.worstMs?.[slot] ?? 0);
      decisions[slot] += record.decisions[slot];
    }
    for (const side of sides) {
      const stats = bySide[side]!;
      const slot = record.sides[side]!;
      stats.games++;
      stats[slot].games++;
      if (result.winningSide === side) {
        stats.wins++;
        stats[slot].wins++;
      }
    }
  }
  const games = records.length;
  const score = wins.a + wins.draw / 2;
  return {
    games,
    wins,
    winRateA: games > 0 ? score / games : 0,
    ci95A: wilson(score, games),
    bySide,
    meanDecisionMs: {
      a: decisions.a > 0 ? time.a / decisions.a : 0,
      b: decisions.b > 0 ? time.b / decisions.b : 0,
    },
    worstDecisionMs: worst,
    decisions,
    meanActions: games > 0 ? totalActions / games : 0,
  };
}

/** Play `games` matches in this process, one after the other; see `playArenaGame` for game g. */
export function runArena<S extends BaseState, V>(game: GameModule<S, V>, options: ArenaOptions): ArenaReport {
  const sides = sidesOf(game, options.scenario);
  const records: ArenaGameRecord[] = [];
  for (let g = 0; g < options.games; g++) {
    const record = playArenaGame(game, options, g);
    records.push(record);
    if (options.onGame) {
      const soFar = summarizeArena(sides, records);
      options.onGame(g, record.result, record.sides, soFar.meanDecisionMs);
    }
  }
  return summarizeArena(sides, records);
}
