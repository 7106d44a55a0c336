import { describe, expect, it } from 'vitest';
import {
  type Action,
  applyChecked,
  filterEvents,
  type GameEvent,
  type GameModule,
  isListed,
  nextUint32,
  seatsToAct,
  stateHash,
} from '../src/index.ts';
import { type RaidState, type RaidView, raid } from './fixtures/reaction.ts';

type Raid = GameModule<RaidState, RaidView>;
const start = () => raid.setup('standard', {}, 'session');

describe('applyChecked', () => {
  it('applies a legal action without touching the input', () => {
    const state = start();
    const before = stateHash(state);
    const result = applyChecked(raid, state, { type: 'advance', lane: 0 }, 'red');
    expect(result).toMatchObject({ state: { step: 'window', lane: 0 }, boundary: false });
    expect(stateHash(state)).toBe(before);
  });

  it('refuses malformed actions, naming the problem', () => {
    const state = start();
    for (const bad of [
      null,
      'advance',
      {},
      { type: 'advance' },
      { type: 'advance', lane: 'left' },
      { type: 'fly' },
    ]) {
      const result = applyChecked(raid, state, bad, 'red');
      expect(result).toMatchObject({ error: { code: 'malformed' } });
    }
    expect(applyChecked(raid, state, { type: 'advance', lane: 'left' }, 'red')).toMatchObject({
      error: { message: expect.stringContaining('lane') },
    });
  });

  it('refuses unknown seats, seats not to act, and anything after the end', () => {
    const state = start();
    expect(applyChecked(raid, state, { type: 'advance', lane: 0 }, 'green')).toMatchObject({
      error: { code: 'unknown-seat' },
    });
    expect(applyChecked(raid, state, { type: 'advance', lane: 0 }, 'blue')).toMatchObject({
      error: { code: 'not-your-turn' },
    });
    const over: RaidState = { ...state, lanes: ['red', 'red', 'red'] };
    expect(applyChecked(raid, over, { type: 'advance', lane: 0 }, 'red')).toMatchObject({
      error: { code: 'game-over' },
    });
  });

  it('checks the order malformed, then game over, then turn', () => {
    const over: RaidState = { ...start(), lanes: ['red', 'red', 'red'] };
    expect(applyChecked(raid, over, { type: 'nonsense' }, 'blue')).toMatchObject({
      error: { code: 'malformed' },
    });
    expect(applyChecked(raid, over, { type: 'pass' }, 'blue')).toMatchObject({
      error: { code: 'game-over' },
    });
  });

  it('passes the game own refusals through', () => {
    const result = applyChecked(raid, start(), { type: 'attack' }, 'red');
    expect(result).toMatchObject({ error: { code: 'illegal' } });
  });

  it('turns a throwing apply into an internal error and keeps the input', () => {
    const broken: Raid = {
      ...raid,
      apply: () => {
        throw new Error('boom');
      },
    };
    const state = start();
    const before = stateHash(state);
    const result = applyChecked(broken, state, { type: 'advance', lane: 0 }, 'red');
    expect(result).toMatchObject({ error: { code: 'internal', message: expect.stringContaining('boom') } });
    expect(stateHash(state)).toBe(before);
  });

  it('marks an undo boundary whenever the generator moved, even if the game forgot', () => {
    const forgetful: Raid = {
      ...raid,
      apply(state, action, seat) {
        const result = raid.apply(state, action, seat);
        if ('error' in result) return result;
        nextUint32(result.state.rng);
        return { ...result, boundary: false };
      },
    };
    const result = applyChecked(forgetful, start(), { type: 'advance', lane: 0 }, 'red');
    expect(result).toMatchObject({ boundary: true });
    const honest = applyChecked(raid, start(), { type: 'advance', lane: 0 }, 'red');
    expect(honest).toMatchObject({ boundary: false });
  });

  it('with requireListed refuses what legal does not offer, whatever apply would do', () => {
    const lax: Raid = { ...raid, legal: (state, seat) => raid.legal(state, seat).slice(0, 1) };
    const state = start();
    expect(applyChecked(lax, state, { type: 'advance', lane: 2 }, 'red')).toMatchObject({ state: {} });
    expect(
      applyChecked(lax, state, { type: 'advance', lane: 2 }, 'red', { requireListed: true }),
    ).toMatchObject({
      error: { code: 'illegal' },
    });
    expect(
      applyChecked(lax, state, { lane: 0, type: 'advance' }, 'red', { requireListed: true }),
    ).toMatchObject({
      state: {},
    });
  });
  it('with requireListed and a list in hand, checks against that list without calling legal', () => {
    let calls = 0;
    const counted: Raid = {
      ...raid,
      legal: (state, seat) => {
        calls++;
        return raid.legal(state, seat);
      },
    };
    const state = start();
    const listed = raid.legal(state, 'red');
    const first = listed[0]!;
    const options = { requireListed: true, listed };
    expect(applyChecked(counted, state, first, 'red', options)).toMatchObject({ state: {} });
    expect(applyChecked(counted, state, first, 'red', { ...options, listed: listed.slice(1) })).toMatchObject(
      {
        error: { code: 'illegal' },
      },
    );
    expect(calls).toBe(0);
  });
});

describe('isListed, seatsToAct and filterEvents', () => {
  it('isListed ignores key order', () => {
    const action: Action = { lane: 1, type: 'advance' };
    expect(isListed(raid, start(), 'red', action)).toBe(true);
    expect(isListed(raid, start(), 'blue', action)).toBe(false);
  });

  it("isListed takes any non-empty part of a listed action's `subset` array, and nothing else", () => {
    const offer: Action = { type: 'move', pieces: ['p1', 'p2', 'p2'], to: 'x', subset: 'pieces' };
    const lax: Raid = { ...raid, legal: () => [offer] };
    const listed = (action: Action) => isListed(lax, start(), 'red', action);
    expect(listed(offer)).toBe(true);
    expect(listed({ type: 'move', to: 'x', pieces: ['p2'] })).toBe(true);
    expect(listed({ type: 'move', to: 'x', pieces: ['p2', 'p1', 'p2'] })).toBe(true);
    expect(listed({ type: 'move', to: 'x', pieces: [] })).toBe(false);
    expect(listed({ type: 'move', to: 'x', pieces: ['p1', 'p1'] })).toBe(false);
    expect(listed({ type: 'move', to: 'x', pieces: ['p3'] })).toBe(false);
    expect(listed({ type: 'move', to: 'y', pieces: ['p1'] })).toBe(false);
    expect(listed({ type: 'move', to: 'x', pieces: ['p1'], extra: 1 })).toBe(false);
    expect(listed({ type: 'move', to: 'x', pieces: ['p1'], subset: 'pieces' })).toBe(false);
    // Without the marker a listed array is taken whole.
    const whole: Raid = { ...raid, legal: () => [{ type: 'move', pieces: ['p1', 'p2'], to: 'x' }] };
    expect(isListed(whole, start(), 'red', { type: 'move', to: 'x', pieces: ['p1'] })).toBe(false);
  });

  it('seatsToAct lists each seat once in pending order', () => {
    const doubled: Raid = {
      ...raid,
      pending: () => [
        { seat: 'blue', kind: 'a', prompt: '' },
        { seat: 'red', kind: 'b', prompt: '' },
        { seat: 'blue', kind: 'c', prompt: '' },
      ],
    };
    expect(seatsToAct(doubled, start())).toEqual(['blue', 'red']);
    expect(seatsToAct(raid, start())).toEqual(['red']);
  });

  it('filterEvents keeps public events and those addressed to the viewer', () => {
    const events: GameEvent[] = [
      { type: 'public' },
      { type: 'to-red', visibleTo: ['red'] },
      { type: 'to-both', visibleTo: ['red', 'blue'] },
      { type: 'to-nobody', visibleTo: [] },
    ];
    const types = (viewer: string) => filterEvents(events, viewer).map((e) => e.type);
    expect(types('red')).toEqual(['public', 'to-red', 'to-both']);
    expect(types('blue')).toEqual(['public', 'to-both']);
    expect(types('spectator')).toEqual(['public']);
  });
});
