/**
 * Light knowledge of Commands & Colors: Ancients for the search: which actions to try first (and which
 * to leave out of the tree), and a rollout policy that plays a turn the way a novice would: play the
 * card that orders most, order what it can, close on the enemy, and battle whenever it can. The
 * planner's hooks (turn plans, default policy, evaluation) live in ancients-plans.ts and ancients-eval.ts.
 */
import type { AncientsState } from '@wargame/ancients';
import ancients, { hexDistance } from '@wargame/ancients';
import { type Action, isError, type RngState, randomInt, type Seat } from '@wargame/engine';
import type { GameHooks } from '../types.ts';
import { ancientsPlanner } from './ancients-plans.ts';

const BATTLES = new Set(['close-combat', 'fire']);

function enemyHexes(s: AncientsState, seat: Seat): string[] {
  const hexes: string[] = [];
  for (const id in s.units) {
    const unit = s.units[id]!;
    if (unit.side !== seat) hexes.push(unit.hex);
  }
  return hexes;
}

function nearest(hex: string, targets: readonly string[]): number {
  let best = 99;
  for (const t of targets) {
    const d = hexDistance(hex, t);
    if (d < best) best = d;
  }
  return best;
}

function pieceHex(s: AncientsState, id: string): string | undefined {
  return s.units[id]?.hex ?? s.leaders[id]?.hex;
}

/** How many pieces a card would order here: its slots, capped by the pieces that can take them. */
function cardReach(s: AncientsState, seat: Seat, action: Action): number {
  const result = ancients.apply(s, action, seat);
  if (isError(result)) return -1;
  const next = result.state;
  const plan = next.turn.plan;
  if (!plan) return 1;
  const slots = plan.slots.reduce((sum, slot) => sum + slot.count, 0);
  if (next.phase !== 'order') return Math.max(1, Math.min(slots, plan.ordered.length || slots));
  let candidates = 0;
  for (const a of ancients.legal(next, seat)) if (a.type === 'order' || a.type === 'detach') candidates++;
  return Math.min(slots, candidates);
}

function byScore(actions: readonly Action[], score: (a: Action) => number): Action[] {
  return actions
    .map((action, i) => ({ action, i, score: score(action) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((x) => x.action);
}

/** Distance to the nearest enemy gained by a move (positive: closer). */
function moveGain(s: AncientsState, action: Action, enemies: readonly string[]): number {
  const piece = action.piece as string;
  const from = pieceHex(s, piece);
  const to = action.to as string;
  if (!from || to === 'off') return -1;
  return nearest(from, enemies) - nearest(to, enemies);
}

/** At most this many pieces are considered for each order in the tree (the closest to the enemy). */
const ORDER_WIDTH = 5;

function policy(s: AncientsState, seat: Seat, legal: readonly Action[]): readonly Action[] {
  if (legal.length <= 1) return legal;
  const first = legal[0]!.type;
  if (s.phase === 'play-card' && first === 'play-card') {
    return byScore(legal, (a) => cardReach(s, seat, a));
  }
  if (s.phase === 'order') {
    const orders = legal.filter((a) => a.type === 'order' || a.type === 'detach');
    if (orders.length === 0) return legal;
    const enemies = enemyHexes(s, seat);
    // Ordering more never hurts (an ordered unit need not move or battle): leave 'end-orders' out.
    return byScore(orders, (a) => {
      const hex = pieceHex(s, (a.piece ?? a.leader) as string);
      return hex ? -nearest(hex, enemies) - (a.type === 'detach' ? 3 : 0) : -99;
    }).slice(0, ORDER_WIDTH);
  }
  if (s.phase === 'battle') {
    return byScore(legal, (a) => (a.type === 'close-combat' ? 2 : BATTLES.has(a.type) ? 1 : 0));
  }
  if (s.phase === 'move' && legal.some((a) => a.type === 'move')) {
    const enemies = enemyHexes(s, seat);
    return byScore(legal, (a) => (a.type === 'move' ? moveGain(s, a, enemies) : -0.5));
  }
  return legal;
}

function rollout(s: AncientsState, seat: Seat, legal: readonly Action[], rng: RngState): Action {
  const pickOf = (actions: readonly Action[]): Action => actions[randomInt(rng, actions.length)]!;
  if (legal.length === 1) return legal[0]!;
  // One time in eight, anything: keeps rollouts from being blind to what the heuristics never do.
  if (randomInt(rng, 8) === 0) return pickOf(legal);
  const battles = legal.filter((a) => BATTLES.has(a.type));
  if (battles.length > 0) return pickOf(battles);
  switch (s.phase) {
    case 'play-card': {
      if (randomInt(rng, 2) === 0) return pickOf(legal);
      return byScore(legal, (a) => cardReach(s, seat, a))[0]!;
    }
    case 'order': {
      const orders = legal.filter((a) => a.type === 'order');
      return orders.length > 0 ? pickOf(orders) : pickOf(legal);
    }
    case 'move': {
      const enemies = enemyHexes(s, seat);
      let best: Action[] = [];
      let bestGain = 0.5; // a move must gain ground to beat ending the movement
      for (const a of legal) {
        if (a.type !== 'move') continue;
        const gain = moveGain(s, a, enemies);
        if (gain > bestGain) {
          bestGain = gain;
          best = [a];
        } else if (gain === bestGain) best.push(a);
      }
      if (best.length > 0) return pickOf(best);
      const end = legal.find((a) => a.type === 'end-movement');
      return end ?? pickOf(legal);
    }
    default: {
      const back = legal.find((a) => a.type === 'battle-back');
      return back ?? pickOf(legal);
    }
  }
}

/** `policy` and `rollout` serve the baseline step search; `planner` the turn-level planner. */
export const ancientsHooks: GameHooks<AncientsState> = { policy, rollout, planner: ancientsPlanner };
