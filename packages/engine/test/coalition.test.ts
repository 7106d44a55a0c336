import { describe, expect, it } from 'vitest';
import {
  type Action,
  applyChecked,
  createRng,
  filterEvents,
  type GameEvent,
  isError,
  randomInt,
  type Seat,
  seatsToAct,
} from '../src/index.ts';
import {
  assertViewsHideRng,
  checkDeterminism,
  checkDeterminize,
  checkJsonRoundTrip,
  checkViewLeak,
  fuzz,
  randomPlayout,
  statesOf,
} from '../src/testkit/index.ts';
import { type CoalitionState, cardValue, coalition, ORDER } from './fixtures/coalition.ts';

/** A player at the table, holding one or more seats and choosing for whichever of them must act. */
interface Controller {
  name: string;
  seats: Seat[];
  choose(state: CoalitionState, seat: Seat): Action;
}

describe('five seats on two sides (coalition fixture)', () => {
  it('declares seats, sides and the turn order', () => {
    expect(coalition.seats).toEqual(['japan', 'usa', 'china', 'uk', 'anzac']);
    expect(coalition.seats.map((s) => coalition.sideOf(s))).toEqual([
      'axis',
      'allies',
      'allies',
      'allies',
      'allies',
    ]);
    let state = coalition.setup('quick', {}, 'order');
    const turns: Seat[] = [];
    while (!coalition.outcome(state)) {
      const [seat] = seatsToAct(coalition, state);
      turns.push(seat!);
      const result = applyChecked(coalition, state, { type: 'pass' }, seat!);
      if (isError(result)) throw new Error(result.error.message);
      state = result.state;
    }
    expect(turns).toEqual(ORDER);
  });

  it('lets one controller holding several seats drive all of them through the contract', () => {
    const rng = createRng('controllers');
    const anyLegal = (state: CoalitionState, seat: Seat): Action => {
      const actions = coalition.legal(state, seat);
      return actions[randomInt(rng, actions.length)]!;
    };
    const allies: Controller = {
      name: 'allied player',
      seats: ['usa', 'china', 'uk', 'anzac'],
      choose: anyLegal,
    };
    const axis: Controller = { name: 'axis player', seats: ['japan'], choose: anyLegal };
    const acted: Record<string, Set<Seat>> = { 'allied player': new Set(), 'axis player': new Set() };
    const privateEvents: Record<Seat, GameEvent[]> = {};

    let state = coalition.setup('standard', {}, 'table');
    while (!coalition.outcome(state)) {
      const seat = seatsToAct(coalition, state)[0]!;
      const controller = [allies, axis].find((c) => c.seats.includes(seat))!;
      // The controller sees the game through the view of the seat it is acting for.
      expect(coalition.view(state, seat).hand).toEqual(state.hands[seat]);
      const result = applyChecked(coalition, state, controller.choose(state, seat), seat);
      if (isError(result)) throw new Error(result.error.message);
      acted[controller.name]!.add(seat);
      for (const s of controller.seats) {
        privateEvents[s] = [
          ...(privateEvents[s] ?? []),
          ...filterEvents(result.events, s).filter((e) => e.visibleTo),
        ];
      }
      state = result.state;
    }
    expect([...acted['allied player']!].sort()).toEqual(['anzac', 'china', 'uk', 'usa']);
    expect([...acted['axis player']!]).toEqual(['japan']);
    // Each seat was told only of its own draws, even when one player holds several seats.
    for (const seat of ORDER) {
      expect(privateEvents[seat]!.length).toBeGreaterThan(0);
      expect(privateEvents[seat]!.every((e) => e.seat === seat && e.visibleTo?.join() === seat)).toBe(true);
    }
    const outcome = coalition.outcome(state)!;
    const side = state.effort.axis > state.effort.allies ? 'axis' : 'allies';
    if (state.effort.axis !== state.effort.allies) {
      expect(outcome.winners).toEqual(ORDER.filter((s) => coalition.sideOf(s) === side));
    }
  });

  it('keeps hands per seat: a seat sees its own cards and only the sizes of the others', () => {
    const state = coalition.setup('standard', {}, 'hands');
    const usa = coalition.view(state, 'usa');
    expect(usa.hand).toEqual(state.hands.usa);
    expect(usa.handSizes).toEqual({ japan: 3, usa: 3, china: 3, uk: 3, anzac: 3 });
    expect(usa.deckSize).toBe(15);
    expect(JSON.stringify(usa)).not.toContain(`"${state.hands.uk![0]}"`);
    expect(coalition.view(state, 'spectator').hand).toEqual([]);
  });

  it('counts Japan four times and refuses cards not held', () => {
    const state = coalition.setup('standard', {}, 'effort');
    const card = state.hands.japan![0]!;
    const played = applyChecked(coalition, state, { type: 'play', card }, 'japan');
    if (isError(played)) throw new Error(played.error.message);
    expect(played.state.effort.axis).toBe(4 * cardValue(card));
    expect(played.boundary).toBe(true);
    const notHeld = state.hands.uk![0]!;
    expect(applyChecked(coalition, played.state, { type: 'play', card: notHeld }, 'usa')).toMatchObject({
      error: { code: 'illegal' },
    });
    expect(applyChecked(coalition, played.state, { type: 'pass' }, 'uk')).toMatchObject({
      error: { code: 'not-your-turn' },
    });
  });

  it('never shows a seat the cards of another seat or the deck order', () => {
    const { save } = randomPlayout(coalition, { scenario: 'standard', seed: 'leak', maxActions: 100 });
    for (const state of statesOf(coalition, save)) {
      assertViewsHideRng(coalition, state);
      if (state.deck.length === 0 || state.hands.uk!.length === 0) continue;
      // Swap a card of the UK's hand with the top of the deck: only the UK may notice.
      const variant = structuredClone(state);
      const [ukCard] = variant.hands.uk!.splice(0, 1, variant.deck[0]!);
      variant.deck[0] = ukCard!;
      for (const seat of ['japan', 'usa', 'china', 'anzac', 'spectator'])
        checkViewLeak(coalition, state, variant, seat);
      expect(() => checkViewLeak(coalition, state, variant, 'uk')).toThrow(/view leak/);
      // Reordering the deck is invisible to everyone.
      const shuffled = { ...structuredClone(state), deck: [...state.deck].reverse() };
      for (const seat of [...ORDER, 'spectator']) checkViewLeak(coalition, state, shuffled, seat);
    }
  });

  it('is deterministic, JSON-clean and determinizable', () => {
    const { save } = randomPlayout(coalition, { scenario: 'standard', seed: 'det', maxActions: 100 });
    checkDeterminism(coalition, save);
    for (const state of statesOf(coalition, save)) {
      checkJsonRoundTrip(coalition, state);
      for (const seat of ORDER) checkDeterminize(coalition, state, seat, createRng(`guess-${seat}`));
    }
  });

  it('survives 200 random games', () => {
    const stats = fuzz(coalition, {
      scenarios: ['standard', 'quick'],
      games: 200,
      seed: 'fuzz',
      maxActions: 100,
      checkPurity: true,
    });
    expect(stats.errors.map((e) => e.message)).toEqual([]);
    expect(stats.maxActions).toBe(15);
  });
});
