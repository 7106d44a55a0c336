import { createRng } from '@wargame/engine';
import { describe, expect, it } from 'vitest';
import {
  ARM,
  type BattleOptions,
  type BattleSpec,
  BB,
  BB_DAMAGED,
  CV,
  CV_DAMAGED,
  casualtyOrder,
  createBattle,
  DD,
  type DiceGroup,
  diceOf,
  emptySide,
  FTR,
  forceOf,
  HIT_ANY,
  HIT_FIGHTER,
  HIT_NOT_AIR,
  HIT_NOT_SUB,
  INF,
  noHits,
  type Side,
  SUB,
  startSides,
  TAC,
  TRN,
  takeHits,
  verdict,
} from '../src/battle/index.ts';
import { fight, oddsOf, parseUnits } from '../src/odds/index.ts';

const spec = (attacker: string, defender: string, extra: Partial<BattleSpec> = {}): BattleSpec => ({
  attacker: parseUnits(attacker),
  defender: parseUnits(defender),
  ...extra,
});
const odds = (
  attacker: string,
  defender: string,
  options: BattleOptions = {},
  extra: Partial<BattleSpec> = {},
) => oddsOf(spec(attacker, defender, extra), options);
const side = (units: string): Side => startSides(createBattle(spec(units, ''))).att;
const hits = (cls: number, n: number) => {
  const h = noHits();
  h[cls] = n;
  return h;
};
const DEFAULT = casualtyOrder({});
/** Dice counts by value, e.g. { 2: 3, 1: 1 }. */
const byValue = (groups: DiceGroup[]) => {
  const out: Record<number, number> = {};
  for (const g of groups) out[g.value] = (out[g.value] ?? 0) + g.n;
  return out;
};
const attackDice = (attacker: string, defender = 'infantry') => {
  const b = createBattle(spec(attacker, defender));
  return byValue(diceOf(b, startSides(b), 'fire')!.byAttacker);
};
const close = (value: number, expected: number) => expect(value).toBeCloseTo(expected, 12);

describe('14.5 Step 1 the battle strip', () => {
  it('a battle with sea units is a sea battle, else a land battle', () => {
    expect(createBattle(spec('destroyer', 'fighter')).kind).toBe('sea');
    expect(createBattle(spec('fighter', 'infantry')).kind).toBe('land');
  });

  it('land units are cargo in a sea battle, sea units never stand in a land battle', () => {
    expect(() => createBattle(spec('destroyer,infantry', 'destroyer'))).toThrow(/cargo/);
    expect(() => createBattle(spec('infantry', 'infantry', { kind: 'land' }))).not.toThrow();
    expect(() => createBattle(spec('infantry,battleship', 'infantry', { kind: 'land' }))).toThrow(/bombard/);
  });

  it('AA guns never attack (19.7), and counts are whole numbers', () => {
    expect(() => createBattle(spec('infantry,aa', 'infantry'))).toThrow(/AA guns/);
    expect(() => createBattle({ attacker: { units: { infantry: 1.5 } }, defender: { units: {} } })).toThrow(
      /whole/,
    );
  });
});

describe('19 Unit profiles: attack values and support', () => {
  it('each artillery lets one infantry or mech infantry attack at 2', () => {
    expect(attackDice('infantry:2,artillery:1')).toEqual({ 2: 2, 1: 1 });
    expect(attackDice('infantry:1,mechInfantry:1,artillery:2')).toEqual({ 2: 4 });
    expect(attackDice('artillery:1')).toEqual({ 2: 1 });
  });

  it('a tactical bomber attacks at 4 paired 1:1 with a fighter or a tank', () => {
    expect(attackDice('tacticalBomber:1')).toEqual({ 3: 1 });
    expect(attackDice('tacticalBomber:1,fighter:1')).toEqual({ 4: 1, 3: 1 });
    expect(attackDice('tacticalBomber:2,armour:1')).toEqual({ 4: 1, 3: 2 });
    expect(attackDice('tacticalBomber:2,armour:1,fighter:1')).toEqual({ 4: 2, 3: 2 });
  });

  it('support is for attack only; bombers attack at 4 and defend at 1', () => {
    const b = createBattle(spec('infantry', 'infantry:2,artillery:1,tacticalBomber:1,fighter:1,bomber:1'));
    expect(byValue(diceOf(b, startSides(b), 'fire')!.byDefender)).toEqual({ 2: 3, 3: 1, 4: 1, 1: 1 });
    expect(attackDice('bomber:1')).toEqual({ 4: 1 });
  });
});

describe('19.7 AA guns fire before the first round', () => {
  it('one die per attacking air unit however many guns, at 1, aimed at that unit', () => {
    const b = createBattle(spec('infantry,fighter:3,bomber:1', 'infantry,aa:2'));
    const aa = diceOf(b, startSides(b), 'aa')!;
    expect(aa.byAttacker).toEqual([]);
    expect(aa.byDefender.reduce((n, g) => n + g.n, 0)).toBe(4);
    expect(aa.byDefender.every((g) => g.value === 1)).toBe(true);
    expect(
      diceOf(createBattle(spec('infantry', 'aa')), startSides(createBattle(spec('infantry', 'aa'))), 'aa'),
    ).toBe(null);
  });

  it('two fighters against a lone AA gun: both survive 25/36, one 10/36, none 1/36', () => {
    const r = odds('fighter:2', 'aa:1');
    close(r.attackerWins, 35 / 36);
    close(r.mutual, 1 / 36);
    expect(r.survivors.attacker.map((l) => [l.units.fighter ?? 0, l.p * 36])).toEqual([
      [2, expect.closeTo(25, 10)],
      [1, expect.closeTo(10, 10)],
      [0, expect.closeTo(1, 10)],
    ]);
    // Two guns still fire only one die at the one fighter.
    close(odds('fighter', 'aa:2').mutual, 1 / 6);
  });

  it('a fighter against an AA gun and an infantry: 5/12, 3/8, 5/24', () => {
    const r = odds('fighter', 'aa,infantry');
    close(r.attackerWins, 5 / 12);
    close(r.defenderWins, 3 / 8);
    close(r.mutual, 5 / 24);
  });

  it('the die decides which air unit is hit, not the casualty order', () => {
    const s = side('fighter:1,bomber:1');
    expect(forceOf(takeHits(s, hits(HIT_FIGHTER, 1), DEFAULT)).units).toEqual({ bomber: 1 });
  });
});

describe('14.5 Step 2 submarine surprise strike', () => {
  it('an attacking sub strikes first at 2; its casualty does not fire back', () => {
    const r = odds('submarine', 'cruiser');
    close(r.attackerWins, 1 / 2);
    close(r.defenderWins, 1 / 2);
    close(r.mutual, 0);
  });

  it('a defending sub strikes first at 1', () => {
    const r = odds('cruiser', 'submarine');
    close(r.attackerWins, 5 / 7);
    close(r.defenderWins, 2 / 7);
  });

  it('an enemy destroyer cancels the surprise strike: the sub fires with the others', () => {
    const b = createBattle(spec('submarine', 'destroyer'));
    expect(diceOf(b, startSides(b), 'surprise')).toBe(null);
    const r = odds('submarine', 'destroyer');
    close(r.attackerWins, 2 / 5);
    close(r.defenderWins, 2 / 5);
    close(r.mutual, 1 / 5);
  });

  it('both sides strike before casualties are removed, and struck subs do not fire again', () => {
    const b = createBattle(spec('submarine:2', 'submarine:1,cruiser:1'));
    const s = startSides(b);
    const ex = diceOf(b, s, 'surprise')!;
    expect(ex.byAttacker).toEqual([{ n: 2, value: 2, cls: HIT_ANY }]);
    expect(ex.byDefender).toEqual([{ n: 1, value: 1, cls: HIT_ANY }]);
    const fire = diceOf(b, { ...s, struck: [true, true] }, 'fire')!;
    expect(fire.byAttacker).toEqual([]);
    expect(fire.byDefender).toEqual([{ n: 1, value: 3, cls: HIT_ANY }]);
  });

  it('submarine hits never go to air units', () => {
    const b = createBattle(spec('submarine', 'fighter,carrier'));
    expect(diceOf(b, startSides(b), 'surprise')!.byAttacker[0]!.cls).toBe(HIT_NOT_AIR);
    const s = side('fighter:1,carrier:1');
    const after = takeHits(s, hits(HIT_NOT_AIR, 1), DEFAULT);
    expect([after[FTR], after[CV], after[CV_DAMAGED]]).toEqual([1, 0, 1]);
    expect(takeHits(side('fighter:2'), hits(HIT_NOT_AIR, 2), DEFAULT)[FTR]).toBe(2);
  });

  it("'when-alone' subs submerge once they are all their side has and no enemy destroyer is there", () => {
    const away = odds('submarine:2', 'cruiser', { attacker: { submerge: 'when-alone' } });
    expect(away.retreat).toBe(1);
    expect(away.rounds.expected).toBe(0);
    const hide = odds('cruiser', 'submarine', { defender: { submerge: 'when-alone' } });
    expect(hide.attackerWins).toBe(1);
    expect(hide.survivors.defender).toEqual([{ units: { submarine: 1 }, p: 1 }]);
    // A destroyer keeps them from submerging; 'never' is the default.
    close(odds('submarine', 'destroyer', { attacker: { submerge: 'when-alone' } }).mutual, 1 / 5);
    close(odds('submarine', 'cruiser').retreat, 0);
  });
});

describe('14.5 Steps 3-5 casualties chosen by their owner', () => {
  it('default order: infantry, mech, artillery, tanks, then air', () => {
    const s = side('infantry:2,mechInfantry:1,artillery:1,armour:1,fighter:1');
    expect(forceOf(takeHits(s, hits(HIT_ANY, 3), DEFAULT)).units).toEqual({
      artillery: 1,
      armour: 1,
      fighter: 1,
    });
    expect(forceOf(takeHits(s, hits(HIT_ANY, 5), DEFAULT)).units).toEqual({ fighter: 1 });
  });

  it('keepLand keeps the last land unit until the air units are gone', () => {
    const keep = casualtyOrder({ keepLand: true });
    const s = side('infantry:1,armour:1,fighter:1,bomber:1');
    expect(forceOf(takeHits(s, hits(HIT_ANY, 3), keep)).units).toEqual({ armour: 1 });
    expect(forceOf(takeHits(s, hits(HIT_ANY, 3), DEFAULT)).units).toEqual({ bomber: 1 });
    expect(
      odds('infantry,fighter', 'infantry', { attacker: { keepLand: true } }).attackerWins,
    ).toBeGreaterThan(0);
  });

  it('a custom order is followed, transports still last', () => {
    const order = casualtyOrder({ order: ['fighter', 'transport', 'infantry'] });
    const s = side('infantry:1,fighter:1');
    expect(forceOf(takeHits(s, hits(HIT_ANY, 1), order)).units).toEqual({ infantry: 1 });
    const sea = side('transport:1,destroyer:1');
    expect(forceOf(takeHits(sea, hits(HIT_ANY, 1), order)).units).toEqual({ transport: 1 });
    expect(() => casualtyOrder({ order: ['tnak' as never] })).toThrow(/unknown unit 'tnak'/);
  });

  it('air hits cannot fall on submarines unless the air has a destroyer with it', () => {
    const b = createBattle(spec('fighter', 'submarine,transport'));
    expect(diceOf(b, startSides(b), 'fire')!.byAttacker[0]!.cls).toBe(HIT_NOT_SUB);
    const s = side('submarine:1,transport:1');
    expect(forceOf(takeHits(s, hits(HIT_NOT_SUB, 2), DEFAULT)).units).toEqual({ submarine: 1 });
    const withDd = createBattle(spec('fighter,destroyer', 'submarine'));
    expect(diceOf(withDd, startSides(withDd), 'fire')!.byAttacker.every((g) => g.cls === HIT_ANY)).toBe(true);
  });

  it('mixed restricted hits are matched to legal targets', () => {
    // One sub hit and one air hit on a fighter and a sub: each must take one.
    const h = noHits();
    h[HIT_NOT_AIR] = 1;
    h[HIT_NOT_SUB] = 1;
    const after = takeHits(side('fighter:1,submarine:1,destroyer:1'), h, DEFAULT);
    expect([after[FTR], after[SUB], after[DD]]).toEqual([1, 0, 0]);
    const forced = takeHits(side('fighter:1,submarine:1'), h, DEFAULT);
    expect([forced[FTR], forced[SUB]]).toEqual([0, 0]);
  });
});

describe('19.10 battleships and carriers take two hits', () => {
  it('free hits first: the first hit only damages', () => {
    const s = side('battleship:1,destroyer:1,transport:1');
    const one = takeHits(s, hits(HIT_ANY, 1), DEFAULT);
    expect([one[BB], one[BB_DAMAGED], one[DD]]).toEqual([0, 1, 1]);
    const three = takeHits(s, hits(HIT_ANY, 3), DEFAULT);
    expect(forceOf(three).units).toEqual({ transport: 1 });
    expect(forceOf(takeHits(s, hits(HIT_ANY, 4), DEFAULT)).units).toEqual({});
  });

  it('a battleship against a destroyer: 46/49, 1/49, both sunk 2/49', () => {
    const r = odds('battleship', 'destroyer');
    close(r.attackerWins, 46 / 49);
    close(r.defenderWins, 1 / 49);
    close(r.mutual, 2 / 49);
    const damaged = odds('damagedBattleship', 'destroyer');
    close(damaged.attackerWins, 4 / 7);
    close(damaged.mutual, 2 / 7);
  });

  it('damage is not an IPC loss', () => {
    const r = odds('battleship', 'destroyer');
    close(r.expectedIpcLoss.attacker, 20 * (3 / 49));
    close(r.expectedIpcLoss.defender, 8 * (48 / 49));
  });
});

describe('14.5 Step 6 transports, and battles that cannot go on', () => {
  it('transports alone are destroyed without a roll if the enemy can fire', () => {
    const r = odds('destroyer', 'transport:2');
    expect(r.attackerWins).toBe(1);
    expect(r.rounds.expected).toBe(0);
    expect(r.expectedIpcLoss.defender).toBe(14);
    expect(odds('fighter', 'transport').attackerWins).toBe(1);
  });

  it('transports are taken last: a destroyer and a transport against a destroyer, 3/5 and 2/5', () => {
    const r = odds('destroyer,transport', 'destroyer');
    close(r.attackerWins, 3 / 5);
    close(r.defenderWins, 2 / 5);
    close(r.mutual, 0);
  });

  it('air against a lone sub is a stalemate; with a destroyer the air may hit it (12/13)', () => {
    const r = odds('fighter', 'submarine');
    expect(r.stalemate).toBe(1);
    expect(r.rounds.expected).toBe(0);
    const dd = odds('fighter,destroyer', 'submarine');
    close(dd.attackerWins, 12 / 13);
    close(dd.stalemate, 1 / 13);
  });

  it('transports against transports, and subs against air, cannot hurt each other', () => {
    expect(odds('transport', 'transport').stalemate).toBe(1);
    expect(odds('submarine', 'fighter').stalemate).toBe(1);
  });

  it('an undefended space is won before any round; an empty attack is refused', () => {
    const r = odds('infantry', '');
    expect(r.attackerWins).toBe(1);
    expect(r.rounds.expected).toBe(0);
    expect(() => odds('', 'infantry')).toThrow(/no units/);
  });

  it('verdicts: wiped out, mutual', () => {
    const b = createBattle(spec('infantry', 'infantry'));
    const s = startSides(b);
    expect(verdict(b, s, 0)).toBe(null);
    expect(verdict(b, { att: s.att, def: emptySide() }, 1)!.outcome).toBe('attacker');
    expect(verdict(b, { att: emptySide(), def: s.def }, 1)!.outcome).toBe('defender');
    expect(verdict(b, { att: emptySide(), def: emptySide() }, 1)!.outcome).toBe('mutual');
  });
});

describe('14.4 Step 2 shore bombardment', () => {
  it('a battleship bombards at 4; its casualty fires back in the first round', () => {
    const r = odds('infantry', 'infantry', {}, { bombard: { battleship: 1 } });
    close(r.attackerWins, 19 / 36);
    close(r.mutual, 19 / 72);
    close(r.defenderWins, 15 / 72);
  });

  it('at most one ship per land unit that came by sea; a cruiser bombards at 3', () => {
    const one = odds('infantry', 'infantry', {}, { bombard: { battleship: 1 } });
    const two = odds('infantry', 'infantry', {}, { bombard: { battleship: 2 } });
    close(two.attackerWins, one.attackerWins);
    close(odds('infantry', 'infantry', {}, { bombard: { battleship: 1 }, seaborne: 0 }).attackerWins, 1 / 4);
    const b = createBattle(spec('infantry:2', 'infantry'), {});
    expect(b.bombard).toEqual({ battleship: 0, cruiser: 0 });
    const c = createBattle(
      spec('infantry:2,armour', 'infantry', { bombard: { battleship: 1, cruiser: 5 }, seaborne: 2 }),
    );
    expect(c.bombard).toEqual({ battleship: 1, cruiser: 1 });
    const cr = createBattle(spec('infantry', 'infantry', { bombard: { cruiser: 1 } }));
    expect(diceOf(cr, startSides(cr), 'bombard')!.byAttacker).toEqual([{ n: 1, value: 3, cls: HIT_ANY }]);
    expect(() => createBattle(spec('destroyer', 'destroyer', { bombard: { battleship: 1 } }))).toThrow(
      /land battle/,
    );
    expect(() => createBattle(spec('infantry', 'infantry', { seaborne: 2 }))).toThrow(/seaborne/);
  });
});

describe('14.6 retreat', () => {
  it('retreating after one round: 1v1 infantry 4/36, 10/36, 2/36, retreat 20/36', () => {
    const r = odds('infantry', 'infantry', { retreatAfter: 1 });
    close(r.attackerWins, 4 / 36);
    close(r.defenderWins, 10 / 36);
    close(r.mutual, 2 / 36);
    close(r.retreat, 20 / 36);
    close(r.rounds.expected, 1);
  });

  it('a partial amphibious retreat (14.4) is refused, not guessed', () => {
    expect(() => odds('infantry', 'infantry', { retreatAfter: 1 }, { seaborne: 1 })).toThrow(/amphibious/);
    expect(() => odds('infantry', 'infantry', { retreatAfter: 0 })).toThrow(/retreatAfter/);
  });
});

describe('the same rules with real dice', () => {
  it('the attacker rolls first, then the defender, a position may script the dice', () => {
    const b = createBattle(spec('infantry', 'infantry'));
    const rng = createRng('x', [
      { kind: 'die', value: 1 },
      { kind: 'die', value: 3 },
    ]);
    const v = fight(b, rng);
    expect(v.outcome).toBe('attacker');
    expect(v.rounds).toBe(1);
    expect(v.att[INF]).toBe(1);
  });

  it('AA dice are rolled before the first round, at each air unit', () => {
    const b = createBattle(spec('fighter,tacticalBomber,armour', 'aa,infantry'));
    // AA: fighter hit (1), tac missed (6); round 1: tank hits (1), tac misses (6), infantry misses (6).
    const rng = createRng(
      'x',
      [1, 6, 1, 6, 6].map((value) => ({ kind: 'die', value })),
    );
    const v = fight(b, rng);
    expect(v.outcome).toBe('attacker');
    expect([v.att[FTR], v.att[TAC], v.att[ARM]]).toEqual([0, 1, 1]);
    expect(v.att[TRN]).toBe(0);
  });
});
