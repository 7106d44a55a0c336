/**
 * §16 Where the Union moves its objectives. Each one must be fully controlled on 2 and 3 July (§20): out
 * of Confederate fire and joined to a Union entry area, so the safest area is far from the Confederate
 * blocks (and from where more of them will come on), near the Union's own entries, with Union blocks on
 * its positions. A move is made only when it makes an objective clearly safer, so that objectives do
 * not wander back and forth as the armies shift.
 */
import type { Action } from '@wargame/engine';
import {
  type Army,
  areaDistancesFrom,
  blockWorth,
  entryAreasOf,
  type GameMap,
  type GettysburgState,
  gettysburg,
  mapBlocks,
  mapOf,
} from '@wargame/gettysburg';

/** Areas counted at most (beyond this, farther is no safer). */
const HORIZON = 10;
/** Confederate entry areas count as this many areas nearer than the blocks still to come are. */
const ENTRY_LEAD = 2;
/** How much safer a move must make an objective to be worth making. */
const MARGIN = 0.5;

interface Safety {
  fromEnemy: Map<string, number>;
  fromEntry: Map<string, number>;
  unionOn: Map<string, number>;
}

function safetyOf(state: GettysburgState, map: GameMap): Safety {
  const enemyAreas: string[] = [];
  const unionOn = new Map<string, number>();
  for (const b of mapBlocks(state)) {
    const areas = map.positions[b.place.position]?.areas ?? [];
    if (b.army === 'confederate') enemyAreas.push(...areas);
    else for (const a of areas) unionOn.set(a, (unionOn.get(a) ?? 0) + blockWorth(b));
  }
  const fromBlocks = areaDistancesFrom(map, enemyAreas);
  const fromTheirEntries = areaDistancesFrom(map, entryAreasOf(map, 'confederate'));
  const fromEnemy = new Map<string, number>();
  for (const a of Object.keys(map.areas))
    fromEnemy.set(a, Math.min(fromBlocks.get(a) ?? 99, (fromTheirEntries.get(a) ?? 99) + ENTRY_LEAD));
  return { fromEnemy, fromEntry: areaDistancesFrom(map, entryAreasOf(map, 'union')), unionOn };
}

const cap = (d: number | undefined) => Math.min(d ?? HORIZON, HORIZON);

function areaScore(s: Safety, area: string): number {
  return (
    cap(s.fromEnemy.get(area)) -
    0.5 * cap(s.fromEntry.get(area)) +
    0.2 * Math.min(s.unionOn.get(area) ?? 0, 6)
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
    const gain = sign * (areaScore(safety, String(a.to)) - areaScore(safety, o.area));
    if (gain < MARGIN || (best && gain <= best.gain)) continue;
    // §20 The Union never makes a move that hands the objective over (Confederate blocks around its area).
    const r = gettysburg.apply(state, a, army);
    const kept = (s: GettysburgState) => s.objectives[Number(a.objective)]?.control === 'union';
    if ('error' in r || (army === 'union' && !kept(r.state))) continue;
    best = { action: a, gain };
  }
  return best?.action ?? legal.find((a) => a.type === 'done') ?? null;
}
