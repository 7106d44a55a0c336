/**
 * 17 Phase 6: Collect Income. A power collects the IPC value of the territories it controls (those
 * captured this turn included, seed p. 6), plus its national objectives met (17.2; the US war economy and
 * China's Burma Road are among them), less what enemy warships and submarines in convoy zones take
 * (17.3). A power whose capital an enemy holds collects nothing (17.1); China has no capital.
 */
import type { GameEvent } from '@wargame/engine';
import { capitalOf, isLand, LAND_IDS, SEA_IDS, spaceOf } from './map.ts';
import type { Condition, Objective } from './map-schema.ts';
import { CONVOY_LOSS, objectivesOf } from './objectives-data.ts';
import { atWar, usaThirdTurnEntry } from './politics.ts';
import { isPower, type Power, SIDE_OF } from './powers.ts';
import type { PacificState } from './state.ts';

export interface IncomeReport {
  power: Power;
  /** The capital is held by someone else: nothing is collected. */
  capitalLost: boolean;
  territories: number;
  objectives: { id: string; ipc: number }[];
  /** 17.3 IPCs lost in each convoy zone. */
  convoy: { zone: string; loss: number }[];
  total: number;
}

function controlledBy(
  state: PacificState,
  power: Power,
  space: string,
  by: Condition & { type: 'controls' },
): boolean {
  const owner = state.control[space];
  if (owner === undefined || !isPower(owner)) return false;
  if (by.by === 'self') return owner === power;
  if (by.by === 'side') return SIDE_OF[owner] === SIDE_OF[power];
  return by.by.includes(owner);
}

function holds(state: PacificState, power: Power, condition: Condition): boolean {
  switch (condition.type) {
    case 'controls': {
      const held = condition.spaces.filter((s) => controlledBy(state, power, s, condition)).length;
      return held >= (condition.atLeast ?? condition.spaces.length);
    }
    case 'atWar':
      return atWar(state, power, condition.with);
    case 'unitIn':
      return Object.values(state.pieces).some((p) => p.owner === power && condition.spaces.includes(p.at));
  }
}

/** 17.2 The objectives `power` meets now (a once-only objective already paid is not met again). */
export function objectivesMet(state: PacificState, power: Power): Objective[] {
  return objectivesOf(power).filter(
    (o) => !(o.once && state.objectivesPaid.includes(o.id)) && o.when.every((c) => holds(state, power, c)),
  );
}

/** 17.3 What enemy ships in each convoy zone take from `power`, at most its adjacent territories' value. */
export function convoyLosses(state: PacificState, power: Power): { zone: string; loss: number }[] {
  const losses: { zone: string; loss: number }[] = [];
  for (const zone of SEA_IDS) {
    const convoy = spaceOf(zone).convoy;
    if (!convoy) continue;
    const value = convoy.territories
      .filter((t) => state.control[t] === power)
      .reduce((sum, t) => sum + spaceOf(t).ipc, 0);
    if (value === 0) continue;
    let loss = 0;
    for (const p of Object.values(state.pieces)) {
      if (p.at !== zone || p.aboard !== undefined || p.owner === 'neutral' || !atWar(state, power, p.owner))
        continue;
      loss += CONVOY_LOSS.perUnit[p.type] ?? 0;
    }
    if (loss > 0) losses.push({ zone, loss: Math.min(loss, value) });
  }
  return losses;
}

export function incomeOf(state: PacificState, power: Power): IncomeReport {
  const capital = capitalOf(power);
  const capitalLost = capital !== undefined && state.control[capital] !== power;
  const territories = LAND_IDS.filter((id) => isLand(id) && state.control[id] === power).reduce(
    (sum, id) => sum + spaceOf(id).ipc,
    0,
  );
  const objectives = objectivesMet(state, power).map((o) => ({ id: o.id, ipc: o.ipc }));
  const convoy = convoyLosses(state, power);
  const gross = territories + objectives.reduce((s, o) => s + o.ipc, 0);
  const total = capitalLost ? 0 : Math.max(0, gross - convoy.reduce((s, c) => s + c.loss, 0));
  return { power, capitalLost, territories, objectives, convoy, total };
}

/**
 * 17 The power whose turn it is collects its income; once-only objectives are marked paid. On the USA's
 * third turn a USA at peace first enters the war (9 rule 8).
 */
export function collectIncome(start: PacificState): { state: PacificState; events: GameEvent[] } {
  const entry = usaThirdTurnEntry(start);
  const state = entry.state;
  const power = state.power;
  const report = incomeOf(state, power);
  const once = report.capitalLost
    ? []
    : report.objectives.filter((o) => objectivesOf(power).find((x) => x.id === o.id)?.once).map((o) => o.id);
  return {
    state: {
      ...state,
      ipcs: { ...state.ipcs, [power]: state.ipcs[power] + report.total },
      objectivesPaid: once.length > 0 ? [...state.objectivesPaid, ...once] : state.objectivesPaid,
    },
    events: [
      ...entry.events,
      {
        type: 'income',
        rule: '17',
        seat: power,
        territories: report.territories,
        objectives: report.objectives,
        convoy: report.convoy,
        capitalLost: report.capitalLost,
        total: report.total,
      },
    ],
  };
}
