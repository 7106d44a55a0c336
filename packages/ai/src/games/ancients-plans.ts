/**
 * Turn plans for Commands & Colors: Ancients, for the planner (planner.ts): candidate ways to play the
 * rest of one's turn, each a small policy; the default policy for everything no plan decides (the
 * opponent's reactions, the reply turn); and the segment (one side's turn).
 *
 * A plan is a card and a style. The style says which pieces to order (nearest the enemy, strongest
 * with support, attack-ready first), how to move (attack: end next to the best targets; cautious:
 * close only where the exchange is good and support is kept; hold: fire, no advance, damaged units
 * pulled back) and how to battle (bold: every exchange that is not bad; careful: only good ones).
 * Every choice is made on the state in front of it, from the rules' own legal actions, so one plan
 * plays on every determinization (different hands, different dice) and mid-turn replanning uses the
 * same styles. Leaders are kept attached: a plan never detaches one, and a lone leader moves only
 * where no enemy unit is adjacent, or into a friendly unit's hex.
 */
import {
  type AncientsState,
  adjacentHexes,
  attachedLeader,
  attackCardBonus,
  hasLineOfSight,
  hexDistance,
  hexRC,
  kindOf,
  type Leader,
  mayBattleAfterEntering,
  mayBonusCombat,
  moveBarsBattle,
  occupancy,
  rangedCardBonus,
  rangeOf,
  type Side,
  type Unit,
  unitStats,
} from '@wargame/ancients';
import { type Action, type RngState, randomInt, type Seat } from '@wargame/engine';
import type { Plan, PlanBreadth, PlannerHooks } from '../types.ts';
import {
  type Army,
  armyOf,
  atLeast,
  attackReach,
  cardOrders,
  closeStrike,
  distanceAt,
  enemiesAdjacent,
  enemyAdjacent,
  evaluate,
  expectedLoss,
  fireStrike,
  friendsAdjacent,
  hexIndexOf,
  lossWorth,
  REACH_SHARE,
  retreatOpen,
  type Strike,
  sideCounts,
  unitWorth,
} from './ancients-eval.ts';

type Occ = ReturnType<typeof occupancy>;

export type OrderStyle = 'front' | 'strong' | 'ready' | 'ambush';
export type MoveStyle = 'attack' | 'cautious' | 'hold';
export type BattleStyle = 'bold' | 'careful';
export interface Style {
  order: OrderStyle;
  move: MoveStyle;
  battle: BattleStyle;
}

const styleId = (st: Style): string => `${st.order}/${st.move}/${st.battle}`;

/** The variants tried for each card at the start of a turn. */
const CARD_VARIANTS: readonly Style[] = [
  { order: 'front', move: 'attack', battle: 'bold' },
  { order: 'strong', move: 'cautious', battle: 'careful' },
  { order: 'ready', move: 'hold', battle: 'careful' },
];
/** Inside the turn (replanning): the same and one more mix. */
const TURN_VARIANTS: readonly Style[] = [
  ...CARD_VARIANTS,
  { order: 'ready', move: 'cautious', battle: 'bold' },
];
/** The default policy's style (the opponent's reply, a plan's nulls). */
const DEFAULT_STYLE: Style = { order: 'front', move: 'cautious', battle: 'bold' };

const sideOf = (seat: Seat): Side => (seat === 'top' ? 'top' : 'bottom');
const otherOf = (side: Side): Side => (side === 'top' ? 'bottom' : 'top');

interface Ctx {
  s: AncientsState;
  side: Side;
  occ: Occ;
  own: Unit[];
  enemy: Unit[];
  /** The enemy army, with the distance field to its units. */
  foe: Army;
}

function ctxOf(s: AncientsState, side: Side): Ctx {
  const occ = occupancy(s);
  const foe = armyOf(s, occ, otherOf(side));
  const own: Unit[] = [];
  for (const id in s.units) {
    const u = s.units[id]!;
    if (u.side === side) own.push(u);
  }
  return { s, side, occ, own, enemy: foe.units, foe };
}

/** Distance from `hex` to the nearest enemy unit. */
const nearEnemy = (c: Ctx, hex: string): number => {
  const i = hexIndexOf(hex);
  return i < 0 ? 99 : c.foe.field[i]!;
};

const has = (legal: readonly Action[], type: string): boolean => legal.some((a) => a.type === type);

function best<T>(items: readonly T[], score: (x: T) => number): { item: T; score: number } | null {
  let top: { item: T; score: number } | null = null;
  for (const x of items) {
    const v = score(x);
    if (top === null || v > top.score) top = { item: x, score: v };
  }
  return top;
}

const net = (k: Strike): number => k.dealt - k.taken;

// ---- ordering ---------------------------------------------------------------------------------------------

/** The best close-combat or fire exchange `u` has from where it stands, against what is there now. */
function standingStrike(c: Ctx, u: Unit): number {
  let top = 0;
  for (const e of enemiesAdjacent(c.occ, u.hex, c.side))
    top = Math.max(top, net(closeStrike(c.s, c.occ, u, e)));
  if (top === 0 && rangeOf(u) > 0) {
    for (const e of c.enemy) {
      const d = hexDistance(u.hex, e.hex);
      if (d >= 2 && d <= rangeOf(u)) top = Math.max(top, fireStrike(c.s, c.occ, u, e).dealt);
    }
  }
  return top;
}

/** Is a lone leader worth an order: in danger, or able to join a friendly unit? */
function leaderWantsOrder(c: Ctx, l: Leader): number | null {
  const near = nearEnemy(c, l.hex);
  if (near <= 2) return 3;
  for (const u of c.own) {
    const d = hexDistance(u.hex, l.hex);
    if (d >= 1 && d <= 3 && !attachedLeader(c.s, u)) return nearEnemy(c, u.hex) <= 2 ? 1 : 0.2;
  }
  return null;
}

/** How much `style` wants this order; null: never (detaching, a lone leader with nothing to do). */
function orderScore(c: Ctx, a: Action, style: OrderStyle): number | null {
  if (a.type === 'detach') return null;
  if (a.type === 'ambush-place') return style === 'ambush' ? 100 : null;
  if (a.type !== 'order') return null;
  const id = String(a.piece);
  const plan = c.s.turn.plan;
  const leader = c.s.leaders[id];
  if (leader) {
    const unit = c.occ.unit.get(leader.hex);
    if (unit && unit.side === c.side) {
      // Offered only as a Leadership card's leader (18-E): he, his unit and a chain of more orders.
      return plan && plan.ordered.length === 0 ? 50 + friendsAdjacent(c.occ, leader.hex, c.side) : 5;
    }
    if (plan && plan.ordered.length === 0 && plan.slots[0]?.units === false) {
      // A Leadership card on a lone leader: the chain of units next to him.
      return 40 + friendsAdjacent(c.occ, leader.hex, c.side);
    }
    const want = leaderWantsOrder(c, leader);
    return want === null ? null : -20 + want;
  }
  const u = c.s.units[id];
  if (!u) return null;
  const near = nearEnemy(c, u.hex);
  switch (style) {
    case 'front':
    case 'ambush':
      return -near + 0.1 * unitWorth(u) + (near <= 1 ? 0.5 : 0);
    case 'strong':
      return 2 * unitWorth(u) + 0.3 * friendsAdjacent(c.occ, u.hex, c.side) - 0.25 * near;
    case 'ready': {
      const strike = near <= rangeOf(u) || near <= 1 ? standingStrike(c, u) : 0;
      const damaged = u.blocks < u.maxBlocks && near <= 2 ? 0.6 : 0;
      return 3 * strike + damaged - 0.15 * near;
    }
  }
}

function chooseOrder(c: Ctx, legal: readonly Action[], style: OrderStyle): Action {
  const top = best(legal, (a) => orderScore(c, a, style) ?? Number.NEGATIVE_INFINITY);
  if (top && top.score > Number.NEGATIVE_INFINITY) return top.item;
  return legal.find((a) => a.type === 'end-orders') ?? legal[0]!;
}

// ---- movement --------------------------------------------------------------------------------------------

/**
 * Run `fn` with `u` (and the leader with it) standing at `hex` in the state's hex index, then put
 * them back: the rules' questions (support, retreat paths, attached leaders) then see the move.
 */
function withUnitAt<T>(occ: Occ, u: Unit, hex: string, fn: (moved: Unit) => T): T {
  if (hex === u.hex) return fn(u);
  const moved: Unit = { ...u, hex };
  const here = occ.leader.get(u.hex);
  const own = here && here.side === u.side ? here : undefined;
  const there = occ.leader.get(hex);
  occ.unit.delete(u.hex);
  occ.unit.set(hex, moved);
  if (own) {
    occ.leader.delete(u.hex);
    occ.leader.set(hex, { ...own, hex });
  }
  try {
    return fn(moved);
  } finally {
    occ.unit.delete(hex);
    occ.unit.set(u.hex, u);
    if (own) {
      occ.leader.delete(hex);
      occ.leader.set(u.hex, own);
      if (there) occ.leader.set(hex, there);
    }
  }
}

/** Hexes toward `side`'s baseline from `a` to `b` (positive: `b` is nearer home). */
const rowsBack = (a: string, b: string, side: Side): number =>
  side === 'top' ? hexRC(a).r - hexRC(b).r : hexRC(b).r - hexRC(a).r;

/** What standing at `hex` is worth to the ordered unit `u` this turn and next, for a move style. */
function placeScore(
  c: Ctx,
  u: Unit,
  hex: string,
  style: Style,
  reachCache = new Map<string, number>(),
): number {
  const s = c.s;
  const fx = s.turn.plan?.effects ?? {};
  const pt = s.turn.pieces[u.id];
  const steps = hex === u.hex ? (pt?.moved ?? 0) : (pt?.moved ?? 0) + hexDistance(u.hex, hex);
  const withLeader = attachedLeader(s, u) !== undefined;
  const mayBattle =
    !pt?.battled && !moveBarsBattle(s, u, steps) && (hex === u.hex || mayBattleAfterEntering(s, hex, u));
  return withUnitAt(c.occ, u, hex, (m) => {
    const adjacent = enemiesAdjacent(c.occ, hex, c.side);
    // This turn's battle from here.
    let attack = 0;
    if (mayBattle) {
      if (adjacent.length > 0 && !fx.rangedOnly) {
        const bonus = attackCardBonus(s, m, false, false);
        for (const e of adjacent)
          attack = Math.max(attack, net(closeStrike(s, c.occ, m, e, { bonus, withLeader })));
        for (const h of adjacentHexes(hex)) {
          const l = c.occ.leader.get(h);
          if (l && l.side !== c.side && !c.occ.unit.has(h))
            attack = Math.max(attack, net(closeStrike(s, c.occ, m, l, { bonus })));
        }
      }
      const range = rangeOf(m);
      const at = hexIndexOf(hex);
      if (range > 0 && adjacent.length === 0 && !fx.closeOnly && at >= 0 && c.foe.field[at]! <= range) {
        const bonus = rangedCardBonus(s, m);
        let sights = 0;
        for (let j = 0; j < c.foe.units.length && sights < 4; j++) {
          const d = distanceAt(at, c.foe.at[j]!);
          if (d < 2 || d > range) continue;
          const e = c.foe.units[j]!;
          const dealt = fireStrike(s, c.occ, m, e, { moved: steps, bonus }).dealt;
          if (dealt <= attack) continue;
          sights++;
          if (hasLineOfSight(s, hex, e.hex, c.occ)) attack = dealt;
        }
      }
    }
    // Next turn: what the adjacent enemy units can do to it here (their battle back included).
    let exposure = 0;
    for (const e of adjacent) exposure += Math.max(0, net(closeStrike(s, c.occ, e, m)));
    // Enemy units that can step up to it and attack first, at a discount (what each would do to
    // it is worked out once per unit and decision: it hardly depends on the hex).
    const at = hexIndexOf(hex);
    if (at >= 0) {
      for (let j = 0; j < c.foe.units.length; j++) {
        const e = c.foe.units[j]!;
        const d = distanceAt(at, c.foe.at[j]!);
        if (d < 2 || d > attackReach(e) + 1) continue;
        let v = reachCache.get(e.id);
        if (v === undefined) {
          v = Math.max(0, net(closeStrike(s, c.occ, e, u)));
          reachCache.set(e.id, v);
        }
        exposure += REACH_SHARE * v;
      }
    }
    // A damaged unit has more to lose (a banner); one with a leader risks him too.
    const damaged = 1 + (m.maxBlocks - m.blocks) / m.maxBlocks;
    exposure *= 0.5 * damaged * (withLeader ? 1.3 : 1);
    const near = nearEnemy(c, hex);
    const friends = friendsAdjacent(c.occ, hex, c.side, u.id);
    let support = 0;
    if (near <= 2) support = friends >= 2 || withLeader ? 0.12 : friends === 1 ? 0.04 : -0.12;
    const terrain = s.terrain[hex];
    const cover = near <= 2 && terrain && terrain.type !== 'river' ? 0.05 : 0;
    switch (style.move) {
      case 'attack':
        return attack - 0.6 * exposure + support + cover - 0.12 * Math.max(0, near - 1);
      case 'cautious': {
        const good = attack > 0.15 && (friends >= 1 || withLeader);
        return (
          (good ? attack : 0.3 * attack) - exposure + 1.5 * support + cover - 0.06 * Math.max(0, near - 2)
        );
      }
      case 'hold': {
        const fire = adjacent.length === 0 ? attack : hex === u.hex ? 0.5 * attack : 0;
        const back = m.blocks * 2 <= m.maxBlocks ? 0.15 * rowsBack(u.hex, hex, c.side) : 0;
        const advance =
          hex === u.hex || rangeOf(m) > 0 ? 0 : -0.1 * Math.max(0, -rowsBack(u.hex, hex, c.side));
        return fire - 1.2 * exposure + support + cover + back + advance;
      }
    }
  });
}

/** What a lone (or detached) leader standing at `hex` is worth; -Infinity: never (alone by the enemy). */
function leaderPlace(c: Ctx, l: Leader, hex: string): number {
  const unit = c.occ.unit.get(hex);
  const withUnit = unit !== undefined && unit.side === c.side;
  const near = nearEnemy(c, hex);
  if (!withUnit) {
    if (enemyAdjacent(c.occ, hex, c.side)) return hex === l.hex ? -5 : Number.NEGATIVE_INFINITY;
    return 0.1 * friendsAdjacent(c.occ, hex, c.side) - (near <= 2 ? 0.6 : near <= 3 ? 0.2 : 0);
  }
  // Joining a unit: best one that fights (his helmets score, it ignores a flag), not one about to fall.
  const fragile = unit.blocks <= 1 && near <= 1 ? 0.5 : 0;
  return 1 + (near <= 2 ? 0.5 : 0) + 0.1 * unitWorth(unit) - fragile;
}

function chooseMove(c: Ctx, legal: readonly Action[], style: Style): Action {
  const end = legal.find((a) => a.type === 'end-movement');
  const byPiece = new Map<string, Action[]>();
  for (const a of legal) {
    if (a.type !== 'move') continue;
    const id = String(a.piece);
    const list = byPiece.get(id);
    if (list) list.push(a);
    else byPiece.set(id, [a]);
  }
  let pick: Action | null = null;
  let gain = 0.02;
  // Units first: a leader joins a unit once it has moved (a joined unit may not move, 7-D).
  for (const [id, moves] of byPiece) {
    const u = c.s.units[id];
    if (!u) continue;
    const cache = new Map<string, number>();
    const stay = placeScore(c, u, u.hex, style, cache);
    for (const a of moves) {
      if (a.to === 'off') continue;
      const g = placeScore(c, u, String(a.to), style, cache) - stay;
      if (g > gain) {
        gain = g;
        pick = a;
      }
    }
  }
  if (pick) return pick;
  gain = 0.05;
  for (const [id, moves] of byPiece) {
    const l = c.s.leaders[id];
    if (!l) continue;
    const stay = leaderPlace(c, l, l.hex);
    for (const a of moves) {
      const g = leaderPlace(c, l, String(a.to)) - stay;
      if (g > gain) {
        gain = g;
        pick = a;
      }
    }
  }
  if (pick) return pick;
  return end ?? safeFallback(c, legal);
}

/** Any legal action that never puts a lone leader next to the enemy (for phases with no end action). */
function safeFallback(c: Ctx, legal: readonly Action[]): Action {
  for (const a of legal) {
    if (a.type !== 'move') return a;
    const l = c.s.leaders[String(a.piece)];
    if (!l || leaderPlace(c, l, String(a.to)) > Number.NEGATIVE_INFINITY) return a;
  }
  return legal[0]!;
}

// ---- battles -----------------------------------------------------------------------------------------------

function battleValue(c: Ctx, a: Action): number {
  const s = c.s;
  const u = s.units[String(a.unit)];
  const targetId = String(a.target);
  const target = s.units[targetId] ?? s.leaders[targetId];
  if (!u || !target) return Number.NEGATIVE_INFINITY;
  if (a.type === 'fire') {
    const moved = s.turn.pieces[u.id]?.moved ?? 0;
    return fireStrike(s, c.occ, u, target, { moved, bonus: rangedCardBonus(s, u) }).dealt + 0.01;
  }
  const k = closeStrike(s, c.occ, u, target, { bonus: attackCardBonus(s, u, false, false) });
  const momentum = mayBonusCombat(s, u) ? 0.15 * k.pVacate : 0;
  return net(k) + momentum;
}

function chooseBattle(c: Ctx, legal: readonly Action[], style: BattleStyle): Action {
  const end = legal.find((a) => a.type === 'end-battles');
  const battles = legal.filter((a) => a.type === 'close-combat' || a.type === 'fire');
  const top = best(battles, (a) => battleValue(c, a));
  const threshold = style === 'bold' ? -0.1 : 0.1;
  if (top && (top.score > threshold || !end)) return top.item;
  return end ?? legal[0]!;
}

// ---- combat choices of the attacker ------------------------------------------------------------------------

function chooseMomentum(c: Ctx, legal: readonly Action[], style: BattleStyle): Action {
  const combat = c.s.combat;
  const u = combat ? c.s.units[combat.attacker] : undefined;
  const hold = legal.find((a) => a.type === 'hold') ?? legal[0]!;
  const advance = legal.find((a) => a.type === 'momentum-advance');
  if (!combat || !u || !advance) return hold;
  const to = combat.defenderHex;
  const exposureAt = (hex: string) =>
    withUnitAt(c.occ, u, hex, (m) => {
      let e = 0;
      for (const x of enemiesAdjacent(c.occ, hex, c.side))
        e += Math.max(0, net(closeStrike(c.s, c.occ, x, m)));
      return e;
    });
  let bonus = 0;
  if (mayBonusCombat(c.s, u)) {
    bonus = withUnitAt(c.occ, u, to, (m) => {
      let top = 0;
      const extra = attackCardBonus(c.s, m, true, false);
      for (const x of enemiesAdjacent(c.occ, to, c.side))
        top = Math.max(top, net(closeStrike(c.s, c.occ, m, x, { bonus: extra })));
      return top;
    });
  }
  const worse = 0.5 * (exposureAt(to) - exposureAt(u.hex));
  const gain = bonus - worse;
  return gain > (style === 'bold' ? -0.05 : 0.1) ? advance : hold;
}

function chooseBonus(c: Ctx, legal: readonly Action[], style: BattleStyle): Action {
  const combat = c.s.combat;
  const u = combat ? c.s.units[combat.attacker] : undefined;
  const none = legal.find((a) => a.type === 'no-bonus-combat') ?? legal[0]!;
  if (!u) return none;
  const bonus = attackCardBonus(c.s, u, true, false);
  const top = best(
    legal.filter((a) => a.type === 'bonus-combat'),
    (a) => {
      const t = c.s.units[String(a.target)] ?? c.s.leaders[String(a.target)];
      return t ? net(closeStrike(c.s, c.occ, u, t, { bonus })) : Number.NEGATIVE_INFINITY;
    },
  );
  return top && top.score > (style === 'bold' ? -0.05 : 0.1) ? top.item : none;
}

// ---- reactions (either side) ---------------------------------------------------------------------------

/** 13.1, 18-F The defender: stand (and battle back), evade, or strike first. */
function chooseReaction(c: Ctx, legal: readonly Action[]): Action {
  const s = c.s;
  const combat = s.combat;
  const stand = legal.find((a) => a.type === 'stand') ?? legal[0]!;
  const d = combat ? s.units[combat.defender] : undefined;
  const a = combat ? s.units[combat.attacker] : undefined;
  if (!combat || !d || !a) return stand;
  const bonus = attackCardBonus(s, a, combat.bonus, false);
  const k = closeStrike(s, c.occ, a, d, { bonus });
  const standNet = k.taken - k.dealt;
  let pick = stand;
  let top = standNet;
  const evades = legal.filter((x) => x.type === 'evade');
  if (evades.length > 0) {
    // Only the evader's symbol hits (13-A).
    const dice = Math.max(1, Math.round(k.dealt > 0 ? unitStats(a).closeDice + bonus : 0));
    const evadeNet = -lossWorth(d, atLeast(dice, 1, d.blocks), expectedLoss(dice, 1, d.blocks)) - 0.12;
    if (evadeNet > top) {
      top = evadeNet;
      pick = best(evades, (x) => hexScore(c, d, String(x.to)))!.item;
    }
  }
  const first = legal.find((x) => x.type === 'first-strike');
  if (first) {
    // Our battle-back dice first; the attacker then attacks only if it is still there.
    const back = closeStrike(s, c.occ, d, a);
    const strikeNet = back.dealt - (1 - back.pVacate) * k.dealt - 0.25;
    if (strikeNet > top) pick = first;
  }
  return pick;
}

/** A hex to retreat or evade into: among friends, away from enemies, with a leader to join. */
function hexScore(c: Ctx, u: Unit, hex: string): number {
  let v = friendsAdjacent(c.occ, hex, u.side, u.id) - 1.5 * enemiesAdjacent(c.occ, hex, u.side).length;
  const l = c.occ.leader.get(hex);
  if (l && l.side === u.side && !c.occ.unit.has(hex)) v += 1;
  if (retreatOpen(c.s, c.occ, hex, u.side)) v += 0.3;
  return v;
}

function combatUnit(s: AncientsState): Unit | undefined {
  const task = s.combat?.tasks[0];
  return task && 'unit' in task ? s.units[task.unit] : undefined;
}

/** 12.2 Ignore what flags it can (a blocked retreat costs blocks), unless a last block is better away. */
function chooseFlags(c: Ctx, legal: readonly Action[]): Action {
  const counts = legal.filter((a) => a.type === 'ignore-flags');
  const most = best(counts, (a) => Number(a.count))!.item;
  const u = combatUnit(c.s);
  if (!u) return most;
  const fragile =
    u.blocks <= 1 && enemyAdjacent(c.occ, u.hex, u.side) && retreatOpen(c.s, c.occ, u.hex, u.side);
  return fragile ? (counts.find((a) => Number(a.count) === 0) ?? most) : most;
}

function chooseRetreat(c: Ctx, legal: readonly Action[]): Action {
  const u = combatUnit(c.s);
  if (!u) return legal[0]!;
  return best(legal, (a) => hexScore(c, u, String(a.to)))!.item;
}

/** 14.3 A leader's evade: into a friendly unit, else away from the enemy; off the board last. */
function chooseLeaderEvade(c: Ctx, legal: readonly Action[]): Action {
  return best(legal, (a) => {
    const to = String(a.to);
    if (to === 'off') return -3;
    const u = c.occ.unit.get(to);
    if (u && u.side === c.side) return 3 + (u.blocks > 1 ? 0.5 : 0);
    return (enemyAdjacent(c.occ, to, c.side) ? -2 : 0) + 0.2 * friendsAdjacent(c.occ, to, c.side);
  })!.item;
}

/** 18-F Rally / I Am Spartacus dice: the piece that gains most (near the enemy, damaged, strong). */
function chooseDie(c: Ctx, legal: readonly Action[]): Action {
  const assigns = legal.filter((a) => a.type === 'assign-die');
  if (assigns.length === 0) return legal[0]!;
  return best(assigns, (a) => {
    const id = String(a.piece);
    const u = c.s.units[id];
    if (!u) return -1;
    const near = nearEnemy(c, u.hex);
    return unitWorth(u) + (u.maxBlocks - u.blocks) * 0.3 - 0.2 * Math.min(near, 6);
  })!.item;
}

/** 005 ambush: a hex next to as many enemy units as can be found (the enemy's rear). */
function chooseAmbush(c: Ctx, legal: readonly Action[]): Action {
  return best(legal, (a) => {
    const hex = String(a.hex);
    if (a.type === 'ambush-leader') return friendsAdjacent(c.occ, hex, c.side);
    return enemiesAdjacent(c.occ, hex, c.side).length - 0.1 * hexDistance(hex, 'E7');
  })!.item;
}

/** The card a simple player plays: the one that gives most useful orders. */
function chooseCard(c: Ctx, legal: readonly Action[], rng: RngState): Action {
  const counts = sideCounts(c.s, c.side, c.occ);
  const command = c.s.armies[c.side].command;
  let top: Action[] = [];
  let score = Number.NEGATIVE_INFINITY;
  for (const a of legal) {
    if (a.type !== 'play-card') continue;
    const v = cardOrders(kindOf(String(a.card)), counts, command);
    if (v > score + 1e-9) {
      score = v;
      top = [a];
    } else if (Math.abs(v - score) <= 1e-9) top.push(a);
  }
  return top.length > 0 ? top[randomInt(rng, top.length)]! : legal[0]!;
}

// ---- the policies ----------------------------------------------------------------------------------------

/** The choice of `style` for any decision of `side` (reactions by the default rules). */
function styled(s: AncientsState, side: Side, legal: readonly Action[], rng: RngState, style: Style): Action {
  if (legal.length === 1) return legal[0]!;
  const c = ctxOf(s, side);
  const first = legal[0]!.type;
  if (s.phase === 'play-card') return chooseCard(c, legal, rng);
  if (s.phase === 'order' && s.turn.side === side) return chooseOrder(c, legal, style.order);
  if (s.phase === 'move' && s.turn.side === side) {
    if (has(legal, 'leader-evade')) return chooseLeaderEvade(c, legal);
    return chooseMove(c, legal, style);
  }
  if (s.phase === 'battle' && s.turn.side === side) return chooseBattle(c, legal, style.battle);
  if (has(legal, 'battle-back')) return legal.find((a) => a.type === 'battle-back')!;
  if (has(legal, 'stand')) return chooseReaction(c, legal);
  if (first === 'ignore-flags') return chooseFlags(c, legal);
  if (first === 'retreat') return chooseRetreat(c, legal);
  if (first === 'leader-evade') return chooseLeaderEvade(c, legal);
  if (has(legal, 'momentum-advance')) return chooseMomentum(c, legal, style.battle);
  if (has(legal, 'no-bonus-combat')) return chooseBonus(c, legal, style.battle);
  if (has(legal, 'assign-die')) return chooseDie(c, legal);
  if (has(legal, 'ambush-place') || has(legal, 'ambush-leader')) return chooseAmbush(c, legal);
  const real = legal.filter((a) => !a.type.startsWith('end-'));
  const pool = real.length > 0 ? real : legal;
  return pool[randomInt(rng, pool.length)]!;
}

/** The default policy: a sound, simple player (and sane reactions: battle back, evade, ignore flags). */
export function defaultPolicy(s: AncientsState, seat: Seat, legal: readonly Action[], rng: RngState): Action {
  return styled(s, sideOf(seat), legal, rng, DEFAULT_STYLE);
}

/** A plan: play `card` (when at the play-card decision), then follow `style`. */
function stylePlan(id: string, style: Style, card: Action | null, prefer?: Action): Plan<AncientsState> {
  const kind = card ? kindOf(String(card.card)) : null;
  return {
    id,
    choose(s, seat, legal, rng) {
      const side = sideOf(seat);
      if (s.turn.side !== side) return null;
      if (s.phase === 'play-card') {
        if (!kind) return null;
        return legal.find((a) => a.type === 'play-card' && kindOf(String(a.card)) === kind) ?? null;
      }
      if (prefer) {
        const again = legal.find(
          (a) => a.type === prefer.type && a.unit === prefer.unit && a.target === prefer.target,
        );
        if (again) return again;
      }
      if (s.phase === 'combat' || s.phase === 'card-effect') {
        // The attacker's own combat choices follow the style; everything else is the default's.
        const mine = has(legal, 'momentum-advance') || has(legal, 'no-bonus-combat');
        return mine ? styled(s, side, legal, rng, style) : null;
      }
      return styled(s, side, legal, rng, style);
    },
  };
}

/** Does this side have a 005 ambush still to bring in? */
const ambushReady = (s: AncientsState, side: Side): boolean =>
  s.reserves.units.length > 0 && s.specialRules.some((r) => r.rule === 'ambush' && r.side === side);

const LEADERSHIP = /^(inspired-|leadership-any)/;

/** The simple levels' plan for the rest of the turn: the default policy, played without a search. */
const DEFAULT_PLAN: Plan<AncientsState> = { id: 'default', choose: defaultPolicy };

/**
 * Candidate plans for `seat` at this decision; [] for reactions (the planner compares them directly).
 * `breadth` 'simple': each card in the default style, and the default policy for the rest of the turn
 * (reactions are the planner's: searched or the default policy, as the level says); 'full': every
 * style at the turn's start and inside it, and the best battles tried first.
 */
export function plans(
  s: AncientsState,
  seat: Seat,
  legal: readonly Action[],
  _rng: RngState,
  breadth: PlanBreadth = 'full',
): Plan<AncientsState>[] {
  const side = sideOf(seat);
  if (s.turn.side !== side || legal.length <= 1) return [];
  if (breadth === 'simple' && s.phase !== 'play-card') return [DEFAULT_PLAN];
  switch (s.phase) {
    case 'play-card': {
      const cardVariants = breadth === 'simple' ? [DEFAULT_STYLE] : CARD_VARIANTS;
      const out: Plan<AncientsState>[] = [];
      for (const card of legal) {
        if (card.type !== 'play-card') continue;
        const kind = kindOf(String(card.card));
        for (const st of cardVariants) out.push(stylePlan(`${kind}/${styleId(st)}`, st, card));
        if (ambushReady(s, side) && (LEADERSHIP.test(kind) || kind === 'counter-attack')) {
          const st: Style = { order: 'ambush', move: 'attack', battle: 'bold' };
          out.push(stylePlan(`${kind}/${styleId(st)}`, st, card));
        }
      }
      return out;
    }
    case 'order': {
      const variants = has(legal, 'ambush-place')
        ? [...TURN_VARIANTS, { order: 'ambush', move: 'attack', battle: 'bold' } as Style]
        : TURN_VARIANTS;
      return variants.map((st) => stylePlan(styleId(st), st, null));
    }
    case 'move': {
      if (s.turn.leaderMustEvade) return [];
      const seen = new Set<string>();
      const out: Plan<AncientsState>[] = [];
      for (const st of TURN_VARIANTS) {
        const id = `${st.move}/${st.battle}`;
        if (seen.has(id)) continue;
        seen.add(id);
        out.push(stylePlan(id, st, null));
      }
      return out;
    }
    case 'battle': {
      // Each battle first (then bold), and the two styles from here.
      const c = ctxOf(s, side);
      const battles = legal
        .filter((a) => a.type === 'close-combat' || a.type === 'fire')
        .map((a) => ({ a, v: battleValue(c, a) }))
        .sort((x, y) => y.v - x.v)
        .slice(0, 6);
      const out: Plan<AncientsState>[] = battles.map(({ a }) =>
        stylePlan(`first:${a.type}:${a.unit}>${a.target}`, { ...DEFAULT_STYLE, battle: 'bold' }, null, a),
      );
      out.push(stylePlan('bold', { ...DEFAULT_STYLE, battle: 'bold' }, null));
      out.push(stylePlan('careful', { ...DEFAULT_STYLE, battle: 'careful' }, null));
      if (has(legal, 'end-battles')) {
        const end = legal.find((a) => a.type === 'end-battles')!;
        out.push({ id: 'end-battles', choose: (st) => (st.phase === 'battle' ? end : null) });
      }
      return out;
    }
    default:
      return [];
  }
}

/** The segment is one side's turn: over once the turn counter moved on (or the game ended). */
export function segmentOver(s: AncientsState, _seat: Seat, start: { turn: number }): boolean {
  return s.winner !== null || s.turn.number !== start.turn;
}

export const turnOf = (s: AncientsState): number => s.turn.number;

export const ancientsPlanner: PlannerHooks<AncientsState> = {
  plans,
  segmentOver,
  turnOf,
  defaultPolicy,
  evaluate: (s, seat) => evaluate(s, sideOf(seat)),
};
