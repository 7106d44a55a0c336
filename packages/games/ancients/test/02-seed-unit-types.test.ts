/**
 * The seed's unit types that no published scenario here fields (RULINGS X-D..X-G): light barbarian chariots (LCH),
 * armoured camels (ACA) and heavy armoured cavalry (HAC). Each rule as the seed states it (line numbers are the
 * reference's L-numbers), as positions with scripted dice; then a player's scenario file fielding all three.
 */
import { readFileSync } from 'node:fs';
import { randomPlayout } from '@wargame/engine/testkit';
import { describe, expect, it } from 'vitest';
import { distance } from '../src/board.ts';
import { fireTargets } from '../src/combat/index.ts';
import {
  CAVALRY,
  closeDice,
  closeSpec,
  flagIgnoreSources,
  hexesPerFlag,
  mayEvadeAgainst,
} from '../src/combat/rules.ts';
import { ancients } from '../src/index.ts';
import { loadScenario, UNIT_BLOCKS } from '../src/scenario-schema.ts';
import { scenarioPosition } from '../src/setup.ts';
import type { Unit, UnitType } from '../src/types.ts';
import { isCamel, isChariot, isHorse, UNIT_STATS } from '../src/units.ts';
import {
  act,
  blocks,
  close,
  decision,
  diceOf,
  expectAllDiceUsed,
  expectCombatOver,
  fire,
  hexOf,
  options,
  setup,
} from './support/combat-fixture.ts';
import { Table } from './support/turn-fixture.ts';

const SEED_TYPES = ['LCH', 'ACA', 'HAC'] as const satisfies readonly UnitType[];
const unit = (type: UnitType, side: Unit['side'] = 'top'): Unit => ({
  id: type,
  side,
  type,
  hex: 'E7',
  blocks: UNIT_STATS[type].blocks,
  maxBlocks: UNIT_STATS[type].blocks,
});

/** 13.1 A close combat on a unit that may evade (all three may, against these attackers): it stands. */
function stand(s: ReturnType<typeof setup>, attacker: string, target: string) {
  close(s, attacker, target);
  expect(decision(s)).toMatchObject({ kind: 'combat-reaction' });
  expect(options(s).map((a) => a.type)).toContain('evade');
  return act(s, { type: 'stand' });
}

/** Take the first retreat hex offered until the retreat is over; returns the hexes taken. */
function retreatAll(s: ReturnType<typeof setup>): string[] {
  const taken: string[] = [];
  while (s.combat && decision(s).kind === 'retreat') {
    const to = String(options(s)[0]!.to);
    act(s, { type: 'retreat', to });
    taken.push(to);
  }
  return taken;
}

describe('2.8, 2.9 Blocks and symbols (L3)', () => {
  it('three blocks each; the chariots on rectangular blocks, the others on cavalry blocks', () => {
    expect(SEED_TYPES.map((t) => [UNIT_STATS[t].blocks, UNIT_BLOCKS[t]])).toEqual([
      [3, 3],
      [3, 3],
      [3, 3],
    ]);
    const s = setup({ units: SEED_TYPES.map((t, i) => ({ id: t, side: 'top', type: t, hex: `C${i + 2}` })) });
    expect(SEED_TYPES.map((t) => s.units[t]!.maxBlocks)).toEqual([3, 3, 3]);
  });

  it('symbols: green, blue and red, each with a white border; classes light, medium and heavy mounted', () => {
    expect(
      SEED_TYPES.map((t) => [UNIT_STATS[t].weight, UNIT_STATS[t].bordered, UNIT_STATS[t].mounted]),
    ).toEqual([
      ['light', true, true],
      ['medium', true, true],
      ['heavy', true, true],
    ]);
    // The other bordered symbols of L3: auxilia and warriors.
    const bordered = (Object.keys(UNIT_STATS) as UnitType[]).filter((t) => UNIT_STATS[t].bordered);
    expect(bordered.sort()).toEqual(['ACA', 'AX', 'HAC', 'LCH', 'WA']);
  });

  it('horse, camel and chariot classes for the elephant and camel rules (11.4, 11.6)', () => {
    expect(SEED_TYPES.map((t) => [isHorse(t), isCamel(t), isChariot(t)])).toEqual([
      [true, false, true],
      [false, true, false],
      [true, false, false],
    ]);
  });
});

describe('8.3 Mounted unit movement (L7)', () => {
  const allowance = (type: UnitType, card = 'order-four-center'): number => {
    const t = new Table({
      units: [
        { id: 'u', side: 'bottom', type, hex: 'E7' },
        { id: 'far', side: 'top', type: 'MI', hex: 'A1' },
      ],
      phase: 'move',
      card,
      ordered: ['u'],
    });
    return Math.max(...t.destinations('u').map((h) => distance('E7', h)));
  };

  it('barbarian chariots and armoured camels move 1-3 hexes, heavy armoured cavalry 1-2', () => {
    expect(SEED_TYPES.map((t) => allowance(t))).toEqual([3, 3, 2]);
  });

  it('18-F Mounted Charge: heavy armoured cavalry moves 3 like heavy cavalry; the others get no extra hex', () => {
    expect(SEED_TYPES.map((t) => allowance(t, 'mounted-charge'))).toEqual([3, 3, 3]);
    expect(allowance('HC', 'mounted-charge')).toBe(3);
  });
});

describe('10.1 Ranged combat (L9, L10)', () => {
  it('a light barbarian chariot never fires, though it is a green-circle unit', () => {
    const s = setup({
      units: [
        { id: 'lch', side: 'bottom', type: 'LCH', hex: 'G7' },
        { id: 'lc', side: 'bottom', type: 'LC', hex: 'G9' },
        { id: 'e1', side: 'top', type: 'MI', hex: 'E7' },
        { id: 'e2', side: 'top', type: 'MI', hex: 'E9' },
      ],
      ordered: ['lch', 'lc'],
    });
    expect(fireTargets(s, 'lch')).toEqual([]);
    expect(fireTargets(s, 'lc')).toEqual(['e2']);
  });
});

describe('11.3 Mounted units: the light barbarian chariot (L11)', () => {
  it('2 dice, +1 at full strength; its swords score', () => {
    const s = setup({
      units: [
        { id: 'full', side: 'bottom', type: 'LCH', hex: 'E5' },
        { id: 'worn', side: 'bottom', type: 'LCH', hex: 'E9', blocks: 2 },
        { id: 'a', side: 'top', type: 'MI', hex: 'D5' },
        { id: 'b', side: 'top', type: 'MI', hex: 'D9' },
      ],
      ordered: ['full', 'worn'],
      dice: [
        ...['swords', 'light', 'medium'], // full strength: 3 dice, sword and triangle hit
        ...['heavy', 'heavy', 'heavy', 'heavy'], // the medium infantry battles back: 4 dice, nothing
        ...['swords', 'heavy'], // reduced: 2 dice, the sword hits
        ...['heavy', 'heavy', 'heavy', 'heavy'],
      ],
    });
    let events = close(s, 'full', 'a');
    expect(diceOf(events)[0]).toMatchObject({ unit: 'full', dice: 3, hits: 2 });
    act(s, { type: 'battle-back' });
    expectCombatOver(s, 'full');
    events = close(s, 'worn', 'b');
    expect(diceOf(events)[0]).toMatchObject({ unit: 'worn', dice: 2, hits: 1 });
    act(s, { type: 'battle-back' });
    expectCombatOver(s, 'worn');
    expect([blocks(s, 'a'), blocks(s, 'b')]).toEqual([2, 3]);
    expectAllDiceUsed(s);
  });

  it('at full strength it ignores one flag and battles back with 3 even after its first loss; then 2 and no flag ignore', () => {
    // The warrior example of L12, with a barbarian chariot in the warriors' place.
    const s = setup({
      units: [
        { id: 'lch', side: 'top', type: 'LCH', hex: 'D5' },
        { id: 'mc', side: 'bottom', type: 'MC', hex: 'E5' },
        { id: 'hi', side: 'bottom', type: 'HI', hex: 'E6' },
      ],
      dice: [
        ...['light', 'flag', 'heavy'], // cavalry: 3 dice, 1 hit, 1 flag
        ...['medium', 'swords', 'light'], // the chariot battles back with 3: 2 hits
        ...['flag', 'medium', 'medium', 'heavy', 'heavy'], // heavy infantry: no hit on a green unit, 1 flag
      ],
    });
    let events = stand(s, 'mc', 'lch');
    expect(diceOf(events)[0]).toMatchObject({ unit: 'mc', dice: 3, hits: 1, flags: 1 });
    expect(blocks(s, 'lch')).toBe(2);
    expect(decision(s)).toMatchObject({ seat: 'top', kind: 'ignore-flags' });
    expect(options(s)).toEqual([
      { type: 'ignore-flags', count: 0 },
      { type: 'ignore-flags', count: 1 },
    ]);
    act(s, { type: 'ignore-flags', count: 1 });
    events = act(s, { type: 'battle-back' });
    expect(diceOf(events)[0]).toMatchObject({ unit: 'lch', dice: 3, hits: 2 });
    expect(blocks(s, 'mc')).toBe(1);
    expectCombatOver(s, 'mc');

    // Reduced now: the flag must be taken, 3 hexes per flag (12.1), toward its own baseline.
    events = stand(s, 'hi', 'lch');
    expect(diceOf(events)[0]).toMatchObject({ unit: 'hi', dice: 5, hits: 0, flags: 1 });
    expect(decision(s)).toMatchObject({ seat: 'top', kind: 'retreat' });
    expect(retreatAll(s)).toHaveLength(3);
    expect(hexOf(s, 'lch')?.[0]).toBe('A');
    // And with 2 blocks it rolls 2 dice, battling back or attacking.
    const opts = { battleBack: true, fullStrength: false, cardBonus: 0 };
    expect(closeDice(s, s.units.lch!, s.units.hi!, opts)).toBe(2);
    expect(closeDice(s, s.units.lch!, s.units.hi!, { ...opts, battleBack: false })).toBe(2);
  });

  it('it is a chariot for the elephant: the elephant ignores one red hit and one flag; the chariot retreats +1 per elephant flag', () => {
    const s = setup({
      units: [
        { id: 'lch', side: 'bottom', type: 'LCH', hex: 'E5' },
        { id: 'el', side: 'top', type: 'EL', hex: 'D5' },
      ],
    });
    expect(closeSpec(s, s.units.lch!, s.units.el!, true).ignoreHit).toBe('heavy');
    const ctx = { close: true, byType: 'LCH' as const, fullStrength: false, fortified: false };
    expect(flagIgnoreSources(s, s.units.el!, ctx)).toContain('elephant-vs-horse');
    expect(hexesPerFlag(unit('LCH'), true, 'EL')).toBe(4);
    expect(hexesPerFlag(unit('LCH'), true, 'CAM')).toBe(4);
    expect(hexesPerFlag(unit('LCH'), false, 'EL')).toBe(3);
  });

  it('13.2 it may advance and bonus combat, but takes no cavalry extra hex', () => {
    expect(CAVALRY.has('LCH')).toBe(false);
    const s = setup({
      units: [
        { id: 'lch', side: 'bottom', type: 'LCH', hex: 'E5' },
        { id: 'mi', side: 'top', type: 'MI', hex: 'D5' },
        { id: 'mi2', side: 'top', type: 'MI', hex: 'D4' },
      ],
      ordered: ['lch'],
      dice: [...['flag', 'light', 'light']],
    });
    close(s, 'lch', 'mi');
    retreatAll(s);
    expect(decision(s)).toMatchObject({ seat: 'bottom', kind: 'momentum-advance' });
    act(s, { type: 'momentum-advance' });
    const offered = options(s).map((a) => a.type);
    expect(offered).toContain('bonus-combat');
    expect(offered).not.toContain('extra-hex');
  });
});

describe('11.3 Mounted units: heavy armoured cavalry (L7, L12)', () => {
  it('4 dice attacking and battling back; it ignores one sword, the second scores', () => {
    const s = setup({
      units: [
        { id: 'hac', side: 'top', type: 'HAC', hex: 'D5' },
        { id: 'hi', side: 'bottom', type: 'HI', hex: 'E5' },
      ],
      dice: [
        ...['swords', 'swords', 'heavy', 'light', 'light'], // 5 dice: 1 sword ignored, 1 sword + 1 square hit
        ...['heavy', 'swords', 'light', 'light'], // battle back with 4
      ],
    });
    let events = stand(s, 'hi', 'hac');
    expect(diceOf(events)[0]).toMatchObject({ unit: 'hi', dice: 5, hits: 2 });
    expect(blocks(s, 'hac')).toBe(1);
    events = act(s, { type: 'battle-back' });
    expect(diceOf(events)[0]).toMatchObject({ unit: 'hac', dice: 4, hits: 2 });
    expect(blocks(s, 'hi')).toBe(2);
    expectCombatOver(s, 'hi');
    expectAllDiceUsed(s);
  });

  it('the armour works in close combat only: fire scores only on the red square', () => {
    const s = setup({
      units: [
        { id: 'lb', side: 'bottom', type: 'LB', hex: 'G5' },
        { id: 'hac', side: 'top', type: 'HAC', hex: 'E5' },
      ],
      ordered: ['lb'],
      dice: ['heavy', 'swords'],
    });
    expect(fireTargets(s, 'lb')).toEqual(['hac']);
    const events = fire(s, 'lb', 'hac');
    expect(diceOf(events)[0]).toMatchObject({ unit: 'lb', dice: 2, hits: 1 });
    expect(blocks(s, 'hac')).toBe(2);
  });

  it('13.2 it is cavalry: after a momentum advance it may take the extra hex', () => {
    expect(CAVALRY.has('HAC')).toBe(true);
    const s = setup({
      units: [
        { id: 'hac', side: 'bottom', type: 'HAC', hex: 'E5' },
        { id: 'mi', side: 'top', type: 'MI', hex: 'D5' },
      ],
      ordered: ['hac'],
      dice: ['flag', 'light', 'light', 'light'],
    });
    close(s, 'hac', 'mi');
    retreatAll(s);
    act(s, { type: 'momentum-advance' });
    expect(options(s).some((a) => a.type === 'extra-hex')).toBe(true);
  });
});

describe('11.4 Camels: the armoured camel (L7, L12)', () => {
  it('3 dice attacking, 2 battling back; against horses it shrugs off one triangle, and it ignores one sword', () => {
    const s = setup({
      units: [
        { id: 'aca', side: 'top', type: 'ACA', hex: 'D5' },
        { id: 'hac', side: 'bottom', type: 'HAC', hex: 'E5' },
        { id: 'mi', side: 'top', type: 'MI', hex: 'C9' },
        { id: 'aca2', side: 'bottom', type: 'ACA', hex: 'D9' },
      ],
      ordered: ['hac', 'aca2'],
      dice: [
        ...['medium', 'medium', 'swords', 'swords'], // heavy armoured cavalry: 2 triangles (1 ignored), 2 swords (1 ignored)
        ...['flag', 'light'], // the camel battles back with 2: one flag
        ...['medium', 'heavy', 'light'], // the second camel attacks with 3
        ...['light', 'light', 'light', 'light'],
      ],
    });
    let events = stand(s, 'hac', 'aca');
    expect(diceOf(events)[0]).toMatchObject({ unit: 'hac', dice: 4, hits: 2 });
    expect(blocks(s, 'aca')).toBe(1);
    events = act(s, { type: 'battle-back' });
    expect(diceOf(events)[0]).toMatchObject({ unit: 'aca', dice: 2, flags: 1 });
    // A horse unit retreats one extra hex per camel flag: 2 + 1.
    expect(retreatAll(s)).toHaveLength(3);
    expect(hexOf(s, 'hac')).toMatch(/^H/);
    expectCombatOver(s, 'hac');

    events = close(s, 'aca2', 'mi');
    expect(diceOf(events)[0]).toMatchObject({ unit: 'aca2', dice: 3, hits: 1 });
    act(s, { type: 'battle-back' });
    expectAllDiceUsed(s);
  });

  it('11.6 an elephant rolls 3 against any camel unit, and its normal dice against the other two', () => {
    const s = setup({
      units: [
        { id: 'el', side: 'bottom', type: 'EL', hex: 'E5' },
        ...SEED_TYPES.map((t, i) => ({ id: t, side: 'top' as const, type: t, hex: `A${i + 1}` })),
      ],
    });
    const opts = { battleBack: false, fullStrength: true, cardBonus: 0 };
    expect(SEED_TYPES.map((t) => closeDice(s, s.units.el!, s.units[t]!, opts))).toEqual([2, 3, 4]);
  });
});

describe('12.1 Retreat per flag', () => {
  it('barbarian chariot 3, armoured camel 3, heavy armoured cavalry 2 (+1 per elephant or camel flag for horses)', () => {
    expect(SEED_TYPES.map((t) => hexesPerFlag(unit(t), true, 'MI'))).toEqual([3, 3, 2]);
    expect(SEED_TYPES.map((t) => hexesPerFlag(unit(t), true, 'ACA'))).toEqual([4, 3, 3]);
  });
});

describe('13.1 Evade', () => {
  it('the barbarian chariot always; the armoured camel from foot and heavy mounted; the armoured cavalry from foot and elephants', () => {
    const by: UnitType[] = ['MI', 'LC', 'MC', 'HC', 'EL'];
    const table = SEED_TYPES.map((t) => by.map((a) => mayEvadeAgainst(unit(t), unit(a, 'bottom'))));
    expect(table).toEqual([
      [true, true, true, true, true],
      [true, false, false, true, true],
      [true, false, false, false, true],
    ]);
  });
});

describe('18-F Rally', () => {
  it('chariot units, barbarian ones included, may not be rallied; armoured cavalry may', () => {
    const t = new Table({
      units: [
        { id: 'lch', side: 'bottom', type: 'LCH', hex: 'G6', blocks: 2 },
        { id: 'hac', side: 'bottom', type: 'HAC', hex: 'G8', blocks: 1 },
        { id: 'e1', side: 'top', type: 'MI', hex: 'A1' },
      ],
      leaders: [{ id: 'ldr', side: 'bottom', hex: 'G7' }],
      hands: { bottom: ['rally'] },
      command: { bottom: 3 },
      dice: ['light', 'leader', 'heavy'],
    });
    t.play('rally');
    expect([t.s.units.lch!.blocks, t.s.units.hac!.blocks]).toEqual([2, 3]);
    expect(t.ordered()).toEqual(['hac']);
  });
});

describe('A scenario file of our own with all three types', () => {
  const file = new URL('./fixtures/seed-units.scenario.json', import.meta.url);
  const scenario = loadScenario(JSON.parse(readFileSync(file, 'utf8')));

  it('loads in the scenario format and sets up every unit at its starting blocks', () => {
    const position = scenarioPosition(scenario);
    const s = ancients.fromPosition!(position as never, 'seed-units');
    const types = new Set(Object.values(s.units).map((u) => u.type));
    for (const t of SEED_TYPES) expect(types).toContain(t);
    for (const u of Object.values(s.units)) expect(u.blocks).toBe(UNIT_BLOCKS[u.type]);
  });

  it('random games end in victory with no error', () => {
    const position = JSON.parse(JSON.stringify(scenarioPosition(scenario)));
    const games = Number(process.env.ANCIENTS_FUZZ_GAMES ?? 40);
    const outcomes: Record<string, number> = {};
    for (let g = 0; g < games; g++) {
      const r = randomPlayout(ancients, {
        scenario: scenario.id,
        seed: `seed-units/${g}`,
        maxActions: 20_000,
        position,
      });
      expect(r.error, r.error?.message).toBeUndefined();
      const who = r.outcome?.winners.join('+') ?? 'unfinished';
      outcomes[who] = (outcomes[who] ?? 0) + 1;
    }
    expect((outcomes.top ?? 0) + (outcomes.bottom ?? 0)).toBe(games);
  });
});
