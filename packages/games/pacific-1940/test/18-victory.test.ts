/**
 * 5, 18 Winning the game: Japan with 6 of the 8 victory cities at the end of a round (after ANZAC's turn,
 * not before), and the Allies holding Japan through the end of Japan's next turn (not if Japan retakes it).
 */
import { describe, expect, it } from 'vitest';
import { pacific1940 } from '../src/game.ts';
import { fromPosition, toPosition } from '../src/position.ts';
import { initialState, SCENARIO_ID } from '../src/setup.ts';
import type { PacificState } from '../src/state.ts';
import { afterTurn, VICTORY_CITIES, victoryCitiesOf } from '../src/victory.ts';

const P = 'pacific-1940-position/1';
const at = (state: PacificState, extra: Partial<PacificState>): PacificState => ({ ...state, ...extra });

describe('5 the victory cities', () => {
  it('are eight, two Axis and six Allied at the start (seed p. 6)', () => {
    const s = initialState('v');
    expect(VICTORY_CITIES).toHaveLength(8);
    expect(victoryCitiesOf(s, 'axis').sort()).toEqual(['japan', 'kiangsu']);
    expect(victoryCitiesOf(s, 'allies')).toHaveLength(6);
  });
});

describe('18 Japan wins with six victory cities at the end of a complete round', () => {
  const six = {
    kwangtung: 'japan',
    philippines: 'japan',
    india: 'japan',
    'hawaiian-islands': 'japan',
  } as const;

  it('after ANZAC’s turn, not after another power’s', () => {
    const s = fromPosition({ format: P, control: six }, 'j');
    expect(victoryCitiesOf(s, 'axis')).toHaveLength(6);
    expect(afterTurn(at(s, { power: 'uk' })).winner).toBeNull();
    expect(afterTurn(at(s, { power: 'anzac' })).winner).toBe('axis');
  });

  it('five are not enough', () => {
    const s = fromPosition({ format: P, control: { ...six, india: 'uk' } }, 'j');
    expect(afterTurn(at(s, { power: 'anzac' })).winner).toBeNull();
  });

  it('six without Tokyo still win, by the seed’s rule (RULINGS: TripleA asks for Tokyo)', () => {
    const s = fromPosition({ format: P, control: { ...six, 'new-south-wales': 'japan', japan: 'usa' } }, 'j');
    expect(victoryCitiesOf(s, 'axis')).toHaveLength(6);
    expect(afterTurn(at(s, { power: 'anzac' })).winner).toBe('axis');
  });
});

describe('18 the Allies win holding Japan until the end of Japan’s next turn', () => {
  it('notes the round of the capture, and wins at the end of the following Japanese turn', () => {
    const taken = fromPosition({ format: P, round: 4, power: 'usa', control: { japan: 'usa' } }, 'a');
    const afterUs = afterTurn(taken);
    expect(afterUs.japanTakenRound).toBe(4);
    expect(afterUs.winner).toBeNull();
    // Still held at the end of Japan's turn in round 5.
    expect(afterTurn(at(afterUs, { round: 5, power: 'japan' })).winner).toBe('allies');
  });

  it('not if Japan takes it back in its turn', () => {
    const taken = afterTurn(
      fromPosition({ format: P, round: 4, power: 'usa', control: { japan: 'usa' } }, 'a'),
    );
    const retaken = afterTurn(
      at(taken, { round: 5, power: 'japan', control: { ...taken.control, japan: 'japan' } }),
    );
    expect(retaken.winner).toBeNull();
    expect(retaken.japanTakenRound).toBeNull();
  });
});

describe('the option roundLimit (arenas and short games; RULINGS.md): judged by victory cities', () => {
  it('ends the game after ANZAC’s turn of the last round: four cities for Japan win it for the Axis', () => {
    const four = { kwangtung: 'japan', philippines: 'japan' } as const;
    const s = fromPosition({ format: P, round: 3, roundLimit: 3, control: four }, 'l');
    expect(victoryCitiesOf(s, 'axis')).toHaveLength(4);
    expect(afterTurn(at(s, { power: 'uk' })).winner).toBeNull();
    expect(afterTurn(at(s, { power: 'anzac' })).winner).toBe('axis');
    expect(afterTurn(at(s, { power: 'anzac', round: 2 })).winner).toBeNull();
  });

  it('three are not enough: the Allies win it', () => {
    const s = fromPosition({ format: P, round: 3, roundLimit: 3, control: { kwangtung: 'japan' } }, 'l');
    expect(afterTurn(at(s, { power: 'anzac' })).winner).toBe('allies');
  });

  it('the game takes it as an option, refuses a bad one, and keeps it in the position', () => {
    const s = pacific1940.setup(SCENARIO_ID, { roundLimit: 5 }, 'o');
    expect(s.roundLimit).toBe(5);
    expect(pacific1940.setup(SCENARIO_ID, {}, 'o').roundLimit).toBeUndefined();
    expect(() => pacific1940.setup(SCENARIO_ID, { roundLimit: 0 }, 'o')).toThrow();
    expect(() => pacific1940.setup(SCENARIO_ID, { rounds: 5 }, 'o')).toThrow();
    expect(toPosition(fromPosition(toPosition(s), 'o'))).toEqual(toPosition(s));
    expect(toPosition(s)).toMatchObject({ roundLimit: 5 });
  });

  it('says why the game ended', () => {
    const s = fromPosition({ format: P, round: 3, roundLimit: 3, winner: 'allies', power: 'anzac' }, 'l');
    expect(pacific1940.outcome(s)?.reason).toMatch(/round 3 ends the game .* 2 victory cities, fewer than 4/);
  });
});
