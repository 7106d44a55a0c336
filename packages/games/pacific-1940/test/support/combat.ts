/** Conduct Combat in tests: a position in the combat phase, started, and actions played by their seats. */
import type { Action, GameEvent } from '@wargame/engine';
import { expect } from 'vitest';
import { applyCombat, combatLegal, combatPending, startCombat } from '../../src/combat.ts';
import { fromPosition } from '../../src/position.ts';
import type { PacificState } from '../../src/state.ts';

export const P = 'pacific-1940-position/1';

/** One line of a position's `units`: pieces `ids` of one type and power in a space, with extra fields. */
export const unitsAt = (
  space: string,
  power: string,
  type: string,
  ids: string[],
  extra: Record<string, unknown> = {},
) => ({ space, power, type, ids, ...extra });

/** The position (phase 'combat'), with Conduct Combat started; its events in `events`. */
export function started(
  position: Record<string, unknown>,
  seed = 'combat',
): { state: PacificState; events: GameEvent[] } {
  const s = fromPosition({ format: P, phase: 'combat', ...position }, seed);
  return startCombat(s);
}

/** The state after `seat` plays each action (each must be accepted); all events in `log`. */
export function play(
  state: PacificState,
  ...moves: [string, Action][]
): { state: PacificState; log: GameEvent[] } {
  let s = state;
  const log: GameEvent[] = [];
  for (const [seat, action] of moves) {
    const r = applyCombat(s, action, seat);
    if ('error' in r) throw new Error(`${seat} ${JSON.stringify(action)}: ${r.error.message}`);
    s = r.state;
    log.push(...r.events);
  }
  return { state: s, log };
}

/** The message refusing `action` by `seat`, which must cite `rule` and leave the state as it was. */
export function refusal(state: PacificState, seat: string, action: Action, rule: string): string {
  const before = JSON.stringify(state);
  const r = applyCombat(state, action, seat);
  if (!('error' in r)) throw new Error(`${JSON.stringify(action)} was accepted`);
  expect(r.error.code).toBe('illegal');
  expect(r.error.rule).toBe(rule);
  expect(JSON.stringify(state)).toBe(before);
  return r.error.message;
}

/** Who decides now, and what. */
export const pending = (state: PacificState): string[] =>
  combatPending(state).map((d) => `${d.seat}:${d.kind}`);

export const legal = combatLegal;
