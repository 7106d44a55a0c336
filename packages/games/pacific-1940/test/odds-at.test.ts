/** 14 The exact odds of the battle in a space as it stands (the web client's odds panel). */
import { describe, expect, it } from 'vitest';
import { oddsOf, parseUnits } from '../src/odds/index.ts';
import { battleOddsAt } from '../src/odds-at.ts';
import { view } from '../src/view.ts';
import { started, unitsAt } from './support/combat.ts';
import { positionsOf, WAR } from './support/moves.ts';

const position = positionsOf('odds-at', { politics: WAR });
const into = (space: string, type: string, ids: string[], from: string) =>
  unitsAt(space, 'japan', type, ids, { moved: 1, engaged: true, cameFrom: from });

describe('battleOddsAt', () => {
  it('one infantry against one in Combat Move: exactly 1/4, 5/8, 1/8', () => {
    const s = position([
      into('hunan', 'infantry', ['p1'], 'kiangsi'),
      unitsAt('hunan', 'china', 'infantry', ['p2']),
    ]);
    const r = battleOddsAt(s, 'hunan');
    expect(r?.spec).toEqual({
      kind: 'land',
      attacker: { units: { infantry: 1 } },
      defender: { units: { infantry: 1 } },
    });
    expect(r?.odds.attackerWins).toBeCloseTo(1 / 4, 12);
    expect(r?.odds.defenderWins).toBeCloseTo(5 / 8, 12);
    expect(r?.odds.mutual).toBeCloseTo(1 / 8, 12);
    // A view (the state without its generator) gives the same.
    expect(battleOddsAt(view(s, 'spectator'), 'hunan')?.odds).toEqual(r?.odds);
  });

  it('in Conduct Combat, with the defending AA gun against the attacking planes', () => {
    const { state } = started({
      power: 'japan',
      units: [
        into('hunan', 'infantry', ['p1'], 'kiangsi'),
        unitsAt('hunan', 'japan', 'fighter', ['p2'], { moved: 2, cameFrom: 'kiangsi' }),
        unitsAt('hunan', 'china', 'infantry', ['p3', 'p4']),
        unitsAt('hunan', 'usa', 'aaGun', ['p5']),
      ],
      politics: WAR,
    });
    const r = battleOddsAt(state, 'hunan');
    expect(r?.spec).toEqual({
      kind: 'land',
      attacker: { units: { infantry: 1, fighter: 1 } },
      defender: { units: { infantry: 2, aaGun: 1 } },
    });
    expect(r?.odds).toEqual(oddsOf(r!.spec));
  });

  it('a sea battle, with a damaged battleship', () => {
    const s = position([
      unitsAt('sz-20', 'japan', 'battleship', ['p1'], { damaged: true, moved: 1, cameFrom: 'sz-19' }),
      unitsAt('sz-20', 'japan', 'destroyer', ['p2'], { moved: 1, cameFrom: 'sz-19' }),
      unitsAt('sz-20', 'usa', 'cruiser', ['p3']),
      unitsAt('sz-20', 'usa', 'submarine', ['p4']),
    ]);
    const r = battleOddsAt(s, 'sz-20');
    expect(r?.spec).toEqual({
      kind: 'sea',
      attacker: { units: { battleship: 1, destroyer: 1 }, damaged: { battleship: 1 } },
      defender: { units: { cruiser: 1, submarine: 1 } },
    });
    const same = oddsOf({
      kind: 'sea',
      attacker: { ...parseUnits('battleship:1,destroyer:1'), damaged: { battleship: 1 } },
      defender: parseUnits('cruiser:1,submarine:1'),
    });
    expect(r?.odds).toEqual(same);
    expect(r!.odds.attackerWins + r!.odds.defenderWins + r!.odds.mutual).toBeCloseTo(1, 9);
  });

  it('an amphibious assault: the seaborne units and the ships that may bombard', () => {
    const { state } = started({
      power: 'japan',
      politics: WAR,
      units: [
        unitsAt('sz-35', 'japan', 'transport', ['p1'], {
          moved: 1,
          engaged: true,
          cameFrom: 'sz-20',
          unloaded: true,
        }),
        unitsAt('philippines', 'japan', 'infantry', ['p2'], {
          seaborne: true,
          engaged: true,
          cameFrom: 'sz-35',
        }),
        unitsAt('sz-35', 'japan', 'battleship', ['p3'], { moved: 1, engaged: true, cameFrom: 'sz-20' }),
        unitsAt('philippines', 'usa', 'infantry', ['p5']),
      ],
    });
    const r = battleOddsAt(state, 'philippines');
    expect(r?.spec).toEqual({
      kind: 'land',
      attacker: { units: { infantry: 1 } },
      defender: { units: { infantry: 1 } },
      seaborne: 1,
      bombard: { battleship: 1, cruiser: 0 },
    });
    expect(r!.odds.attackerWins).toBeGreaterThan(0.25);
  });

  it('no battle: null (no enemies, an empty enemy territory, a space without the mover)', () => {
    const s = position([
      into('hunan', 'infantry', ['p1'], 'kiangsi'),
      into('kwangsi', 'infantry', ['p2'], 'kiangsi'),
      unitsAt('yunnan', 'china', 'infantry', ['p3']),
      unitsAt('kiangsi', 'japan', 'infantry', ['p4']),
    ]);
    expect(battleOddsAt(s, 'hunan')).toBeNull();
    expect(battleOddsAt(s, 'yunnan')).toBeNull();
    expect(battleOddsAt(s, 'kiangsi')).toBeNull();
  });
});
