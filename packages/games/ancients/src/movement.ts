/**
 * 8 Movement: where each ordered unit and leader may go, and carrying out a move (one action per piece, its
 * whole path at once; the engine finds the shortest path, which is the one that decides every rule here).
 *
 * Allowances (8-B) with the cards' changes (18-F):
 * - Line Command (`moveCap` 1): at most 1 hex; no warrior charge.
 * - Double Time and Mounted Charge (`moveBonus` 1): MI, HI +1 (2 hexes); WA up to 3 (a 2- or 3-hex move must end
 *   next to an enemy unit and close combat); HC, HCH, EL 3; AX may battle after 2 hexes; light foot, HWM and
 *   the other mounted units unchanged.
 * - Clash of Shields, Darken the Sky (`noMove`): nothing moves.
 * - Order Light Troops, Move-Fire-Move (`lightFootPassThrough`): LI, LB, LS, AX pass through friendly units.
 * - Move-Fire-Move's second move (PieceTurn.secondMoveLeft): a fresh normal move after the battles.
 * - 005 ambush: placement used the first hex (PieceTurn.moved = 1 before the unit moves).
 * - 010 exit banners: `{ type: 'move', piece, to: 'off' }` spends 1 hex of the move to leave the board.
 */
import type { GameEvent, RuleError } from '@wargame/engine';
import { awardBanner } from './banners.ts';
import { type HexId, hexRC, neighbours, sectionsOf } from './board.ts';
import { isMarsh, loneLeaderMarshRoll } from './marsh.ts';
import { unitMarshRoll } from './marsh-entry.ts';
import { onUnitMoved } from './scenario-rules.ts';
import {
  attachedLeader,
  isLoneLeader,
  leaderAt,
  pieceName,
  removeLeader,
  removeUnit,
  setLeaderHex,
  setUnitHex,
  unitAt,
} from './state.ts';
import { isPassable, mayBattleAfterEntering, stopsMovement } from './terrain.ts';
import type { AncientsState, Leader, PieceTurn, Section, Unit } from './types.ts';
import { stats } from './units.ts';

/** The destination of a move off the board (010 exit banners). */
export const OFF_BOARD = 'off';

/** Units that Double Time and Mounted Charge move one hex further (18-F). */
const BONUS_MOVERS = new Set(['MI', 'HI', 'WA', 'HC', 'HAC', 'HCH', 'EL']);

interface MoveProfile {
  /** Hexes this move may still use. */
  left: number;
  /** Hexes already used this turn before this move (ambush placement); counts for the warrior and auxilia rules. */
  used: number;
  /** A move whose total reaches this many hexes must end next to an enemy unit (8-C); null: no such rule. */
  chargeAt: number | null;
}

function profile(s: AncientsState, unit: Unit): MoveProfile {
  const st = stats(unit);
  const fx = s.turn.plan?.effects ?? {};
  const pt = s.turn.pieces[unit.id];
  if (fx.noMove) return { left: 0, used: 0, chargeAt: null };
  // 16-F A unit leaving a marsh moves only onto an adjacent hex.
  const cap = isMarsh(s, unit.hex) ? 1 : Number.POSITIVE_INFINITY;
  // 18-F Move-Fire-Move: the second move is a normal move of its own.
  if (pt?.secondMoveLeft !== undefined)
    return { left: Math.min(pt.secondMoveLeft, cap), used: 0, chargeAt: null };
  let max = st.chargeMove ?? st.move;
  let chargeAt = st.chargeMove !== undefined ? st.move + 1 : null;
  if (fx.moveBonus && BONUS_MOVERS.has(unit.type)) max += fx.moveBonus;
  if (fx.moveCap !== undefined) max = Math.min(max, fx.moveCap);
  max = Math.min(max, cap);
  if (chargeAt !== null && chargeAt > max) chargeAt = null;
  const used = pt?.moved ?? 0;
  return { left: Math.max(0, max - used), used, chargeAt };
}

/** 8.2, 8.3 How many hexes this unit may still move this turn, card effects included. */
export function moveAllowance(s: AncientsState, unit: Unit): number {
  return profile(s, unit).left;
}

function hasEnemyUnitAdjacent(s: AncientsState, hex: HexId, side: Unit['side']): boolean {
  return neighbours(hex).some((n) => {
    const other = unitAt(s, n);
    return other !== undefined && other.side !== side;
  });
}

interface Reach {
  /** Destinations and the hexes of movement needed to reach each. */
  to: Map<HexId, number>;
  /** Hexes reached (or the start) from which the unit could go on moving, with the hexes used to get there. */
  through: Map<HexId, number>;
}

/**
 * 8.1, 8-D, 8-E Breadth-first search of a unit's move. A unit may not enter or pass a hex with any unit or an
 * enemy leader, nor impassable terrain (16); it may enter a lone friendly leader's hex if it has no leader of its
 * own, and stops there; terrain may stop it (16). Light foot under Order Light Troops or Move-Fire-Move pass
 * through (never stop on) friendly units.
 */
function search(s: AncientsState, unit: Unit, left: number): Reach {
  const to = new Map<HexId, number>();
  const through = new Map<HexId, number>([[unit.hex, 0]]);
  const st = stats(unit);
  const passThrough =
    (s.turn.plan?.effects.lightFootPassThrough ?? false) && !st.mounted && st.weight === 'light';
  const ownLeader = attachedLeader(s, unit);
  let frontier: HexId[] = [unit.hex];
  const seen = new Set<HexId>([unit.hex]);
  for (let step = 1; step <= left; step++) {
    const next: HexId[] = [];
    for (const from of frontier) {
      for (const hex of neighbours(from)) {
        if (seen.has(hex)) continue;
        if (!isPassable(s, hex, unit)) continue;
        const occupant = unitAt(s, hex);
        const leader = leaderAt(s, hex);
        if (leader && leader.side !== unit.side) continue;
        if (occupant) {
          if (!(passThrough && occupant.side === unit.side)) continue;
          seen.add(hex);
          // 8-D through a friend, never onto it; a stopping hex cannot be passed either.
          if (!stopsMovement(s, hex, unit)) {
            next.push(hex);
            through.set(hex, step);
          }
          continue;
        }
        seen.add(hex);
        if (leader) {
          // 8-E A lone friendly leader: stop and attach; never two leaders in one hex.
          if (!ownLeader) to.set(hex, step);
          continue;
        }
        to.set(hex, step);
        if (!stopsMovement(s, hex, unit)) {
          next.push(hex);
          through.set(hex, step);
        }
      }
    }
    frontier = next;
  }
  return { to, through };
}

/** 8 Destinations of a unit with the hexes of movement this move uses to reach each. */
export function unitDestinations(s: AncientsState, unit: Unit): Map<HexId, number> {
  const p = profile(s, unit);
  if (p.left <= 0) return new Map();
  const { to } = search(s, unit, p.left);
  // 8-C A warrior's 2nd (Double Time: 2nd or 3rd) hex must bring it next to an enemy unit.
  if (p.chargeAt !== null) {
    for (const [hex, steps] of to)
      if (p.used + steps >= p.chargeAt && !hasEnemyUnitAdjacent(s, hex, unit.side)) to.delete(hex);
  }
  return to;
}

/** The 010 exit-banners rule that lets this unit leave the board, if any. */
function exitRule(s: AncientsState, unit: Unit) {
  return s.specialRules.find((r) => r.rule === 'exit-banners' && r.side === unit.side);
}

/**
 * 010 May this unit leave the board in its ordered move? It must reach (or stand on) a hex of the rule's edge row
 * in one of the rule's sections (seen from its own side), with 1 hex of movement left and free to go on; a
 * warrior may not use its charge hex for it (8-C), and Scipio (the `leader-loss-defeat` leader) may not go.
 */
export function mayExit(s: AncientsState, unit: Unit): boolean {
  const rule = exitRule(s, unit);
  if (!rule) return false;
  const leader = attachedLeader(s, unit);
  if (leader && s.specialRules.some((r) => r.rule === 'leader-loss-defeat' && r.leader === leader.id))
    return false;
  const p = profile(s, unit);
  if (p.left < 1) return false;
  const row = rule.edge === 'top' ? 0 : 8;
  const sections = (rule.fromSections as Section[] | undefined) ?? ['left', 'center', 'right'];
  const { through } = search(s, unit, p.left - 1);
  for (const [hex, steps] of through) {
    if (hexRC(hex).r !== row) continue;
    if (!sectionsOf(hex, unit.side).some((sec) => sections.includes(sec))) continue;
    if (p.chargeAt !== null && p.used + steps + 1 >= p.chargeAt) continue;
    return true;
  }
  return false;
}

/**
 * 8-F A lone (or detaching) leader moves 1-3 hexes, through friendly units and leaders, never onto another
 * friendly leader, never into enemy pieces or impassable hexes; terrain stops him (forest, ford, broken, marsh).
 */
export function leaderDestinations(s: AncientsState, leader: Leader): Map<HexId, number> {
  const reach = new Map<HexId, number>();
  let frontier: HexId[] = [leader.hex];
  const seen = new Set<HexId>([leader.hex]);
  for (let step = 1; step <= 3; step++) {
    const next: HexId[] = [];
    for (const from of frontier) {
      for (const to of neighbours(from)) {
        if (seen.has(to) || !isPassable(s, to)) continue;
        seen.add(to);
        const occupant = unitAt(s, to);
        const other = leaderAt(s, to);
        if ((occupant && occupant.side !== leader.side) || (other && other.side !== leader.side)) continue;
        if (!other) reach.set(to, step);
        if (!stopsMovement(s, to)) next.push(to);
      }
    }
    frontier = next;
  }
  return reach;
}

function turnOf(s: AncientsState, id: string): PieceTurn {
  s.turn.pieces[id] ??= { moved: 0, hasMoved: false, battled: false };
  return s.turn.pieces[id]!;
}

/** Is this Move-Fire-Move's second move (18-F)? */
export function inSecondMove(s: AncientsState): boolean {
  const plan = s.turn.plan;
  return !!plan && plan.ordered.some((id) => s.turn.pieces[id]?.secondMoveLeft !== undefined);
}

/** 18-F Move-Fire-Move: after the battles, every ordered unit still on the board may make a second normal move. */
export function beginSecondMove(s: AncientsState, events: GameEvent[]): void {
  const plan = s.turn.plan!;
  for (const id of plan.ordered) {
    const pt = turnOf(s, id);
    const unit = s.units[id];
    // 7-D a unit joined by a leader may not move for the rest of the turn.
    pt.secondMoveLeft = unit && !pt.joinedByLeader ? stats(unit).move : 0;
  }
  events.push({ type: 'second-move', rule: '18-F', card: plan.card });
}

/** Where an ordered piece may move now ('off' for a 010 exit); null if it may not move at all. */
function pieceDestinations(s: AncientsState, id: string, second: boolean): HexId[] | null {
  const plan = s.turn.plan;
  if (!plan || plan.effects.noMove) return null;
  const pt = s.turn.pieces[id];
  if (!pt || pt.joinedByLeader) return null;
  if (second ? !pt.secondMoveLeft : pt.hasMoved) return null;
  const unit = s.units[id];
  if (unit) {
    const dest = [...unitDestinations(s, unit).keys()];
    if (mayExit(s, unit)) dest.push(OFF_BOARD);
    return dest.length > 0 ? dest : null;
  }
  const leader = s.leaders[id];
  if (!leader || second) return null;
  // 7-B An attached leader moves alone only if he was ordered to detach (see moveUnit for one joined while waiting).
  if (!isLoneLeader(s, leader) && !plan.detached.includes(id)) return null;
  const dest = [...leaderDestinations(s, leader).keys()];
  return dest.length > 0 ? dest : null;
}

/** Ordered pieces that may still move, with their destinations ('off' for a 010 exit). */
export function movablePieces(s: AncientsState): { piece: string; to: HexId[] }[] {
  const plan = s.turn.plan;
  if (!plan || plan.effects.noMove) return [];
  const second = inSecondMove(s);
  const out: { piece: string; to: HexId[] }[] = [];
  for (const id of plan.ordered) {
    const to = pieceDestinations(s, id, second);
    if (to) out.push({ piece: id, to });
  }
  return out;
}

/** Is there any ordered piece left that may move? (stops at the first) */
export function anyMovablePiece(s: AncientsState): boolean {
  const plan = s.turn.plan;
  if (!plan || plan.effects.noMove) return false;
  const second = inSecondMove(s);
  return plan.ordered.some((id) => pieceDestinations(s, id, second) !== null);
}

/** 8 Move an ordered piece to `to` (a hex, or 'off' for a 010 exit). `s` is a private copy. */
export function applyMove(
  s: AncientsState,
  pieceId: string,
  to: HexId,
  events: GameEvent[],
): RuleError | null {
  const options = pieceDestinations(s, pieceId, inSecondMove(s));
  if (!options?.includes(to)) {
    return {
      code: 'illegal',
      rule: to === OFF_BOARD ? '8-G' : '8',
      message: options
        ? to === OFF_BOARD
          ? `${pieceName(s, pieceId)} may not leave the board here (8-G)`
          : `${pieceName(s, pieceId)} cannot reach ${to} this turn`
        : `${pieceName(s, pieceId)} is not an ordered piece that may still move`,
    };
  }
  const unit = s.units[pieceId];
  if (unit && to === OFF_BOARD) exitBoard(s, unit, events);
  else if (unit) moveUnit(s, unit, to, events);
  else moveLeader(s, s.leaders[pieceId]!, to, events);
  return null;
}

/**
 * 8.2 (8-B) Auxilia after a 2-hex move (unless Double Time lets them, 18-F) and war machines after any
 * move may not battle, neither close combat nor fire.
 */
export function moveBarsBattle(s: AncientsState, unit: Unit, moved: number): boolean {
  if (moved === 0) return false;
  const after = stats(unit).battleAfterMove;
  return after === 'never' || (after === 'one-hex' && moved > 1 && !s.turn.plan?.effects.moveBonus);
}

/** After a unit arrives in a hex with `total` hexes used this turn: 8-B, 8-C and 16 battle restrictions. */
export function settleUnit(s: AncientsState, unit: Unit, total: number): void {
  const pt = turnOf(s, unit.id);
  const st = stats(unit);
  if (total > 0 && (moveBarsBattle(s, unit, total) || !mayBattleAfterEntering(s, unit.hex, unit))) {
    pt.mayNotBattle = true;
  }
  // 8-C A warrior that charged must close combat.
  if (st.chargeMove !== undefined && total >= st.move + 1) pt.mustCloseCombat = true;
}

function moveUnit(s: AncientsState, mover: Unit, to: HexId, events: GameEvent[]): void {
  const second = inSecondMove(s);
  const steps = unitDestinations(s, mover).get(to)!;
  const from = mover.hex;
  const leader = attachedLeader(s, mover);
  const joining = leaderAt(s, to);
  const unit = setUnitHex(s, mover, to);
  const pt = turnOf(s, unit.id);
  if (second) {
    pt.secondMoveLeft = 0;
  } else {
    pt.hasMoved = true;
    pt.moved += steps;
    settleUnit(s, unit, pt.moved);
  }
  events.push({ type: 'move', rule: second ? '18-F' : '8', piece: unit.id, from, to, hexes: steps });
  if (leader) {
    // 7-C An attached leader moves with his unit, even if he had been ordered to detach (his order is spent).
    setLeaderHex(s, leader, to);
    const lt = turnOf(s, leader.id);
    lt.hasMoved = true;
    if (lt.secondMoveLeft !== undefined) lt.secondMoveLeft = 0;
    events.push({ type: 'move', rule: '7-C', piece: leader.id, from, to, hexes: steps, withUnit: unit.id });
  }
  if (joining && joining.side === unit.side) {
    events.push({ type: 'leader-attached', rule: '8-E', leader: joining.id, unit: unit.id, hex: to });
    // 7-B A lone leader ordered on a helmet card who has not moved yet keeps his own move: he may detach.
    const plan = s.turn.plan!;
    const lt = s.turn.pieces[joining.id];
    if (
      plan.detachAllowed &&
      plan.ordered.includes(joining.id) &&
      lt &&
      !lt.hasMoved &&
      !plan.detached.includes(joining.id)
    )
      plan.detached.push(joining.id);
  }
  // 16-F The marsh roll is made on entering, the unit (and any leader now with it) in the hex.
  if (!unitMarshRoll(s, unit, events)) return;
  // The roll may have replaced the unit (a block lost): hand on the current copy.
  onUnitMoved(s, s.units[unit.id]!, from, events);
}

function moveLeader(s: AncientsState, leader: Leader, to: HexId, events: GameEvent[]): void {
  const from = leader.hex;
  const steps = leaderDestinations(s, leader).get(to)!;
  setLeaderHex(s, leader, to);
  const lt = turnOf(s, leader.id);
  lt.hasMoved = true;
  lt.moved = steps;
  events.push({ type: 'move', rule: '8-F', piece: leader.id, from, to, hexes: steps });
  // 16-F He entered the marsh alone (even to join a unit there): a helmet kills him.
  if (!loneLeaderMarshRoll(s, s.leaders[leader.id]!, events)) return;
  const unit = unitAt(s, to);
  if (unit && unit.side === leader.side) {
    // 7-D The unit a leader joins may not move afterwards this turn (it may still battle).
    const ut = turnOf(s, unit.id);
    if (!ut.hasMoved) ut.joinedByLeader = true;
    events.push({ type: 'leader-attached', rule: '7-D', leader: leader.id, unit: unit.id, hex: to });
  }
}

/** 010 The unit leaves the board: out of play (not eliminated), one banner to its side; a leader with it goes too. */
function exitBoard(s: AncientsState, unit: Unit, events: GameEvent[]): void {
  const rule = exitRule(s, unit)!;
  const from = unit.hex;
  const name = pieceName(s, unit.id);
  const leader = attachedLeader(s, unit);
  removeUnit(s, unit.id);
  const pt = turnOf(s, unit.id);
  pt.hasMoved = true;
  pt.moved += 1;
  if (pt.secondMoveLeft !== undefined) pt.secondMoveLeft = 0;
  events.push({ type: 'exit', rule: 'scenario', piece: unit.id, side: unit.side, from });
  if (leader) {
    removeLeader(s, leader.id);
    turnOf(s, leader.id).hasMoved = true;
    events.push({
      type: 'exit',
      rule: 'scenario',
      piece: leader.id,
      side: leader.side,
      from,
      withUnit: unit.id,
    });
  }
  const banners = typeof rule.banners === 'number' ? rule.banners : 1;
  for (let i = 0; i < banners; i++)
    awardBanner(s, unit.side, { reason: 'objective', what: `${name} left the board at ${from}` }, events);
}
