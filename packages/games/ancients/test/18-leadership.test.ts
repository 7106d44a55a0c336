/**
 * 18-E Leadership cards: Inspired Left / Center / Right Leadership and Leadership Any Section. Choose a leader
 * (in the card's section), order him, his unit and up to 4 (Any Section: 3) more units or leaders forming a
 * linked chain of adjacent hexes; no detaching; no extra dice; or 1 unit of choice instead. Satraps
 * (`attached-only`) order only themselves and their unit.
 */
import { describe, expect, it } from 'vitest';
import { Table, type TableSpec } from './support/turn-fixture.ts';

// A line of bottom units along row G from G5 to G11, the leader with the one at G7; a lone leader at F5
// (adjacent to G5 and G6? no: F5 touches G5 and G6); a far unit at I1; the enemy far away.
const line = (leaderTraits?: string[]): TableSpec => ({
  units: [
    { id: 'g5', side: 'bottom', type: 'MI', hex: 'G5' },
    { id: 'g6', side: 'bottom', type: 'HC', hex: 'G6' },
    { id: 'g7', side: 'bottom', type: 'MI', hex: 'G7' },
    { id: 'g8', side: 'bottom', type: 'LI', hex: 'G8' },
    { id: 'g9', side: 'bottom', type: 'MI', hex: 'G9' },
    { id: 'g10', side: 'bottom', type: 'MI', hex: 'G10' },
    { id: 'g11', side: 'bottom', type: 'MI', hex: 'G11' },
    { id: 'far', side: 'bottom', type: 'MI', hex: 'I1' },
    { id: 'enemy', side: 'top', type: 'MI', hex: 'A1' },
  ],
  leaders: [
    { id: 'ldr', side: 'bottom', hex: 'G7', ...(leaderTraits ? { traits: leaderTraits } : {}) },
    { id: 'lone', side: 'bottom', hex: 'E4' },
  ],
});

const cards = [
  { kind: 'inspired-left', name: 'Inspired Left Leadership', section: 'left', chain: 4 },
  { kind: 'inspired-center', name: 'Inspired Center Leadership', section: 'center', chain: 4 },
  { kind: 'inspired-right', name: 'Inspired Right Leadership', section: 'right', chain: 4 },
  { kind: 'leadership-any', name: 'Leadership Any Section', section: null, chain: 3 },
] as const;

for (const { kind, name, section, chain } of cards) {
  describe(`18-E ${name}`, () => {
    // A leader with his unit in the card's section (any section: the centre), with units chained on both sides.
    const hex = section === 'left' ? 'G3' : section === 'right' ? 'G11' : 'G7';
    const spec = (): TableSpec => {
      const base = line();
      const units = base.units.filter((u) => u.id !== 'g11' && u.id !== 'g7');
      const row = ['G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8', 'G9', 'G10', 'G11', 'G12', 'G13'];
      const ids = new Set(units.map((u) => u.hex));
      const all = row
        .filter((h) => !ids.has(h))
        .map((h) => ({ id: h.toLowerCase(), side: 'bottom' as const, type: 'MI', hex: h }));
      return {
        ...base,
        units: [...units, ...all],
        leaders: [{ id: 'ldr', side: 'bottom', hex }],
        hands: { bottom: [kind] },
      };
    };

    it('plan: choose a leader (in the section) or 1 unit of choice; no detach, no bonus dice', () => {
      const t = new Table(spec());
      t.play(kind);
      const plan = t.s.turn.plan!;
      expect(plan.detachAllowed).toBe(false);
      expect(plan.effects).toEqual({});
      expect(plan.slots[0]).toMatchObject({ only: ['ldr'], units: false });
      expect(plan.slots[1]).toMatchObject({
        count: 1,
        leaders: false,
        ...(section ? { sections: [section] } : {}),
      });
      expect(t.options('detach')).toEqual([]);
      expect(t.choices('order', 'piece')).toContain('ldr');
    });

    it(`effect: the leader, his unit and up to ${chain} more in a linked chain`, () => {
      const t = new Table(spec());
      t.play(kind);
      const ownUnit = hex.toLowerCase();
      const events = t.do({ type: 'order', piece: 'ldr' });
      expect(events).toContainEqual(expect.objectContaining({ type: 'ordered', piece: ownUnit }));
      expect(t.ordered()).toEqual([ownUnit, 'ldr'].sort());
      // Only the neighbours of the group may join it: never the far unit.
      expect(t.choices('order', 'piece')).not.toContain('far');
      while (t.s.phase === 'order') t.order(t.choices('order', 'piece')[0]!);
      expect(t.ordered()).toHaveLength(2 + chain);
      expect(t.s.phase).toBe('move');
    });

    it('alternative: 1 unit of choice instead, and nothing else', () => {
      const t = new Table(spec());
      t.play(kind);
      const unit = t.choices('order', 'piece').find((p) => p !== 'ldr')!;
      t.order(unit);
      expect(t.ordered()).toEqual([unit]);
      expect(t.s.phase).toBe('move');
    });
  });
}

describe('18-E Leadership: the linked chain', () => {
  it('grows from the leader hex one neighbour at a time, crosses sections and takes lone leaders', () => {
    const t = new Table({ ...line(), hands: { bottom: ['inspired-center'] } });
    t.play('inspired-center');
    t.order('ldr');
    // Neighbours of G7: G6 and G8 (F6/F7/H6/H7 empty).
    expect(t.choices('order', 'piece')).toEqual(['g6', 'g8']);
    t.order('g8');
    expect(t.choices('order', 'piece')).toEqual(['g6', 'g9']);
    t.order('g9', 'g10');
    // G10 is in the right section: the chain crossed. One order left; g11 (right) and g6 are linked.
    expect(t.choices('order', 'piece')).toEqual(['g11', 'g6']);
    t.order('g11');
    expect(t.ordered()).toEqual(['g10', 'g11', 'g7', 'g8', 'g9', 'ldr']);
    expect(t.s.phase).toBe('move');
  });

  it('a lone leader next to the chain may be one of its links', () => {
    const spec = line();
    const t = new Table({
      ...spec,
      leaders: [
        { id: 'ldr', side: 'bottom', hex: 'G7' },
        { id: 'lone', side: 'bottom', hex: 'F6' },
      ],
      hands: { bottom: ['leadership-any'] },
    });
    t.play('leadership-any');
    t.order('ldr');
    expect(t.choices('order', 'piece')).toEqual(['g6', 'g8', 'lone']);
  });

  it('a leader alone may be chosen: the chain starts from his hex', () => {
    const t = new Table({
      ...line(),
      leaders: [{ id: 'lone', side: 'bottom', hex: 'F6' }],
      hands: { bottom: ['leadership-any'] },
    });
    t.play('leadership-any');
    t.order('lone');
    expect(t.ordered()).toEqual(['lone']);
    // F6 touches G6 and G7 (and E6, E7, F5, F7, all empty).
    expect(t.choices('order', 'piece')).toEqual(['g6', 'g7']);
  });

  it('a satrap (attached-only) orders himself and his unit only', () => {
    const t = new Table({ ...line(['attached-only']), hands: { bottom: ['inspired-center'] } });
    t.play('inspired-center');
    t.order('ldr');
    expect(t.ordered()).toEqual(['g7', 'ldr']);
    expect(t.s.phase).toBe('move');
  });

  it('no leader in the section: the card orders 1 unit of choice in that section', () => {
    const t = new Table({ ...line(), hands: { bottom: ['inspired-left'] } });
    t.play('inspired-left');
    // The leaders stand in the centre (G7) and at E4 (left section), so E4's leader may use it; or 1 left unit.
    expect(t.choices('order', 'piece')).toEqual(['far', 'g5', 'lone']);
    const none = new Table({ ...line(), leaders: [], hands: { bottom: ['inspired-left'] } });
    none.play('inspired-left');
    expect(none.s.turn.plan!.slots).toEqual([
      expect.objectContaining({ count: 1, sections: ['left'], leaders: false }),
    ]);
    expect(none.choices('order', 'piece')).toEqual(['far', 'g5']);
  });

  it('the ordered leader moves with his unit and may not move alone', () => {
    const t = new Table({ ...line(), hands: { bottom: ['inspired-center'] } });
    t.play('inspired-center');
    t.order('ldr');
    t.do({ type: 'end-orders' });
    expect(t.options('move').some((a) => a.piece === 'ldr')).toBe(false);
    t.move('g7', 'F7');
    expect(t.hex('ldr')).toBe('F7');
  });
});
