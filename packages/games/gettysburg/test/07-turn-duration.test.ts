/** §7 The time track and the turn's length. */
import { describe, expect, it } from 'vitest';
import { hoursBeforeNight, longestTurn, spaceAt, TIME_TRACK } from '../src/time-track.ts';

describe('7 turn duration', () => {
  it('4 the first turn is 1 July at 7:00AM; 1 July has 16 spaces, the Union filling all but the first two', () => {
    expect(TIME_TRACK[0]).toMatchObject({ day: 1, hour: 7, label: '7:00AM', night: false });
    expect(TIME_TRACK.filter((s) => s.day === 1)).toHaveLength(16);
    // 6 Confederate arrivals + 10 RUMORs fill 16 spaces; 4 Union arrivals + 10 RUMORs fill 14.
    expect(TIME_TRACK.filter((s) => s.day === 1).slice(2)).toHaveLength(14);
  });

  it('17 each day ends with a night space; 2 and 3 July begin at 5:00AM with 17 day spaces', () => {
    for (const day of [1, 2, 3] as const)
      expect(TIME_TRACK.filter((s) => s.day === day).at(-1)!.night).toBe(true);
    expect(spaceAt(2, 5).label).toBe('5:00AM');
    expect(TIME_TRACK.filter((s) => s.day === 3 && !s.night)).toHaveLength(17);
    expect(spaceAt(1, 13).label).toBe('1:00PM');
  });

  it("7 the book's example: with 8 blocks the longest turn is 1 + 2 = 3 hours", () => {
    expect(longestTurn(spaceAt(2, 8).index, 8, false)).toBe(3);
    expect(longestTurn(spaceAt(2, 8).index, 2, false)).toBe(1);
  });

  it('7 a declared Attack makes the turn 1 hour; the night is a turn of 1 hour; no turn runs into the night', () => {
    expect(longestTurn(spaceAt(2, 8).index, 20, true)).toBe(1);
    expect(longestTurn(spaceAt(2, 22).index, 20, false)).toBe(1);
    expect(hoursBeforeNight(spaceAt(2, 20).index)).toBe(2);
    expect(longestTurn(spaceAt(2, 20).index, 20, false)).toBe(2);
  });
});
