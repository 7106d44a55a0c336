/**
 * The Gettysburg board's mapping from legal actions to clicks: each action's source (block, Tray token,
 * position, objective) and target (position or area), the facing asked when two areas are offered, own
 * moves sent at once, the buttons left over. Buford's set-up uses the rules' own legal list.
 */
import type { Action, Json } from '@wargame/engine';
import { gettysburg, mapOf } from '@wargame/gettysburg';
import { describe, expect, it } from 'vitest';
import {
  buttonActions,
  moveOf,
  movesOf,
  ownMoves,
  resolveSource,
  resolveTarget,
  sourcesOf,
  targetsOf,
} from '../src/games/gettysburg/interaction.ts';

const view = {} as Json;

describe('buttons: the actions about no place', () => {
  it('keeps done, orders, duration, declarations and picks as buttons; board and Tray actions are not', () => {
    const legal: Action[] = [
      { type: 'done' },
      { type: 'orders', orders: 'hold' },
      { type: 'duration', hours: 2 },
      { type: 'keep-tokens' },
      { type: 'artillery-done' },
      { type: 'attack-declare' },
      { type: 'attack-cancel' },
      { type: 'pick-replacement', choice: 1 },
      { type: 'forgo' },
      { type: 'march', block: 'b', to: 'p', front: 'a' },
      { type: 'face', block: 'b', front: 'a' },
      { type: 'return-token', token: 't' },
      { type: 'artillery', token: 't', position: 'p' },
      { type: 'depart', block: 'b' },
    ];
    expect(buttonActions(legal, view).map((a) => a.type)).toEqual([
      'done',
      'orders',
      'duration',
      'keep-tokens',
      'artillery-done',
      'attack-declare',
      'attack-cancel',
      'pick-replacement',
      'forgo',
    ]);
  });
});

describe('§4.8 Buford’s set-up by clicks', () => {
  const s = gettysburg.setup('battle', {}, 'clicks');
  const legal = gettysburg.legal(s, 'union');
  const moves = movesOf(legal);
  const map = mapOf(s);

  it('offers the block, then the positions; a position with two facings asks for the area', () => {
    expect(legal.every((a) => a.type === 'place-buford')).toBe(true);
    const sources = [...sourcesOf(moves)];
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.every((k) => k.startsWith('block:'))).toBe(true);
    const source = sources[0]!;
    const targets = targetsOf(moves, source);
    expect(targets.size).toBeGreaterThan(1);
    const twoWays = [...targets.entries()].find(([, list]) => list.length === 2);
    expect(twoWays).toBeDefined();
    const [target] = twoWays!;
    const res = resolveTarget(moves, source, target);
    expect(res.kind).toBe('facing');
    if (res.kind !== 'facing') return;
    const position = map.positions[target.slice('position:'.length)]!;
    expect([...res.fronts.keys()].sort()).toEqual([...position.areas].sort());
    for (const [front, action] of res.fronts) expect(action).toMatchObject({ type: 'place-buford', front });
  });

  it('a position nobody may take is no target', () => {
    const source = [...sourcesOf(moves)][0]!;
    expect(resolveTarget(moves, source, 'position:nowhere')).toEqual({ kind: 'none' });
    expect(resolveTarget(moves, null, [...targetsOf(moves, source).keys()][0]!)).toEqual({ kind: 'none' });
  });
});

describe('§12 march moves and facing', () => {
  const legal: Action[] = [
    { type: 'march', block: 'heth-1', to: 'p1', front: 'a1' },
    { type: 'march', block: 'heth-1', to: 'p2', front: 'a2' },
    { type: 'march', block: 'heth-1', to: 'p2', front: 'a2', mounted: true },
    { type: 'march', block: 'heth-1', exit: 'edge' },
    { type: 'face', block: 'heth-1', front: 'a3' },
  ];
  const moves = movesOf(legal);

  it('sends the one march to a position, asks which of two ways that differ otherwise', () => {
    expect(resolveTarget(moves, 'block:heth-1', 'position:p1')).toEqual({ kind: 'send', action: legal[0] });
    const res = resolveTarget(moves, 'block:heth-1', 'position:p2');
    expect(res).toEqual({ kind: 'choose', target: 'position:p2', actions: [legal[1], legal[2]] });
  });

  it('an exit through a partial area and a new facing are area targets', () => {
    expect(resolveTarget(moves, 'block:heth-1', 'area:edge')).toEqual({ kind: 'send', action: legal[3] });
    expect(resolveTarget(moves, 'block:heth-1', 'area:a3')).toEqual({ kind: 'send', action: legal[4] });
  });
});

describe('§13 artillery: a Tray token, then the position it supports', () => {
  const legal: Action[] = [
    { type: 'artillery', token: 'ct1', position: 'p1' },
    { type: 'artillery', token: 'ct1', position: 'p2' },
    { type: 'artillery', token: 'ct2', position: 'p1' },
    { type: 'extra', token: 'ct3' },
    { type: 'artillery-done' },
  ];
  const moves = movesOf(legal);

  it('the token is the source, the positions its targets', () => {
    expect(sourcesOf(moves)).toEqual(new Set(['token:ct1', 'token:ct2', 'token:ct3']));
    expect([...targetsOf(moves, 'token:ct1').keys()]).toEqual(['position:p1', 'position:p2']);
    expect(resolveTarget(moves, 'token:ct2', 'position:p1')).toEqual({ kind: 'send', action: legal[2] });
  });

  it('a token with one own move and no target sends it at once (an extra token)', () => {
    expect(resolveSource(moves, 'token:ct3')).toEqual({ kind: 'send', action: legal[3] });
    expect(resolveSource(moves, 'token:ct1')).toEqual({ kind: 'none' });
  });
});

describe('§22 and §16 position and objective sources', () => {
  it('bombard and support go from a position to a position, close combat is the position’s own', () => {
    expect(moveOf({ type: 'bombard', from: 'a', target: 'b' })).toMatchObject({
      source: 'position:a',
      target: 'position:b',
    });
    expect(moveOf({ type: 'support', from: 'a', target: 'b' })).toMatchObject({ source: 'position:a' });
    const cc = movesOf([{ type: 'close-combat', position: 'x' }]);
    expect(ownMoves(cc, 'position:x')).toHaveLength(1);
  });

  it('an objective moves into an area', () => {
    const moves = movesOf([{ type: 'move-objective', objective: 1, to: 'cemetery-hill' }]);
    expect(resolveTarget(moves, 'objective:1', 'area:cemetery-hill')).toMatchObject({ kind: 'send' });
  });

  it('field works: a March token, then the position and its facing', () => {
    const legal: Action[] = [
      { type: 'field-works', token: 'ut9', position: 'p', front: 'a' },
      { type: 'field-works', token: 'ut9', position: 'p', front: 'b' },
    ];
    const res = resolveTarget(movesOf(legal), 'token:ut9', 'position:p');
    expect(res.kind).toBe('facing');
  });
});
