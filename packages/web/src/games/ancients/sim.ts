/**
 * What an action would do, worked out from the view: the view is turned into a full state (the unseen
 * cards dealt at random, as the AI does) and the rules are run on that copy. Whether an action rolls dice
 * or draws a card, how many dice, and which choices a decision offers depend only on what the viewer
 * can see (the board, the viewer's own hand), so the copy answers those questions exactly; the faces it
 * rolls are a guess and are never shown.
 */
import { type AncientsState, type AncientsView, ancients } from '@wargame/ancients';
import { type Action, cloneRng, createFastRng, type GameEvent, sameRng } from '@wargame/engine';

type Side = 'top' | 'bottom';
const isSide = (value: unknown): value is Side => value === 'top' || value === 'bottom';

/** The seat the view belongs to, or the side whose turn it is for a spectator's view. */
export function seatOf(view: AncientsView): Side {
  return isSide(view.viewer) ? view.viewer : (view.turn?.side ?? 'bottom');
}

const states = new WeakMap<object, Map<Side, AncientsState | null>>();

/** A full state consistent with the view as `seat` sees it (cached per view object); null if it cannot be built. */
export function stateOf(view: AncientsView, seat: Side = seatOf(view)): AncientsState | null {
  let bySeat = states.get(view);
  if (!bySeat) {
    bySeat = new Map();
    states.set(view, bySeat);
  }
  if (bySeat.has(seat)) return bySeat.get(seat) ?? null;
  let state: AncientsState | null = null;
  try {
    if (view.turn && view.units && view.armies) {
      state = ancients.determinize(view, seat, createFastRng('ancients-preview'));
      keepFirstStrikeOutOfSight(state, seat);
    }
  } catch {
    state = null;
  }
  bySeat.set(seat, state);
  return state;
}

/**
 * 18-F The one hidden card the rules look at: whether the other side might hold First Strike decides if a
 * defender's reaction window opens (so that its opening reveals nothing). The real position is one in
 * which the window opened when the view shows it open, so no First Strike is dealt to the unseen hand;
 * any First Strike dealt there goes to the draw pile instead.
 */
function keepFirstStrikeOutOfSight(state: AncientsState, seat: Side): void {
  const other: Side = seat === 'top' ? 'bottom' : 'top';
  const isFirstStrike = (card: string) => card.split('#')[0] === 'first-strike';
  const hand = state.hands[other];
  for (let i = 0; i < hand.length; i++) {
    if (!isFirstStrike(hand[i]!)) continue;
    const j = state.deck.findIndex((card) => !isFirstStrike(card));
    if (j < 0) return;
    const swap = state.deck[j]!;
    state.deck[j] = hand[i]!;
    hand[i] = swap;
  }
}

/** The legal actions of `seat` in the view's position (exact for the viewer's own decisions). */
export function legalOf(view: AncientsView, seat: Side = seatOf(view)): Action[] {
  const state = stateOf(view, seat);
  if (!state) return [];
  try {
    return ancients.legal(state, seat);
  } catch {
    return [];
  }
}

export interface Preview {
  state: AncientsState;
  events: GameEvent[];
  /** The action used the dice or revealed a card: it cannot be taken back. */
  boundary: boolean;
}

/** `action` by `seat` applied to the view's state; null when the rules refuse it (or no state can be built). */
export function preview(view: AncientsView, action: Action, seat: Side = seatOf(view)): Preview | null {
  const state = stateOf(view, seat);
  if (!state) return null;
  return previewFrom(state, action, seat);
}

export function previewFrom(state: AncientsState, action: Action, seat: Side): Preview | null {
  try {
    const before = cloneRng(state.rng);
    const result = ancients.apply(state, action, seat);
    if ('error' in result) return null;
    return {
      state: result.state,
      events: result.events,
      boundary: result.boundary || !sameRng(before, result.state.rng),
    };
  } catch {
    return null;
  }
}

const ORDERS = new Set(['order', 'detach']);

/** Order greedily in place until no piece can take an order: how many pieces end up ordered. */
function greedyOrders(state: AncientsState, seat: Side): number {
  for (let guard = 0; guard < 64 && state.phase === 'order'; guard++) {
    const next = ancients.legal(state, seat).find((a) => ORDERS.has(a.type));
    if (!next || ancients.applyInPlace?.(state, next, seat)) break;
  }
  return state.turn.plan?.ordered.length ?? 0;
}

export interface OrderCount {
  /** Units and leaders ordered so far (a leader's unit ordered with him counts, 18-E). */
  ordered: number;
  /** The most that can be ordered this turn, from here: ordered + what can still be added. */
  max: number;
}

const counts = new WeakMap<object, OrderCount | null>();

/**
 * 7 How many pieces are ordered, and the most this card can order from this position. The pieces that
 * qualify form a transversal matroid for section and troop cards, so ordering any qualifying piece
 * first never lowers the total; linked groups (18-E, 18-F) and Leadership cards depend on the first
 * piece, so while nothing is ordered every first piece is tried.
 */
export function orderCount(view: AncientsView): OrderCount | null {
  if (counts.has(view)) return counts.get(view) ?? null;
  const plan = view.turn?.plan;
  let count: OrderCount | null = null;
  if (plan) {
    const ordered = plan.ordered.length;
    const seat = view.turn.side;
    const state = view.phase === 'order' ? stateOf(view, seat) : null;
    let max = ordered;
    if (state) {
      try {
        const firsts = ancients.legal(state, seat).filter((a) => ORDERS.has(a.type));
        const tries = ordered === 0 ? firsts : firsts.slice(0, 1);
        for (const first of tries) {
          const copy = previewFrom(state, first, seat);
          if (copy) max = Math.max(max, greedyOrders(copy.state, seat));
        }
      } catch {
        max = Math.max(max, ordered);
      }
    }
    count = { ordered, max };
  }
  counts.set(view, count);
  return count;
}
