/**
 * The AI sees only its seat's view: two true states that look the same to a seat give the same choice;
 * the same seed gives the same choice; the choice is legal; and arenas run on a fixture game and on
 * Ancients with tiny budgets.
 */
import ancients, { type AncientsState } from '@wargame/ancients';
import { type Action, createRng, isListed, seatsToAct } from '@wargame/engine';
import { describe, expect, it } from 'vitest';
import { coalition } from '../../engine/test/fixtures/coalition.ts';
import { raid } from '../../engine/test/fixtures/reaction.ts';
import {
  agentById,
  arenaGameSeed,
  chooseAction,
  playArenaGame,
  randomAgent,
  runArena,
  search,
  wilson,
} from '../src/index.ts';

/** Play `count` random legal actions from a seeded start, keeping to states where the side to act has a choice. */
function midGame(seed: string, count: number): AncientsState {
  const rng = createRng(`test/${seed}`);
  let state = ancients.setup('001', {}, seed);
  for (let i = 0; i < count; i++) {
    const seat = seatsToAct(ancients, state)[0]!;
    const legal = ancients.legal(state, seat);
    const result = ancients.apply(state, randomAgent.decide(ancients, null, seat, legal, rng), seat);
    if ('error' in result) throw new Error(result.error.message);
    state = result.state;
  }
  return state;
}

/** The same state, with one card of the opponent's hand swapped for a different card of the draw pile. */
function swapHidden(state: AncientsState, seat: 'top' | 'bottom'): AncientsState {
  const other = seat === 'top' ? 'bottom' : 'top';
  const copy = structuredClone(state);
  const kind = (card: string) => card.split('#')[0];
  const inHand = copy.hands[other][0]!;
  const j = copy.deck.findIndex((card) => kind(card) !== kind(inHand));
  expect(j).toBeGreaterThanOrEqual(0);
  copy.hands[other][0] = copy.deck[j]!;
  copy.deck[j] = inHand;
  return copy;
}

function decide(agentId: string, state: AncientsState, seed: string): Action {
  const seat = seatsToAct(ancients, state)[0]!;
  const legal = ancients.legal(state, seat);
  return agentById(agentId).decide(ancients, ancients.view(state, seat), seat, legal, createRng(seed));
}

describe('information: the agent decides from the view alone', () => {
  it('chooses the same action in two true states that look the same to its seat', () => {
    for (const at of [0, 3, 25]) {
      const state = midGame(`info-${at}`, at);
      const seat = seatsToAct(ancients, state)[0]! as 'top' | 'bottom';
      const twin = swapHidden(state, seat);
      expect(JSON.stringify(twin.hands)).not.toBe(JSON.stringify(state.hands));
      expect(ancients.view(twin, seat)).toEqual(ancients.view(state, seat));
      expect(ancients.legal(twin, seat)).toEqual(ancients.legal(state, seat));
      for (const agent of ['greedy', 'mcts:40']) {
        expect(decide(agent, twin, 's1'), `${agent} at ${at}`).toEqual(decide(agent, state, 's1'));
      }
    }
  });

  it('reaches the same search statistics from both states (the search never sees the hidden cards)', () => {
    const state = midGame('stats', 0);
    const seat = seatsToAct(ancients, state)[0]! as 'top' | 'bottom';
    const twin = swapHidden(state, seat);
    const run = (s: AncientsState) =>
      search(ancients, ancients.view(s, seat), seat, ancients.legal(s, seat), createRng('x'), {
        iterations: 30,
        timeMs: Number.POSITIVE_INFINITY,
      }).stats.root;
    expect(run(twin)).toEqual(run(state));
  });
});

describe('determinism and legality', () => {
  it('gives the same choice for the same seed, and a listed action', () => {
    const state = midGame('det', 3);
    const seat = seatsToAct(ancients, state)[0]!;
    for (const agent of ['random', 'greedy', 'mcts:40']) {
      const first = decide(agent, state, 'seed-a');
      expect(decide(agent, state, 'seed-a')).toEqual(first);
      expect(isListed(ancients, state, seat, first)).toBe(true);
    }
  });

  it('returns the only legal action without searching', () => {
    const state = midGame('only', 0);
    const seat = seatsToAct(ancients, state)[0]!;
    const only = ancients.legal(state, seat).slice(0, 1);
    const rng = createRng('r');
    const before = JSON.stringify(rng);
    expect(agentById('mcts:hard').decide(ancients, ancients.view(state, seat), seat, only, rng)).toEqual(
      only[0],
    );
    expect(JSON.stringify(rng)).toBe(before);
  });

  it('chooses legal actions on fixture games, for every seat of a five-seat game', () => {
    let state = coalition.setup('quick', {}, 'f');
    const rng = createRng('fixture');
    const agent = agentById('mcts:30');
    while (!coalition.outcome(state)) {
      const seat = seatsToAct(coalition, state)[0]!;
      const legal = coalition.legal(state, seat);
      const action = agent.decide(coalition, coalition.view(state, seat), seat, legal, rng);
      expect(isListed(coalition, state, seat, action)).toBe(true);
      const result = coalition.apply(state, action, seat);
      if ('error' in result) throw new Error(result.error.message);
      state = result.state;
    }
  });

  it('offers a worker entry that takes plain data and a level', () => {
    const state = midGame('worker', 3);
    const seat = seatsToAct(ancients, state)[0]!;
    const view = JSON.parse(JSON.stringify(ancients.view(state, seat))) as unknown;
    const action = chooseAction('ancients', view, seat, 'mcts:20', 'w');
    expect(isListed(ancients, state, seat, action)).toBe(true);
    expect(chooseAction('ancients', view, seat, 'mcts:20', 'w')).toEqual(action);
    expect(() => chooseAction('chess', view, seat, 'random', 'w')).toThrow(/unknown game/);
  });

  it('refuses an unknown agent', () => {
    expect(() => agentById('alphazero')).toThrow(/unknown agent/);
  });
});

describe('arena', () => {
  it('computes Wilson intervals', () => {
    const [lo, hi] = wilson(8, 10);
    expect(lo).toBeCloseTo(0.4902, 3);
    expect(hi).toBeCloseTo(0.9433, 3);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });

  it('plays seeded matches on fixture games, alternating sides, reproducibly', () => {
    const play = () =>
      runArena(coalition, {
        scenario: 'quick',
        seed: 'arena',
        games: 4,
        maxActions: 200,
        agents: { a: agentById('mcts:30'), b: agentById('random') },
      });
    const report = play();
    expect(report.wins.a + report.wins.b + report.wins.draw).toBe(4);
    expect(report.bySide.axis!.a.games).toBe(2);
    expect(report.bySide.allies!.a.games).toBe(2);
    const { meanDecisionMs: _m, worstDecisionMs: _w, ...rest } = report;
    const { meanDecisionMs: _n, worstDecisionMs: _v, ...again } = play();
    expect(again).toEqual(rest);
    const raidReport = runArena(raid, {
      scenario: 'skirmish',
      seed: 'r',
      games: 2,
      maxActions: 500,
      agents: { a: agentById('greedy'), b: agentById('mcts:20') },
    });
    expect(raidReport.games).toBe(2);
  });

  it('from mid-game: games 2k and 2k+1 play one opening to the turn, then each agent on each side', () => {
    const options = {
      scenario: '001',
      seed: 'opening',
      maxActions: 60,
      agents: { a: agentById('greedy'), b: randomAgent },
      opening: { agent: randomAgent, untilTurn: 4 },
      keepActions: true,
    };
    const [g0, g1, g2] = [0, 1, 2].map((g) => playArenaGame(ancients, options, g));
    // The opening: the actions until the game first reaches turn 4, replayed from game 0's seed.
    let state = ancients.setup('001', {}, arenaGameSeed('opening', 0, true));
    let opening = 0;
    while (ancients.describe(state).turn < 4) {
      const { seat, action } = g0!.actions![opening]!;
      const result = ancients.apply(state, action, seat);
      if ('error' in result) throw new Error(result.error.message);
      state = result.state;
      opening++;
    }
    expect(opening).toBeGreaterThan(3);
    expect(g1!.actions!.slice(0, opening)).toEqual(g0!.actions!.slice(0, opening));
    expect(g2!.actions!.slice(0, opening)).not.toEqual(g0!.actions!.slice(0, opening));
    expect(g0!.sides).toEqual({ top: 'a', bottom: 'b' });
    expect(g1!.sides).toEqual({ top: 'b', bottom: 'a' });
    // Only the measured play counts as the agents' decisions.
    expect(g0!.decisions.a + g0!.decisions.b).toBe(g0!.result.actions - opening);
  });

  it('plays Ancients with tiny budgets; a game cut short is a draw', () => {
    const report = runArena(ancients, {
      scenario: '001',
      seed: 'smoke',
      games: 2,
      maxActions: 80,
      agents: { a: agentById('mcts:6'), b: agentById('greedy') },
    });
    expect(report.games).toBe(2);
    expect(report.wins.draw).toBe(2);
    expect(report.decisions.a).toBeGreaterThan(0);
  }, 20_000);
});
