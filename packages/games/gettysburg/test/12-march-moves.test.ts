/** §12 The march step: limits in long turns, eligibility, March tokens, exit and re-entry, facing, the end. */
import type { Action } from '@wargame/engine';
import { describe, expect, it } from 'vitest';
import { defaultGameMap } from '../src/board.ts';
import { loadMap } from '../src/map.ts';
import { marchDestinations, marchLimits, marchStep } from '../src/march-moves.ts';
import { newCtx } from '../src/step.ts';
import { movesGame, put } from './support/moves-game.ts';
import { smallMap } from './support/small-map.ts';

const map = defaultGameMap();
const small = loadMap(smallMap());
type S = ReturnType<typeof movesGame>;
const act = (s: S, action: Action, m = small) => {
  const ctx = newCtx(m, s);
  return { err: marchStep.apply(s, action, s.phase.kind === 'action' ? s.phase.army : 'union', ctx), ctx };
};
const most = (s: S, id: string, m = map) =>
  Math.max(0, ...marchDestinations(s, m, s.blocks[id]!, false).map((d) => d.cost));

describe('12 march moves (the step)', () => {
  it('12 2 steps; in long turns +1 (First Player) or +2 (Second Player) a step per hour beyond the first', () => {
    const s = movesGame(map, 'confederate', 'march', 1);
    expect(marchLimits(s, s.blocks['heth-1']!, false)).toEqual({ base: 2, extended: 2, bonus: false });
    s.turn.hours = 3;
    expect(marchLimits(s, s.blocks['heth-1']!, false).extended).toBe(6);
    s.firstPlayer = 'confederate';
    expect(marchLimits(s, s.blocks['heth-1']!, false).extended).toBe(4);
  });

  it('12 the extra steps only for a block ending in or next to a position of another friendly block', () => {
    const s = movesGame(map, 'confederate', 'march', 3);
    const start = map.roads['chambersburg-pike']!.positions[1]!;
    put(s, 'heth-1', start, map.positions[start]!.areas[0]);
    expect(most(s, 'heth-1')).toBe(2);
    // A friend: the destinations past 2 steps are those on or next to its position.
    put(s, 'pender-1', 'lutheran-seminary-mcpherson-ridge', 'lutheran-seminary');
    const long = marchDestinations(s, map, s.blocks['heth-1']!, false).filter((d) => d.cost > 2);
    expect(long.length).toBeGreaterThan(0);
    for (const d of long)
      expect(
        d.to === 'lutheran-seminary-mcpherson-ridge' ||
          map.adjacent[d.to]!.includes('lutheran-seminary-mcpherson-ridge'),
      ).toBe(true);
  });

  it('12 a March token: +1 step for each of the next three blocks that march, never more than +1 a block', () => {
    const s = movesGame(small, 'confederate', 'march');
    const token = Object.values(s.tokens).find((t) => t.army === 'confederate' && t.kind === 'march')!.id;
    s.armies.confederate.tokens.tray = [token];
    for (const [i, id] of ['heth-1', 'heth-2', 'pender-1', 'pender-2'].entries()) put(s, id, 'g', 'nw', i);
    expect(act(s, { type: 'march-token', token }).err).toBeNull();
    expect(s.moves.marchBonus).toBe(3);
    expect(s.armies.confederate.tokens.spent).toContain(token);
    expect(s.armies.confederate.tokens.tray).toEqual([]);
    expect(act(s, { type: 'march-token', token }).err?.message).toMatch(/no such March token/);
    expect(marchLimits(s, s.blocks['heth-1']!, false).base).toBe(3);
    for (const id of ['heth-1', 'heth-2', 'pender-1']) {
      const d = marchDestinations(s, small, s.blocks[id]!, false)[0]!;
      expect(
        act(s, { type: 'march', block: id, to: d.to, front: small.positions[d.to]!.areas[0] }).err,
      ).toBeNull();
    }
    expect(s.moves.marchBonusTaken).toEqual(['heth-1', 'heth-2', 'pender-1']);
    expect(marchLimits(s, s.blocks['pender-2']!, false).base).toBe(2);
  });

  it('10 a block marches once a phase; the move is refused beyond its reach, with a message', () => {
    const s = movesGame(small, 'confederate', 'march');
    put(s, 'heth-1', 'a', 'west');
    expect(act(s, { type: 'march', block: 'heth-1', to: 'd', front: 'lens' }).err?.message).toMatch(
      /not within/,
    );
    expect(act(s, { type: 'march', block: 'heth-1', to: 'b', front: 'west' }).err).toBeNull();
    expect(s.moves.moved['heth-1']).toEqual(['march']);
    expect(act(s, { type: 'march', block: 'heth-1', to: 'a', front: 'west' }).err?.message).toMatch(
      /already moved/,
    );
  });

  it('10 exit through a partial area and re-entry through the same one', () => {
    const s = movesGame(small, 'confederate', 'march');
    put(s, 'heth-1', 'g', 'nw');
    expect(act(s, { type: 'march', block: 'heth-1', exit: 'west' }).err?.message).toMatch(/cannot exit/);
    expect(act(s, { type: 'march', block: 'heth-1', exit: 'nw' }).err).toBeNull();
    expect(s.blocks['heth-1']!.place).toEqual({ kind: 'exited', area: 'nw' });
    expect(marchDestinations(s, small, s.blocks['heth-1']!, false)).toEqual([]);
    s.moves.moved = {};
    const back = marchDestinations(s, small, s.blocks['heth-1']!, false);
    expect(back.find((d) => d.to === 'g')?.cost).toBe(1);
    // Only through nw: H and B bound it; A is one step further, across West.
    expect(back.every((d) => d.crossed()[0] === 'nw')).toBe(true);
    expect(back.map((d) => d.to)).toContain('a');
  });

  it('20 a march through an enemy-controlled objective area takes it', () => {
    const s = movesGame(small, 'confederate', 'march');
    put(s, 'heth-1', 'b', 'west');
    const { ctx } = act(s, { type: 'march', block: 'heth-1', to: 'a', front: 'middle' });
    expect(s.objectives.find((o) => o.area === 'west')!.control).toBe('confederate');
    expect(ctx.events.some((e) => e.type === 'objective-taken')).toBe(true);
    // Public events name positions, never the block.
    expect(ctx.events.filter((e) => !e.visibleTo).some((e) => JSON.stringify(e).includes('heth'))).toBe(
      false,
    );
  });

  it('10 facing: an unmoved block may turn; the phase cannot end with one position facing two ways', () => {
    const s = movesGame(small, 'confederate', 'march');
    put(s, 'heth-1', 'a', 'west', 0);
    put(s, 'heth-2', 'b', 'west', 0);
    expect(act(s, { type: 'march', block: 'heth-2', to: 'a', front: 'middle' }).err).toBeNull();
    expect(act(s, { type: 'done' }).err?.message).toMatch(/same way/);
    expect(act(s, { type: 'face', block: 'heth-1', front: 'middle' }).err).toBeNull();
    const end = act(s, { type: 'done' });
    expect(end.err).toBeNull();
    expect(end.ctx.ended).toBe(true);
  });
});
