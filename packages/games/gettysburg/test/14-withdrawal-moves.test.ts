/** §14 Withdrawal moves (§18 cavalry, §21) on the small test map (A has an obstacle on its middle side). */
import type { Action } from '@wargame/engine';
import { describe, expect, it } from 'vitest';
import type { GameMap } from '../src/map.ts';
import { loadMap } from '../src/map.ts';
import { initialState } from '../src/setup.ts';
import type { GettysburgState, Orders } from '../src/state.ts';
import { newCtx } from '../src/step.ts';
import { withdraw, withdrawalActions, withdrawalStep } from '../src/withdrawal-moves.ts';
import { smallMap } from './support/small-map.ts';

const map = loadMap(smallMap());
const OPTIONS = {
  fullyObstructed: false,
  extendedBombardment: false,
  historicalReinforcements: false,
  balance: false,
};

/** The Confederate Action Phase's withdrawal step, both armies under `orders`, no block on the map. */
function game(orders: Orders = 'hold', on: GameMap = map): GettysburgState {
  const s = initialState('withdrawal', OPTIONS, on);
  s.phase = { kind: 'action', army: 'confederate', step: 'withdrawal', hour: 0 };
  s.armies.confederate.orders = orders;
  s.armies.union.orders = orders;
  return s;
}
const put = (s: GettysburgState, id: string, position: string, front: string, rank = 0) => {
  s.blocks[id]!.place = { kind: 'map', position, front, rank };
};
const targets = (actions: Action[], mounted = false) =>
  [...new Set(actions.filter((a) => (a.mounted === true) === mounted).map((a) => a.to as string))].sort();

describe('14 withdrawal moves', () => {
  it('14 separation: greater when possible, else equal, never lower', () => {
    const s = game();
    // On F (rear sw) next to the enemy on E, which fires into the middle (A, C, E, J). G is clear (3),
    // so I (next to E: 1) is not allowed; from G, B and H are equal (3), C under fire (2) is lower.
    put(s, 'heth-1', 'f', 'west');
    put(s, 'reynolds-1', 'e', 'middle');
    expect(targets(withdrawalActions(s, map, 'heth-1', 'mandatory'))).toEqual(['b', 'g', 'h']);
  });

  it('14 the first area crossed is the rear area', () => {
    const s = game();
    put(s, 'heth-1', 'a', 'west');
    // Rear middle: A's obstacle there makes every first crossing 2 steps; B and F (west) are out.
    expect(targets(withdrawalActions(s, map, 'heth-1', 'mandatory'))).toEqual(['c', 'e', 'j']);
    put(s, 'heth-1', 'a', 'middle');
    expect(targets(withdrawalActions(s, map, 'heth-1', 'mandatory'))).toContain('b');
  });

  it('14 the player chooses the facing at the end: either area of the position', () => {
    const s = game();
    put(s, 'heth-1', 'a', 'west');
    const toJ = withdrawalActions(s, map, 'heth-1', 'mandatory').filter((a) => a.to === 'j');
    expect(toJ.map((a) => a.front).sort()).toEqual(['lens', 'middle']);
  });

  it('14 2 steps under Hold or Attack orders, 4 under Withdrawal orders', () => {
    // From A (rear west), D is 3 steps away (west, nw, east).
    for (const orders of ['hold', 'attack'] as const) {
      const s = game(orders);
      put(s, 'heth-1', 'a', 'middle');
      expect(targets(withdrawalActions(s, map, 'heth-1', 'mandatory'))).not.toContain('d');
    }
    const s = game('withdrawal');
    put(s, 'heth-1', 'a', 'middle');
    expect(targets(withdrawalActions(s, map, 'heth-1', 'mandatory'))).toContain('d');
  });

  it('14 a new enemy next to it ends the move; next to the same enemy it may go on', () => {
    const s = game();
    // On J (rear middle) next to the enemy on H; the enemy on F is new next to A, B, E and G.
    put(s, 'heth-1', 'j', 'lens');
    put(s, 'reynolds-1', 'h', 'nw');
    put(s, 'reynolds-2', 'f', 'west');
    expect(targets(withdrawalActions(s, map, 'heth-1', 'mandatory'))).toEqual(['a', 'b', 'c', 'e', 'g']);
    s.blocks['reynolds-2']!.place = { kind: 'unused' };
    expect(targets(withdrawalActions(s, map, 'heth-1', 'mandatory'))).toContain('i');
  });

  it('14 never into an enemy-occupied position; at most 3 friendly blocks at the end', () => {
    const s = game();
    put(s, 'heth-1', 'a', 'middle');
    put(s, 'reynolds-1', 'b', 'nw');
    put(s, 'pender-1', 'f', 'west', 0);
    put(s, 'pender-2', 'f', 'west', 1);
    expect(targets(withdrawalActions(s, map, 'heth-1', 'mandatory'))).not.toContain('b');
    expect(targets(withdrawalActions(s, map, 'heth-1', 'mandatory'))).toContain('f');
    put(s, 'heth-2', 'f', 'west', 2);
    expect(targets(withdrawalActions(s, map, 'heth-1', 'mandatory'))).not.toContain('f');
  });

  it('10 an enemy block behind it on its own position bars the way out to the rear', () => {
    const s = game();
    // Attacked through its rear (§13 step 7): the Union block stands behind, facing the same way.
    put(s, 'heth-1', 'a', 'middle', 0);
    put(s, 'reynolds-1', 'a', 'middle', 1);
    expect(withdrawalActions(s, map, 'heth-1', 'mandatory')).toEqual([
      { type: 'withdraw', block: 'heth-1', to: 'a', front: 'middle' },
    ]);
    // The block behind (the one that attacked through the rear) may leave to its own rear.
    put(s, 'reynolds-1', 'a', 'middle', 0);
    put(s, 'heth-1', 'a', 'middle', 1);
    expect(targets(withdrawalActions(s, map, 'heth-1', 'mandatory'))).toContain('f');
    // Attacked through its front: the Union block stands in front, facing the other way.
    put(s, 'reynolds-1', 'a', 'west', 0);
    put(s, 'heth-1', 'a', 'middle', 1);
    expect(targets(withdrawalActions(s, map, 'heth-1', 'mandatory'))).toContain('f');
  });

  it('14 a block arriving goes behind the friendly blocks there', () => {
    const s = game();
    put(s, 'heth-1', 'a', 'middle');
    put(s, 'pender-1', 'f', 'west', 0);
    const ctx = newCtx(map, s);
    expect(
      withdraw(s, { type: 'withdraw', block: 'heth-1', to: 'f', front: 'west' }, 'mandatory', ctx),
    ).toBeNull();
    expect(s.blocks['heth-1']!.place).toEqual({ kind: 'map', position: 'f', front: 'west', rank: 1 });
    expect(s.moves.moved['heth-1']).toEqual(['withdrawal']);
  });

  describe('14 penalties', () => {
    /** On E (rear sw) next to the enemy on D; the enemy on G is new next to F. */
    const setup = () => {
      const s = game();
      put(s, 'heth-1', 'e', 'middle', 0);
      put(s, 'heth-2', 'e', 'middle', 1);
      put(s, 'reynolds-1', 'd', 'east');
      put(s, 'reynolds-2', 'g', 'nw');
      return s;
    };
    const go = (s: GettysburgState, block: string, to: string, front: string) => {
      const ctx = newCtx(map, s);
      expect(withdraw(s, { type: 'withdraw', block, to, front }, 'mandatory', ctx)).toBeNull();
      return ctx;
    };

    it('14 the reachable positions', () => {
      expect(targets(withdrawalActions(setup(), map, 'heth-1', 'mandatory'))).toEqual(['f', 'h', 'i']);
    });

    it('14 ending next to a new enemy block: one reduction', () => {
      const s = setup();
      go(s, 'heth-1', 'f', 'west');
      expect(s.reductions).toEqual([{ block: 'heth-1', rule: '14' }]);
    });

    it('14 next to the same enemy after fewer than two steps: one reduction', () => {
      const s = setup();
      go(s, 'heth-1', 'i', 'sw');
      expect(s.reductions).toEqual([{ block: 'heth-1', rule: '14' }]);
    });

    it('14 next to the same enemy after two steps or more: no reduction (both exceptions hold)', () => {
      const s = setup();
      go(s, 'heth-1', 'h', 'nw');
      expect(s.reductions).toEqual([]);
    });

    it('14 several pieces reduced this way in one position: only one, the first to withdraw there', () => {
      const s = setup();
      go(s, 'heth-1', 'i', 'sw');
      go(s, 'heth-2', 'i', 'sw');
      expect(s.reductions).toEqual([{ block: 'heth-1', rule: '14' }]);
      expect(s.moves.withdrawalPenalties).toEqual(['i']);
    });

    it('14 a mandatory withdrawal with nowhere to go: reduced until eliminated', () => {
      const s = game();
      // On G (rear sw): E, F and I, the positions of sw, all hold the enemy.
      put(s, 'heth-1', 'g', 'nw');
      put(s, 'reynolds-1', 'e', 'middle');
      put(s, 'reynolds-2', 'f', 'west');
      put(s, 'reynolds-3', 'i', 'east');
      const actions = withdrawalActions(s, map, 'heth-1', 'mandatory');
      expect(actions).toEqual([{ type: 'withdraw', block: 'heth-1', to: 'g', front: 'nw' }]);
      go(s, 'heth-1', 'g', 'nw');
      expect(s.reductions).toEqual([{ block: 'heth-1', rule: '14', untilGone: true }]);
    });
  });

  it('14 not between the same two areas as the position it started from', () => {
    // Cut D in two at a new endpoint e6: D (e3-e6) and K (e6-e4) both lie between east and the lens.
    const file = smallMap();
    file.points.e6 = { at: [80, 50] };
    file.positions.d = { ends: ['e3', 'e6'] };
    file.positions.k = { ends: ['e6', 'e4'] };
    const twin = loadMap(file);
    expect([...twin.positions.d!.areas].sort()).toEqual([...twin.positions.k!.areas].sort());
    const s = game('withdrawal', twin);
    put(s, 'heth-1', 'k', 'east');
    const reach = targets(withdrawalActions(s, twin, 'heth-1', 'mandatory'));
    expect(reach).toContain('j');
    expect(reach).not.toContain('d');
  });

  describe('14 (b) mandatory withdrawal at the start of the Action Phase', () => {
    it('14 b1-b3: the winner on the same position, adjacent, or firing into the rear area', () => {
      const s = game();
      // The Union winner on J faces the middle (A, C, E, J under fire).
      put(s, 'reynolds-1', 'j', 'middle');
      s.lastWinners.union = ['reynolds-1'];
      put(s, 'heth-1', 'j', 'lens', 1); // b1
      put(s, 'heth-2', 'h', 'east'); // b2
      put(s, 'pender-1', 'a', 'west'); // b3: rear middle
      put(s, 'pender-2', 'b', 'west'); // its rear nw is not in the field of fire
      put(s, 'rodes-1', 'g', 'sw'); // next to the Union block on F, which did not win
      put(s, 'reynolds-2', 'f', 'west');
      const ctx = newCtx(map, s);
      withdrawalStep.begin!(s, ctx);
      expect([...s.mustWithdraw].sort()).toEqual(['heth-1', 'heth-2', 'pender-1']);
    });

    it('14 b: a winner since reduced still counts (its replacement)', () => {
      const s = game();
      const reduced = Object.values(s.blocks).find(
        (b) => b.command === 'reynolds' && b.grade === 'reduced2',
      )!;
      s.blocks['reynolds-1']!.replacedBy = reduced.id;
      s.blocks['reynolds-1']!.place = { kind: 'gone' };
      put(s, reduced.id, 'd', 'east');
      s.lastWinners.union = ['reynolds-1'];
      put(s, 'heth-1', 'c', 'nw');
      withdrawalStep.begin!(s, newCtx(map, s));
      expect(s.mustWithdraw).toEqual(['heth-1']);
    });

    it('14 while a mandatory withdrawal is left, only those; then the voluntary ones and done', () => {
      const s = game();
      put(s, 'reynolds-1', 'd', 'east');
      s.lastWinners.union = ['reynolds-1'];
      put(s, 'heth-1', 'c', 'nw');
      const ctx = newCtx(map, s);
      withdrawalStep.begin!(s, ctx);
      const legal = withdrawalStep.legal(s, 'confederate', map);
      expect(legal.length).toBeGreaterThan(0);
      expect(legal.every((a) => a.type === 'withdraw' && a.block === 'heth-1')).toBe(true);
      expect(withdrawalStep.apply(s, { type: 'done' }, 'confederate', ctx)?.message).toMatch(/mandatory/);
      expect(withdrawalStep.apply(s, legal[0]!, 'confederate', ctx)).toBeNull();
      expect(s.mustWithdraw).toEqual([]);
      expect(s.armies.confederate.mandatoryUnderHold).toBe(true);
      expect(s.armies.union.enemyActed).toBe(true);
      expect(withdrawalStep.legal(s, 'confederate', map)).toEqual([{ type: 'done' }]);
      expect(withdrawalStep.apply(s, { type: 'done' }, 'confederate', ctx)).toBeNull();
      expect(ctx.ended).toBe(true);
    });

    it('14 the public event names positions only; the owner sees the block', () => {
      const s = game();
      put(s, 'heth-1', 'a', 'middle');
      const ctx = newCtx(map, s);
      withdraw(s, { type: 'withdraw', block: 'heth-1', to: 'f', front: 'west' }, 'mandatory', ctx);
      const pub = ctx.events.filter((e) => !e.visibleTo);
      expect(pub).toEqual([
        { type: 'withdrawal', rule: '14', seat: 'confederate', from: 'a', to: 'f', mandatory: true },
      ]);
      expect(ctx.events.find((e) => e.visibleTo)).toMatchObject({
        block: 'heth-1',
        visibleTo: ['confederate'],
      });
    });

    it('21 a loser in a fully obstructed position is not forced out, but may withdraw', () => {
      const file = smallMap();
      file.positions.c = {
        ends: ['e1', 'e3'],
        sides: { nw: { obstacle: true }, middle: { obstacle: true } },
      };
      const obstructed = loadMap(file);
      const s = initialState('withdrawal', { ...OPTIONS, fullyObstructed: true }, obstructed);
      s.phase = { kind: 'action', army: 'confederate', step: 'withdrawal', hour: 0 };
      put(s, 'reynolds-1', 'd', 'east');
      s.lastWinners.union = ['reynolds-1'];
      put(s, 'heth-1', 'c', 'nw');
      withdrawalStep.begin!(s, newCtx(obstructed, s));
      expect(s.mustWithdraw).toEqual([]);
      expect(withdrawalActions(s, obstructed, 'heth-1', 'voluntary').length).toBeGreaterThan(0);
    });
  });

  describe('14 voluntary withdrawal', () => {
    it('14 only under Withdrawal orders, next to the enemy or in its field of fire', () => {
      const s = game('hold');
      put(s, 'heth-1', 'a', 'middle');
      put(s, 'reynolds-1', 'c', 'nw');
      expect(withdrawalActions(s, map, 'heth-1', 'voluntary')).toEqual([]);
      s.armies.confederate.orders = 'withdrawal';
      expect(withdrawalActions(s, map, 'heth-1', 'voluntary').length).toBeGreaterThan(0);
      // Far from the enemy and out of its fire: no withdrawal.
      put(s, 'reynolds-1', 'i', 'east');
      expect(withdrawalActions(s, map, 'heth-1', 'voluntary')).toEqual([]);
    });

    it('10 a block moves once a phase', () => {
      const s = game('withdrawal');
      put(s, 'heth-1', 'a', 'middle');
      put(s, 'reynolds-1', 'c', 'nw');
      s.moves.moved['heth-1'] = ['withdrawal'];
      expect(withdrawalActions(s, map, 'heth-1', 'voluntary')).toEqual([]);
    });

    it('14 illegal actions are refused with a clear message, the draft unchanged', () => {
      const s = game('withdrawal');
      put(s, 'heth-1', 'a', 'middle');
      put(s, 'reynolds-1', 'c', 'nw');
      const before = JSON.stringify(s);
      const ctx = newCtx(map, s);
      const bad = withdrawalStep.apply(
        s,
        { type: 'withdraw', block: 'heth-1', to: 'c', front: 'nw' },
        'confederate',
        ctx,
      );
      expect(bad?.message).toMatch(/not a legal withdrawal/);
      expect(
        withdrawalStep.apply(
          s,
          { type: 'withdraw', block: 'reynolds-1', to: 'b', front: 'nw' },
          'confederate',
          ctx,
        )?.message,
      ).toMatch(/not one of your blocks/);
      s.armies.confederate.orders = 'hold';
      const hold = JSON.stringify(s);
      expect(
        withdraw(s, { type: 'withdraw', block: 'heth-1', to: 'f', front: 'west' }, 'voluntary', ctx)?.message,
      ).toMatch(/may not withdraw voluntarily/);
      expect(JSON.stringify(s)).toBe(hold);
      s.armies.confederate.orders = 'withdrawal';
      expect(JSON.stringify(s)).toBe(before);
      expect(ctx.events).toEqual([]);
    });
  });
});

describe('18 cavalry withdrawal', () => {
  // Only nw and east are Confederate entry areas here: Buford may stand on A, E, F and J.
  const file = smallMap();
  file.entryAreas.chambersburg = ['nw', 'east'];
  // The fixture's pike ran from the old entry area: no road here (roads play no part in this example).
  file.roads = {};
  file.entryAreas.mummasburg = ['nw', 'east'];
  file.entryAreas.harrisburg = ['nw', 'east'];
  const cmap = loadMap(file);
  const union = (orders: Orders) => {
    const s = game(orders, cmap);
    s.phase = { kind: 'action', army: 'union', step: 'withdrawal', hour: 0 };
    return s;
  };

  it('18 cavalry withdraws voluntarily under Hold orders, mounted or not', () => {
    const s = union('hold');
    put(s, 'buford-1', 'f', 'west');
    put(s, 'heth-1', 'b', 'west');
    const actions = withdrawalActions(s, cmap, 'buford-1', 'voluntary');
    expect(targets(actions)).toEqual(['e', 'j']);
    expect(targets(actions, true).length).toBeGreaterThan(0);
    // Infantry under Hold may not.
    put(s, 'reynolds-1', 'f', 'west', 1);
    expect(withdrawalActions(s, cmap, 'reynolds-1', 'voluntary')).toEqual([]);
  });

  it('18 mounted: one step more, never where an obstacle adds a step, and the block is revealed', () => {
    const s = union('hold');
    put(s, 'buford-1', 'a', 'west');
    // Rear middle, and A's obstacle is on its middle side: mounted it cannot leave at all.
    expect(targets(withdrawalActions(s, cmap, 'buford-1', 'mandatory'), true)).toEqual([]);
    put(s, 'buford-1', 'e', 'middle');
    const dismounted = targets(withdrawalActions(s, cmap, 'buford-1', 'mandatory'));
    const mounted = targets(withdrawalActions(s, cmap, 'buford-1', 'mandatory'), true);
    // Mounted, the third step reaches farther than the two on foot.
    expect(mounted.filter((p) => !dismounted.includes(p)).length).toBeGreaterThan(0);
    const to = mounted.find((p) => !dismounted.includes(p))!;
    const ctx = newCtx(cmap, s);
    const action = withdrawalActions(s, cmap, 'buford-1', 'mandatory').find((a) => a.mounted && a.to === to)!;
    expect(withdraw(s, action, 'mandatory', ctx)).toBeNull();
    expect(s.blocks['buford-1']!.revealed).toBe(true);
    expect(ctx.events.find((e) => !e.visibleTo)).toMatchObject({ block: 'buford-1', revealed: true });
  });
});
