/** §16 The Objectives Phase. */
import { describe, expect, it } from 'vitest';
import { mapOf } from '../src/board.ts';
import { gettysburg as game } from '../src/game.ts';
import { loadMap } from '../src/map.ts';
import { areaDistance, objectiveMovesEarned, objectiveSteps, objectivesApart } from '../src/objectives.ts';
import { smallMap } from './support/small-map.ts';

describe('16 objectives', () => {
  it("16 the book's example: a 2-hour turn from Union 2 and Confederate 3 earns 2 objective moves", () => {
    expect(
      objectiveMovesEarned({ union: 2, confederate: 3 }, [
        { union: 0, confederate: 1 },
        { union: 1, confederate: 0 },
      ]),
    ).toBe(2);
  });

  it('16 no move once the Union stack is as high as the Confederate one, or holds 4', () => {
    expect(objectiveMovesEarned({ union: 3, confederate: 3 }, [{ union: 0, confederate: 0 }])).toBe(0);
    expect(objectiveMovesEarned({ union: 4, confederate: 6 }, [{ union: 0, confederate: 1 }])).toBe(0);
  });

  it('16 area distance counts areas meeting along a position, not at an endpoint only', () => {
    const map = loadMap(smallMap());
    expect(areaDistance(map, 'west', 'west')).toBe(0);
    expect(areaDistance(map, 'west', 'middle')).toBe(1);
    // West and the lens touch at no position: across the middle.
    expect(areaDistance(map, 'west', 'lens')).toBe(2);
  });

  it('16 an objective moves one area, never into a partial area; objectives end more than two areas apart', () => {
    const map = loadMap(smallMap());
    expect(objectiveSteps(map, 'west').sort()).toEqual(['middle']);
    expect(objectiveSteps(map, 'middle').sort()).toEqual(['lens', 'west']);
    expect(objectivesApart(map, ['west', 'lens'])).toBe(false);
    expect(objectivesApart(map, ['west'])).toBe(true);
  });

  it('16 (RULINGS) on our map, whose objectives start close, a move may not bring two close objectives closer', () => {
    const state = game.setup('battle', {}, 'objectives');
    state.phase = { kind: 'objectives', movesLeft: 1 };
    const map = mapOf(state);
    const moves = game.legal(state, 'union').filter((a) => a.type === 'move-objective');
    expect(moves.length).toBeGreaterThan(0);
    const before = state.objectives.map((o) => o.area);
    for (const m of moves) {
      const after = before.map((a, i) => (i === m.objective ? String(m.to) : a));
      for (let i = 0; i < 3; i++)
        for (let j = i + 1; j < 3; j++) {
          const d = areaDistance(map, after[i]!, after[j]!);
          if (d <= 2) expect(d).toBeGreaterThanOrEqual(areaDistance(map, before[i]!, before[j]!));
        }
    }
  });
});
