/**
 * §14 Withdrawal moves: who may or must withdraw, the moves a withdrawing block may make, and their
 * penalties. §18 cavalry withdraws voluntarily under any orders, mounted one step farther but never
 * where an obstacle adds a step; §21 losers in fully obstructed positions are spared the mandatory
 * withdrawal but may withdraw voluntarily. The geometry is withdrawal-paths.ts's.
 */
import { type Action, type Decision, inList, type RuleError } from '@wargame/engine';
import type { Army } from './armies.ts';
import {
  blockCounts,
  enemyOf,
  enemyPresence,
  facingOf,
  type MapBlock,
  mapBlocks,
  nextRank,
  onMap,
  readingOnly,
  remembered,
} from './board.ts';
import { confederateEntryAreas } from './buford.ts';
import { ownBlock } from './draft.ts';
import { fieldOfFire, rearOf } from './fields-of-fire.ts';
import type { AreaId, GameMap, PositionId } from './map.ts';
import { current } from './reduction.ts';
import type { BlockId, GettysburgState } from './state.ts';
import { type Ctx, illegal, type StepHandler } from './step.ts';
import { crossingCost } from './steps.ts';
import { type EnemyPresence, separation, withdrawalReach } from './withdrawal-paths.ts';

export type WithdrawalKind = 'mandatory' | 'voluntary';

const STACK = 3;

/** §21 Obstacles on both sides. */
const fullyObstructed = (map: GameMap, position: PositionId): boolean => {
  const p = map.positions[position]!;
  return p.areas.every((a) => p.sides[a]?.obstacle === true);
};

const sameAreas = (a: readonly AreaId[], b: readonly AreaId[]) =>
  (a[0] === b[0] && a[1] === b[1]) || (a[0] === b[1] && a[1] === b[0]);

/**
 * §14 withdrawalReach's walk over every path (not only the shortest), for mounted cavalry (§18: no
 * crossing where an obstacle adds a step) and for the penalty's "withdrew at least two steps": the
 * fewest and the most steps a legal withdrawal to each position can take.
 */
function withdrawalPaths(
  map: GameMap,
  start: PositionId,
  rear: AreaId,
  limit: number,
  enemy: EnemyPresence,
  mounted: boolean,
): Map<PositionId, { min: number; max: number }> {
  const startAreas = map.positions[start]!.areas;
  const enemiesNear = (p: PositionId) => new Set([p, ...map.adjacent[p]!].filter((q) => enemy.enemyOn(q)));
  const nearAtStart = enemiesNear(start);
  const reached = new Map<PositionId, { min: number; max: number }>();
  const onPath = new Set<PositionId>([start]);
  const walk = (here: PositionId, steps: number, first: boolean) => {
    const from = separation(map, here, enemy);
    const options: { next: PositionId; cost: number; sep: number }[] = [];
    for (const area of first ? [rear] : map.positions[here]!.areas)
      for (const next of map.areas[area]!.positions) {
        if (next === here || onPath.has(next) || enemy.enemyOn(next)) continue;
        if (sameAreas(map.positions[next]!.areas, startAreas)) continue;
        const step = crossingCost(map, area, here, next);
        if (mounted && step > 1) continue;
        const cost = steps + step;
        if (cost > limit) continue;
        options.push({ next, cost, sep: separation(map, next, enemy) });
      }
    const better = options.some((o) => o.sep > from);
    for (const o of options) {
      if (better ? o.sep <= from : o.sep < from) continue;
      const r = reached.get(o.next);
      reached.set(o.next, {
        min: Math.min(r?.min ?? o.cost, o.cost),
        max: Math.max(r?.max ?? o.cost, o.cost),
      });
      if ([...enemiesNear(o.next)].some((e) => !nearAtStart.has(e))) continue;
      onPath.add(o.next);
      walk(o.next, o.cost, false);
      onPath.delete(o.next);
    }
  };
  walk(start, 0, true);
  return reached;
}

/** §14 (b) The enemy blocks that attacked and won in their last Action Phase, where they stand now. */
function winners(state: GettysburgState, army: Army): MapBlock[] {
  const out: MapBlock[] = [];
  for (const id of state.lastWinners[enemyOf(army)] ?? []) {
    const b = current(state, id);
    if (onMap(b) && !out.some((o) => o.id === b.id)) out.push(b);
  }
  return out;
}

/**
 * §14 (b) The blocks of `army` a winner threatens: on its position (b1), adjacent (b2), or with the
 * block's rear area in its field of fire (b3). `exempt`: §21 spared as in a fully obstructed position.
 */
export function mandatoryAtStart(
  state: GettysburgState,
  map: GameMap,
  army: Army,
): { must: BlockId[]; exempt: BlockId[] } {
  const must: BlockId[] = [];
  const exempt: BlockId[] = [];
  const won = winners(state, army);
  if (won.length === 0) return { must, exempt };
  const enemyOn = new Set(mapBlocks(state, enemyOf(army)).map((b) => b.place.position));
  const fields = won.map((w) => ({
    w,
    areas: new Set(fieldOfFire(map, facingOf(w), (p) => enemyOn.has(p)).areas),
  }));
  for (const b of mapBlocks(state, army)) {
    const here = b.place.position;
    const rear = rearOf(map, facingOf(b));
    const by = fields.filter(
      ({ w, areas }) =>
        w.place.position === here || map.adjacent[here]!.includes(w.place.position) || areas.has(rear),
    );
    if (by.length === 0) continue;
    // §21 a loser in, or facing a winner in, a fully obstructed position is not forced out.
    const spared =
      state.options.fullyObstructed &&
      (fullyObstructed(map, here) || by.every(({ w }) => fullyObstructed(map, w.place.position)));
    (spared ? exempt : must).push(b.id);
  }
  return { must, exempt };
}

interface Option {
  to: PositionId;
  mounted: boolean;
}

/** §14 May the block withdraw voluntarily now (orders, §18 cavalry, §21 exemption; once a phase)? */
function mayWithdrawVoluntarily(state: GettysburgState, map: GameMap, b: MapBlock): boolean {
  if ((state.moves.moved[b.id] ?? []).length > 0) return false;
  const spared = state.options.fullyObstructed && mandatoryAtStart(state, map, b.army).exempt.includes(b.id);
  if (state.armies[b.army].orders !== 'withdrawal' && !b.cavalry && !spared) return false;
  const enemy = enemyPresence(state, map, b.army);
  return spared || separation(map, b.place.position, enemy) <= 2;
}

/** The positions (and steps) the block may end a withdrawal on. */
/** What a withdrawal of `b` walks by: the enemy, its rear area, its limit; null when its rear is barred. */
function withdrawalGround(state: GettysburgState, map: GameMap, b: MapBlock) {
  const enemy = enemyPresence(state, map, b.army);
  const start = b.place.position;
  // §10 leaving to the rear is barred by an enemy block behind it on its own position: facing the same
  // way (so on the same side, §13 step 7) and further from the front.
  const behind = mapBlocks(state, enemyOf(b.army)).some(
    (e) => e.place.position === start && e.place.front === b.place.front && e.place.rank > b.place.rank,
  );
  if (behind) return null;
  const rear = rearOf(map, facingOf(b));
  const limit = state.armies[b.army].orders === 'withdrawal' ? 4 : 2;
  return { enemy, start, rear, limit };
}

function options(state: GettysburgState, map: GameMap, b: MapBlock): Option[] {
  const ground = withdrawalGround(state, map, b);
  if (!ground) return [];
  const { enemy, start, rear, limit } = ground;
  const union = b.army === 'union';
  const entry = union ? confederateEntryAreas(map) : new Set<AreaId>();
  const counts = blockCounts(state, b.army);
  const ok = (p: PositionId) =>
    (counts.get(p) ?? 0) < STACK && !(union && map.positions[p]!.areas.some((a) => entry.has(a)));
  const out: Option[] = [];
  for (const to of withdrawalReach(map, start, rear, limit, enemy).keys())
    if (ok(to)) out.push({ to, mounted: false });
  if (b.cavalry)
    for (const to of withdrawalPaths(map, start, rear, limit + 1, enemy, true).keys())
      if (ok(to)) out.push({ to, mounted: true });
  return out.sort((x, y) => (x.to < y.to ? -1 : x.to > y.to ? 1 : Number(x.mounted) - Number(y.mounted)));
}

/** §14 The most steps a legal withdrawal of `b` to `to` can take (the player picks the path; penalties). */
function mostSteps(
  state: GettysburgState,
  map: GameMap,
  b: MapBlock,
  to: PositionId,
  mounted: boolean,
): number {
  const ground = withdrawalGround(state, map, b);
  if (!ground) return 0;
  const { enemy, start, rear, limit } = ground;
  return withdrawalPaths(map, start, rear, mounted ? limit + 1 : limit, enemy, mounted).get(to)?.max ?? 0;
}

/**
 * Legal withdrawal actions of one block: { type: 'withdraw', block, to, front, mounted?: true }; a
 * mandatory withdrawal with nowhere to go offers `to` = its own position (then it is reduced until
 * eliminated).
 */
export function withdrawalActions(
  state: GettysburgState,
  map: GameMap,
  block: BlockId,
  kind: WithdrawalKind,
): Action[] {
  return remembered(state, `withdrawals ${block} ${kind}`, () => blockWithdrawals(state, map, block, kind));
}

function blockWithdrawals(
  state: GettysburgState,
  map: GameMap,
  block: BlockId,
  kind: WithdrawalKind,
): Action[] {
  const b = state.blocks[block];
  if (!b || !onMap(b)) return [];
  if (kind === 'voluntary' && !mayWithdrawVoluntarily(state, map, b)) return [];
  const out: Action[] = [];
  for (const o of options(state, map, b))
    for (const front of map.positions[o.to]!.areas)
      out.push({ type: 'withdraw', block, to: o.to, front, ...(o.mounted ? { mounted: true } : {}) });
  if (out.length === 0 && kind === 'mandatory')
    out.push({ type: 'withdraw', block, to: b.place.position, front: b.place.front });
  return out;
}

/** Carry one out (checked against withdrawalActions), with its §14 penalties queued through ctx.reduce. */
export function withdraw(
  draft: GettysburgState,
  action: Action,
  kind: WithdrawalKind,
  ctx: Ctx,
): RuleError | null {
  const map = ctx.map;
  const id = action.block as BlockId;
  const b = typeof id === 'string' ? draft.blocks[id] : undefined;
  if (action.type !== 'withdraw' || !b || !onMap(b)) return illegal('no block on the map to withdraw', '14');
  const army = b.army;
  const from = b.place.position;
  const to = action.to as PositionId;
  const mounted = action.mounted === true;
  const mandatory = kind === 'mandatory';
  // Checked on the board before anything changes, each board query asked once.
  const check = readingOnly(draft, () => {
    if (!inList(withdrawalActions(draft, map, id, kind), action)) return null;
    const enemy = enemyPresence(draft, map, army);
    return {
      nearAtStart: new Set([from, ...map.adjacent[from]!].filter((p) => enemy.enemyOn(p))),
      nextTo: map.adjacent[to]!.filter((p) => enemy.enemyOn(p)),
      steps: mostSteps(draft, map, b, to, mounted),
      rank: nextRank(draft, to),
    };
  });
  if (!check) {
    if (kind === 'voluntary' && !mayWithdrawVoluntarily(draft, map, b))
      return illegal(
        'this block may not withdraw voluntarily (Withdrawal orders or cavalry, next to the enemy or in its field of fire, and not moved this phase)',
        '14',
      );
    return illegal(
      `${String(action.to)} facing ${String(action.front)} is not a legal withdrawal for this block`,
      '14',
    );
  }
  if (to === from) {
    // §14 no legal withdrawal: reduced until eliminated.
    ctx.reduce(id, '14', true);
  } else {
    const { nearAtStart, nextTo, steps } = check;
    // §14 ending next to the enemy costs a reduction, unless it was next to (or on) those same
    // positions before and withdrew two steps or more; one reduction at most a position.
    const excused = steps >= 2 && nextTo.every((p) => nearAtStart.has(p));
    if (nextTo.length > 0 && !excused && !draft.moves.withdrawalPenalties.includes(to)) {
      draft.moves.withdrawalPenalties.push(to);
      ctx.reduce(id, '14');
    }
    ownBlock(draft, id).place = {
      kind: 'map',
      position: to,
      front: action.front as AreaId,
      rank: check.rank,
    };
  }
  const moved = ownBlock(draft, id);
  if (mounted) moved.revealed = true;
  draft.moves.moved[id] = [...(draft.moves.moved[id] ?? []), 'withdrawal'];
  if (draft.phase.kind === 'action') draft.moves.enteredAt[id] = draft.phase.hour;
  draft.mustWithdraw = draft.mustWithdraw.filter((m) => m !== id);
  if (mandatory && draft.armies[army].orders === 'hold') draft.armies[army].mandatoryUnderHold = true;
  draft.armies[enemyOf(army)].enemyActed = true;
  ctx.log({
    type: 'withdrawal',
    rule: '14',
    seat: army,
    from,
    to,
    mandatory,
    ...(moved.revealed ? { block: id } : {}),
    ...(mounted ? { mounted: true, revealed: true } : {}),
  });
  ctx.secret(army, { type: 'withdrew', rule: '14', block: id, from, to, front: action.front, mandatory });
  return null;
}

const actingArmy = (state: GettysburgState): Army | null =>
  state.phase.kind === 'action' ? state.phase.army : null;

/** §14 The withdrawal step of an Action Phase: the mandatory withdrawals first, then voluntary ones. */
export const withdrawalStep: StepHandler = {
  begin(draft, ctx) {
    const army = actingArmy(draft);
    draft.mustWithdraw = army ? mandatoryAtStart(draft, ctx.map, army).must : [];
  },

  proceed(draft) {
    const left = draft.mustWithdraw.filter((id) => onMap(draft.blocks[id]!));
    if (left.length === draft.mustWithdraw.length) return false;
    draft.mustWithdraw = left;
    return true;
  },

  pending(state): Decision[] {
    const army = actingArmy(state);
    if (!army) return [];
    return state.mustWithdraw.length > 0
      ? [
          {
            seat: army,
            kind: 'withdraw',
            prompt: `Mandatory withdrawals: ${state.mustWithdraw.length} left (§14)`,
          },
        ]
      : [{ seat: army, kind: 'withdraw', prompt: 'Voluntary withdrawals, or done (§14)', optional: true }];
  },

  legal(state, army, map) {
    if (actingArmy(state) !== army) return [];
    if (state.mustWithdraw.length > 0)
      return state.mustWithdraw.flatMap((id) => withdrawalActions(state, map, id, 'mandatory'));
    return [
      ...mapBlocks(state, army).flatMap((b) => withdrawalActions(state, map, b.id, 'voluntary')),
      { type: 'done' },
    ];
  },
  // Mandatory withdrawals leave no 'done'; a voluntary one beside 'done' is a choice.
  surelyAChoice: (state, army, map) =>
    state.mustWithdraw.length > 0 ||
    mapBlocks(state, army).some((b) => withdrawalActions(state, map, b.id, 'voluntary').length > 0),

  apply(draft, action, army, ctx) {
    if (actingArmy(draft) !== army) return illegal('not your Action Phase', '5');
    const must = draft.mustWithdraw;
    if (action.type === 'done') {
      if (must.length > 0) return illegal(`${must.length} mandatory withdrawals first`, '14');
      ctx.endStep();
      return null;
    }
    if (action.type !== 'withdraw') return illegal('only withdrawals now, or done', '14');
    const b = draft.blocks[action.block as BlockId];
    if (!b || b.army !== army) return illegal('not one of your blocks', '14');
    if (must.length > 0 && !must.includes(b.id))
      return illegal('the mandatory withdrawals come first: withdraw those blocks', '14');
    return withdraw(draft, action, must.includes(b.id) ? 'mandatory' : 'voluntary', ctx);
  },
};
