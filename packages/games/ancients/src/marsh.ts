/**
 * 16-F The marsh die: a piece entering a marsh hex rolls 1 die. A unit loses a block on its own symbol; a lone
 * leader is killed by a helmet (RULINGS 16-F). Shared by movement (marsh-entry.ts) and combat (retreat, evade,
 * momentum, a leader's evade).
 */
import type { GameEvent } from '@wargame/engine';
import { rollDice } from './dice.ts';
import { eliminateLeader } from './losses.ts';
import type { AncientsState, DieFace, Leader } from './types.ts';

export const isMarsh = (s: AncientsState, hex: string): boolean => s.terrain[hex]?.type === 'marsh';

/** Roll the marsh die for `who` (a unit, or a leader as the target) and log it; true when `hitOn` shows. */
export function marshDie(
  s: AncientsState,
  who: { unit: string } | { target: string },
  hitOn: DieFace,
  events: GameEvent[],
): boolean {
  const faces = rollDice(s.rng, 1);
  const hit = faces[0] === hitOn;
  events.push({
    type: 'dice',
    rule: '16',
    purpose: 'marsh',
    ...who,
    dice: 1,
    count: [{ term: 'marsh', dice: 1 }],
    hitOn: [hitOn],
    flagsCount: false,
    faces,
    hits: hit ? 1 : 0,
    flags: 0,
  });
  return hit;
}

/** 16-F A lone leader in a marsh hex he has just entered: a helmet kills him (banner). False when he is killed. */
export function loneLeaderMarshRoll(s: AncientsState, leader: Leader, events: GameEvent[]): boolean {
  if (!isMarsh(s, leader.hex)) return true;
  if (!marshDie(s, { target: leader.id }, 'leader', events)) return true;
  eliminateLeader(s, leader.id, events);
  return false;
}
