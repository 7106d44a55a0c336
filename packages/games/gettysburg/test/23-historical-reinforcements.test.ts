/** §23 Historical reinforcements (optional): the printed schedule instead of time and reinforcement tokens. */
import { type Action, createRng, type GameEvent } from '@wargame/engine';
import { checkDeterminize } from '@wargame/engine/testkit';
import { describe, expect, it } from 'vitest';
import { ARMY_DATA, type Army } from '../src/armies.ts';
import { defaultGameMap } from '../src/board.ts';
import { HISTORICAL_BUFORD, historicalBuford } from '../src/buford.ts';
import { gettysburg as game } from '../src/game.ts';
import {
  arrivalEntryAt,
  HISTORICAL_SCHEDULE,
  historicalArrivalAt,
} from '../src/historical-reinforcements.ts';
import { loadMap } from '../src/map.ts';
import { reinforcementStep } from '../src/reinforcement-moves.ts';
import type { GettysburgState } from '../src/state.ts';
import { newCtx } from '../src/step.ts';
import { spaceAt, TIME_TRACK } from '../src/time-track.ts';
import { movesGame, wait } from './support/moves-game.ts';
import { randomGame } from './support/random-game.ts';
import { smallMap } from './support/small-map.ts';

const map = defaultGameMap();
const HISTORICAL = { historicalReinforcements: true };

/** Apply `action` by `seat`, keeping the events. */
function step(s: GettysburgState, action: Action, seat: Army, log: GameEvent[]): GettysburgState {
  const r = game.apply(s, action, seat);
  if ('error' in r) throw new Error(`${JSON.stringify(action)}: ${r.error.message}`);
  log.push(...r.events);
  return r.state;
}

/** Play quietly (steps ended, Hold, 1-hour turns) until `until` holds. */
function playUntil(s: GettysburgState, until: (s: GettysburgState) => boolean, log: GameEvent[] = []) {
  for (let i = 0; i < 2000 && !until(s) && !game.outcome(s); i++) {
    const seat = game.pending(s)[0]!.seat as Army;
    const legal = game.legal(s, seat);
    const pick =
      legal.find((a) => a.type === 'done') ??
      legal.find((a) => a.type === 'orders' && a.orders === 'hold') ??
      legal.find((a) => a.type === 'duration' && a.hours === 1) ??
      legal.find((a) => a.type === 'keep-tokens') ??
      legal[0]!;
    s = step(s, pick, seat, log);
  }
  return s;
}

const reinforcementHour = (s: GettysburgState, army: Army, index: number) =>
  s.phase.kind === 'action' &&
  s.phase.army === army &&
  s.phase.step === 'reinforcement' &&
  s.turn.start + s.phase.hour === index;

describe('§23 Historical reinforcements', () => {
  it("23 the book's table: 17 commands at their hours and entry points, one an hour for each army", () => {
    const at = (command: string) => HISTORICAL_SCHEDULE.find((h) => h.command === command)!;
    expect(HISTORICAL_SCHEDULE).toHaveLength(17);
    expect(at('heth')).toMatchObject({ army: 'confederate', entry: 'chambersburg', label: '1 July 7:00AM' });
    expect(at('reynolds')).toMatchObject({ army: 'union', entry: 'emmitsburg', label: '1 July 10:00AM' });
    // RULINGS.md: the printed "1:00AM" is read 1:00PM, "3:00{M" 3:00PM.
    expect(at('howard')).toMatchObject({ entry: 'emmitsburg', label: '1 July 1:00PM' });
    expect(at('rodes')).toMatchObject({ entry: 'mummasburg', label: '1 July 1:00PM' });
    expect(at('early')).toMatchObject({ entry: 'harrisburg', label: '1 July 2:00PM' });
    expect(at('sedgwick')).toMatchObject({ entry: 'baltimore', label: '2 July 3:00PM' });
    expect(at('pickett')).toMatchObject({ entry: 'chambersburg', label: '2 July 6:00PM' });
    expect(at('kilpatrick')).toMatchObject({ army: 'union', entry: 'taneytown', label: '3 July 1:00PM' });
    // Every command but Buford (set up on the map) arrives once.
    const commands = ARMY_DATA.armies.union.commands
      .concat(ARMY_DATA.armies.confederate.commands)
      .map((c) => c.id)
      .filter((c) => c !== 'buford');
    expect(HISTORICAL_SCHEDULE.map((h) => h.command).sort()).toEqual(commands.sort());
    for (const h of HISTORICAL_SCHEDULE) {
      expect(historicalArrivalAt(h.army, h.index)).toBe(h);
      expect(TIME_TRACK[h.index]!.night).toBe(false);
    }
  });

  it('23 no time tokens and no reinforcement tokens are used', () => {
    const s = game.setup('battle', HISTORICAL, 'h1');
    for (const army of ['union', 'confederate'] as const) {
      expect(s.armies[army].timeTrack).toEqual({});
      expect(s.armies[army].dateTrack).toEqual({ 1: [], 2: [], 3: [] });
      expect(s.armies[army].rows).toEqual({});
    }
    const basic = game.setup('battle', {}, 'h1');
    expect(Object.keys(basic.armies.confederate.timeTrack).length).toBeGreaterThan(0);
  });

  it("23 a command arrives at its hour, the schedule public, its blocks waiting as §11's arrivals", () => {
    let s = game.setup('battle', HISTORICAL, 'h2');
    const log: GameEvent[] = [];
    s = playUntil(s, (x) => reinforcementHour(x, 'confederate', 0), log);
    expect(s.blocks['heth-1']!.place).toEqual({ kind: 'waiting', entry: 'chambersburg', since: 0 });
    expect(s.blocks['heth-2']!.place).toEqual({ kind: 'waiting', entry: 'chambersburg', since: 0 });
    expect(s.blocks['heth-r2-1']!.place.kind).toBe('unused');
    expect(s.arrivedThisTurn).toEqual([{ hour: 0, army: 'confederate' }]);
    // 23 The printed schedule names the command to both sides.
    expect(log).toContainEqual(
      expect.objectContaining({
        type: 'arrival',
        seat: 'confederate',
        entry: 'chambersburg',
        command: 'heth',
      }),
    );
    // The Union's hours before Reynolds bring nothing.
    expect(Object.values(s.blocks).filter((b) => b.army === 'union' && b.place.kind === 'waiting')).toEqual(
      [],
    );
    // The enemy's view still hides which waiting block is which (§11, as under the basic rules).
    const seen = JSON.stringify(game.view(s, 'union'));
    expect(seen).not.toContain('"heth-1"');
    // Heth may enter now, as §11 arrivals do.
    expect(game.legal(s, 'confederate').some((a) => a.type === 'enter' && a.block === 'heth-1')).toBe(true);
  });

  it('23 a later command arrives hour by hour within a longer turn, and only from its hour', () => {
    const s = movesGame(map, 'union', 'reinforcement', 3);
    s.options = { ...s.options, historicalReinforcements: true };
    s.turn = { number: 3, start: spaceAt(1, 9).index, hours: 3 };
    const ctx = newCtx(map, s);
    reinforcementStep.begin!(s, ctx);
    expect(s.blocks['reynolds-1']!.place.kind).toBe('unused');
    reinforcementStep.apply(s, { type: 'done' }, 'union', ctx);
    const ten = spaceAt(1, 10).index;
    expect(s.blocks['reynolds-1']!.place).toEqual({ kind: 'waiting', entry: 'emmitsburg', since: ten });
    expect(s.arrivedThisTurn).toEqual([{ hour: 1, army: 'union' }]);
    expect(reinforcementStep.legal(s, 'union', map).some((a) => a.type === 'enter')).toBe(true);
    // 11 No transfer in the hour of arrival.
    expect(reinforcementStep.legal(s, 'union', map).some((a) => a.type === 'transfer')).toBe(false);
  });

  it('11, 23 no transfer to an entry point in the hour the schedule brings reinforcements there', () => {
    const s = movesGame(map, 'union', 'reinforcement', 1);
    s.options = { ...s.options, historicalReinforcements: true };
    const howard = spaceAt(1, 13).index;
    s.turn = { number: 5, start: howard, hours: 1 };
    s.armies.union.timeTrack = {};
    expect(arrivalEntryAt(s, 'union', howard)).toBe('emmitsburg');
    wait(s, 'reynolds-1', 'taneytown', 0);
    const ctx = newCtx(map, s);
    reinforcementStep.begin!(s, ctx);
    expect(s.blocks['howard-1']!.place).toMatchObject({ kind: 'waiting', entry: 'emmitsburg' });
    const transfers = reinforcementStep
      .legal(s, 'union', map)
      .filter((a) => a.type === 'transfer' && a.block === 'reynolds-1');
    expect(transfers).toEqual([{ type: 'transfer', block: 'reynolds-1', to: 'baltimore' }]);
    // Without the option a face-down track decides, not the schedule.
    s.options = { ...s.options, historicalReinforcements: false };
    expect(arrivalEntryAt(s, 'union', howard)).toBeNull();
  });

  it('17, 23 the Union forgoing reinforcements loses the blocks of the schedule as they arrive', () => {
    const s = movesGame(map, 'union', 'reinforcement', 1);
    s.options = { ...s.options, historicalReinforcements: true };
    s.turn = { number: 20, start: spaceAt(2, 5).index, hours: 1 };
    s.armies.union.forgoBlocks = 3;
    reinforcementStep.begin!(s, newCtx(map, s));
    expect(['hancock-1', 'hancock-2', 'hancock-3'].map((b) => s.blocks[b]!.place.kind)).toEqual([
      'gone',
      'gone',
      'gone',
    ]);
    expect(s.armies.union.forgoBlocks).toBe(0);
  });

  it('16, 23 each historical arrival counts for its arrivals stack, one a command', () => {
    let s = game.setup('battle', HISTORICAL, 'h3');
    const log: GameEvent[] = [];
    s = playUntil(s, (x) => x.turn.number === 2, log);
    // 1 July 7:00AM: Heth alone, so the Union (0 < 1, fewer than 4) earns one move.
    expect(s.armies.confederate.arrivalsStack).toBe(1);
    expect(s.armies.union.arrivalsStack).toBe(0);
    expect(log).toContainEqual(expect.objectContaining({ type: 'objectives-phase', moves: 1 }));
    s = playUntil(s, (x) => x.turn.start === spaceAt(1, 11).index, log);
    // 10:00AM: Reynolds and Pender, one each.
    expect(s.armies.union.arrivalsStack).toBe(1);
    expect(s.armies.confederate.arrivalsStack).toBe(2);
  });

  it('17, 23 the night lays no time tokens', () => {
    let s = game.setup('battle', HISTORICAL, 'h4');
    s = playUntil(s, (x) => x.turn.start === spaceAt(2, 5).index);
    expect(s.turn.start).toBe(spaceAt(2, 5).index);
    for (const army of ['union', 'confederate'] as const) expect(s.armies[army].timeTrack).toEqual({});
  });

  it('23 the historical Buford deployment is offered, not forced: Herr Ridge at the pike, McPherson Ridge north of it', () => {
    const s = game.setup('battle', HISTORICAL, 'h5');
    const legal = game.legal(s, 'union');
    expect(legal).toContainEqual({ type: 'buford-historical' });
    expect(legal.filter((a) => a.type === 'place-buford').length).toBeGreaterThan(1);
    // The positions: the pike crosses both (the second is McPherson Ridge's west face, the pike its south end).
    const pike = map.roads['chambersburg-pike']!.positions;
    expect(pike).toContain(HISTORICAL_BUFORD[0]!.position);
    expect(pike).toContain(HISTORICAL_BUFORD[1]!.position);
    expect(map.positions[HISTORICAL_BUFORD[0]!.position]!.areas).toContain('herr-tavern');
    expect(map.positions[HISTORICAL_BUFORD[1]!.position]!.areas).toContain('mcpherson-ridge');
    const log: GameEvent[] = [];
    const after = step(s, { type: 'buford-historical' }, 'union', log);
    expect(after.blocks['buford-1']!.place).toEqual({
      kind: 'map',
      position: 'beyond-herr-ridge-herr-tavern',
      front: 'beyond-herr-ridge',
      rank: 0,
    });
    expect(after.blocks['buford-2']!.place).toEqual({
      kind: 'map',
      position: 'mcpherson-ridge-willoughby-run',
      front: 'willoughby-run',
      rank: 0,
    });
    expect(after.phase.kind).not.toBe('buford');
    // Not offered under the random schedule, nor once a block is placed, nor on a map without the places.
    expect(game.legal(game.setup('battle', {}, 'h5'), 'union')).not.toContainEqual({
      type: 'buford-historical',
    });
    const one = step(s, legal.find((a) => a.type === 'place-buford')!, 'union', []);
    expect(game.legal(one, 'union')).not.toContainEqual({ type: 'buford-historical' });
    expect(historicalBuford(loadMap(smallMap()))).toBeNull();
  });

  it('23 a random game with the historical schedule runs to its end', { timeout: 120_000 }, () => {
    const guesses = createRng('determinize');
    const { save, state: s } = randomGame('h-random', 20_000, HISTORICAL, {
      onState: (state, n) => {
        // Determinize keeps the view in the opening (later waiting blocks with different hours hit a gap of determinize.ts).
        if (state.turn.number === 1 && n % 5 === 0)
          for (const seat of ['union', 'confederate']) checkDeterminize(game, state, seat, guesses);
        // The views still hide what the basic rules hide: no face-down enemy block named.
        if (n % 97 === 0)
          for (const viewer of ['union', 'confederate'] as const) {
            const text = JSON.stringify(game.view(state, viewer));
            for (const b of Object.values(state.blocks))
              if (b.army !== viewer && !b.revealed && b.place.kind !== 'gone')
                expect(text.includes(`"${b.id}"`), b.id).toBe(false);
          }
      },
    });
    const n = save.actions.length;
    expect(game.outcome(s), `${n} actions`).not.toBeNull();
    // Every command due before the last turn began has arrived.
    for (const h of HISTORICAL_SCHEDULE.filter((x) => x.index < s.turn.start))
      expect(s.blocks[`${h.command}-1`]!.place.kind, h.command).not.toBe('unused');
  });
});
