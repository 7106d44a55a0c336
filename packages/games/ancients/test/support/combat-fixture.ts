/**
 * Combat test support: small positions built through `fromPosition`, scripted dice, and a driver for the
 * combat API that fails loudly on any refused action.
 */
import type { Action, Decision, GameEvent } from '@wargame/engine';
import { expect } from 'vitest';
import type { Side } from '../../src/board.ts';
import {
  applyCombatAction,
  beginCloseCombat,
  beginRangedCombat,
  combatLegal,
  combatPending,
} from '../../src/combat/index.ts';
import { fromPosition } from '../../src/position.ts';
import type {
  AncientsState,
  DieFace,
  Elite,
  LeaderTrait,
  PieceTurn,
  TerrainType,
  UnitType,
} from '../../src/types.ts';

export interface UnitSpec {
  id: string;
  side: Side;
  type: UnitType;
  hex: string;
  blocks?: number;
  elite?: Elite;
}

export interface LeaderSpec {
  id: string;
  side: Side;
  hex: string;
  name?: string;
  traits?: LeaderTrait[];
}

export interface TerrainSpec {
  hex: string;
  type: TerrainType;
  fordable?: boolean;
  noDiceCap?: boolean;
  protects?: ('E' | 'NE' | 'NW' | 'W' | 'SW' | 'SE')[];
}

export interface Setup {
  units: UnitSpec[];
  leaders?: LeaderSpec[];
  terrain?: TerrainSpec[];
  /** Scripted die faces, in the order the rules roll them (checked by rollDie: light, medium, heavy, leader, flag, swords). */
  dice?: readonly (DieFace | (string & {}))[];
  /** The active side (default bottom). */
  side?: Side;
  /** The card played this turn (default order-four-center, which has no combat effects). */
  card?: string;
  ordered?: string[];
  pieces?: Record<string, Partial<PieceTurn>>;
  hands?: { top?: string[]; bottom?: string[] };
  banners?: { top?: number; bottom?: number };
  bannersToWin?: number;
  armies?: { top?: string; bottom?: string };
  specialRules?: { rule: string; [k: string]: unknown }[];
  options?: Record<string, boolean>;
}

/** A state in the battle phase with the given pieces, terrain and scripted dice. */
export function setup(spec: Setup): AncientsState {
  const side = spec.side ?? 'bottom';
  const pieces: Record<string, PieceTurn> = {};
  for (const [id, pt] of Object.entries(spec.pieces ?? {})) {
    pieces[id] = { moved: 0, hasMoved: pt.moved !== undefined && pt.moved > 0, battled: false, ...pt };
  }
  const position = {
    format: 'ancients-position/1',
    armies: {
      top: { name: spec.armies?.top ?? 'Carthaginian', command: 5, bannersToWin: spec.bannersToWin ?? 6 },
      bottom: { name: spec.armies?.bottom ?? 'Roman', command: 5, bannersToWin: spec.bannersToWin ?? 6 },
    },
    units: spec.units,
    leaders: (spec.leaders ?? []).map((l) => ({ name: l.id, ...l })),
    terrain: spec.terrain ?? [],
    hands: { top: spec.hands?.top ?? [], bottom: spec.hands?.bottom ?? [] },
    // The one First Strike card is face up in the discards unless a test deals it, so that no reaction
    // window opens merely because the attacker cannot see where it is (11.1).
    discard: [...(spec.hands?.top ?? []), ...(spec.hands?.bottom ?? [])].some((c) =>
      c.startsWith('first-strike'),
    )
      ? []
      : ['first-strike'],
    banners: { top: spec.banners?.top ?? 0, bottom: spec.banners?.bottom ?? 0 },
    specialRules: spec.specialRules ?? [],
    options: spec.options ?? {},
    turn: {
      side,
      phase: 'battle',
      card: spec.card ?? 'order-four-center',
      ordered: spec.ordered ?? [],
      pieces,
    },
    forced: (spec.dice ?? []).map((value) => ({ kind: 'die', value })),
  };
  return fromPosition(position as never, 'combat-test');
}

/** The one open decision (fails if there is none). */
export function decision(s: AncientsState): Decision {
  const pending = combatPending(s);
  expect(pending, 'a combat decision should be open').toHaveLength(1);
  return pending[0]!;
}

/** The legal actions of the seat that must decide now. */
export function options(s: AncientsState): Action[] {
  return combatLegal(s, decision(s).seat as Side);
}

/** Apply an action as the deciding seat (or `seat`); throws on a rules error. Returns the events. */
export function act(s: AncientsState, action: Action, seat?: Side): GameEvent[] {
  const who = seat ?? (decision(s).seat as Side);
  const events: GameEvent[] = [];
  const err = applyCombatAction(s, action, who, events);
  if (err) throw new Error(`${err.code}: ${err.message}`);
  return events;
}

/** Every scripted die was rolled, and no more were needed. */
export function expectAllDiceUsed(s: AncientsState): void {
  expect(s.rng.forced ?? [], 'scripted dice left over').toEqual([]);
}

/** The combat is over and the turn is back in the battle phase. */
export function expectCombatOver(s: AncientsState, attacker: string): void {
  expect(s.combat).toBeNull();
  expect(s.phase).toBe('battle');
  expect(s.turn.pieces[attacker]?.battled).toBe(true);
}

export const ofType = (events: GameEvent[], type: string): GameEvent[] =>
  events.filter((e) => e.type === type);
export const blocks = (s: AncientsState, id: string): number => s.units[id]?.blocks ?? 0;
export const hexOf = (s: AncientsState, id: string): string | undefined =>
  s.units[id]?.hex ?? s.leaders[id]?.hex;

/** 11 Start a close combat of `attacker` against `target`; returns its events. */
export function close(s: AncientsState, attacker: string, target: string): GameEvent[] {
  const events: GameEvent[] = [];
  beginCloseCombat(s, attacker, target, events);
  return events;
}

/** 10 Start a ranged combat of `attacker` against `target`; returns its events. */
export function fire(s: AncientsState, attacker: string, target: string): GameEvent[] {
  const events: GameEvent[] = [];
  beginRangedCombat(s, attacker, target, events);
  return events;
}

export const diceOf = (events: GameEvent[]): GameEvent[] => ofType(events, 'dice');
