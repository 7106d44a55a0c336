/**
 * Losses: blocks removed by hits (10.3 step 6, 11.8), eliminated units and leaders (4: one banner each), and the
 * leader casualty check roll (14.1). Every loss is logged; the game may end on any banner (4), so callers
 * check `s.winner` after each call (inside `simultaneously`, banners.ts, only once the whole step is done: 4-A).
 */
import type { GameEvent } from '@wargame/engine';
import { awardBanner } from './banners.ts';
import { rollDice } from './dice.ts';
import { onLeaderLost } from './scenario-rules.ts';
import { otherSide, removeLeader, removeUnit, setUnitBlocks } from './state.ts';
import type { AncientsState, DieFace } from './types.ts';

/** Where the hits came from; decides the rule cited in the log. */
export type LossCause =
  | 'ranged'
  | 'close-combat'
  | 'battle-back'
  | 'first-strike'
  | 'evade'
  | 'retreat'
  | 'rampage'
  | 'elephant-blocked'
  | 'marsh'
  | (string & {});

const RULE_OF_CAUSE: Record<string, string> = {
  ranged: '10.3',
  'close-combat': '11.8',
  'battle-back': '11.10',
  'first-strike': '11.10',
  evade: '13.1',
  retreat: '12.1',
  rampage: '12.4',
  'elephant-blocked': '12.4',
  marsh: '16',
};

export const ruleOfCause = (cause: LossCause): string => RULE_OF_CAUSE[cause] ?? '11.8';

export interface HitResult {
  /** Blocks actually removed (hits beyond the unit's blocks are wasted, 10.3). */
  lost: number;
  eliminated: boolean;
}

const NO_LOSS: HitResult = Object.freeze({ lost: 0, eliminated: false }) as HitResult;

/** Remove `hits` blocks from a unit (never below zero); eliminate it when its last block goes. */
export function applyHits(
  s: AncientsState,
  unitId: string,
  hits: number,
  events: GameEvent[],
  cause: LossCause,
): HitResult {
  const before = s.units[unitId];
  if (!before || hits <= 0) return NO_LOSS;
  const lost = Math.min(hits, before.blocks);
  const unit = setUnitBlocks(s, before, before.blocks - lost);
  events.push({
    type: 'loss',
    rule: ruleOfCause(cause),
    unit: unit.id,
    side: unit.side,
    hits,
    lost,
    blocks: unit.blocks,
    cause,
  });
  if (unit.blocks > 0) return { lost, eliminated: false };
  eliminateUnit(s, unitId, events, cause);
  return { lost, eliminated: true };
}

/** 4 The unit's last block is gone: remove it and give the other side a banner. */
export function eliminateUnit(
  s: AncientsState,
  unitId: string,
  events: GameEvent[],
  cause: LossCause = 'close-combat',
): void {
  const unit = s.units[unitId];
  if (!unit) return;
  removeUnit(s, unitId);
  events.push({
    type: 'unit-eliminated',
    rule: ruleOfCause(cause),
    unit: unit.id,
    side: unit.side,
    unitType: unit.type,
    hex: unit.hex,
    cause,
  });
  awardBanner(s, otherSide(unit.side), { reason: 'unit', what: `${unit.type} ${unit.id}` }, events);
}

/** 4, 14 A leader is killed: the other side gains a banner, then the scenario's hooks run. */
export function eliminateLeader(s: AncientsState, leaderId: string, events: GameEvent[]): void {
  const leader = s.leaders[leaderId];
  if (!leader) return;
  removeLeader(s, leaderId);
  events.push({
    type: 'leader-eliminated',
    rule: '14.1',
    leader: leader.id,
    side: leader.side,
    name: leader.name,
    hex: leader.hex,
  });
  awardBanner(s, otherSide(leader.side), { reason: 'leader', what: leader.name }, events);
  onLeaderLost(s, leader, events);
}

/**
 * 14.1 Leader casualty check: 2 dice, killed on two helmets, when his unit lost blocks and survived;
 * 1 die, killed on a helmet, when his unit was eliminated. Kills the leader (banner) on a hit; returns
 * whether he survived (a survivor whose unit is gone must then evade, which the caller arranges).
 */
export function leaderCasualtyCheck(
  s: AncientsState,
  leaderId: string,
  unitEliminated: boolean,
  events: GameEvent[],
  unitId?: string,
): boolean {
  const leader = s.leaders[leaderId];
  if (!leader) return false;
  const faces: DieFace[] = rollDice(s.rng, unitEliminated ? 1 : 2);
  const helmets = faces.filter((f) => f === 'leader').length;
  const killed = unitEliminated ? helmets >= 1 : helmets >= 2;
  events.push({
    type: 'leader-check',
    rule: '14.1',
    leader: leader.id,
    ...(unitId ? { unit: unitId } : {}),
    unitEliminated,
    faces,
    result: killed ? 'killed' : 'survived',
  });
  if (killed) eliminateLeader(s, leaderId, events);
  return !killed;
}
