/**
 * 18-D Troop cards: Order Light / Medium / Heavy / Mounted Troops: up to Command units of the class anywhere,
 * foot and/or mounted; no leaders except Order Mounted Troops (a helmet card); with none of the class, exactly
 * 1 unit of the player's choice.
 */
import { describe, expect, it } from 'vitest';
import { Table, type TableSpec } from './support/turn-fixture.ts';

// One of every unit type, spread over the bottom half; a lone leader and one with a unit.
const army: TableSpec['units'] = [
  { id: 'li', side: 'bottom', type: 'LI', hex: 'G1' },
  { id: 'lb', side: 'bottom', type: 'LB', hex: 'G2' },
  { id: 'ax', side: 'bottom', type: 'AX', hex: 'G3' },
  { id: 'lc', side: 'bottom', type: 'LC', hex: 'G4' },
  { id: 'wa', side: 'bottom', type: 'WA', hex: 'G5' },
  { id: 'mi', side: 'bottom', type: 'MI', hex: 'G6' },
  { id: 'mc', side: 'bottom', type: 'MC', hex: 'G7' },
  { id: 'cam', side: 'bottom', type: 'CAM', hex: 'G8' },
  { id: 'hi', side: 'bottom', type: 'HI', hex: 'G9' },
  { id: 'hwm', side: 'bottom', type: 'HWM', hex: 'G10' },
  { id: 'hc', side: 'bottom', type: 'HC', hex: 'G11' },
  { id: 'hch', side: 'bottom', type: 'HCH', hex: 'G12' },
  { id: 'el', side: 'bottom', type: 'EL', hex: 'G13' },
  { id: 'enemy', side: 'top', type: 'MI', hex: 'A7' },
];
const leaders: TableSpec['leaders'] = [
  { id: 'lone', side: 'bottom', hex: 'I7' },
  { id: 'att', side: 'bottom', hex: 'G7' },
];
const only = (ids: string[]): TableSpec['units'] =>
  army.filter((u) => ids.includes(u.id) || u.side === 'top');

const cases = [
  { kind: 'order-light', name: 'Order Light Troops', eligible: ['ax', 'lb', 'lc', 'li'] },
  { kind: 'order-medium', name: 'Order Medium Troops', eligible: ['cam', 'mc', 'mi', 'wa'] },
  { kind: 'order-heavy', name: 'Order Heavy Troops', eligible: ['el', 'hc', 'hch', 'hi', 'hwm'] },
];

for (const { kind, name, eligible } of cases) {
  describe(`18-D ${name}`, () => {
    it('plan: up to Command units of the class, foot and mounted, no leaders, no detaching', () => {
      const t = new Table({ units: army, leaders, command: { bottom: 4 }, hands: { bottom: [kind] } });
      t.play(kind);
      const plan = t.s.turn.plan!;
      expect(plan.slots).toEqual([expect.objectContaining({ count: 4, leaders: false })]);
      expect(plan.detachAllowed).toBe(false);
      expect(plan.effects).toEqual(kind === 'order-light' ? { lightFootPassThrough: true } : {});
      expect(t.choices('order', 'piece')).toEqual(eligible);
      expect(t.options('detach')).toEqual([]);
    });

    it('effect: orders at most Command of them', () => {
      const t = new Table({ units: army, leaders, command: { bottom: 4 }, hands: { bottom: [kind] } });
      t.play(kind);
      while (t.s.phase === 'order') t.order(t.choices('order', 'piece')[0]!);
      expect(t.ordered()).toEqual(eligible.slice(0, 4));
    });

    it('with no unit of the class: exactly 1 unit of the player choice, anywhere', () => {
      const others = army.filter((u) => !eligible.includes(u.id)).map((u) => u.id);
      const t = new Table({ units: only(others), hands: { bottom: [kind] } });
      t.play(kind);
      expect(t.choices('order', 'piece')).toEqual(others.filter((id) => id !== 'enemy').sort());
      t.order(t.choices('order', 'piece')[0]!);
      expect(t.s.phase).toBe('move');
      expect(t.s.turn.plan!.effects).toEqual({});
    });
  });
}

describe('18-D Order Mounted Troops', () => {
  it('plan: up to Command mounted units and/or leaders; a helmet card', () => {
    const t = new Table({ units: army, leaders, hands: { bottom: ['order-mounted'] } });
    t.play('order-mounted');
    const plan = t.s.turn.plan!;
    expect(plan.slots).toEqual([expect.objectContaining({ count: 5, mounted: true, leaders: true })]);
    expect(plan.detachAllowed).toBe(true);
    expect(t.choices('order', 'piece')).toEqual(['cam', 'el', 'hc', 'hch', 'lc', 'lone', 'mc']);
    expect(t.choices('detach', 'leader')).toEqual(['att']);
  });

  it('effect: a detaching leader and the lone leader each take one of the Command orders', () => {
    const t = new Table({
      units: army,
      leaders,
      command: { bottom: 3 },
      hands: { bottom: ['order-mounted'] },
    });
    t.play('order-mounted');
    t.do({ type: 'detach', leader: 'att' });
    t.order('lone', 'hc');
    expect(t.s.phase).toBe('move');
    expect(t.ordered()).toEqual(['att', 'hc', 'lone']);
  });

  it('with no mounted unit: 1 unit of choice', () => {
    const t = new Table({ units: only(['li', 'mi']), leaders: [], hands: { bottom: ['order-mounted'] } });
    t.play('order-mounted');
    expect(t.choices('order', 'piece')).toEqual(['li', 'mi']);
    t.order('li');
    expect(t.s.phase).toBe('move');
  });
});
