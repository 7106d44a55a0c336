/** §13 step 8 Close combat: the modifiers, the winner, the loss table, the worked example; flank threats. */
import { describe, expect, it } from 'vitest';
import { type CloseCombatSituation, closeCombat } from '../src/close-combat.ts';
import { flanksOf, flankThreat } from '../src/flank.ts';
import { loadMap } from '../src/map.ts';
import { smallMap } from './support/small-map.ts';

const plain: CloseCombatSituation = {
  attackerLead: 2,
  defenderLead: 2,
  fromRear: false,
  confederatesAttack: false,
  upSteepSlope: false,
  obstaclesBothSides: false,
  fieldWorksFront: false,
  bombardmentHits: 0,
  wonFirstPosition: false,
  flanks: { defenderLeft: false, defenderRight: false, attackerLeft: false, attackerRight: false },
  attackers: 1,
  ironBrigadeDefends: false,
  fullyObstructed: false,
};

describe('13.8 close combat', () => {
  it("13.8 the book's example: 2 against 2, Confederates attacking, a flank threat on the attacker cancelled by a second attacker: +1, the attacker wins, both reduced", () => {
    const r = closeCombat({
      ...plain,
      confederatesAttack: true,
      attackers: 2,
      flanks: { ...plain.flanks, attackerLeft: true },
    });
    expect(r.result).toBe(1);
    expect(r.attackerWins).toBe(true);
    expect(r.losses).toEqual({ attacker: 1, defender: 1 });
  });

  it('13.8 the loss table: +2 or more the defender only, -1 to +1 both, -2 or less the attacker only', () => {
    const at = (attackerLead: 0 | 1 | 2, defenderLead: 1 | 2, hits = 0) =>
      closeCombat({ ...plain, attackerLead, defenderLead, bombardmentHits: hits });
    expect(at(2, 1, 1).losses).toEqual({ attacker: 0, defender: 1 });
    expect(at(2, 2).losses).toEqual({ attacker: 1, defender: 1 });
    expect(at(2, 2).attackerWins).toBe(false);
    expect(at(1, 2).losses).toEqual({ attacker: 1, defender: 1 });
    expect(at(0, 2).losses).toEqual({ attacker: 1, defender: 0 });
  });

  it('13.8 every modifier of the player aid', () => {
    const r = closeCombat({
      ...plain,
      upSteepSlope: true,
      obstaclesBothSides: true,
      fieldWorksFront: true,
      bombardmentHits: 2,
      wonFirstPosition: true,
      flanks: { defenderLeft: true, defenderRight: true, attackerLeft: true, attackerRight: true },
      ironBrigadeDefends: true,
    });
    expect(r.modifiers.map((m) => m.value)).toEqual([-1, -1, -1, 1, 1, 1, 1, 1, -1, -1, -2]);
    expect(r.result).toBe(-2);
    expect(r.losses).toEqual({ attacker: 1, defender: 0 });
  });

  it('13.8 attacked from the rear the defender counts 0; an attacking lead lost to artillery counts 0', () => {
    expect(closeCombat({ ...plain, attackerLead: 1, fromRear: true }).result).toBe(1);
    expect(closeCombat({ ...plain, attackerLead: 0 }).result).toBe(-2);
  });

  it('21 fully obstructed: no both-sides obstacle modifier; +2 reduces both, +3 the defender only', () => {
    const hits = (n: number) =>
      closeCombat({ ...plain, obstaclesBothSides: true, fullyObstructed: true, bombardmentHits: n });
    expect(hits(2).result).toBe(2);
    expect(hits(2).losses).toEqual({ attacker: 1, defender: 1 });
    expect(hits(3).losses).toEqual({ attacker: 0, defender: 1 });
  });
});

describe('13.8 flank threats', () => {
  // The enemy on A faces west (its rear is the middle area; e2 is its left hand, e1 its right).
  const target = { position: 'a', front: 'west' };
  const nobody = () => false;

  it("the left and right of a block are its position's endpoints seen from where it faces", () => {
    const map = loadMap(smallMap());
    expect(flanksOf(map, target)).toEqual({ left: 'e2', right: 'e1' });
    expect(flanksOf(map, { position: 'a', front: 'middle' })).toEqual({ left: 'e1', right: 'e2' });
    expect(
      flanksOf(map, { position: 'g', front: 'nw' }).right ??
        flanksOf(map, { position: 'g', front: 'nw' }).left,
    ).toBe('e5');
  });

  it("swung forward round the shared endpoint, a block reaching the enemy's rear within 2 steps threatens that flank", () => {
    const map = loadMap(smallMap());
    // C faces the middle: across the middle to A (1 step, +1 for A's obstacle there) onto A's rear side.
    expect(flankThreat(map, { position: 'c', front: 'middle' }, target, nobody)).toBe('right');
    // E faces the middle: likewise round e2, the enemy's left.
    expect(flankThreat(map, { position: 'e', front: 'middle' }, target, nobody)).toBe('left');
  });

  it("arriving on the enemy's front side, or beyond 2 steps, is no threat", () => {
    const map = loadMap(smallMap());
    // C facing nw swings across nw to B, then across the west area onto A's front.
    expect(flankThreat(map, { position: 'c', front: 'nw' }, target, nobody)).toBeNull();
    // F facing sw swings across sw to E (1 step), then across the middle to A (2, A's obstacle): 3.
    expect(flankThreat(map, { position: 'f', front: 'sw' }, target, nobody)).toBeNull();
  });

  it('the arc may not pass another enemy block', () => {
    // Without A's obstacle, F's arc round e2 is 2 steps onto A's rear: a threat, unless E holds an enemy.
    const flat = smallMap();
    flat.positions.a!.sides = { west: { crest: { guns: 2 } } };
    const open = loadMap(flat);
    expect(flankThreat(open, { position: 'f', front: 'sw' }, target, nobody)).toBe('left');
    expect(flankThreat(open, { position: 'f', front: 'sw' }, target, (p) => p === 'e')).toBeNull();
  });
});
