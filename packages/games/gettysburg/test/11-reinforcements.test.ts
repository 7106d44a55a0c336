/** §11 Reinforcements: arrivals hour by hour, off-road and on-road entries, transfers (real map and small map). */
import type { Action } from '@wargame/engine';
import { describe, expect, it } from 'vitest';
import { defaultGameMap } from '../src/board.ts';
import { loadMap } from '../src/map.ts';
import { reinforcementStep } from '../src/reinforcement-moves.ts';
import { newCtx } from '../src/step.ts';
import { arrival, movesGame, put, wait } from './support/moves-game.ts';
import { smallMap } from './support/small-map.ts';

const map = defaultGameMap();
const small = loadMap(smallMap());
const act = (s: ReturnType<typeof movesGame>, action: Action, m = map) => {
  const ctx = newCtx(m, s);
  const err = reinforcementStep.apply(s, action, s.phase.kind === 'action' ? s.phase.army : 'union', ctx);
  return { err, ctx };
};
const legal = (s: ReturnType<typeof movesGame>, m = map) =>
  reinforcementStep.legal(s, s.phase.kind === 'action' ? s.phase.army : 'union', m);
const targets = (actions: Action[], block: string, road?: string) =>
  [
    ...new Set(
      actions
        .filter((a) => a.type === 'enter' && a.block === block && a.road === road)
        .map((a) => a.to as string),
    ),
  ].sort();

describe('11 reinforcements', () => {
  it('11 an arrival brings the top command of the first row with tokens; the opponent sees no command', () => {
    const s = movesGame(map, 'confederate', 'reinforcement', 2);
    s.armies.confederate.rows.chambersburg = [[], ['heth', 'pender']];
    arrival(s, 'confederate', 0, 'chambersburg');
    s.armies.confederate.timeTrack[11] = { token: { id: 'r', kind: 'rumor' }, faceUp: false };
    const ctx = newCtx(map, s);
    reinforcementStep.begin!(s, ctx);
    expect(s.blocks['heth-1']!.place).toEqual({ kind: 'waiting', entry: 'chambersburg', since: 10 });
    expect(s.blocks['heth-2']!.place.kind).toBe('waiting');
    expect(s.blocks['heth-r2-1']!.place.kind).toBe('unused');
    expect(s.armies.confederate.rows.chambersburg).toEqual([[], ['pender']]);
    expect(s.armies.confederate.timeTrack[10]!.faceUp).toBe(true);
    expect(s.arrivedThisTurn).toEqual([{ hour: 0, army: 'confederate' }]);
    const pub = ctx.events.filter((e) => !e.visibleTo);
    expect(JSON.stringify(pub)).not.toContain('heth');
    expect(pub).toContainEqual(
      expect.objectContaining({ type: 'arrival', entry: 'chambersburg', blocks: 2 }),
    );
    // 11 the next hour's RUMOR is discarded when that hour begins.
    act(s, { type: 'done' });
    expect(s.phase.kind === 'action' && s.phase.hour).toBe(1);
    expect(s.armies.confederate.timeTrack[11]).toBeUndefined();
    const end = act(s, { type: 'done' });
    expect(end.ctx.ended).toBe(true);
  });

  it('17 forgone Union blocks leave the game as they arrive', () => {
    const s = movesGame(map, 'union', 'reinforcement');
    s.armies.union.rows.baltimore = [['slocum']];
    s.armies.union.forgoBlocks = 2;
    arrival(s, 'union', 0, 'baltimore');
    reinforcementStep.begin!(s, newCtx(map, s));
    const places = ['slocum-1', 'slocum-2', 'slocum-3'].map((id) => s.blocks[id]!.place.kind);
    expect(places).toEqual(['gone', 'gone', 'waiting']);
    expect(s.armies.union.forgoBlocks).toBe(0);
  });

  it('11 the transfer example: arrives at Chambersburg, transfers to Mummasburg the next hour, enters the hour after', () => {
    const s = movesGame(map, 'confederate', 'reinforcement', 3);
    s.armies.confederate.rows.chambersburg = [['heth']];
    arrival(s, 'confederate', 0, 'chambersburg');
    reinforcementStep.begin!(s, newCtx(map, s));
    const t = { type: 'transfer', block: 'heth-1', to: 'mummasburg' };
    expect(act(s, t).err?.message).toMatch(/hour it arrives/);
    expect(act(s, { type: 'transfer', block: 'heth-1', to: 'harrisburg' }).err?.message).toMatch(/chains/);
    act(s, { type: 'done' });
    expect(act(s, t).err).toBeNull();
    expect(s.blocks['heth-1']!.place).toMatchObject({ entry: 'mummasburg', since: 12, transferredAt: 11 });
    // 11 one block an hour between a pair of entry points; none enters in the hour of its transfer.
    expect(act(s, { type: 'transfer', block: 'heth-2', to: 'mummasburg' }).err?.message).toMatch(
      /one block an hour/,
    );
    expect(targets(legal(s), 'heth-1')).toEqual([]);
    const herr = map.areas[map.entryAreas.mummasburg[0]]!.positions[0]!;
    expect(
      act(s, { type: 'enter', block: 'heth-1', to: herr, front: map.positions[herr]!.areas[0] }).err?.message,
    ).toMatch(/hour of its transfer/);
    act(s, { type: 'done' });
    expect(targets(legal(s), 'heth-1').length).toBeGreaterThan(0);
    expect(
      act(s, { type: 'enter', block: 'heth-1', to: herr, front: map.positions[herr]!.areas[0] }).err,
    ).toBeNull();
    expect(s.moves.enteredAt['heth-1']).toBe(2);
    expect(s.moves.moved['heth-1']).toEqual(['reinforcement']);
  });

  it('11 no transfer into an entry point receiving arrivals this hour', () => {
    const s = movesGame(map, 'confederate', 'reinforcement', 2);
    s.armies.confederate.rows.mummasburg = [['rodes']];
    wait(s, 'heth-1', 'chambersburg', 0);
    arrival(s, 'confederate', 0, 'mummasburg');
    reinforcementStep.begin!(s, newCtx(map, s));
    expect(act(s, { type: 'transfer', block: 'heth-1', to: 'mummasburg' }).err?.message).toMatch(
      /arrive at mummasburg/,
    );
  });

  it('11 off-road: a position bounding an entry area; on-road: along the road, any length', () => {
    const s = movesGame(map, 'confederate', 'reinforcement');
    wait(s, 'heth-1', 'chambersburg');
    const off = new Set(map.entryAreas.chambersburg.flatMap((a) => map.areas[a]!.positions));
    const l = legal(s);
    expect(targets(l, 'heth-1').every((p) => off.has(p))).toBe(true);
    expect(targets(l, 'heth-1', 'chambersburg-pike')).toEqual(
      [...map.roads['chambersburg-pike']!.positions].sort(),
    );
  });

  it('11 not both on and off the road at one entry point in a turn; one on-road block an hour; paths never meet', () => {
    const s = movesGame(map, 'confederate', 'reinforcement', 2);
    wait(s, 'heth-1', 'chambersburg');
    wait(s, 'heth-2', 'chambersburg');
    wait(s, 'rodes-1', 'mummasburg');
    const pike = map.roads['chambersburg-pike']!.positions;
    expect(
      act(s, {
        type: 'enter',
        block: 'heth-1',
        to: pike[2]!,
        front: map.positions[pike[2]!]!.areas[0],
        road: 'chambersburg-pike',
      }).err,
    ).toBeNull();
    const offTo = map.areas[map.entryAreas.chambersburg[1]]!.positions[0]!;
    expect(
      act(s, { type: 'enter', block: 'heth-2', to: offTo, front: map.positions[offTo]!.areas[0] }).err
        ?.message,
    ).toMatch(/not both on and off the road/);
    expect(
      act(s, {
        type: 'enter',
        block: 'heth-2',
        to: pike[3]!,
        front: map.positions[pike[3]!]!.areas[0],
        road: 'chambersburg-pike',
      }).err?.message,
    ).toMatch(/one block an hour/);
    act(s, { type: 'done' });
    // 11 the strict reading: a later path of the turn may not share a position with this one.
    expect(targets(legal(s), 'heth-2', 'chambersburg-pike')).toEqual([]);
    // Pennsylvania College–Town North lies on the Mummasburg road and the Harrisburg road alike.
    expect(targets(legal(s), 'rodes-1', 'mummasburg-road')).toContain('pennsylvania-college-town-north');
  });

  it('11 an on-road entry stops on entering enemy fire or next to an enemy block; never through an entry area under fire', () => {
    const s = movesGame(map, 'confederate', 'reinforcement');
    wait(s, 'heth-1', 'chambersburg');
    const pike = map.roads['chambersburg-pike']!.positions;
    // A Union block next to the fourth position of the road.
    const near = map.adjacent[pike[3]!]!.find(
      (p) => !pike.includes(p) && !map.adjacent[p]!.some((q) => pike.slice(0, 3).includes(q)),
    );
    expect(near).toBeDefined();
    put(
      s,
      'reynolds-1',
      near!,
      map.positions[near!]!.areas.find((a) => !map.positions[pike[3]!]!.areas.includes(a)) ??
        map.positions[near!]!.areas[0],
    );
    const along = targets(legal(s), 'heth-1', 'chambersburg-pike');
    expect(along).toContain(pike[3]);
    expect(along).not.toContain(pike[4]);
    // A Union block firing into an entry area closes it.
    const s2 = movesGame(map, 'confederate', 'reinforcement');
    wait(s2, 'heth-1', 'chambersburg');
    const area = map.entryAreas.chambersburg[0];
    const p = map.areas[area]!.positions.find(
      (q) => map.positions[q]!.sides[area]?.obstacle !== true && !map.positions[q]!.partial,
    )!;
    put(s2, 'reynolds-1', p, area);
    const to = legal(s2)
      .filter((a) => a.type === 'enter' && !a.road)
      .map((a) => a.to as string);
    const other = new Set(map.areas[map.entryAreas.chambersburg[1]]!.positions);
    expect(to.every((q) => other.has(q))).toBe(true);
  });

  it('11 Confederates never along the road through the town (small map: the pike crosses West, a town area)', () => {
    const s = movesGame(small, 'confederate', 'reinforcement');
    wait(s, 'heth-1', 'chambersburg');
    expect(targets(legal(s, small), 'heth-1', 'pike')).toEqual(['b', 'g']);
  });

  it('11 a Confederate block in its first available turn goes on the road only when earlier arrivals there have entered', () => {
    const s = movesGame(map, 'confederate', 'reinforcement');
    wait(s, 'pender-1', 'chambersburg', 3);
    wait(s, 'heth-1', 'chambersburg', 10);
    expect(targets(legal(s), 'heth-1', 'chambersburg-pike')).toEqual([]);
    expect(targets(legal(s), 'pender-1', 'chambersburg-pike').length).toBeGreaterThan(0);
  });

  it('10 stacking: at most three friendly blocks end in a position; Union never next to a Confederate entry area', () => {
    const s = movesGame(small, 'confederate', 'reinforcement');
    wait(s, 'heth-1', 'chambersburg');
    put(s, 'pender-1', 'g', 'nw', 0);
    put(s, 'pender-2', 'g', 'nw', 1);
    put(s, 'anderson-1', 'g', 'nw', 2);
    expect(targets(legal(s, small), 'heth-1')).not.toContain('g');
    const u = movesGame(small, 'union', 'reinforcement');
    wait(u, 'reynolds-1', 'emmitsburg');
    // Emmitsburg's areas (sw, nw) are Chambersburg's too here: every position bordering them is banned.
    expect(targets(legal(u, small), 'reynolds-1')).toEqual([]);
  });
});

describe('11 reinforcements: orders, cavalry, objectives', () => {
  it('10 Withdrawal orders and 18 cavalry: no entry into enemy fire or next to the enemy', () => {
    const s = movesGame(small, 'confederate', 'reinforcement');
    wait(s, 'heth-1', 'chambersburg');
    // The Union on F, facing West (A, B, F): G and E are next to it, A and B under its fire.
    put(s, 'reynolds-1', 'f', 'west');
    const hold = targets(legal(s, small), 'heth-1');
    expect(hold).toContain('i');
    expect(hold).toContain('g');
    s.armies.confederate.orders = 'withdrawal';
    const away = targets(legal(s, small), 'heth-1');
    // Under Withdrawal orders G (next to F at e5) and E (next to F at e2) are barred; I (at e4) is not.
    expect(away).not.toContain('g');
    expect(away).not.toContain('e');
    expect(away).toContain('i');
    s.armies.confederate.orders = 'hold';
    s.blocks['heth-1']!.cavalry = true;
    expect(targets(legal(s, small), 'heth-1')).toEqual(away);
  });

  it('20 an on-road entry through an enemy-controlled objective area takes it', () => {
    const s = movesGame(small, 'confederate', 'reinforcement');
    wait(s, 'heth-1', 'chambersburg');
    // The pike: G (across nw) then B; nw is no objective here, so make it one.
    s.objectives[0]!.area = 'nw';
    const { err, ctx } = act(
      s,
      { type: 'enter', block: 'heth-1', to: 'b', front: 'west', road: 'pike' },
      small,
    );
    expect(err).toBeNull();
    expect(s.objectives[0]!.control).toBe('confederate');
    expect(ctx.events.filter((e) => !e.visibleTo).some((e) => JSON.stringify(e).includes('heth'))).toBe(
      false,
    );
    expect(s.moves.roadEntries).toMatchObject([{ entry: 'chambersburg', hour: 0, positions: ['g', 'b'] }]);
  });
});
