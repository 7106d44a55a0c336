import { createFastRng } from '@wargame/engine';
import { describe, expect, it } from 'vitest';
import {
  type BattleOptions,
  type BattleSpec,
  formatOdds,
  type OddsResult,
  OUTCOME_FIELDS,
  oddsOf,
  parseUnits,
  simulate,
} from '../src/odds/index.ts';
import { UNITS } from '../src/units.ts';

const spec = (attacker: string, defender: string, extra: Partial<BattleSpec> = {}): BattleSpec => ({
  attacker: parseUnits(attacker),
  defender: parseUnits(defender),
  ...extra,
});

const total = (r: OddsResult) => OUTCOME_FIELDS.reduce((s, f) => s + r[f], 0);

const BATTLES: [string, BattleSpec, BattleOptions][] = [
  [
    'land 10 v 10',
    spec('infantry:4,artillery:2,armour:2,fighter:2', 'infantry:6,artillery:2,armour:1,fighter:1'),
    {},
  ],
  [
    'sea 10 v 10',
    spec(
      'submarine:2,destroyer:2,cruiser:2,battleship:1,carrier:1,fighter:2',
      'submarine:2,destroyer:3,cruiser:1,battleship:1,carrier:1,fighter:2',
    ),
    {},
  ],
  ['AA and support', spec('infantry:3,artillery:1,tac:1,fighter:1', 'infantry:3,aa:2'), {}],
  ['subs and transports', spec('submarine:3,fighter:1', 'carrier:1,fighter:2,transport:1'), {}],
  [
    'retreat after 2',
    spec('infantry:2,armour:1,fighter:2', 'infantry:1,armour:1,fighter:1'),
    { retreatAfter: 2 },
  ],
  [
    'bombardment',
    spec('infantry:3,armour:1', 'infantry:3,fighter:1', { bombard: { battleship: 1, cruiser: 2 } }),
    {},
  ],
  [
    'submerging subs',
    spec('submarine:2,fighter:2', 'submarine:2,cruiser:1'),
    { attacker: { submerge: 'when-alone' }, defender: { submerge: 'when-alone' } },
  ],
];

describe('exact odds', () => {
  it('one infantry against one infantry is exactly 1/4, 5/8, 1/8', () => {
    const r = oddsOf(spec('infantry', 'infantry'));
    expect(r.attackerWins).toBeCloseTo(1 / 4, 14);
    expect(r.defenderWins).toBeCloseTo(5 / 8, 14);
    expect(r.mutual).toBeCloseTo(1 / 8, 14);
    expect(r.retreat).toBe(0);
    expect(r.stalemate).toBe(0);
    expect(r.rounds.expected).toBeCloseTo(36 / 16, 12);
    expect(r.expectedIpcLoss.attacker).toBeCloseTo(3 * (5 / 8 + 1 / 8), 12);
  });

  it.each(BATTLES)('%s: the outcomes sum to 1 within 1e-12, and so do the survivors', (_name, s, o) => {
    const r = oddsOf(s, o);
    expect(Math.abs(total(r) - 1)).toBeLessThan(1e-12);
    for (const lines of [r.survivors.attacker, r.survivors.defender]) {
      expect(Math.abs(lines.reduce((n, l) => n + l.p, 0) - 1)).toBeLessThan(1e-12);
      for (let i = 1; i < lines.length; i++) expect(lines[i]!.p).toBeLessThanOrEqual(lines[i - 1]!.p);
    }
  });

  it('expected IPC losses follow from the survivors', () => {
    const [, s, o] = BATTLES[0]!;
    const r = oddsOf(s, o);
    const value = (units: Record<string, number | undefined>) =>
      Object.entries(units).reduce((n, [t, c]) => n + (c ?? 0) * UNITS[t as keyof typeof UNITS].cost, 0);
    const start = value(s.attacker.units);
    const lost = r.survivors.attacker.reduce((n, l) => n + l.p * (start - value(l.units)), 0);
    expect(r.expectedIpcLoss.attacker).toBeCloseTo(lost, 9);
  });

  it('is deterministic: the same battle gives the same numbers', () => {
    const [, s] = BATTLES[1]!;
    expect(JSON.stringify(oddsOf(s))).toBe(JSON.stringify(oddsOf(s)));
  });

  it('formats a human line', () => {
    expect(formatOdds(oddsOf(spec('infantry', 'infantry')))).toBe(
      'attacker wins 25.0%, defender wins 62.5%, both destroyed 12.5%; IPCs lost: attacker 2.3, defender 1.1; 2.25 rounds on average',
    );
    expect(formatOdds(oddsOf(spec('fighter', 'submarine')))).toContain('stalemate 100.0%');
  });
});

describe('Monte Carlo of the same battle model', () => {
  const RUNS = 20_000;
  it.each(BATTLES.filter(([name]) => name !== 'sea 10 v 10'))(
    '%s: the exact answer lies within 3 standard errors of 20,000 battles',
    (name, s, o) => {
      const exact = oddsOf(s, o);
      const mc = simulate(s, RUNS, createFastRng(`odds-${name}`), o);
      expect(mc.runs).toBe(RUNS);
      for (const f of OUTCOME_FIELDS) {
        const p = exact[f];
        const se = Math.sqrt((p * (1 - p)) / RUNS);
        if (se === 0) expect(mc[f]).toBe(p);
        else expect(Math.abs(mc[f] - p) / se).toBeLessThan(3);
      }
    },
  );

  it('refuses a bad number of runs', () => {
    expect(() => simulate(spec('infantry', 'infantry'), 0, createFastRng('x'))).toThrow(/runs/);
  });
});

describe('parseUnits', () => {
  it('reads our ids and the usual aliases, in any case, summing repeats', () => {
    expect(parseUnits('infantry:3,armour:2,fighter:1')).toEqual({
      units: { infantry: 3, armour: 2, fighter: 1 },
    });
    expect(parseUnits('Tank:1, armor:1, inf, mech:2, art, tac, bomber, aa:2, AAGun').units).toEqual({
      armour: 2,
      infantry: 1,
      mechInfantry: 2,
      artillery: 1,
      tacticalBomber: 1,
      bomber: 1,
      aaGun: 3,
    });
    expect(parseUnits('sub:2,dd,ca,cv,bb:2,transport,tactical_bomber,mech_infantry').units).toEqual({
      submarine: 2,
      destroyer: 1,
      cruiser: 1,
      carrier: 1,
      battleship: 2,
      transport: 1,
      tacticalBomber: 1,
      mechInfantry: 1,
    });
    expect(parseUnits('')).toEqual({ units: {} });
  });

  it('reads damaged battleships and carriers', () => {
    expect(parseUnits('bb:2,damaged-bb:1,damagedCarrier')).toEqual({
      units: { battleship: 3, carrier: 1 },
      damaged: { battleship: 1, carrier: 1 },
    });
    expect(() => parseUnits('damaged-destroyer')).toThrow(/only battleships and carriers/);
  });

  it('gives clear errors', () => {
    expect(() => parseUnits('tnak:2')).toThrow(
      "unknown unit 'tnak' (known: infantry, mechInfantry, artillery",
    );
    expect(() => parseUnits('infantry:x')).toThrow("bad count 'x' for 'infantry'");
    expect(() => parseUnits('infantry:-1')).toThrow(/bad count/);
    expect(() => parseUnits('infantry:')).toThrow(/bad count/);
    expect(() => parseUnits('infantry:1:2')).toThrow(/name:count/);
  });
});
