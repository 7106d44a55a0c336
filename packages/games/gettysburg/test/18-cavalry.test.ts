/** §18 Cavalry on the march and entering: mounted one step farther, no obstacles, revealed; never into fire. */
import { describe, expect, it } from 'vitest';
import { loadMap } from '../src/map.ts';
import { marchDestinations, marchLimits, marchStep } from '../src/march-moves.ts';
import { newCtx } from '../src/step.ts';
import { movesGame, put } from './support/moves-game.ts';
import { smallMap } from './support/small-map.ts';

const small = loadMap(smallMap());

describe('18 cavalry', () => {
  it('18 mounted: +1 step (3), and +2 or +3 a hour beyond the first', () => {
    const s = movesGame(small, 'union', 'march', 1, 'union');
    expect(marchLimits(s, s.blocks['buford-1']!, true).base).toBe(3);
    s.turn.hours = 2;
    expect(marchLimits(s, s.blocks['buford-1']!, true).extended).toBe(5);
    s.firstPlayer = 'confederate';
    expect(marchLimits(s, s.blocks['buford-1']!, true).extended).toBe(6);
    expect(marchLimits(s, s.blocks['buford-1']!, false).extended).toBe(4);
  });
});

// The Union may hardly move on the small map (every edge area is a Confederate entry area): these tests
// make a Confederate block cavalry by hand instead.
const horse = (s: ReturnType<typeof movesGame>, id: string) => {
  s.blocks[id]!.cavalry = true;
};

describe('18 cavalry (on a Confederate block made cavalry)', () => {
  it('18 a mounted move reveals the block; infantry never moves mounted', () => {
    const s = movesGame(small, 'confederate', 'march');
    horse(s, 'heth-1');
    put(s, 'heth-1', 'j', 'lens');
    put(s, 'pender-1', 'd', 'lens');
    const ctx = newCtx(small, s);
    expect(
      marchStep.apply(
        s,
        { type: 'march', block: 'pender-1', to: 'j', front: 'lens', mounted: true },
        'confederate',
        ctx,
      )?.message,
    ).toMatch(/only cavalry/);
    const to = marchDestinations(s, small, s.blocks['heth-1']!, true)[0]!.to;
    const front = small.positions[to]!.areas[0];
    expect(
      marchStep.apply(s, { type: 'march', block: 'heth-1', to, front, mounted: true }, 'confederate', ctx),
    ).toBeNull();
    expect(s.blocks['heth-1']!.revealed).toBe(true);
    expect(ctx.events.some((e) => !e.visibleTo && e.block === 'heth-1')).toBe(true);
  });

  it('18 cavalry never marches into enemy fire or next to the enemy; mounted never across an obstacle penalty', () => {
    const s = movesGame(small, 'confederate', 'march');
    horse(s, 'heth-1');
    put(s, 'heth-1', 'e', 'middle');
    put(s, 'pender-1', 'e', 'middle', 1);
    put(s, 'reynolds-1', 'h', 'nw');
    const dis = marchDestinations(s, small, s.blocks['heth-1']!, false).map((d) => d.to);
    const inf = marchDestinations(s, small, s.blocks['pender-1']!, false).map((d) => d.to);
    // C and D are next to H.
    expect(inf).toContain('c');
    expect(dis).not.toContain('c');
    const mounted = marchDestinations(s, small, s.blocks['heth-1']!, true);
    // From E across the middle to A: A's obstacle on its middle side.
    expect(mounted.some((d) => d.to === 'a' && d.crossed().length === 1)).toBe(false);
  });
});
