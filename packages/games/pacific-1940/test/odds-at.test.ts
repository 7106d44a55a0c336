/** 14 The exact odds of the battle in a space as it stands (the web client's odds panel). */
import { describe, expect, it } from 'vitest';
import { oddsOf, parseUnits } from '../src/odds/index.ts';
import { battleOddsAt } from '../src/odds-at.ts';
import { view } from '../src/view.ts';
import { started } from './support/combat.ts';
import { positionsOf, WAR } from './support/moves.ts';

const at = (
  space: string,
  power: string,
  type: string,
  ids: string[],
  extra: Record<string, unknown> = {},
) => ({
  space,
  power,
  type,
  ids,
  ...extra,
});
const position = positionsOf('odds-at', { politics: WAR });
const into = (space: string, type: string, ids: string[], from: string) =>
  at(space, 'japan', type, ids, { moved: 1, engaged: true, cameFrom: from });

describe('battleOddsAt', () => {
  it('one infantry against one in Combat Move: exactly 1/4, 5/8, 1/8', () => {
    const s = position([
      into('hunan', 'infantry', ['p1'], 'kiangsi'),
      at('hunan', 'china', 'infantry', ['p2']),
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
        at('hunan', 'japan', 'fighter', ['p2'], { moved: 2, cameFrom: 'kiangsi' }),
        at('hunan', 'china', 'infantry', ['p3', 'p4']),
        at('hunan', 'usa', 'aaGun', ['p5']),
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
      at('sz-20', 'japan', 'battleship', ['p1'], { damaged: true, moved: 1, cameFrom: 'sz-19' }),
      at('sz-20', 'japan', 'destroyer', ['p2'], { moved: 1, cameFrom: 'sz-19' }),
      at('sz-20', 'usa', 'cruiser', ['p3']),
      at('sz-20', 'usa', 'submarine', ['p4']),
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
        at('sz-35', 'japan', 'transport', ['p1'], {
          moved: 1,
          engaged: true,
          cameFrom: 'sz-20',
          unloaded: true,
        }),
        at('philippines', 'japan', 'infantry', ['p2'], { seaborne: true, engaged: true, cameFrom: 'sz-35' }),
        at('sz-35', 'japan', 'battleship', ['p3'], { moved: 1, engaged: true, cameFrom: 'sz-20' }),
        at('philippines', 'usa', 'infantry', ['p5']),
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
      at('yunnan', 'china', 'infantry', ['p3']),
      at('kiangsi', 'japan', 'infantry', ['p4']),
    ]);
    expect(battleOddsAt(s, 'hunan')).toBeNull();
    expect(battleOddsAt(s, 'yunnan')).toBeNull();
    expect(battleOddsAt(s, 'kiangsi')).toBeNull();
  });
});
