/**
 * 7 Ordering units and leaders: which pieces the played card lets the player order, one at a time.
 *
 * A card becomes an OrderPlan: a list of slots (e.g. "2 in the left section"). An order is legal only if every
 * ordered piece can still be matched to a slot it qualifies for, within the slots' counts (7-F: surplus orders
 * are lost, one order per piece). Pieces on a dotted line qualify for both sections, so the matching is a
 * bipartite matching with capacities (augmenting paths), not a greedy assignment.
 *
 * Linked slots (Leadership chains, Line Command, Double Time; 18-E, 18-F) take a piece only if its hex is
 * adjacent to the hex of a piece already ordered (the first piece of a group with nothing ordered yet may
 * stand anywhere). Every order therefore keeps the group connected, every prefix of the orders is a complete
 * legal order, and any connected group can be ordered (in breadth-first order from its first piece).
 */
import type { Action, GameEvent, RuleError } from '@wargame/engine';
import { distance, sectionsOf } from './board.ts';
import { planForCard, refinePlan } from './cards/plans.ts';
import { attachedLeader, isLoneLeader, pieceName } from './state.ts';
import type { AncientsState, Leader, OrderPlan, OrderSlot, Side, Unit } from './types.ts';
import { stats } from './units.ts';

export { planForCard };

export type Piece = { kind: 'unit'; unit: Unit } | { kind: 'leader'; leader: Leader; detach: boolean };

const pieceId = (p: Piece): string => (p.kind === 'unit' ? p.unit.id : p.leader.id);
const pieceHex = (p: Piece): string => (p.kind === 'unit' ? p.unit.hex : p.leader.hex);

/** Does the piece meet the slot's filters (linkage aside)? */
function pieceQualifies(piece: Piece, slot: OrderSlot, side: Side): boolean {
  if (slot.only && !slot.only.includes(pieceId(piece))) return false;
  if (slot.sections && !sectionsOf(pieceHex(piece), side).some((sec) => slot.sections!.includes(sec)))
    return false;
  if (piece.kind === 'leader') return slot.leaders;
  if (!slot.units) return false;
  const st = stats(piece.unit);
  if (slot.weights && !slot.weights.includes(st.weight)) return false;
  if (slot.mounted && !st.mounted) return false;
  if (slot.foot && st.mounted) return false;
  return true;
}

/**
 * A matching of pieces to slots: `fits[i][k]` says whether piece i may take slot k (`linkedOk` folded
 * in), `holders[k]` the pieces slot k holds (at most its count). Kuhn's augmenting paths, a slot of
 * count n standing for n identical seats.
 */
interface Matching {
  fits: boolean[][];
  holders: number[][];
}

function fitsOf(piece: Piece, slots: OrderSlot[], side: Side, linkedOk: boolean): boolean[] {
  return slots.map((sl) => pieceQualifies(piece, sl, side) && (!sl.linked || linkedOk));
}

/** Find piece p a slot, moving others along an augmenting path if need be (`seen`: slots visited). */
function place(m: Matching, slots: OrderSlot[], p: number, seen: boolean[]): boolean {
  for (let k = 0; k < slots.length; k++) {
    if (!m.fits[p]![k] || seen[k]) continue;
    seen[k] = true;
    const here = m.holders[k]!;
    if (here.length < slots[k]!.count) {
      here.push(p);
      return true;
    }
    for (let n = 0; n < here.length; n++) {
      if (place(m, slots, here[n]!, seen)) {
        here[n] = p;
        return true;
      }
    }
  }
  return false;
}

const augment = (m: Matching, slots: OrderSlot[], i: number): boolean =>
  place(m, slots, i, new Array<boolean>(slots.length).fill(false));

/** A matching of every piece in `pieces`, or null when there is none. */
function matchAll(pieces: Piece[], slots: OrderSlot[], side: Side): Matching | null {
  const m: Matching = { fits: pieces.map((p) => fitsOf(p, slots, side, true)), holders: slots.map(() => []) };
  for (let i = 0; i < pieces.length; i++) if (!augment(m, slots, i)) return null;
  return m;
}

/**
 * Can one more piece join a complete matching? One augmenting path from it decides (Berge): the
 * matching of the pieces already ordered is built once per question, not once per candidate.
 */
function canJoin(m: Matching, slots: OrderSlot[], fits: boolean[]): boolean {
  // A slot with a free seat takes it at once (the common case): no path, no copy.
  for (let k = 0; k < slots.length; k++) if (fits[k] && m.holders[k]!.length < slots[k]!.count) return true;
  const trial: Matching = { fits: [...m.fits, fits], holders: m.holders.map((h) => [...h]) };
  return augment(trial, slots, m.fits.length);
}

function pieceOf(s: AncientsState, id: string, plan: OrderPlan): Piece | null {
  const unit = s.units[id];
  if (unit) return { kind: 'unit', unit };
  const leader = s.leaders[id];
  return leader ? { kind: 'leader', leader, detach: plan.detached.includes(id) } : null;
}

/**
 * 7 The pieces that may be ordered next, each with the action that orders it. `only` limits the search
 * to one piece and `first` stops at the first candidate (the cheap questions apply and advance ask).
 */
export function orderCandidates(s: AncientsState, scope: { only?: string; first?: boolean } = {}): Action[] {
  const plan = s.turn.plan;
  if (!plan || plan.slots.length === 0) return [];
  const side = s.turn.side;
  const ordered: Piece[] = [];
  for (const id of plan.ordered) {
    const p = pieceOf(s, id, plan);
    if (p) ordered.push(p);
  }
  const orderedHexes = ordered.map(pieceHex);
  const anyLinked = plan.slots.some((sl) => sl.linked);
  // Every ordered piece holds a slot (7-F): the new one must find one too, moving others if need be.
  const matching = matchAll(ordered, plan.slots, side);
  if (!matching) return [];
  const actions: Action[] = [];
  const tryPiece = (piece: Piece, action: Action) => {
    if (scope.first && actions.length > 0) return;
    if (scope.only !== undefined && pieceId(piece) !== scope.only) return;
    const hex = pieceHex(piece);
    // 18-E, 18-F A linked group grows only by pieces next to (or in the hex of) a piece already in it.
    const linked = !anyLinked || orderedHexes.length === 0 || orderedHexes.some((h) => distance(h, hex) <= 1);
    if (canJoin(matching, plan.slots, fitsOf(piece, plan.slots, side, linked))) actions.push(action);
  };
  const listed = new Set(plan.slots.flatMap((sl) => sl.only ?? []));
  for (const id in s.units) {
    const unit = s.units[id]!;
    if (unit.side !== side || plan.ordered.includes(id)) continue;
    tryPiece({ kind: 'unit', unit }, { type: 'order', piece: id });
  }
  for (const id in s.leaders) {
    const leader = s.leaders[id]!;
    if (leader.side !== side || plan.ordered.includes(id)) continue;
    if (isLoneLeader(s, leader)) {
      tryPiece({ kind: 'leader', leader, detach: false }, { type: 'order', piece: id });
    } else if (plan.detachAllowed) {
      // 7-B Detaching: on a helmet card a leader with a unit may be ordered to move alone (one order).
      tryPiece({ kind: 'leader', leader, detach: true }, { type: 'detach', leader: id });
    } else if (listed.has(id)) {
      // 18-E The leader a Leadership card is played on: ordered with his unit, never detaching.
      tryPiece({ kind: 'leader', leader, detach: false }, { type: 'order', piece: id });
    }
  }
  return actions;
}

/**
 * Give `id` an order (7): it joins the plan's ordered pieces and gets a turn record. Used by the order phase
 * and by the cards that order pieces themselves (Clash of Shields, Darken the Sky, dice, the ambush).
 */
export function orderPiece(
  s: AncientsState,
  id: string,
  detach: boolean,
  events: GameEvent[],
  rule = '7',
): void {
  const plan = s.turn.plan!;
  plan.ordered.push(id);
  if (detach) plan.detached.push(id);
  s.turn.pieces[id] ??= { moved: 0, hasMoved: false, battled: false };
  const unit = s.units[id];
  const leader = unit ? attachedLeader(s, unit) : undefined;
  events.push({
    type: 'ordered',
    rule,
    piece: id,
    hex: unit ? unit.hex : (s.leaders[id]?.hex ?? 'off'),
    ...(detach ? { detach: true } : {}),
    ...(leader && !plan.detached.includes(leader.id) ? { withLeader: leader.id } : {}),
  });
}

export function applyOrder(s: AncientsState, action: Action, events: GameEvent[]): RuleError | null {
  const plan = s.turn.plan!;
  const id = String(action.piece ?? action.leader);
  const legal = orderCandidates(s, { only: id }).some((a) => a.type === action.type);
  if (!legal) {
    return {
      code: 'illegal',
      rule: action.type === 'detach' ? '7-B' : '7',
      message:
        action.type === 'detach' && !plan.detachAllowed
          ? `leaders may detach only on a helmet card (7-B)`
          : `${pieceName(s, id)} cannot be ordered with this card (no order left that it qualifies for, not linked to the group, or already ordered)`,
    };
  }
  orderPiece(s, id, action.type === 'detach', events);
  // 18-E A Leadership card played on a leader orders his unit with him.
  for (const with_ of refinePlan(s, plan)) orderPiece(s, with_, false, events, '18-E');
  return null;
}

/** 7-F Surplus orders are lost: ordering is over when no piece can take an order. */
export function orderingIsOver(s: AncientsState): boolean {
  return orderCandidates(s, { first: true }).length === 0;
}
