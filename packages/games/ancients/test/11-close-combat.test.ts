import { describe, expect, it } from 'vitest';
import { closeCombatTargets } from '../src/combat/index.ts';
import { closeDice } from '../src/combat/rules.ts';
import { setLeaderHex } from '../src/state.ts';
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
  ofType,
  options,
  setup,
} from './support/combat-fixture.ts';

describe('11.9 Worked examples', () => {
  it('warrior example: cavalry then heavy infantry attack full-strength warriors', () => {
    // Top warriors at D5, unsupported; bottom medium cavalry at E5 and heavy infantry at E6, both adjacent.
    const s = setup({
      units: [
        { id: 'wa', side: 'top', type: 'WA', hex: 'D5' },
        { id: 'mc', side: 'bottom', type: 'MC', hex: 'E5' },
        { id: 'hi', side: 'bottom', type: 'HI', hex: 'E6' },
      ],
      dice: [
        ...['medium', 'flag', 'heavy'], // cavalry: 3 dice
        ...['swords', 'flag', 'light', 'light'], // warriors battle back: 4 dice
        ...['swords', 'medium', 'flag', 'light', 'light'], // heavy infantry: 5 dice
      ],
    });
    let events = close(s, 'mc', 'wa');
    expect(diceOf(events)[0]).toMatchObject({ unit: 'mc', dice: 3, hits: 1, flags: 1 });
    expect(blocks(s, 'wa')).toBe(3);
    // The warriors may ignore the flag (full strength at the start of the combat) so they can battle back.
    expect(decision(s)).toMatchObject({ seat: 'top', kind: 'ignore-flags' });
    expect(options(s)).toEqual([
      { type: 'ignore-flags', count: 0 },
      { type: 'ignore-flags', count: 1 },
    ]);
    act(s, { type: 'ignore-flags', count: 1 });
    expect(decision(s)).toMatchObject({ seat: 'top', kind: 'battle-back' });
    events = act(s, { type: 'battle-back' });
    // 4 dice although the warriors have lost a block: they began the combat at full strength.
    expect(diceOf(events)[0]).toMatchObject({ unit: 'wa', dice: 4, hits: 1, flags: 1 });
    expect(blocks(s, 'mc')).toBe(2);
    // The cavalry retreats 3 hexes, the owner choosing each one.
    expect(decision(s)).toMatchObject({ seat: 'bottom', kind: 'retreat' });
    expect(options(s)).toEqual([
      { type: 'retreat', to: 'F4' },
      { type: 'retreat', to: 'F5' },
    ]);
    act(s, { type: 'retreat', to: 'F5' });
    act(s, { type: 'retreat', to: 'G6' });
    events = act(s, { type: 'retreat', to: 'H6' });
    expect(hexOf(s, 'mc')).toBe('H6');
    expectCombatOver(s, 'mc');
    expect(ofType(events, 'combat-over')).toHaveLength(1);

    // The heavy infantry now attacks the reduced warriors: no flag ignore any more.
    events = close(s, 'hi', 'wa');
    expect(diceOf(events)[0]).toMatchObject({ unit: 'hi', dice: 5, hits: 2, flags: 1 });
    expect(blocks(s, 'wa')).toBe(1);
    expect(decision(s)).toMatchObject({ seat: 'top', kind: 'retreat' });
    act(s, { type: 'retreat', to: 'C5' });
    act(s, { type: 'retreat', to: 'B5' });
    expect(hexOf(s, 'wa')).toBe('B5');
    // The heavy infantry may advance into the empty hex; as a foot unit without a leader it has no bonus combat.
    expect(decision(s)).toMatchObject({ seat: 'bottom', kind: 'momentum-advance' });
    events = act(s, { type: 'momentum-advance' });
    expect(ofType(events, 'momentum-advance')[0]).toMatchObject({ unit: 'hi', from: 'E6', to: 'D5' });
    expectCombatOver(s, 'hi');
    expectAllDiceUsed(s);
  });

  it('elephant example: an elephant against full-strength light infantry, with sword re-rolls', () => {
    const s = setup({
      units: [
        { id: 'el', side: 'bottom', type: 'EL', hex: 'E5' },
        { id: 'li', side: 'top', type: 'LI', hex: 'D5' },
      ],
      dice: ['light', 'swords', 'swords', 'flag'],
    });
    close(s, 'el', 'li');
    // The light infantry could evade; it stands.
    expect(decision(s)).toMatchObject({ seat: 'top', kind: 'combat-reaction' });
    const events = act(s, { type: 'stand' });
    // 2 dice (light infantry's dice): a circle and a sword; the sword re-rolled is a sword, re-rolled again a flag.
    expect(diceOf(events)[0]).toMatchObject({
      unit: 'el',
      dice: 2,
      faces: ['light', 'swords'],
      rerolls: ['swords', 'flag'],
      hits: 3,
      flags: 1,
    });
    expect(blocks(s, 'li')).toBe(1);
    // It retreats 2 hexes (its full move).
    act(s, { type: 'retreat', to: 'C5' });
    act(s, { type: 'retreat', to: 'B4' });
    expect(hexOf(s, 'li')).toBe('B4');
    act(s, { type: 'momentum-advance' });
    expect(hexOf(s, 'el')).toBe('D5');
    expectCombatOver(s, 'el');
    expectAllDiceUsed(s);
  });

  it('close combat example A: auxilia close combat after 1 hex (3 dice, swords hit), never after 2', () => {
    const s = setup({
      units: [
        { id: 'ax', side: 'bottom', type: 'AX', hex: 'E5' },
        { id: 'ax2', side: 'bottom', type: 'AX', hex: 'E7' },
        { id: 'mi', side: 'top', type: 'MI', hex: 'D5' },
        { id: 'mi2', side: 'top', type: 'MI', hex: 'D7' },
      ],
      pieces: { ax: { moved: 1 }, ax2: { moved: 2 } },
      dice: ['swords', 'medium', 'light', 'heavy', 'flag', 'light', 'light'],
    });
    expect(closeCombatTargets(s, 'ax2')).toEqual([]);
    expect(closeCombatTargets(s, 'ax')).toEqual(['mi']);
    const events = close(s, 'ax', 'mi');
    expect(diceOf(events)[0]).toMatchObject({
      dice: 3,
      faces: ['swords', 'medium', 'light'],
      hits: 2,
      flags: 0,
    });
    expect(blocks(s, 'mi')).toBe(2);
    act(s, { type: 'decline-battle-back' });
    expectCombatOver(s, 'ax');
  });

  it('close combat example B: warriors with a leader against supported heavy cavalry', () => {
    // Bottom warriors (with leader) at F5, supported by F4 and F6; top heavy cavalry at E5 supported by D4 and D5.
    const s = setup({
      units: [
        { id: 'wa', side: 'bottom', type: 'WA', hex: 'F5' },
        { id: 'b2', side: 'bottom', type: 'MI', hex: 'F4' },
        { id: 'b3', side: 'bottom', type: 'MI', hex: 'F6' },
        { id: 'hc', side: 'top', type: 'HC', hex: 'E5' },
        { id: 'hi', side: 'top', type: 'HI', hex: 'E6' },
        { id: 't2', side: 'top', type: 'MI', hex: 'D4' },
      ],
      leaders: [{ id: 'bL1', side: 'bottom', hex: 'F5' }],
      pieces: { wa: { moved: 2, mustCloseCombat: true } },
      dice: [
        ...['heavy', 'leader', 'medium', 'light'], // warriors: 4 dice, red square + helmet
        ...['medium', 'swords', 'flag', 'flag'], // cavalry battles back with 4
        ...['leader', 'swords'], // leader casualty check: survives
      ],
    });
    // They may attack either the heavy cavalry or the heavy infantry.
    expect(closeCombatTargets(s, 'wa').sort()).toEqual(['hc', 'hi']);
    close(s, 'wa', 'hc');
    // Heavy cavalry may evade foot units: it stands.
    expect(options(s)).toEqual([{ type: 'stand' }, { type: 'evade', to: 'C6' }, { type: 'evade', to: 'C5' }]);
    let events = act(s, { type: 'stand' });
    expect(diceOf(events)[0]).toMatchObject({ unit: 'wa', dice: 4, hits: 2, flags: 0 });
    expect(blocks(s, 'hc')).toBe(1);
    act(s, { type: 'battle-back' });
    expect(blocks(s, 'wa')).toBe(2);
    // Warriors: full strength at the start + leader + support = 3 flags they may ignore; they ignore both.
    expect(decision(s)).toMatchObject({ seat: 'bottom', kind: 'ignore-flags' });
    expect(options(s)).toHaveLength(3);
    events = act(s, { type: 'ignore-flags', count: 2 });
    expect(hexOf(s, 'wa')).toBe('F5');
    expectCombatOver(s, 'wa');
    expectAllDiceUsed(s);
    void events;
  });

  it('close combat example B: two flags are needed to move the supported heavy cavalry', () => {
    const s = setup({
      units: [
        { id: 'wa', side: 'bottom', type: 'WA', hex: 'F5' },
        { id: 'hc', side: 'top', type: 'HC', hex: 'E5' },
        { id: 't2', side: 'top', type: 'MI', hex: 'D4' },
        { id: 't3', side: 'top', type: 'MI', hex: 'E4' },
      ],
      leaders: [{ id: 'bL1', side: 'bottom', hex: 'F5' }],
      dice: ['flag', 'flag', 'light', 'light'],
    });
    close(s, 'wa', 'hc');
    // HC could evade foot units: it stands.
    act(s, { type: 'stand' });
    expect(options(s)).toEqual([
      { type: 'ignore-flags', count: 0 },
      { type: 'ignore-flags', count: 1 },
    ]);
    const events = act(s, { type: 'ignore-flags', count: 1 });
    // One flag taken: 2 hexes toward the top. D4 is held by a friend, so the first hex (D5) is forced.
    expect(ofType(events, 'retreat')[0]).toMatchObject({ unit: 'hc', from: 'E5', to: 'D5' });
    expect(decision(s)).toMatchObject({ seat: 'top', kind: 'retreat' });
    act(s, { type: 'retreat', to: 'C5' });
    expect(hexOf(s, 'hc')).toBe('C5');
    // The hex is empty: momentum advance, then (foot unit with a leader) a bonus combat is possible.
    act(s, { type: 'momentum-advance' });
    expect(hexOf(s, 'bL1')).toBe('E5');
    expect(decision(s)).toMatchObject({ kind: 'bonus-combat' });
    expect(options(s)).toEqual([
      { type: 'bonus-combat', target: 't2' },
      { type: 'bonus-combat', target: 't3' },
      { type: 'no-bonus-combat' },
    ]);
    act(s, { type: 'no-bonus-combat' });
    expectCombatOver(s, 'wa');
  });

  it('close combat example C: the elephant chooses the heavy infantry (5 dice) over the bow unit (2 dice)', () => {
    // Top elephant at E5; bottom heavy infantry at F5 (supported by F4 and F6), light bow at E6.
    const s = setup({
      side: 'top',
      units: [
        { id: 'el', side: 'top', type: 'EL', hex: 'E5' },
        { id: 'hi', side: 'bottom', type: 'HI', hex: 'F5' },
        { id: 'lb', side: 'bottom', type: 'LB', hex: 'E6' },
        { id: 'b3', side: 'bottom', type: 'MI', hex: 'F4' },
        { id: 'b4', side: 'bottom', type: 'MI', hex: 'F6' },
      ],
      // A top leader adjacent to the elephant: helmets still never count for an elephant.
      leaders: [{ id: 'tL1', side: 'top', hex: 'D5' }],
      dice: [
        ...['heavy', 'swords', 'swords', 'flag', 'leader'], // elephant: 5 dice
        ...['medium', 'light'], // the two swords re-rolled: nothing more
        ...['heavy', 'swords', 'swords', 'medium', 'light'], // heavy infantry battles back with 5
      ],
    });
    const el = s.units.el!;
    expect(closeDice(s, el, s.units.hi!, { battleBack: false, fullStrength: false, cardBonus: 0 })).toBe(5);
    expect(closeDice(s, el, s.units.lb!, { battleBack: false, fullStrength: false, cardBonus: 0 })).toBe(2);
    let events = close(s, 'el', 'hi');
    expect(diceOf(events)[0]).toMatchObject({
      dice: 5,
      faces: ['heavy', 'swords', 'swords', 'flag', 'leader'],
      rerolls: ['medium', 'light'],
      hits: 3,
      flags: 1,
    });
    expect(blocks(s, 'hi')).toBe(1);
    // Supported: it ignores the flag, stays and battles back with 5 dice although it has 1 block left.
    expect(options(s)).toEqual([
      { type: 'ignore-flags', count: 0 },
      { type: 'ignore-flags', count: 1 },
    ]);
    act(s, { type: 'ignore-flags', count: 1 });
    events = act(s, { type: 'battle-back' });
    // Swords do nothing to an elephant: only the red square scores.
    expect(diceOf(events)[0]).toMatchObject({ unit: 'hi', dice: 5, hits: 1, flags: 0, ignoredSwords: 2 });
    expect(blocks(s, 'el')).toBe(1);
    expectCombatOver(s, 'el');
    expectAllDiceUsed(s);
  });

  it('close combat example D: light cavalry against supported light bow infantry', () => {
    // Bottom light cavalry at F5 (supported by F4, F6); top light bow at E5 (supported by D5, E4).
    const s = setup({
      units: [
        { id: 'lc', side: 'bottom', type: 'LC', hex: 'F5' },
        { id: 'b2', side: 'bottom', type: 'MI', hex: 'F4' },
        { id: 'b3', side: 'bottom', type: 'MI', hex: 'F6' },
        { id: 'lb', side: 'top', type: 'LB', hex: 'E5' },
        { id: 't2', side: 'top', type: 'MI', hex: 'D5' },
        { id: 't3', side: 'top', type: 'MI', hex: 'E4' },
      ],
      dice: [...['swords', 'light'], ...['light', 'flag']],
    });
    close(s, 'lc', 'lb');
    let events = act(s, { type: 'stand' });
    // Its swords do not count: 1 hit.
    expect(diceOf(events)[0]).toMatchObject({ dice: 2, hits: 1, flags: 0 });
    expect(blocks(s, 'lb')).toBe(3);
    events = act(s, { type: 'battle-back' });
    expect(diceOf(events)[0]).toMatchObject({ unit: 'lb', dice: 2, hits: 1, flags: 1 });
    expect(blocks(s, 'lc')).toBe(2);
    // The supported cavalry ignores the single flag.
    act(s, { type: 'ignore-flags', count: 1 });
    expect(hexOf(s, 'lc')).toBe('F5');
    expectCombatOver(s, 'lc');
    expectAllDiceUsed(s);
  });

  it('close combat example E: heavy chariot against heavy chariot (one sword ignored, battle back with 3)', () => {
    const s = setup({
      units: [
        { id: 'ch', side: 'bottom', type: 'HCH', hex: 'F5' },
        { id: 'tch', side: 'top', type: 'HCH', hex: 'E5' },
      ],
      dice: [...['swords', 'swords', 'leader', 'light'], ...['heavy', 'flag', 'light']],
    });
    // Heavy chariots evade only foot units and elephants: no reaction against a chariot.
    let events = close(s, 'ch', 'tch');
    expect(diceOf(events)[0]).toMatchObject({ dice: 4, hits: 1, flags: 0, ignoredSwords: 1 });
    expect(blocks(s, 'tch')).toBe(1);
    events = act(s, { type: 'battle-back' });
    expect(diceOf(events)[0]).toMatchObject({ unit: 'tch', dice: 3, hits: 1, flags: 1 });
    expect(blocks(s, 'ch')).toBe(1);
    // No support, no leader for morale: any flag forces the chariot back 2 hexes.
    expect(decision(s)).toMatchObject({ seat: 'bottom', kind: 'retreat' });
    act(s, { type: 'retreat', to: 'G5' });
    act(s, { type: 'retreat', to: 'H5' });
    expectCombatOver(s, 'ch');
    expectAllDiceUsed(s);
  });
});

describe('11.6 Elephants', () => {
  it('elephant example A: a flag on heavy cavalry means 3 hexes; short of room it loses a block; no bonus combat', () => {
    const s = setup({
      units: [
        { id: 'el', side: 'bottom', type: 'EL', hex: 'D5' },
        { id: 'hc', side: 'top', type: 'HC', hex: 'C5' },
      ],
      dice: ['flag', 'light', 'medium', 'leader'],
    });
    close(s, 'el', 'hc');
    // Heavy cavalry may evade elephants; it stands. The elephant rolls the cavalry's 4 dice.
    let events = act(s, { type: 'stand' });
    expect(diceOf(events)[0]).toMatchObject({ dice: 4, hits: 0, flags: 1 });
    expect(ofType(events, 'flags')[0]).toMatchObject({ retreat: 3 });
    act(s, { type: 'retreat', to: 'B5' });
    events = act(s, { type: 'retreat', to: 'A5' });
    // Off the board after 2 hexes: 1 block lost for the hex it could not retreat.
    expect(ofType(events, 'retreat-blocked')[0]).toMatchObject({ unit: 'hc', hexes: 1 });
    expect(blocks(s, 'hc')).toBe(2);
    events = act(s, { type: 'momentum-advance' });
    expect(hexOf(s, 'el')).toBe('C5');
    expectCombatOver(s, 'el');
    expectAllDiceUsed(s);
  });

  it('elephant example B: rampage against all five adjacent units, blocked retreat hurts the blockers, battle back', () => {
    // Top elephant at E5 with top units behind it (D4, D5); bottom warriors+leader at F5, units at F4 and E6.
    const s = setup({
      units: [
        { id: 'el', side: 'top', type: 'EL', hex: 'E5' },
        { id: 'x', side: 'top', type: 'MI', hex: 'D4' },
        { id: 'y', side: 'top', type: 'HI', hex: 'D5' },
        { id: 'wa', side: 'bottom', type: 'WA', hex: 'F5' },
        { id: 'li', side: 'bottom', type: 'LI', hex: 'F4' },
        { id: 'mi', side: 'bottom', type: 'MI', hex: 'E6' },
      ],
      leaders: [{ id: 'bL1', side: 'bottom', hex: 'F5' }],
      dice: [
        ...['flag', 'flag', 'swords', 'light'], // warriors: 2 flags (the sword is ignored by the elephant)
        ...['medium', 'flag'], // rampage at E6 (MI): 1 hit
        ...['heavy', 'light'], // at D5 (HI): 1 hit
        ...['swords', 'leader'], // at D4 (MI): nothing
        ...['light', 'light'], // at F4 (LI): 2 hits
        ...['medium', 'heavy'], // at F5 (WA): 1 hit
        ...['leader', 'swords'], // the warriors' leader: casualty check, survives
        ...['medium', 'swords', 'flag'], // the elephant battles back with the warriors' 3 dice
        'light', // its sword re-rolled: nothing more
      ],
    });
    let events = close(s, 'wa', 'el');
    expect(diceOf(events)[0]).toMatchObject({ unit: 'wa', dice: 4, hits: 0, flags: 2, ignoredSwords: 1 });
    // No support for elephants: both flags stand, so it rampages against each adjacent unit, friend or foe.
    const rampage = diceOf(events).filter((e) => e.purpose === 'rampage');
    expect(rampage.map((e) => [e.target, e.hits])).toEqual([
      ['mi', 1],
      ['y', 1],
      ['x', 0],
      ['li', 2],
      ['wa', 1],
    ]);
    expect(ofType(events, 'leader-check')[0]).toMatchObject({
      leader: 'bL1',
      faces: ['leader', 'swords'],
      result: 'survived',
    });
    // Blocked by its own units: it stays, and each blocker takes 2 hits.
    expect(ofType(events, 'retreat-blocked')[0]).toMatchObject({
      unit: 'el',
      hexes: 2,
      blockers: ['y', 'x'],
    });
    expect(hexOf(s, 'el')).toBe('E5');
    expect(blocks(s, 'el')).toBe(2);
    expect(blocks(s, 'x')).toBe(2);
    expect(blocks(s, 'y')).toBe(1);
    expect(blocks(s, 'li')).toBe(2);
    expect(blocks(s, 'mi')).toBe(3);
    expect(blocks(s, 'wa')).toBe(3);
    // It may now battle back against the warriors, with their normal 3 dice.
    expect(decision(s)).toMatchObject({ seat: 'top', kind: 'battle-back' });
    events = act(s, { type: 'battle-back' });
    expect(diceOf(events)[0]).toMatchObject({ unit: 'el', dice: 3, rerolls: ['light'], hits: 2, flags: 1 });
    expect(blocks(s, 'wa')).toBe(1);
    // Leader, support and full strength at the start: up to 1 of the 1 flag; no second casualty check.
    expect(options(s)).toEqual([
      { type: 'ignore-flags', count: 0 },
      { type: 'ignore-flags', count: 1 },
    ]);
    events = act(s, { type: 'ignore-flags', count: 1 });
    expect(ofType(events, 'leader-check')).toHaveLength(0);
    expectCombatOver(s, 'wa');
    expectAllDiceUsed(s);
  });
});

/** Dice of `roller` attacking `target` with no card bonus, as the rules compute them. */
const attackDice = (
  s: ReturnType<typeof setup>,
  roller: string,
  target: string,
  battleBack = false,
): number => {
  const r = s.units[roller]!;
  const fullStrength = r.type === 'WA' && r.blocks === r.maxBlocks;
  return closeDice(s, r, s.units[target] ?? (s.leaders[target] as never), {
    battleBack,
    fullStrength,
    cardBonus: 0,
  });
};

describe('11.1 Procedure: terrain dice caps', () => {
  it('battling into or out of a forest or broken ground: at most 2 dice', () => {
    const s = setup({
      units: [
        { id: 'hi', side: 'bottom', type: 'HI', hex: 'E5' },
        { id: 'mi', side: 'top', type: 'MI', hex: 'D5' },
        { id: 'hc', side: 'bottom', type: 'HC', hex: 'E7' },
        { id: 'mi2', side: 'top', type: 'MI', hex: 'D7' },
      ],
      terrain: [
        { hex: 'D5', type: 'forest' },
        { hex: 'E7', type: 'broken' },
      ],
    });
    expect(attackDice(s, 'hi', 'mi')).toBe(2);
    expect(attackDice(s, 'mi', 'hi', true)).toBe(2);
    expect(attackDice(s, 'hc', 'mi2')).toBe(2);
    expect(attackDice(s, 'mi2', 'hc', true)).toBe(2);
  });

  it('battling up a hill: at most 2 dice; from a hill: foot at most 3, mounted at most 2', () => {
    const s = setup({
      units: [
        { id: 'hi', side: 'bottom', type: 'HI', hex: 'E5' },
        { id: 'thi', side: 'top', type: 'HI', hex: 'D5' },
        { id: 'hc', side: 'bottom', type: 'HC', hex: 'E7' },
        { id: 'tmi', side: 'top', type: 'MI', hex: 'D7' },
      ],
      terrain: [
        { hex: 'D5', type: 'hill' },
        { hex: 'D7', type: 'hill' },
        { hex: 'E7', type: 'hill' },
      ],
    });
    expect(attackDice(s, 'hi', 'thi')).toBe(2); // uphill
    expect(attackDice(s, 'thi', 'hi', true)).toBe(3); // foot from a hill
    expect(attackDice(s, 'hc', 'tmi')).toBe(2); // mounted from a hill, into a hill
    expect(attackDice(s, 'tmi', 'hc', true)).toBe(3); // hill to hill, foot
  });

  it('a fordable river caps at 2, unless it has no dice cap; a camp costs the unit on it 1 die', () => {
    const s = setup({
      units: [
        { id: 'hi', side: 'bottom', type: 'HI', hex: 'E5' },
        { id: 'thi', side: 'top', type: 'HI', hex: 'D5' },
        { id: 'hi2', side: 'bottom', type: 'HI', hex: 'E8' },
        { id: 'thi2', side: 'top', type: 'HI', hex: 'D8' },
        { id: 'hi3', side: 'bottom', type: 'HI', hex: 'E11' },
        { id: 'thi3', side: 'top', type: 'HI', hex: 'D11' },
      ],
      terrain: [
        { hex: 'E5', type: 'river', fordable: true },
        { hex: 'E8', type: 'river', fordable: true, noDiceCap: true },
        { hex: 'E11', type: 'camp' },
      ],
    });
    expect(attackDice(s, 'hi', 'thi')).toBe(2);
    expect(attackDice(s, 'hi2', 'thi2')).toBe(5);
    expect(attackDice(s, 'hi3', 'thi3')).toBe(4);
    expect(attackDice(s, 'thi3', 'hi3', true)).toBe(5);
  });

  it('card bonuses come on top of the caps: Clash of Shields +2 in the first close combat only', () => {
    const s = setup({
      card: 'clash-of-shields',
      units: [
        { id: 'hi', side: 'bottom', type: 'HI', hex: 'E5' },
        { id: 'mi', side: 'top', type: 'MI', hex: 'D5' },
      ],
      terrain: [{ hex: 'D5', type: 'forest' }],
      dice: ['light', 'light', 'light', 'light', ...['light', 'light']],
    });
    const events = close(s, 'hi', 'mi');
    expect(diceOf(events)[0]).toMatchObject({ dice: 4 });
    expect(s.turn.pieces.hi?.usedFirstCombatBonus).toBe(true);
    act(s, { type: 'battle-back' });
    expectCombatOver(s, 'hi');
    expectAllDiceUsed(s);
  });
});

describe('11.2 Foot units', () => {
  it('dice by type: light 2, auxilia 3, medium 4, warriors 3 (+1 at full strength), heavy 5, war machine 2', () => {
    const s = setup({
      units: [
        { id: 'li', side: 'bottom', type: 'LI', hex: 'E1' },
        { id: 'ax', side: 'bottom', type: 'AX', hex: 'E2' },
        { id: 'mi', side: 'bottom', type: 'MI', hex: 'E3' },
        { id: 'wa', side: 'bottom', type: 'WA', hex: 'E4' },
        { id: 'wa3', side: 'bottom', type: 'WA', hex: 'E5', blocks: 3 },
        { id: 'hi', side: 'bottom', type: 'HI', hex: 'E6' },
        { id: 'wm', side: 'bottom', type: 'HWM', hex: 'E7' },
        { id: 't', side: 'top', type: 'MI', hex: 'D4' },
      ],
    });
    expect(['li', 'ax', 'mi', 'wa', 'wa3', 'hi', 'wm'].map((id) => attackDice(s, id, 't'))).toEqual([
      2, 3, 4, 4, 3, 5, 2,
    ]);
  });

  it('light foot score no swords; auxilia do', () => {
    const s = setup({
      units: [
        { id: 'li', side: 'bottom', type: 'LI', hex: 'E5' },
        { id: 'ax', side: 'bottom', type: 'AX', hex: 'E7' },
        { id: 't1', side: 'top', type: 'MI', hex: 'D5' },
        { id: 't2', side: 'top', type: 'MI', hex: 'D7' },
      ],
      dice: [...['swords', 'medium'], ...['swords', 'medium', 'light']],
    });
    let events = close(s, 'li', 't1');
    expect(diceOf(events)[0]).toMatchObject({ hits: 1 });
    act(s, { type: 'decline-battle-back' });
    events = close(s, 'ax', 't2');
    expect(diceOf(events)[0]).toMatchObject({ hits: 2 });
    act(s, { type: 'decline-battle-back' });
    expectAllDiceUsed(s);
  });

  it('under Double Time auxilia may close combat after moving 2 hexes', () => {
    const s = setup({
      card: 'double-time',
      units: [
        { id: 'ax', side: 'bottom', type: 'AX', hex: 'E5' },
        { id: 't', side: 'top', type: 'MI', hex: 'D5' },
      ],
      pieces: { ax: { moved: 2 } },
    });
    expect(closeCombatTargets(s, 'ax')).toEqual(['t']);
  });

  it('a war machine may close combat only if it did not move', () => {
    const s = setup({
      units: [
        { id: 'wm', side: 'bottom', type: 'HWM', hex: 'E5' },
        { id: 'wm2', side: 'bottom', type: 'HWM', hex: 'E7' },
        { id: 't1', side: 'top', type: 'MI', hex: 'D5' },
        { id: 't2', side: 'top', type: 'MI', hex: 'D7' },
      ],
      pieces: { wm2: { moved: 1 } },
    });
    expect(closeCombatTargets(s, 'wm')).toEqual(['t1']);
    expect(closeCombatTargets(s, 'wm2')).toEqual([]);
  });
});

describe('11.3 Mounted units', () => {
  it('dice: light cavalry 2 (no swords), medium 3, heavy 4, chariots 4 (3 battling back), camels 3 (2 battling back)', () => {
    const s = setup({
      units: [
        { id: 'lc', side: 'bottom', type: 'LC', hex: 'E1' },
        { id: 'mc', side: 'bottom', type: 'MC', hex: 'E2' },
        { id: 'hc', side: 'bottom', type: 'HC', hex: 'E3' },
        { id: 'ch', side: 'bottom', type: 'HCH', hex: 'E4' },
        { id: 'cam', side: 'bottom', type: 'CAM', hex: 'E5' },
        { id: 't', side: 'top', type: 'MI', hex: 'D4' },
      ],
    });
    const ids = ['lc', 'mc', 'hc', 'ch', 'cam'];
    expect(ids.map((id) => attackDice(s, id, 't'))).toEqual([2, 3, 4, 4, 3]);
    expect(ids.map((id) => attackDice(s, id, 't', true))).toEqual([2, 3, 4, 3, 2]);
  });
});

describe('11.4 Camels', () => {
  it('a camel ignores one blue-triangle hit rolled by cavalry, not by foot', () => {
    const s = setup({
      units: [
        { id: 'mc', side: 'bottom', type: 'MC', hex: 'E5' },
        { id: 'mi', side: 'bottom', type: 'MI', hex: 'E7' },
        { id: 'cam', side: 'top', type: 'CAM', hex: 'D5' },
        { id: 'cam2', side: 'top', type: 'CAM', hex: 'D7' },
      ],
      dice: [...['medium', 'medium', 'light'], ...['medium', 'medium', 'light', 'light']],
    });
    let events = close(s, 'mc', 'cam');
    expect(diceOf(events)[0]).toMatchObject({ hits: 1, ignoredHits: 1 });
    expect(blocks(s, 'cam')).toBe(2);
    act(s, { type: 'decline-battle-back' });
    events = close(s, 'mi', 'cam2');
    // The camel may evade foot: it stands.
    events = act(s, { type: 'stand' });
    expect(diceOf(events)[0]).toMatchObject({ hits: 2 });
    expect(blocks(s, 'cam2')).toBe(1);
    act(s, { type: 'decline-battle-back' });
    expectAllDiceUsed(s);
  });

  it('cavalry retreats one extra hex for each camel flag it takes; the camel battles back with 2 dice', () => {
    const s = setup({
      side: 'top',
      units: [
        { id: 'cam', side: 'top', type: 'CAM', hex: 'D5' },
        { id: 'hc', side: 'bottom', type: 'HC', hex: 'E5' },
      ],
      dice: ['flag', 'light', 'light'],
    });
    const events = close(s, 'cam', 'hc');
    expect(ofType(events, 'flags')[0]).toMatchObject({ flags: 1, retreat: 3 });
    act(s, { type: 'retreat', to: 'F5' });
    act(s, { type: 'retreat', to: 'G5' });
    act(s, { type: 'retreat', to: 'H5' });
    expect(hexOf(s, 'hc')).toBe('H5');
    act(s, { type: 'hold' });
    const t = setup({
      units: [
        { id: 'mi', side: 'bottom', type: 'MI', hex: 'E5' },
        { id: 'cam', side: 'top', type: 'CAM', hex: 'D5' },
      ],
    });
    expect(attackDice(t, 'cam', 'mi', true)).toBe(2);
  });
});

describe('11.5 Heavy chariots', () => {
  it('a heavy chariot ignores one sword; the second sword scores', () => {
    const s = setup({
      units: [
        { id: 'hi', side: 'bottom', type: 'HI', hex: 'E5' },
        { id: 'ch', side: 'top', type: 'HCH', hex: 'D5' },
      ],
      dice: ['swords', 'swords', 'light', 'light', 'light'],
    });
    close(s, 'hi', 'ch');
    const events = act(s, { type: 'stand' });
    expect(diceOf(events)[0]).toMatchObject({ hits: 1, ignoredSwords: 1 });
    expect(blocks(s, 'ch')).toBe(1);
  });
});

describe('11.6 Elephants: dice and swords', () => {
  it("an elephant rolls its opponent's normal dice (3 against elephants, warriors, chariots and camels), no bonuses copied", () => {
    const types = [
      'LI',
      'LB',
      'LS',
      'AX',
      'MI',
      'WA',
      'HI',
      'HWM',
      'LC',
      'LBC',
      'MC',
      'CAM',
      'HC',
      'HCH',
      'EL',
    ] as const;
    const s = setup({
      card: 'mounted-charge',
      units: [
        { id: 'el', side: 'top', type: 'EL', hex: 'E7' },
        ...types
          .map((type, i) => ({ id: `u${i}`, side: 'bottom' as const, type, hex: `I${i < 13 ? i + 1 : 1}` }))
          .slice(0, 13),
      ],
      leaders: [{ id: 'bL1', side: 'bottom', hex: 'I6', traits: ['cc-bonus'] }],
    });
    const el = s.units.el!;
    const expected = [2, 2, 2, 3, 4, 3, 5, 2, 2, 2, 3, 3, 4];
    types.slice(0, 13).forEach((type, i) => {
      expect(
        closeDice(s, el, s.units[`u${i}`]!, { battleBack: false, fullStrength: false, cardBonus: 0 }),
        type,
      ).toBe(expected[i]);
    });
    const t = setup({
      units: [
        { id: 'el', side: 'top', type: 'EL', hex: 'E7' },
        { id: 'ch', side: 'bottom', type: 'HCH', hex: 'I1' },
        { id: 'el2', side: 'bottom', type: 'EL', hex: 'I2' },
      ],
      leaders: [{ id: 'tL1', side: 'top', hex: 'D2' }],
    });
    expect(
      closeDice(t, t.units.el!, t.units.ch!, { battleBack: false, fullStrength: false, cardBonus: 0 }),
    ).toBe(3);
    expect(
      closeDice(t, t.units.el!, t.units.el2!, { battleBack: true, fullStrength: false, cardBonus: 0 }),
    ).toBe(3);
    expect(
      closeDice(t, t.units.el!, t.leaders.tL1!, { battleBack: false, fullStrength: false, cardBonus: 0 }),
    ).toBe(1);
  });

  it('elephant against elephant: every sword is ignored and none is re-rolled', () => {
    const s = setup({
      units: [
        { id: 'el', side: 'bottom', type: 'EL', hex: 'E5' },
        { id: 'tel', side: 'top', type: 'EL', hex: 'D5' },
      ],
      dice: ['swords', 'swords', 'heavy'],
    });
    const events = close(s, 'el', 'tel');
    expect(diceOf(events)[0]).toMatchObject({ dice: 3, hits: 1, ignoredSwords: 2 });
    expect(diceOf(events)[0]?.rerolls).toBeUndefined();
    expectAllDiceUsed(s);
  });

  it("a foot unit in a fortified camp ignores the elephant's first sword (not re-rolled); the second scores and is re-rolled", () => {
    const s = setup({
      units: [
        { id: 'el', side: 'bottom', type: 'EL', hex: 'E5' },
        { id: 'mi', side: 'top', type: 'MI', hex: 'D5' },
      ],
      terrain: [{ hex: 'D5', type: 'camp' }],
      dice: ['swords', 'swords', 'light', 'light', 'flag'],
    });
    const events = close(s, 'el', 'mi');
    expect(diceOf(events)[0]).toMatchObject({
      dice: 4,
      rerolls: ['flag'],
      hits: 1,
      flags: 1,
      ignoredSwords: 1,
    });
    // The camp also lets it ignore one flag.
    expect(options(s)).toEqual([
      { type: 'ignore-flags', count: 0 },
      { type: 'ignore-flags', count: 1 },
    ]);
    expectAllDiceUsed(s);
  });

  it('against cavalry the elephant ignores one red-square hit and may ignore one flag', () => {
    const s = setup({
      units: [
        { id: 'hc', side: 'bottom', type: 'HC', hex: 'E5' },
        { id: 'el', side: 'top', type: 'EL', hex: 'D5' },
      ],
      dice: ['heavy', 'heavy', 'flag', 'swords'],
    });
    const events = close(s, 'hc', 'el');
    expect(diceOf(events)[0]).toMatchObject({ hits: 1, flags: 1, ignoredHits: 1, ignoredSwords: 1 });
    expect(blocks(s, 'el')).toBe(1);
    expect(decision(s)).toMatchObject({ seat: 'top', kind: 'ignore-flags' });
    act(s, { type: 'ignore-flags', count: 1 });
    expect(decision(s)).toMatchObject({ kind: 'battle-back' });
  });

  it('an elephant gets no help from leaders: no helmets, no morale', () => {
    const s = setup({
      units: [
        { id: 'hi', side: 'bottom', type: 'HI', hex: 'E5' },
        { id: 'el', side: 'top', type: 'EL', hex: 'D5' },
      ],
      leaders: [
        { id: 'tL1', side: 'top', hex: 'D5' },
        { id: 'tL2', side: 'top', hex: 'D6' },
      ],
      dice: [...['flag', 'light', 'light', 'light', 'light'], ...['leader', 'heavy']],
    });
    const events = close(s, 'hi', 'el');
    // The flag cannot be ignored: the elephant rampages (against the only adjacent unit, the attacker) and retreats.
    expect(ofType(events, 'flags')[0]).toMatchObject({ ignored: 0, retreat: 1 });
    expect(diceOf(events)[1]).toMatchObject({ purpose: 'rampage', target: 'hi', hits: 1 });
    expect(decision(s)).toMatchObject({ seat: 'top', kind: 'retreat' });
    act(s, { type: 'retreat', to: 'C5' });
    expect(hexOf(s, 'el')).toBe('C5');
    expect(hexOf(s, 'tL1')).toBe('C5');
    act(s, { type: 'hold' });
    expectCombatOver(s, 'hi');
    expectAllDiceUsed(s);
  });
});

describe('11.7 Leaders in close combat', () => {
  it('helmets score with a leader attached or adjacent, and not without', () => {
    const s = setup({
      units: [
        { id: 'a', side: 'bottom', type: 'MI', hex: 'E5' },
        { id: 'b', side: 'bottom', type: 'MI', hex: 'E8' },
        { id: 'c', side: 'bottom', type: 'MI', hex: 'E11' },
        { id: 'ta', side: 'top', type: 'HI', hex: 'D5' },
        { id: 'tb', side: 'top', type: 'HI', hex: 'D8' },
        { id: 'tc', side: 'top', type: 'HI', hex: 'D11' },
      ],
      leaders: [
        { id: 'bL1', side: 'bottom', hex: 'E5' },
        { id: 'bL2', side: 'bottom', hex: 'F8' },
      ],
      dice: [
        'leader',
        'leader',
        'light',
        'light',
        'leader',
        'leader',
        'light',
        'light',
        'leader',
        'leader',
        'light',
        'light',
      ],
    });
    const hits: number[] = [];
    for (const [att, def] of [
      ['a', 'ta'],
      ['b', 'tb'],
      ['c', 'tc'],
    ] as const) {
      hits.push(Number(diceOf(close(s, att, def))[0]?.hits));
      act(s, { type: 'decline-battle-back' });
    }
    expect(hits).toEqual([2, 2, 0]);
    expectAllDiceUsed(s);
  });

  it('a satrap (attached-only) inspires only the unit he is attached to', () => {
    const s = setup({
      units: [
        { id: 'a', side: 'bottom', type: 'MI', hex: 'E5' },
        { id: 'ta', side: 'top', type: 'HI', hex: 'D5' },
      ],
      leaders: [{ id: 'bL1', side: 'bottom', hex: 'F5', traits: ['attached-only'] }],
      dice: ['leader', 'leader', 'light', 'light'],
    });
    expect(diceOf(close(s, 'a', 'ta'))[0]).toMatchObject({ hits: 0 });
  });

  it('the Sacred Band scores its helmets without a leader and ignores one more flag', () => {
    const s = setup({
      side: 'top',
      units: [
        { id: 'sb', side: 'top', type: 'HI', hex: 'D5', elite: 'sacred-band' },
        { id: 'mi', side: 'bottom', type: 'MI', hex: 'E5' },
      ],
      dice: [...['leader', 'leader', 'light', 'light', 'light'], ...['flag', 'light', 'light', 'light']],
    });
    let events = close(s, 'sb', 'mi');
    expect(diceOf(events)[0]).toMatchObject({ hits: 2 });
    events = act(s, { type: 'battle-back' });
    expect(diceOf(events)[0]).toMatchObject({ flags: 1 });
    expect(decision(s)).toMatchObject({ seat: 'top', kind: 'ignore-flags' });
    expect(options(s)).toHaveLength(2);
  });

  it('Alexander (cc-bonus) adds a die to his unit after the terrain caps', () => {
    const s = setup({
      units: [
        { id: 'mc', side: 'bottom', type: 'MC', hex: 'E5' },
        { id: 'mc2', side: 'bottom', type: 'MC', hex: 'E8' },
        { id: 'ta', side: 'top', type: 'HI', hex: 'D5' },
        { id: 'tb', side: 'top', type: 'HI', hex: 'D8' },
      ],
      terrain: [{ hex: 'D5', type: 'forest' }],
      leaders: [{ id: 'bL1', side: 'bottom', hex: 'E5', traits: ['cc-bonus'] }],
    });
    expect(attackDice(s, 'mc', 'ta')).toBe(3);
    // Adjacent is not enough: only the unit he is attached to.
    expect(attackDice(s, 'mc2', 'tb')).toBe(3);
    setLeaderHex(s, s.leaders.bL1!, 'E8');
    expect(attackDice(s, 'mc2', 'tb')).toBe(4);
  });
});

describe('11.10 Battle back', () => {
  it('battle back is optional and gives no momentum advance', () => {
    const s = setup({
      units: [
        { id: 'mi', side: 'bottom', type: 'MI', hex: 'E5' },
        { id: 'li', side: 'top', type: 'LI', hex: 'D5', blocks: 1 },
      ],
      dice: [...['light', 'light', 'light', 'light'], ...['medium', 'light', 'light', 'light']],
    });
    close(s, 'mi', 'li');
    act(s, { type: 'stand' });
    // The light infantry is gone: no battle back, momentum instead.
    expect(decision(s)).toMatchObject({ kind: 'momentum-advance' });
    act(s, { type: 'hold' });
    const t = setup({
      units: [
        { id: 'mi', side: 'bottom', type: 'MI', hex: 'E5' },
        { id: 'tmi', side: 'top', type: 'MI', hex: 'D5', blocks: 1 },
        { id: 'mi2', side: 'bottom', type: 'MI', hex: 'E6' },
      ],
      dice: [...['light', 'light', 'light', 'light'], ...['medium', 'medium', 'light', 'light']],
    });
    close(t, 'mi', 'tmi');
    expect(options(t)).toEqual([{ type: 'battle-back' }, { type: 'decline-battle-back' }]);
    act(t, { type: 'battle-back' });
    expect(blocks(t, 'mi')).toBe(2);
    // The attacker hit by a battle back never advances: the combat is over.
    expectCombatOver(t, 'mi');
  });

  it('a defender that could not complete its retreat, still in its hex, may battle back', () => {
    const s = setup({
      units: [
        { id: 'mi', side: 'bottom', type: 'MI', hex: 'B5' },
        { id: 'thi', side: 'top', type: 'HI', hex: 'A5' },
      ],
      dice: [...['flag', 'light', 'light', 'light'], ...['light', 'light', 'light', 'light', 'light']],
    });
    const events = close(s, 'mi', 'thi');
    expect(ofType(events, 'retreat-blocked')[0]).toMatchObject({ unit: 'thi', hexes: 1 });
    expect(blocks(s, 'thi')).toBe(3);
    expect(decision(s)).toMatchObject({ seat: 'top', kind: 'battle-back' });
  });

  it('a unit that retreats does not battle back', () => {
    const s = setup({
      units: [
        { id: 'mi', side: 'bottom', type: 'MI', hex: 'E5' },
        { id: 'thi', side: 'top', type: 'HI', hex: 'D5' },
      ],
      dice: ['flag', 'light', 'light', 'light'],
    });
    close(s, 'mi', 'thi');
    act(s, { type: 'retreat', to: 'C6' });
    expect(decision(s)).toMatchObject({ kind: 'momentum-advance' });
  });

  it('Roman tactical flexibility: an unsupported enemy heavy infantry battles back against Roman infantry with 3 dice', () => {
    const base = {
      units: [
        { id: 'mi', side: 'bottom' as const, type: 'MI' as const, hex: 'E5' },
        { id: 'thi', side: 'top' as const, type: 'HI' as const, hex: 'D5' },
      ],
      armies: { top: 'Macedonian', bottom: 'Roman' },
    };
    const on = setup({ ...base, options: { tacticalFlexibility: true } });
    const off = setup(base);
    expect(attackDice(on, 'thi', 'mi', true)).toBe(3);
    expect(attackDice(on, 'thi', 'mi', false)).toBe(5);
    expect(attackDice(off, 'thi', 'mi', true)).toBe(5);
  });
});

describe('18 First Strike', () => {
  it('the defender discards First Strike and battles first with its battle-back dice; then the attack; no battle back', () => {
    const s = setup({
      units: [
        { id: 'hi', side: 'bottom', type: 'HI', hex: 'E5' },
        { id: 'ch', side: 'top', type: 'HCH', hex: 'D5' },
      ],
      hands: { top: ['first-strike'] },
      dice: [...['heavy', 'light', 'light'], ...['heavy', 'light', 'light', 'light', 'light']],
    });
    close(s, 'hi', 'ch');
    // Heavy chariots may evade foot units; the chariot may also strike first.
    expect(options(s)).toEqual([
      { type: 'stand' },
      { type: 'first-strike' },
      { type: 'evade', to: 'B6' },
      { type: 'evade', to: 'B5' },
      { type: 'evade', to: 'B4' },
    ]);
    const events = act(s, { type: 'first-strike' });
    expect(s.hands.top).toEqual([]);
    expect(s.discard).toEqual(['first-strike#1']);
    expect(s.turn.extraDraws.top).toBe(1);
    expect(diceOf(events).map((e) => [e.purpose, e.dice, e.hits])).toEqual([
      ['first-strike', 3, 1],
      ['attack', 5, 1],
    ]);
    expect(blocks(s, 'hi')).toBe(3);
    expect(blocks(s, 'ch')).toBe(1);
    expectCombatOver(s, 'hi');
    expectAllDiceUsed(s);
  });

  it('an attacker forced back by the First Strike does not attack, but it has battled', () => {
    const s = setup({
      units: [
        { id: 'mi', side: 'bottom', type: 'MI', hex: 'E5' },
        { id: 'cam', side: 'top', type: 'CAM', hex: 'D5' },
      ],
      hands: { top: ['first-strike'] },
      dice: ['flag', 'light'],
    });
    close(s, 'mi', 'cam');
    const events = act(s, { type: 'first-strike' });
    expect(diceOf(events)[0]).toMatchObject({ purpose: 'first-strike', dice: 2, flags: 1 });
    act(s, { type: 'retreat', to: 'F5' });
    expect(hexOf(s, 'mi')).toBe('F5');
    expectCombatOver(s, 'mi');
    expectAllDiceUsed(s);
  });
});

describe('16 Terrain in combat: ramparts and camps', () => {
  const rampart = [{ hex: 'D2', type: 'rampart' as const, protects: ['SW' as const, 'SE' as const] }];

  it('a foot unit on a rampart, attacked across a protected edge, ignores one sword and may ignore one flag', () => {
    const s = setup({
      units: [
        { id: 'hi', side: 'bottom', type: 'HI', hex: 'E2' },
        { id: 'mi', side: 'top', type: 'MI', hex: 'D2' },
      ],
      terrain: rampart,
      dice: ['swords', 'swords', 'flag', 'light', 'light'],
    });
    const events = close(s, 'hi', 'mi');
    expect(diceOf(events)[0]).toMatchObject({ hits: 1, flags: 1, ignoredSwords: 1 });
    expect(decision(s)).toMatchObject({ seat: 'top', kind: 'ignore-flags' });
  });

  it('attacked across an unprotected edge it gets nothing', () => {
    const s = setup({
      units: [
        { id: 'hi', side: 'bottom', type: 'HI', hex: 'D3' },
        { id: 'mi', side: 'top', type: 'MI', hex: 'D2' },
      ],
      terrain: rampart,
      dice: ['swords', 'swords', 'flag', 'light', 'light'],
    });
    const events = close(s, 'hi', 'mi');
    expect(diceOf(events)[0]).toMatchObject({ hits: 2, flags: 1 });
    expect(decision(s)).toMatchObject({ seat: 'top', kind: 'retreat' });
  });

  it('fire entering through a protected edge: one flag may be ignored; from behind: not', () => {
    const front = setup({
      units: [
        { id: 'lb', side: 'bottom', type: 'LB', hex: 'F3' },
        { id: 'mi', side: 'top', type: 'MI', hex: 'D2' },
      ],
      terrain: rampart,
      dice: ['flag', 'light'],
    });
    fire(front, 'lb', 'mi');
    expect(decision(front)).toMatchObject({ kind: 'ignore-flags' });
    const back = setup({
      units: [
        { id: 'lb', side: 'bottom', type: 'LB', hex: 'B2' },
        { id: 'mi', side: 'top', type: 'MI', hex: 'D2' },
      ],
      terrain: rampart,
      dice: ['flag', 'light'],
    });
    fire(back, 'lb', 'mi');
    expect(decision(back)).toMatchObject({ kind: 'retreat' });
  });

  it('a camp protects its foot unit from every side, in any roll against it; mounted units get nothing', () => {
    const s = setup({
      units: [
        { id: 'mi', side: 'bottom', type: 'MI', hex: 'E5' },
        { id: 'thi', side: 'top', type: 'HI', hex: 'D5' },
        { id: 'mc', side: 'bottom', type: 'MC', hex: 'E8' },
        { id: 'tmi', side: 'top', type: 'MI', hex: 'D8' },
      ],
      terrain: [
        { hex: 'E5', type: 'camp' },
        { hex: 'E8', type: 'camp' },
      ],
      dice: [
        ...['light', 'light', 'light'],
        ...['swords', 'swords', 'light', 'light', 'light'],
        ...['light', 'light'],
      ],
    });
    // The attacker on the camp rolls 4 - 1 = 3; the battle back against it loses one sword to the camp.
    let events = close(s, 'mi', 'thi');
    expect(diceOf(events)[0]).toMatchObject({ dice: 3 });
    events = act(s, { type: 'battle-back' });
    expect(diceOf(events)[0]).toMatchObject({ dice: 5, hits: 1, ignoredSwords: 1 });
    // Mounted: the camp costs the die but protects nothing.
    events = close(s, 'mc', 'tmi');
    expect(diceOf(events)[0]).toMatchObject({ dice: 2 });
    expectAllDiceUsed(s);
  });
});
