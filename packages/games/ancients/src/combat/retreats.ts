/** Flags and what they cost (12): ignoring flags (12.2), retreating hex by hex (12.1, 12-C), the rampage (12-E). */
import type { GameEvent } from '@wargame/engine';
import { simultaneously } from '../banners.ts';
import type { HexId } from '../board.ts';
import { applyHits } from '../losses.ts';
import { attachedLeader, setLeaderHex, setUnitHex } from '../state.ts';
import type { AncientsState, Unit } from '../types.ts';
import type { CombatState, CombatTask, FlagsTask } from './combat-state.ts';
import { adjacentHexes, hexesTowardHome, homeSideOf, type Occupancy, occupancy } from './geometry.ts';
import { leaderIdAt, logRoll } from './helpers.ts';
import { joinsLoneLeader } from './paths.ts';
import { marshRoll } from './rolls.ts';
import { flagIgnoreSources, rampageSpec, rollAndScore } from './rules.ts';

export function flagSources(s: AncientsState, c: CombatState, unit: Unit, task: FlagsTask): string[] {
  return flagIgnoreSources(s, unit, {
    close: task.close,
    byType: task.byType,
    fullStrength: c.fullStrength.includes(unit.id),
    fortified: task.fortified,
  });
}

export function maxIgnorable(s: AncientsState, c: CombatState, unit: Unit, task: FlagsTask): number {
  return Math.min(task.flags, flagSources(s, c, unit, task).length);
}

/** 12.2 The owner ignores `ignored` flags; the rest become a retreat (an elephant rampages first, 12-E). */
export function resolveFlags(
  s: AncientsState,
  c: CombatState,
  task: FlagsTask,
  ignored: number,
  events: GameEvent[],
): void {
  c.tasks.shift();
  const unit = s.units[task.unit]!;
  const taken = task.flags - ignored;
  events.push({
    type: 'flags',
    rule: ignored > 0 ? '12.2' : '12.1',
    unit: unit.id,
    flags: task.flags,
    ignored,
    retreat: taken * task.perFlag,
  });
  if (taken === 0) return;
  const hexes = taken * task.perFlag;
  c.tasks.unshift(
    unit.type === 'EL'
      ? { do: 'rampage', unit: unit.id, hexes }
      : { do: 'retreat', unit: unit.id, remaining: hexes, total: hexes },
  );
}

/** 12-E Before retreating, the elephant rolls 2 dice against each adjacent unit, friend or foe: only symbols hit. */
export function rampage(
  s: AncientsState,
  c: CombatState,
  elephantId: string,
  hexes: number,
  events: GameEvent[],
): void {
  const elephant = s.units[elephantId];
  if (!elephant) return;
  events.push({ type: 'rampage', rule: '12.4', unit: elephantId, hex: elephant.hex });
  const occ = occupancy(s);
  const checks: CombatTask[] = [];
  // 4-A The dice against every neighbour are one moment: the game is decided after the last of them.
  simultaneously(s, events, () => {
    for (const h of adjacentHexes(elephant.hex)) {
      const victim = occ.unit.get(h);
      if (!victim || !s.units[victim.id]) continue;
      const spec = rampageSpec(victim);
      const r = rollAndScore(s.rng, 2, spec);
      logRoll(events, '12.4', 'rampage', elephant, victim.id, [{ term: 'rampage', dice: 2 }], spec, r);
      const leader = attachedLeader(s, victim);
      const res = applyHits(s, victim.id, r.hits, events, 'rampage');
      if (leader && res.lost > 0)
        checks.push({ do: 'leader-check', leader: leader.id, unitEliminated: res.eliminated });
    }
  });
  if (s.winner !== null) return;
  c.tasks.unshift(...checks, { do: 'retreat', unit: elephantId, remaining: hexes, total: hexes });
}

/** 12.1 One hex of retreat; the attached leader goes along; a lone friendly leader joined ends the retreat. */
export function retreatStep(
  s: AncientsState,
  c: CombatState,
  task: Extract<CombatTask, { do: 'retreat' }>,
  to: HexId,
  events: GameEvent[],
): void {
  const retreating = s.units[task.unit]!;
  const from = retreating.hex;
  const leader = attachedLeader(s, retreating);
  const joining = joinsLoneLeader(s, retreating, to) ? leaderIdAt(s, to) : undefined;
  const unit = setUnitHex(s, retreating, to);
  if (leader) setLeaderHex(s, leader, to);
  task.remaining -= 1;
  events.push({
    type: 'retreat',
    rule: '12.1',
    unit: unit.id,
    from,
    to,
    ...(leader ? { leader: leader.id } : {}),
  });
  if (joining) {
    events.push({
      type: 'leader-attached',
      rule: '12.1',
      leader: joining,
      unit: unit.id,
      hex: to,
      cancelled: task.remaining,
    });
    task.remaining = 0;
  }
  if (task.remaining <= 0) c.tasks.shift();
  marshRoll(s, c, unit, events);
}

/**
 * 12-C The unit cannot retreat further: one block per hex not retreated, then a casualty check (if none yet).
 * 12-E An elephant blocked by pieces stays and loses nothing; each unit in its rear hexes loses 1 block per hex.
 */
export function retreatBlocked(
  s: AncientsState,
  c: CombatState,
  unit: Unit,
  hexes: number,
  occ: Occupancy,
  events: GameEvent[],
): void {
  if (unit.type === 'EL') {
    const rear = hexesTowardHome(unit.hex, homeSideOf(s, unit));
    if (rear.some((h) => occ.unit.has(h) || occ.leader.has(h))) {
      const blockers = rear.map((h) => occ.unit.get(h)).filter((u): u is Unit => u !== undefined);
      events.push({
        type: 'retreat-blocked',
        rule: '12.4',
        unit: unit.id,
        hexes,
        blockers: blockers.map((b) => b.id),
      });
      const checks: CombatTask[] = [];
      // 4-A The blockers lose their blocks together: the game is decided after the last of them.
      simultaneously(s, events, () => {
        for (const b of blockers) {
          const leader = attachedLeader(s, b);
          const res = applyHits(s, b.id, hexes, events, 'elephant-blocked');
          if (leader && res.lost > 0)
            checks.push({ do: 'leader-check', leader: leader.id, unitEliminated: res.eliminated });
        }
      });
      if (s.winner !== null) return;
      c.tasks.unshift(...checks);
      return;
    }
  }
  events.push({ type: 'retreat-blocked', rule: '12.1', unit: unit.id, hexes });
  const leader = attachedLeader(s, unit);
  const res = applyHits(s, unit.id, hexes, events, 'retreat');
  if (s.winner !== null) return;
  if (leader && res.lost > 0)
    c.tasks.unshift({ do: 'leader-check', leader: leader.id, unitEliminated: res.eliminated });
}
