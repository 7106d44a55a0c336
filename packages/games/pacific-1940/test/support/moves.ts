/** Building positions and playing moves in the movement tests (13, 15, 8.1, 9). */
import { expect } from 'vitest';
import type { applyCombatMove } from '../../src/combat-move.ts';
import { fromPosition, POSITION_FORMAT } from '../../src/position.ts';
import type { PacificState } from '../../src/state.ts';

/** Japan at war with every Ally (the default of most movement tests). */
export const WAR = { atWar: { usa: true, uk: true, anzac: true, dutch: true } };

/** A position builder: `units` and anything else over Japan's combat move and `defaults`. */
export const positionsOf =
  (seed: string, defaults: Record<string, unknown> = {}) =>
  (units: Record<string, unknown>[], extra: Record<string, unknown> = {}): PacificState =>
    fromPosition(
      {
        format: POSITION_FORMAT,
        phase: 'combat-move',
        power: 'japan',
        ...defaults,
        units,
        ...extra,
      } as never,
      seed,
    );

type Apply = typeof applyCombatMove;
export type Event = { type: string; [k: string]: unknown };

/** The state after `actions`, each of which must be accepted, with their events. */
export function playAll(
  apply: Apply,
  state: PacificState,
  ...actions: Record<string, unknown>[]
): { state: PacificState; events: Event[] } {
  let s = state;
  const events: Event[] = [];
  for (const a of actions) {
    const r = apply(s, a as never);
    if ('error' in r) throw new Error(r.error.message);
    s = r.state;
    events.push(...(r.events as Event[]));
  }
  return { state: s, events };
}

/** The message refusing `action`, which must cite `rule`. */
export function refusedBy(
  apply: Apply,
  state: PacificState,
  action: Record<string, unknown>,
  rule: string,
): string {
  const r = apply(state, action as never);
  if (!('error' in r)) throw new Error(`${JSON.stringify(action)} was accepted`);
  expect(r.error.rule).toBe(rule);
  return r.error.message;
}

export const move = (pieces: string[], path: string[]) => ({ type: 'move', pieces, path });
export const load = (pieces: string[], transport: string) => ({ type: 'load', pieces, transport });
export const unload = (pieces: string[], to: string) => ({ type: 'unload', pieces, to });
