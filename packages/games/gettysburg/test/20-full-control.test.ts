/** §20 Full control and communication paths on the small test map (Union entry areas: sw, nw, east). */
import { isError } from '@wargame/engine';
import { describe, expect, it } from 'vitest';
import { communicationPath, fullyControlled, unionEntryAreas } from '../src/full-control.ts';
import { gettysburg } from '../src/game.ts';
import { loadMap } from '../src/map.ts';
import type { GettysburgState } from '../src/state.ts';
import { smallMap } from './support/small-map.ts';

const enemy = (fire: string[] = [], on: string[] = []) => ({
  areaUnderFire: (a: string) => fire.includes(a),
  enemyOn: (p: string) => on.includes(p),
});

describe('20 full control', () => {
  const map = loadMap(smallMap());

  it('20 a chain of areas to a Union entry area', () => {
    expect([...unionEntryAreas(map)].sort()).toEqual(['east', 'nw', 'sw']);
    expect(communicationPath(map, 'lens', enemy())).toEqual(['lens', 'east']);
    expect(fullyControlled(map, 'middle', enemy())).toBe(true);
  });

  it("20 no area of the path in enemy field of fire, the objective's own included", () => {
    expect(fullyControlled(map, 'lens', enemy(['lens']))).toBe(false);
    // With the east under fire the lens goes round by the middle.
    expect(communicationPath(map, 'lens', enemy(['east']))).toEqual(['lens', 'middle', 'sw']);
    expect(fullyControlled(map, 'lens', enemy(['east', 'nw', 'sw']))).toBe(false);
  });

  it('20 the path may not cross an enemy-occupied position', () => {
    // The lens meets the east along D only and the middle along J only.
    expect(fullyControlled(map, 'lens', enemy([], ['d', 'j']))).toBe(false);
    expect(communicationPath(map, 'lens', enemy([], ['d']))).toEqual(['lens', 'middle', 'sw']);
  });
});

describe('20 a shortened game (turnLimit, RULINGS.md)', () => {
  /** Turn 1 played by each seat's first legal action (never an attack: both armies are under Hold). */
  function playTurnOne(state: GettysburgState) {
    let s = state;
    const phases: string[] = [];
    while (!gettysburg.outcome(s)) {
      if (s.phase.kind === 'action' && phases.at(-1) !== s.phase.army) phases.push(s.phase.army);
      const seat = gettysburg.pending(s)[0]!.seat;
      const legal = gettysburg.legal(s, seat);
      const r = gettysburg.apply(s, legal.find((a) => a.type === 'done') ?? legal[0]!, seat);
      if (isError(r)) throw new Error(r.error.message);
      s = r.state;
    }
    return { state: s, phases };
  }

  it('20 is judged at the end of the Union Action Phase of its last turn: the Confederacy, second, does not move after it', () => {
    const { state, phases } = playTurnOne(gettysburg.setup('battle', { turnLimit: 1 }, 'limit-1'));
    expect(state.turn.number).toBe(1);
    // 7 The Union is First Player until someone declares Withdrawal: its phase is the last one played.
    expect(phases).toEqual(['union']);
    expect(gettysburg.outcome(state)).toMatchObject({ winners: ['union'] });
    expect(gettysburg.outcome(state)!.reason).toContain(
      'turn limit 1: the Union fully controls the 3 objectives',
    );
  });

  it('20 an objective not fully controlled at the limit is the Confederacy’s game, Attack orders or not', () => {
    const start = gettysburg.setup('battle', { turnLimit: 1 }, 'limit-1');
    start.objectives[0]!.control = 'confederate';
    const { state } = playTurnOne(start);
    expect(gettysburg.outcome(state)).toMatchObject({ winners: ['confederate'] });
    expect(gettysburg.outcome(state)!.reason).toContain('does not fully control 1 of the 3 objectives');
  });
});
