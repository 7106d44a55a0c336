/**
 * §12 March moves in the Action Phase's march step: how far each block may march (§12 long turns,
 * §15 after a reinforcement or withdrawal move, March tokens, §18 mounted cavalry), exit and re-entry
 * through partial areas (§10), facing changes, and the end of the phase (§10 one facing a position).
 * The geometry is march.ts's.
 */
import { type Action, type Decision, inList, type RuleError } from '@wargame/engine';
import type { Army } from './armies.ts';
import { fullyObstructed } from './attack-declare.ts';
import {
  blockCounts,
  blocksOn,
  enemyOf,
  enemyPresence,
  mapBlocks,
  nextRank,
  occupied,
  onMap,
  readingOnly,
} from './board.ts';
import { ownBlock } from './draft.ts';
import type { AreaId, GameMap, PositionId } from './map.ts';
import { type MarchContext, marchEntry, marchReach } from './march.ts';
import { captureObjectives } from './objective-control.ts';
import type { Block, GettysburgState } from './state.ts';
import { type Ctx, illegal, type StepHandler } from './step.ts';
import { type Crossing, tracedAreas } from './steps.ts';

const STACK = 3;

/** §15 The hours a block marches as if the turn had (0: it cannot march but by a March token). */
export function marchHours(state: GettysburgState, block: Block): number {
  const moved = state.moves.moved[block.id] ?? [];
  const hours = state.turn.hours;
  // 15 Reinforcement, then march: the hours left after the entry hour.
  if (moved.includes('reinforcement')) return hours - (state.moves.enteredAt[block.id] ?? 0) - 1;
  // 15 Withdrawal, then march: as if the turn were one hour shorter.
  if (moved.includes('withdrawal')) return hours - 1;
  return hours;
}

/** §10, §15 A block may still march this phase: not yet marched, and no attack move made. */
export function mayMarch(state: GettysburgState, block: Block): boolean {
  const moved = state.moves.moved[block.id] ?? [];
  return !moved.includes('march') && !moved.includes('attack');
}

export interface Limits {
  /** Steps for any destination. */
  base: number;
  /** Steps for a destination in or next to a position with another friendly block (§12). */
  extended: number;
  /** A March token's +1 goes to this block when it marches. */
  bonus: boolean;
}

/** §12, §15, §18 The march limits of a block. */
export function marchLimits(state: GettysburgState, block: Block, mounted: boolean): Limits {
  const hours = marchHours(state, block);
  const bonus = state.moves.marchBonus > 0 && !state.moves.marchBonusTaken.includes(block.id);
  const plus = bonus ? 1 : 0;
  // 15 A block left no hour marches only by a March token, one step.
  if (hours <= 0) return { base: plus, extended: plus, bonus };
  const base = 2 + (mounted ? 1 : 0);
  // 12 +1 (First Player) or +2 (Second Player) a step per hour beyond the first; 18 mounted one more.
  const perHour = (block.army === state.firstPlayer ? 1 : 2) + (mounted ? 1 : 0);
  return { base: base + plus, extended: base + perHour * (hours - 1) + plus, bonus };
}

function marchContext(
  state: GettysburgState,
  map: GameMap,
  block: Block,
  limit: number,
  mounted: boolean,
): MarchContext {
  const enemy = enemyPresence(state, map, block.army);
  const counts = blockCounts(state, block.army);
  const here = onMap(block) ? block.place.position : null;
  return {
    ...enemy,
    limit,
    orders: state.armies[block.army].orders,
    union: block.army === 'union',
    ...(block.cavalry ? { cavalry: mounted ? ('mounted' as const) : ('dismounted' as const) } : {}),
    friendlyCount: (p) => (counts.get(p) ?? 0) - (p === here ? 1 : 0),
    ...(state.options.fullyObstructed ? { fullyObstructed: (p: PositionId) => fullyObstructed(map, p) } : {}),
  };
}

/** §21 Blocks of both armies on the block's position: it may not march out. */
const sharesWithEnemy = (state: GettysburgState, block: Block): boolean =>
  state.options.fullyObstructed &&
  onMap(block) &&
  blocksOn(state, block.place.position, enemyOf(block.army)).length > 0;

/**
 * §21 The fronts a march may end with on `d`: any, unless the enemy holds it; then facing the enemy
 * (away from the area it came in by), and none that would sandwich the enemy between friendly blocks.
 */
function marchFronts(state: GettysburgState, map: GameMap, block: Block, d: Destination): AreaId[] {
  const areas = map.positions[d.to]!.areas;
  if (!occupied(state)[enemyOf(block.army)].has(d.to)) return areas;
  const via = d.crossed().at(-1);
  const front = areas.find((a) => a !== via)!;
  const own = blocksOn(state, d.to, block.army).filter((b) => b.id !== block.id);
  return own.some((b) => b.place.front !== front) ? [] : [front];
}

/** §12 In or adjacent to a position another friendly block stands on. */
function eligibility(state: GettysburgState, map: GameMap, block: Block): (p: PositionId) => boolean {
  const others = new Set(
    mapBlocks(state, block.army)
      .filter((b) => b.id !== block.id)
      .map((b) => b.place.position),
  );
  return (p) => others.has(p) || map.adjacent[p]!.some((q) => others.has(q));
}

interface Destination {
  to: PositionId;
  cost: number;
  /** The areas crossed (for §20; worked out only for the march made). */
  crossed: () => AreaId[];
}

/** The positions a block may march to now, mounted or not. */
export function marchDestinations(
  state: GettysburgState,
  map: GameMap,
  block: Block,
  mounted: boolean,
): Destination[] {
  if (!mayMarch(state, block) || (mounted && !block.cavalry) || sharesWithEnemy(state, block)) return [];
  const limits = marchLimits(state, block, mounted);
  if (limits.extended <= 0) return [];
  const ctx = marchContext(state, map, block, limits.extended, mounted);
  const eligible = eligibility(state, map, block);
  const within = (p: PositionId, cost: number) =>
    cost <= limits.base || (cost <= limits.extended && eligible(p));
  const out: Destination[] = [];
  if (onMap(block)) {
    const trace = new Map<PositionId, Crossing>();
    for (const [to, cost] of marchReach(map, block.place.position, ctx, trace))
      if (within(to, cost)) out.push({ to, cost, crossed: () => tracedAreas(trace, to) });
  } else if (block.place.kind === 'exited' && (state.moves.moved[block.id] ?? []).length === 0) {
    // 10 Re-entry in a later turn only: not after exiting (by march or withdrawal) this phase.
    // 10 Re-entry through the area it left: 1 step (plus an obstacle), then on as a march.
    const area = block.place.area;
    const entry = marchEntry(map, ctx);
    const best = new Map<PositionId, Destination>();
    const keep = (d: Destination) => {
      if (!within(d.to, d.cost) || ctx.friendlyCount(d.to) >= STACK) return;
      const was = best.get(d.to);
      if (!was || d.cost < was.cost) best.set(d.to, d);
    };
    for (const p of map.areas[area]!.positions) {
      const first = map.positions[p]!.sides[area]?.obstacle ? 2 : 1;
      if (first > limits.extended || (mounted && first > 1)) continue;
      const e = entry(p);
      if (e === 'never') continue;
      keep({ to: p, cost: first, crossed: () => [area] });
      if (e === 'stop' || first === limits.extended) continue;
      const on = marchContext(state, map, block, limits.extended - first, mounted);
      const trace = new Map<PositionId, Crossing>();
      for (const [to, cost] of marchReach(map, p, on, trace))
        keep({ to, cost: first + cost, crossed: () => [area, ...tracedAreas(trace, to)] });
    }
    out.push(...best.values());
  }
  return out;
}

/** §10 The partial areas a block on the map may exit through now (1 step, plus an obstacle). */
export function exitAreas(state: GettysburgState, map: GameMap, block: Block, mounted: boolean): AreaId[] {
  if (!onMap(block) || !mayMarch(state, block) || (mounted && !block.cavalry)) return [];
  if (sharesWithEnemy(state, block)) return [];
  const { base } = marchLimits(state, block, mounted);
  const enemy = enemyPresence(state, map, block.army);
  const here = block.place.position;
  // 12 Never out of enemy fire; a block next to the enemy only pivots.
  if (enemy.underFire(here) || map.adjacent[here]!.some((q) => enemy.enemyOn(q))) return [];
  return map.positions[here]!.areas.filter((a) => {
    if (!map.areas[a]!.partial) return false;
    const cost = map.positions[here]!.sides[a]?.obstacle ? 2 : 1;
    return cost <= base && !(mounted && cost > 1);
  });
}

/** §10 Blocks of `army` on one position facing differently (the Action Phase may not end so). */
export function mixedFacings(state: GettysburgState, army: Army): PositionId[] {
  const fronts = new Map<PositionId, Set<AreaId>>();
  for (const b of mapBlocks(state, army)) {
    const set = fronts.get(b.place.position) ?? new Set<AreaId>();
    set.add(b.place.front);
    fronts.set(b.place.position, set);
  }
  return [...fronts].filter(([, s]) => s.size > 1).map(([p]) => p);
}

/**
 * §10 The facings a block may take now: any, if it has not moved this phase; a block that moved may
 * only turn to match a friendly block on its position (so the phase can always end).
 */
function facings(state: GettysburgState, map: GameMap, block: Block): AreaId[] {
  if (!onMap(block)) return [];
  const here = block.place.position;
  if (state.options.fullyObstructed && blocksOn(state, here).some((b) => b.army !== block.army)) return [];
  const areas = map.positions[here]!.areas.filter((a) => a !== block.place.front);
  if ((state.moves.moved[block.id] ?? []).length === 0) return areas;
  const others = new Set(
    blocksOn(state, here, block.army)
      .filter((b) => b.id !== block.id)
      .map((b) => b.place.front),
  );
  return areas.filter((a) => others.has(a));
}

function marchActions(state: GettysburgState, map: GameMap, army: Army): Action[] {
  const out: Action[] = [];
  for (const b of Object.values(state.blocks)) {
    if (b.army !== army || (b.place.kind !== 'map' && b.place.kind !== 'exited')) continue;
    for (const mounted of b.cavalry ? [false, true] : [false]) {
      for (const d of marchDestinations(state, map, b, mounted))
        for (const front of marchFronts(state, map, b, d))
          out.push(
            mounted
              ? { type: 'march', block: b.id, to: d.to, front, mounted }
              : { type: 'march', block: b.id, to: d.to, front },
          );
      for (const exit of exitAreas(state, map, b, mounted))
        out.push(
          mounted ? { type: 'march', block: b.id, exit, mounted } : { type: 'march', block: b.id, exit },
        );
    }
    for (const front of facings(state, map, b)) out.push({ type: 'face', block: b.id, front });
  }
  for (const token of state.armies[army].tokens.tray)
    if (state.tokens[token]?.kind === 'march') out.push({ type: 'march-token', token });
  // §10 The phase ends only with each position's blocks facing one way.
  if (mixedFacings(state, army).length === 0) out.push({ type: 'done' });
  return out;
}

interface MarchCheck {
  bonus: boolean;
  crossed: AreaId[];
  where: string;
  place: Block['place'];
}

/** §12, §10, §21 Whether `action` is a march `b` may make now, and where it leaves the block. */
function marchCheck(
  state: GettysburgState,
  map: GameMap,
  b: Block,
  action: Action,
  mounted: boolean,
): MarchCheck | { error: RuleError } {
  const { bonus } = marchLimits(state, b, mounted);
  if (action.exit !== undefined) {
    const exit = String(action.exit);
    if (!exitAreas(state, map, b, mounted).includes(exit))
      return { error: illegal(`this block cannot exit through ${exit} now`, '10') };
    return { bonus, crossed: [exit], where: `exit:${exit}`, place: { kind: 'exited', area: exit } };
  }
  const to = String(action.to);
  const d = marchDestinations(state, map, b, mounted).find((x) => x.to === to);
  if (!d) return { error: illegal(`${to} is not within this block's march`, '12') };
  const front = String(action.front);
  if (!map.positions[to]!.areas.includes(front))
    return { error: illegal(`${front} is not an area of ${to}`, '10') };
  if (!marchFronts(state, map, b, d).includes(front))
    return {
      error: illegal(
        `in the enemy-occupied ${to} the block must face the enemy, and may not sandwich it between yours`,
        '21',
      ),
    };
  const place = { kind: 'map' as const, position: to, front, rank: nextRank(state, to) };
  return { bonus, crossed: d.crossed(), where: to, place };
}

function march(draft: GettysburgState, action: Action, army: Army, ctx: Ctx): RuleError | null {
  const b = draft.blocks[String(action.block)];
  if (!b || b.army !== army) return illegal('not one of your blocks', '12');
  if (b.place.kind !== 'map' && b.place.kind !== 'exited')
    return illegal('this block is not on the map', '12');
  if (!mayMarch(draft, b)) return illegal('this block has already moved this phase', '10');
  const mounted = action.mounted === true;
  if (mounted && !b.cavalry) return illegal('only cavalry moves mounted', '18');
  const from = b.place.kind === 'map' ? b.place.position : null;
  // Checked on the board before anything changes, each board query asked once.
  const check = readingOnly(draft, () => marchCheck(draft, ctx.map, b, action, mounted));
  if ('error' in check) return check.error;
  const { bonus, crossed, where } = check;
  const moving = ownBlock(draft, b.id);
  moving.place = check.place;
  draft.moves.moved[b.id] = [...(draft.moves.moved[b.id] ?? []), 'march'];
  // 12 A March token's +1 goes to the next blocks that march, one each.
  if (bonus) {
    draft.moves.marchBonus--;
    draft.moves.marchBonusTaken.push(b.id);
  }
  if (mounted) moving.revealed = true;
  ctx.log({
    type: 'marched',
    rule: '12',
    seat: army,
    from,
    to: where,
    front: action.front ?? null,
    ...(mounted ? { mounted: true, block: b.id } : {}),
  });
  ctx.secret(army, { type: 'you-marched', rule: '12', block: b.id, from, to: where });
  captureObjectives(draft, army, crossed, ctx);
  return null;
}

export const marchStep: StepHandler = {
  pending(state): Decision[] {
    if (state.phase.kind !== 'action') return [];
    return [
      {
        seat: state.phase.army,
        kind: 'march',
        prompt: 'March moves, facings, or done (§12)',
        optional: true,
      },
    ];
  },
  legal(state, army, map) {
    if (state.phase.kind !== 'action' || state.phase.army !== army) return [];
    return marchActions(state, map, army);
  },
  // A facing to change or a March token to spend is a choice.
  surelyAChoice: (state, army, map) =>
    state.armies[army].tokens.tray.some((t) => state.tokens[t]?.kind === 'march') ||
    mapBlocks(state, army).some((b) => facings(state, map, b).length > 0),
  apply(draft, action, army, ctx) {
    if (draft.phase.kind !== 'action' || draft.phase.army !== army)
      return illegal('not your Action Phase', '5');
    switch (action.type) {
      case 'march':
        return march(draft, action, army, ctx);
      case 'face': {
        const b = draft.blocks[String(action.block)];
        if (!b || b.army !== army || !onMap(b)) return illegal('not one of your blocks on the map', '10');
        const front = String(action.front);
        if (!facings(draft, ctx.map, b).includes(front))
          return illegal(
            'only a block that has not moved this phase changes facing (or to match its position)',
            '10',
          );
        ownBlock(draft, b.id).place = { ...b.place, front };
        ctx.log({ type: 'faced', rule: '10', seat: army, position: b.place.position, front });
        return null;
      }
      case 'march-token': {
        const token = String(action.token);
        const piles = draft.armies[army].tokens;
        if (draft.tokens[token]?.kind !== 'march' || !piles.tray.includes(token))
          return illegal('no such March token in your Tray', '12');
        piles.tray.splice(piles.tray.indexOf(token), 1);
        piles.spent.push(token);
        draft.moves.marchBonus += 3;
        ctx.log({ type: 'march-token', rule: '12', seat: army, token });
        return null;
      }
      case 'done': {
        const mixed = mixedFacings(draft, army);
        if (mixed.length > 0)
          return illegal(`your blocks on ${mixed.join(', ')} must all face the same way`, '10');
        ctx.endStep();
        return null;
      }
      default:
        return illegal('march, face, march-token or done', '12');
    }
  },
};

/** Is `action` one of the legal ones (for tests and the flow)? */
export const isLegalMarch = (state: GettysburgState, map: GameMap, army: Army, action: Action): boolean =>
  inList(marchActions(state, map, army), action);
