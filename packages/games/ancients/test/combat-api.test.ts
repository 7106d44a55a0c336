/**
 * The combat API as the turn flow uses it: decisions and seats, refusals that leave the state untouched, the
 * action schemas, JSON round trips mid-combat, and random combats played out by a random player.
 */
import { type Action, createRng, type GameEvent, type RngState, randomInt } from '@wargame/engine';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALL_HEXES, type Side } from '../src/board.ts';
import {
  applyCombatAction,
  beginCloseCombat,
  beginRangedCombat,
  closeCombatTargets,
  combatActionSchemas,
  combatLegal,
  combatPending,
  fireTargets,
} from '../src/combat/index.ts';
import { fromPosition, toPosition } from '../src/position.ts';
import type { AncientsState, UnitType } from '../src/types.ts';
import { act, decision, options, setup, type UnitSpec } from './support/combat-fixture.ts';

const actionSchema = z.union(combatActionSchemas as [z.ZodType, z.ZodType, ...z.ZodType[]]);

describe('combat API', () => {
  const started = () => {
    const s = setup({
      units: [
        { id: 'hi', side: 'bottom', type: 'HI', hex: 'E5' },
        { id: 'lc', side: 'top', type: 'LC', hex: 'D5' },
      ],
      dice: ['light', 'light', 'light', 'light', 'light'],
    });
    const events: GameEvent[] = [];
    beginCloseCombat(s, 'hi', 'lc', events);
    return s;
  };

  it('begin sets the combat phase; pending names the deciding seat; the other seat has no actions', () => {
    const s = started();
    expect(s.phase).toBe('combat');
    expect(combatPending(s)).toEqual([{ seat: 'top', kind: 'combat-reaction', prompt: expect.any(String) }]);
    expect(combatLegal(s, 'bottom')).toEqual([]);
    expect(combatLegal(s, 'top').length).toBeGreaterThan(1);
  });

  it('refused actions name the reason and leave the state untouched', () => {
    const s = started();
    const before = JSON.stringify(s);
    const events: GameEvent[] = [];
    expect(applyCombatAction(s, { type: 'stand' }, 'bottom', events)).toMatchObject({
      code: 'not-your-turn',
    });
    expect(applyCombatAction(s, { type: 'evade', to: 'A1' }, 'top', events)).toMatchObject({
      code: 'illegal',
    });
    expect(applyCombatAction(s, { type: 'battle-back' }, 'top', events)).toMatchObject({ code: 'illegal' });
    expect(applyCombatAction(s, { type: 'stand', extra: 1 }, 'top', events)).toMatchObject({
      code: 'illegal',
    });
    expect(JSON.stringify(s)).toBe(before);
    expect(events).toEqual([]);
    s.phase = 'battle';
    expect(applyCombatAction(s, { type: 'stand' }, 'top', events)).toMatchObject({ code: 'illegal' });
  });

  it('the schemas accept every action shape and reject malformed ones', () => {
    const good: Action[] = [
      { type: 'stand' },
      { type: 'evade', to: 'B5' },
      { type: 'first-strike' },
      { type: 'ignore-flags', count: 2 },
      { type: 'retreat', to: 'I13' },
      { type: 'leader-evade', to: 'off' },
      { type: 'leader-evade', to: 'A1' },
      { type: 'momentum-advance' },
      { type: 'hold' },
      { type: 'extra-hex', to: 'C6' },
      { type: 'bonus-combat', target: 't2' },
      { type: 'no-bonus-combat' },
      { type: 'battle-back' },
      { type: 'decline-battle-back' },
    ];
    for (const a of good) expect(actionSchema.safeParse(a).success, JSON.stringify(a)).toBe(true);
    const bad = [
      { type: 'evade' },
      { type: 'retreat', to: 'Z9' },
      { type: 'retreat', to: 'off' },
      { type: 'ignore-flags', count: -1 },
      { type: 'ignore-flags', count: 1.5 },
      { type: 'hold', to: 'A1' },
      { type: 'charge' },
    ];
    for (const a of bad) expect(actionSchema.safeParse(a).success, JSON.stringify(a)).toBe(false);
  });

  it('a combat in progress is plain JSON: it survives toPosition/fromPosition and plays on identically', () => {
    const s = started();
    const copy = fromPosition(toPosition(s), 'other-seed');
    copy.rng = structuredClone(s.rng);
    expect(copy.combat).toEqual(s.combat);
    expect(options(copy)).toEqual(options(s));
    act(s, { type: 'stand' });
    act(copy, { type: 'stand' });
    expect(copy.units).toEqual(s.units);
    expect(copy.combat).toEqual(s.combat);
  });

  it('a decision with one possible answer is taken automatically', () => {
    // One rear hex open: the retreat is made without asking.
    const s = setup({
      units: [
        { id: 'lb', side: 'bottom', type: 'LB', hex: 'G5' },
        { id: 't', side: 'top', type: 'MI', hex: 'E5' },
        { id: 'x', side: 'top', type: 'MI', hex: 'D4' },
      ],
      dice: ['flag', 'light'],
    });
    const events: GameEvent[] = [];
    beginRangedCombat(s, 'lb', 't', events);
    expect(events.filter((e) => e.type === 'retreat')).toHaveLength(1);
    expect(s.combat).toBeNull();
    void decision;
  });
});

// ---- random play ----------------------------------------------------------------------------------------------------

const GAMES = Number(process.env.COMBAT_GAMES ?? 120);
const TYPES: UnitType[] = [
  'LI',
  'LB',
  'LS',
  'AX',
  'WA',
  'MI',
  'HI',
  'HWM',
  'LC',
  'LBC',
  'MC',
  'CAM',
  'HC',
  'HCH',
  'EL',
];

function randomPosition(rng: RngState, n: number): AncientsState {
  const hexes = [...ALL_HEXES];
  const units: UnitSpec[] = [];
  const used = new Set<string>();
  // Crowd the middle rows so that combats are common.
  const middle = hexes.filter((h) => 'CDEFG'.includes(h[0]!));
  for (let i = 0; i < n; i++) {
    let hex = middle[randomInt(rng, middle.length)]!;
    while (used.has(hex)) hex = hexes[randomInt(rng, hexes.length)]!;
    used.add(hex);
    const type = TYPES[randomInt(rng, TYPES.length)]!;
    const side: Side = i % 2 === 0 ? 'bottom' : 'top';
    const max =
      type === 'EL' || type === 'HCH' || type === 'HWM'
        ? 2
        : ['LC', 'LBC', 'MC', 'CAM', 'HC'].includes(type)
          ? 3
          : 4;
    units.push({ id: `${side[0]}${i}`, side, type, hex, blocks: 1 + randomInt(rng, max) });
  }
  const leaders = units
    .filter(() => randomInt(rng, 4) === 0)
    .map((u, i) => ({ id: `${u.side[0]}L${i}`, side: u.side, hex: u.hex }));
  const terrainTypes = ['hill', 'forest', 'broken', 'camp', 'lake'] as const;
  const terrain: { hex: string; type: (typeof terrainTypes)[number] }[] = [];
  for (let i = 0; i < 10; i++) {
    const hex = hexes[randomInt(rng, hexes.length)]!;
    const type = terrainTypes[randomInt(rng, terrainTypes.length)]!;
    if (type === 'lake' && used.has(hex)) continue;
    if (!terrain.some((t) => t.hex === hex)) terrain.push({ hex, type });
  }
  return setup({
    units,
    leaders,
    terrain,
    side: randomInt(rng, 2) === 0 ? 'bottom' : 'top',
    hands: { top: randomInt(rng, 2) ? ['first-strike'] : [], bottom: [] },
    bannersToWin: 8,
  });
}

function checkInvariants(s: AncientsState): void {
  const unitHexes = new Set<string>();
  for (const u of Object.values(s.units)) {
    expect(unitHexes.has(u.hex), `two units in ${u.hex}`).toBe(false);
    unitHexes.add(u.hex);
    expect(u.blocks).toBeGreaterThanOrEqual(1);
    expect(u.blocks).toBeLessThanOrEqual(u.maxBlocks);
    expect(ALL_HEXES).toContain(u.hex);
  }
  const leaderHexes = new Set<string>();
  for (const l of Object.values(s.leaders)) {
    expect(leaderHexes.has(l.hex), `two leaders in ${l.hex}`).toBe(false);
    leaderHexes.add(l.hex);
    const with_ = Object.values(s.units).find((u) => u.hex === l.hex);
    if (with_) expect(with_.side, `leader ${l.id} with an enemy unit`).toBe(l.side);
  }
}

describe('random combats', () => {
  it('random players always bring every combat to an end with a consistent board', () => {
    const rng = createRng('random-combats');
    let combats = 0;
    let decisions = 0;
    const kinds = new Set<string>();
    const actionTypes = new Set<string>();
    for (let game = 0; game < GAMES; game++) {
      const s = randomPosition(rng, 24);
      const side = s.turn.side;
      for (const unit of Object.values(s.units)) {
        if (s.winner || unit.side !== side || !s.units[unit.id]) continue;
        const close = closeCombatTargets(s, unit.id);
        const ranged = fireTargets(s, unit.id);
        const all = [
          ...close.map((t) => ['close', t] as const),
          ...ranged.map((t) => ['ranged', t] as const),
        ];
        if (all.length === 0) continue;
        const [kind, target] = all[randomInt(rng, all.length)]!;
        const events: GameEvent[] = [];
        if (kind === 'close') beginCloseCombat(s, unit.id, target, events);
        else beginRangedCombat(s, unit.id, target, events);
        combats++;
        for (let step = 0; s.phase === 'combat'; step++) {
          expect(step).toBeLessThan(200);
          const pending = combatPending(s);
          expect(pending).toHaveLength(1);
          const seat = pending[0]!.seat as Side;
          const legal = combatLegal(s, seat);
          expect(legal.length).toBeGreaterThan(1);
          for (const a of legal) expect(actionSchema.safeParse(a).success).toBe(true);
          kinds.add(pending[0]!.kind);
          const choice = legal[randomInt(rng, legal.length)]!;
          actionTypes.add(choice.type);
          const err = applyCombatAction(s, choice, seat, events);
          expect(err).toBeNull();
          decisions++;
        }
        expect(JSON.parse(JSON.stringify(events))).toEqual(events);
        checkInvariants(s);
        if (s.phase === 'over') break;
        expect(s.phase).toBe('battle');
        expect(s.turn.pieces[unit.id]?.battled).toBe(true);
        expect(closeCombatTargets(s, unit.id)).toEqual([]);
        expect(fireTargets(s, unit.id)).toEqual([]);
      }
    }
    expect(combats).toBeGreaterThan(200);
    expect(decisions).toBeGreaterThan(200);
    expect([...kinds].sort()).toEqual([
      'battle-back',
      'bonus-combat',
      'combat-reaction',
      'ignore-flags',
      'leader-evade',
      'momentum-advance',
      'retreat',
    ]);
    expect(actionTypes.size).toBe(13);
  });
});
