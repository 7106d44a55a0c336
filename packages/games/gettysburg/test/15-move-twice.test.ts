/** §15 A block moving twice: reinforcement then march, withdrawal then march, the March token. */
import { describe, expect, it } from 'vitest';
import { defaultGameMap } from '../src/board.ts';
import { marchDestinations, marchLimits } from '../src/march-moves.ts';
import { movesGame, put } from './support/moves-game.ts';

const map = defaultGameMap();

describe('15 moving twice', () => {
  it('15 the example: a First Player block entering in the first hour of a 3-hour turn marches as in a 2-hour turn', () => {
    const s = movesGame(map, 'union', 'march', 3, 'union');
    const p = map.roads['baltimore-pike']!.positions[2]!;
    put(s, 'slocum-1', p, map.positions[p]!.areas[0]);
    s.moves.moved['slocum-1'] = ['reinforcement'];
    s.moves.enteredAt['slocum-1'] = 0;
    expect(marchLimits(s, s.blocks['slocum-1']!, false)).toEqual({ base: 2, extended: 3, bonus: false });
    // Not moved at all: a 3-hour turn (2 + 1 + 1).
    delete s.moves.moved['slocum-1'];
    expect(marchLimits(s, s.blocks['slocum-1']!, false).extended).toBe(4);
  });

  it('15 entering in the last hour: no march, but a March token gives a 1-step march', () => {
    const s = movesGame(map, 'union', 'march', 2);
    const p = map.roads['baltimore-pike']!.positions[2]!;
    put(s, 'slocum-1', p, map.positions[p]!.areas[0]);
    s.moves.moved['slocum-1'] = ['reinforcement'];
    s.moves.enteredAt['slocum-1'] = 1;
    expect(marchDestinations(s, map, s.blocks['slocum-1']!, false)).toEqual([]);
    s.moves.marchBonus = 3;
    const d = marchDestinations(s, map, s.blocks['slocum-1']!, false);
    expect(d.length).toBeGreaterThan(0);
    expect(d.every((x) => x.cost === 1)).toBe(true);
  });

  it('15 withdrawal then march: as if the turn were one hour shorter; never after an attack', () => {
    const s = movesGame(map, 'confederate', 'march', 3);
    s.moves.moved['heth-1'] = ['withdrawal'];
    // Second Player: 2 + 2 for the one extra hour left.
    expect(marchLimits(s, s.blocks['heth-1']!, false).extended).toBe(4);
    const p = map.roads['chambersburg-pike']!.positions[1]!;
    put(s, 'heth-2', p, map.positions[p]!.areas[0]);
    s.moves.moved['heth-2'] = ['attack'];
    expect(marchDestinations(s, map, s.blocks['heth-2']!, false)).toEqual([]);
    s.turn.hours = 1;
    put(s, 'heth-1', p, map.positions[p]!.areas[0], 1);
    expect(marchDestinations(s, map, s.blocks['heth-1']!, false)).toEqual([]);
  });
});
