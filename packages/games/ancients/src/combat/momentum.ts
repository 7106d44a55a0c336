/** Momentum (13.2, 13-B): the advance into the vacated hex and the cavalry extra hex. */
import type { GameEvent } from '@wargame/engine';
import type { HexId } from '../board.ts';
import { onUnitMoved } from '../scenario-rules.ts';
import { attachedLeader, setLeaderHex, setUnitHex } from '../state.ts';
import type { AncientsState, Unit } from '../types.ts';
import type { CombatState } from './combat-state.ts';
import { adjacentHexes, type Occupancy } from './geometry.ts';
import { leaderIdAt } from './helpers.ts';
import { joinsLoneLeader, unitMayEnterTerrain } from './paths.ts';
import { marshRoll } from './rolls.ts';

/** 13.2 The attacker (with its leader) moves into the vacated hex, or (`extra`) takes the cavalry extra hex (13-B). */
export function advanceInto(
  s: AncientsState,
  c: CombatState,
  advancing: Unit,
  to: HexId,
  extra: boolean,
  events: GameEvent[],
): boolean {
  const rule = '13.2';
  const from = advancing.hex;
  const leader = attachedLeader(s, advancing);
  const joining = joinsLoneLeader(s, advancing, to) ? leaderIdAt(s, to) : undefined;
  const unit = setUnitHex(s, advancing, to);
  if (leader) setLeaderHex(s, leader, to);
  events.push({
    type: extra ? 'extra-hex' : 'momentum-advance',
    rule,
    unit: unit.id,
    from,
    to,
    ...(leader ? { leader: leader.id } : {}),
  });
  if (joining) events.push({ type: 'leader-attached', rule, leader: joining, unit: unit.id, hex: to });
  if (!marshRoll(s, c, unit, events)) return false;
  // The marsh roll may have replaced the unit (a block lost): hand on the current copy.
  onUnitMoved(s, s.units[unit.id]!, from, events);
  return s.winner === null;
}

/** 13-B The cavalry extra hex: any adjacent hex it could move into. */
export function extraHexes(s: AncientsState, unit: Unit, occ: Occupancy): HexId[] {
  const hasLeader = attachedLeader(s, unit) !== undefined;
  const out: HexId[] = [];
  for (const h of adjacentHexes(unit.hex)) {
    if (!unitMayEnterTerrain(s, h, unit) || occ.unit.has(h)) continue;
    const l = occ.leader.get(h);
    if (l && (l.side !== unit.side || hasLeader)) continue;
    out.push(h);
  }
  return out;
}
