/**
 * §16 Where the Union moves its objectives. Each one must be fully controlled on 2 and 3 July (§20): out
 * of Confederate fire and joined to a Union entry area, so the safest area is far from where the
 * Confederates come on (and from their blocks), near the Union's own entries, with Union blocks on
 * its positions, in Union fire (§12: no march crosses an area in enemy fire, so only an attack takes an
 * objective there). A move is made only when it makes an objective clearly safer, so that objectives
 * do not wander back and forth as the armies shift.
 */
import type { Action } from '@wargame/engine';
import {
  type Army,
  areaDistancesFrom,
  blockWorth,
  coverage,
  entryAreasOf,
  type GameMap,
  type GettysburgState,
  gettysburg,
  mapBlocks,
  mapOf,
} from '@wargame/gettysburg';

/** Areas counted at most from the Confederate blocks (beyond this, farther is no safer). */
const BLOCKS_HORIZON = 3;
/** How much safer a move must make an objective to be worth making. */
const MARGIN = 0.5;
/** What Union fire on an objective's area is worth: no march crosses it (§12), only an attack takes it. */
const COVER_WORTH = 2;

interface Safety {
  /** Areas from the Confederate entry areas, where all their strength comes from. */
  fromTheirEntries: Map<string, number>;
  /** Areas from the nearest Confederate block. */
  fromBlocks: Map<string, number>;
  fromEntry: Map<string, number>;
  unionOn: Map<string, number>;
  /** The areas in a Union field of fire. */
  covered: ReadonlySet<string>;
}

function safetyOf(state: GettysburgState, map: GameMap): Safety {
  const enemyAreas: string[] = [];
  const unionOn = new Map<string, number>();
  for (const b of mapBlocks(state)) {
    const areas = map.positions[b.place.position]?.areas ?? [];
    if (b.army === 'confederate') enemyAreas.push(...areas);
    else for (const a of areas) unionOn.set(a, (unionOn.get(a) ?? 0) + blockWorth(b));
  }
  return {
    fromTheirEntries: areaDistancesFrom(map, entryAreasOf(map, 'confederate')),
    fromBlocks: areaDistancesFrom(map, enemyAreas),
    fromEntry: areaDistancesFrom(map, entryAreasOf(map, 'union')),
    unionOn,
    covered: coverage(state, map, 'union').areas,
  };
}

/**
 * How safe an objective is in `area`: far from the Confederate entries (a lasting measure; the nearest
 * Confederate block, always within a march or two once the armies meet, counts only up to
 * BLOCKS_HORIZON), near the Union's own entries, under Union fire and guard.
 */
function areaScore(s: Safety, area: string): number {
  return (
    (s.fromTheirEntries.get(area) ?? 0) +
    0.5 * Math.min(s.fromBlocks.get(area) ?? BLOCKS_HORIZON, BLOCKS_HORIZON) -
    0.5 * (s.fromEntry.get(area) ?? 0) +
    0.2 * Math.min(s.unionOn.get(area) ?? 0, 6) +
    (s.covered.has(area) ? COVER_WORTH : 0)
  );
}

/**
 * §16 The objective move that makes an objective safest for the Union, or 'done' when none is clearly
 * worth it; §24 the Confederacy, moving them as the loser of the bidding, wants the opposite.
 */
export function objectiveMoveChoice(
  state: GettysburgState,
  army: Army,
  legal: readonly Action[],
): Action | null {
  const sign = army === 'union' ? 1 : -1;
  const map = mapOf(state);
  const safety = safetyOf(state, map);
  let best: { action: Action; gain: number } | null = null;
  for (const a of legal) {
    if (a.type !== 'move-objective') continue;
    const o = state.objectives[Number(a.objective)];
    if (!o) continue;
    const to = String(a.to);
    const gain = sign * (areaScore(safety, to) - areaScore(safety, o.area));
    if (gain < MARGIN || (best && gain <= best.gain)) continue;
    // Never nearer the Confederate blocks, however good the ground beyond them.
    const nearer = (safety.fromBlocks.get(to) ?? 99) < (safety.fromBlocks.get(o.area) ?? 99);
    if (army === 'union' && nearer) continue;
    // §20 The Union never makes a move that hands the objective over (Confederate blocks around its area).
    const r = gettysburg.apply(state, a, army);
    const kept = (s: GettysburgState) => s.objectives[Number(a.objective)]?.control === 'union';
    if ('error' in r || (army === 'union' && !kept(r.state))) continue;
    best = { action: a, gain };
  }
  return best?.action ?? legal.find((a) => a.type === 'done') ?? null;
}
