/**
 * 11 Sequence of play: the phases in order, the powers in order (a new round after ANZAC), a clean slate
 * for each turn, and victory judged when a turn ends.
 */
import { describe, expect, it } from 'vitest';
import { endTurn, phaseAfter } from '../src/flow.ts';
import { fromPosition } from '../src/position.ts';
import { PHASES } from '../src/state.ts';

const P = 'pacific-1940-position/1';

describe('11 the phases', () => {
  it('are purchase, combat move, combat, noncombat move, mobilize, income, in that order', () => {
    expect(PHASES).toEqual(['purchase', 'combat-move', 'combat', 'noncombat-move', 'mobilize', 'income']);
    expect(phaseAfter('purchase')).toBe('combat-move');
    expect(phaseAfter('mobilize')).toBe('income');
    expect(phaseAfter('income')).toBeNull();
  });
});

describe('11 the turn order', () => {
  it('goes Japan, USA, China, UK, ANZAC, then a new round begins with Japan', () => {
    let s = fromPosition({ format: P, phase: 'income' }, 'o');
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      s = endTurn(s).state;
      seen.push(`${s.round}:${s.power}`);
    }
    expect(seen).toEqual(['1:usa', '1:china', '1:uk', '1:anzac', '2:japan', '2:usa']);
  });

  it('starts each turn with nothing bought, moved, engaged, produced or captured', () => {
    const s = fromPosition(
      {
        format: P,
        phase: 'income',
        units: [{ space: 'japan', power: 'japan', type: 'infantry', moved: 1, engaged: true, ids: ['p1'] }],
        turn: {
          bought: { infantry: 1 },
          captured: ['kiangsi'],
          produced: { japan: 2 },
          newFacilities: ['korea'],
        },
      },
      't',
    );
    const next = endTurn(s);
    expect(next.state.phase).toBe('purchase');
    expect(next.state.turn).toEqual({ bought: {}, captured: [], produced: {}, newFacilities: [] });
    expect(next.state.pieces.p1).toEqual({ id: 'p1', type: 'infantry', owner: 'japan', at: 'japan' });
    expect(next.events).toEqual([{ type: 'turn', rule: '11', round: 1, seat: 'usa' }]);
  });

  it('ends the game when a turn ends in victory', () => {
    const six = { kwangtung: 'japan', philippines: 'japan', india: 'japan', 'hawaiian-islands': 'japan' };
    const s = fromPosition({ format: P, power: 'anzac', phase: 'income', control: six }, 'v');
    const r = endTurn(s);
    expect(r.state.winner).toBe('axis');
    expect(r.state.power).toBe('anzac');
    expect(r.events).toEqual([{ type: 'victory', rule: '5', side: 'axis' }]);
  });
});
