/**
 * The Axis & Allies Pacific 1940 AI: attacks chosen with the exact odds at the plan's nerve, amphibious
 * assaults (load, sail, unload), the default policy over a whole round of five powers, the evaluation
 * with open battles at their odds, and the planner comparing nerves once each (no dice in a combat move).
 */
import { type Action, createFastRng, isError } from '@wargame/engine';
import pacific1940, {
  areAdjacent,
  fromPosition,
  type PacificState,
  POSITION_FORMAT,
} from '@wargame/pacific-1940';
import { describe, expect, it } from 'vitest';
import { NERVES, pacificPlanner, WIDE_NERVES } from '../src/games/pacific-1940.ts';
import { assignAttacks, nextAttack, posture } from '../src/games/pacific-attack.ts';
import { pacificEvaluate } from '../src/games/pacific-eval.ts';
import { combatMove, pacificPolicy } from '../src/games/pacific-policy.ts';
import { planSearch } from '../src/planner.ts';

const WAR = { atWar: { usa: true, uk: true, anzac: true, dutch: true } };

const position = (units: Record<string, unknown>[], extra: Record<string, unknown> = {}): PacificState =>
  fromPosition(
    {
      format: POSITION_FORMAT,
      phase: 'combat-move',
      power: 'japan',
      politics: WAR,
      units,
      ...extra,
    } as never,
    'ai',
  );

function play(state: PacificState, action: Action, seat = state.power): PacificState {
  const r = pacific1940.apply(state, action, seat);
  if (isError(r)) throw new Error(`${JSON.stringify(action)}: ${r.error.message}`);
  return r.state;
}

/** Japan's combat move played by `choose` to its end. */
function combatMoveBy(state: PacificState, choose: (s: PacificState, legal: Action[]) => Action) {
  let s = state;
  for (let i = 0; i < 40 && s.phase === 'combat-move'; i++)
    s = play(s, choose(s, pacific1940.legal(s, 'japan')));
  return s;
}

describe('13 attacks chosen with the exact odds', () => {
  // Kiangsu borders Anhwe; one Chinese infantry holds Anhwe.
  const board = (japanese: string[]) =>
    position([
      { space: 'kiangsu', power: 'japan', type: 'infantry', ids: japanese },
      { space: 'anhwe', power: 'china', type: 'infantry', ids: ['p50'] },
    ]);

  it('attacks with the cheapest force whose odds reach the nerve, not with everything', () => {
    expect(areAdjacent('kiangsu', 'anhwe')).toBe(true);
    const s = board(['p1', 'p2', 'p3', 'p4', 'p5', 'p6']);
    const [attack] = assignAttacks(s, pacific1940.legal(s, 'japan'), posture(0.8));
    expect(attack?.target.space).toBe('anhwe');
    const sent = attack!.movers.flatMap((m) => m.pieces.map((p) => p.id));
    expect(sent.length).toBeGreaterThan(1);
    expect(sent.length).toBeLessThan(6);
    const after = combatMoveBy(s, (state, legal) => combatMove(state, legal, posture(0.8)));
    expect(after.phase).not.toBe('combat-move');
  });

  it('does not attack below its nerve, nor where the expected losses outweigh the gain', () => {
    // Two infantry against one win 67.7% of the time; one against one 25%, losing more than it takes.
    const two = board(['p1', 'p2']);
    expect(nextAttack(two, pacific1940.legal(two, 'japan'), posture(0.8))).toBeNull();
    expect(nextAttack(two, pacific1940.legal(two, 'japan'), posture(0.6))).toMatchObject({
      type: 'move',
      pieces: ['p1', 'p2'],
      path: ['anhwe'],
    });
    const one = board(['p1']);
    expect(nextAttack(one, pacific1940.legal(one, 'japan'), posture(0.2))).toBeNull();
  });

  it('takes an undefended enemy land with one land unit, sending no aircraft', () => {
    const s = position([
      { space: 'kiangsu', power: 'japan', type: 'infantry', ids: ['p1', 'p2'] },
      { space: 'kiangsu', power: 'japan', type: 'fighter', ids: ['p3'] },
    ]);
    const [attack] = assignAttacks(s, pacific1940.legal(s, 'japan'), posture(0.8));
    expect(attack?.movers.flatMap((m) => m.pieces.map((p) => p.type))).toEqual(['infantry']);
  });
});

describe('13.4, 14.4 amphibious assaults', () => {
  it('loads, sails beside the target and unloads into it', () => {
    // sz-19 touches only Japanese lands; sz-20, one zone on, touches an undefended British Kwangtung.
    const s = position([
      { space: 'sz-19', power: 'japan', type: 'transport', ids: ['p1'] },
      { space: 'okinawa', power: 'japan', type: 'infantry', ids: ['p2', 'p3'] },
    ]);
    const after = combatMoveBy(s, (state, legal) => combatMove(state, legal, posture(0.8)));
    expect(after.pieces.p1?.at).toBe('sz-20');
    for (const id of ['p2', 'p3'])
      expect(after.pieces[id]).toMatchObject({ at: 'kwangtung', seaborne: true });
  });
});

describe('the default policy', () => {
  it('plays a whole round of the five powers with legal actions, buying, attacking and placing', () => {
    let s = pacific1940.setup('standard', {}, 'round');
    const rng = createFastRng('policy');
    const seen = new Set<string>();
    for (let i = 0; i < 3_000 && s.round === 1; i++) {
      const seat = pacific1940.pending(s)[0]!.seat;
      const legal = pacific1940.legal(s, seat);
      const r = pacific1940.apply(s, pacificPolicy(s, seat, legal, rng), seat);
      if (isError(r)) throw new Error(r.error.message);
      for (const e of r.events) seen.add(`${e.type}/${String(e.seat ?? '')}`);
      s = r.state;
    }
    expect(s.round).toBe(2);
    for (const power of ['japan', 'usa', 'uk', 'anzac', 'china'])
      expect(seen.has(`bought/${power}`), `${power} buys`).toBe(true);
    expect(seen.has('captured/japan')).toBe(true);
    expect(seen.has('placed/japan')).toBe(true);
  });
});

describe('the evaluation', () => {
  it('is zero-sum between the sides', () => {
    const s = pacific1940.setup('standard', {}, 'e');
    expect(pacificEvaluate(s, 'japan')).toBeCloseTo(-pacificEvaluate(s, 'usa'), 12);
    expect(pacificEvaluate(s, 'uk')).toBe(pacificEvaluate(s, 'anzac'));
  });

  it('values the battles of Conduct Combat at their exact odds: a likely win counts before a die is rolled', () => {
    const s = position([
      { space: 'kiangsu', power: 'japan', type: 'infantry', ids: ['p1', 'p2', 'p3', 'p4'] },
      { space: 'anhwe', power: 'china', type: 'infantry', ids: ['p50'] },
    ]);
    const moved = play(s, { type: 'move', pieces: ['p1', 'p2', 'p3', 'p4'], path: ['anhwe'] });
    const fighting = play(moved, { type: 'end-combat-move' });
    expect(fighting.phase).toBe('combat');
    expect(pacificEvaluate(fighting, 'japan')).toBeGreaterThan(pacificEvaluate(moved, 'japan'));
  });
});

describe('the evaluation of exposed cities', () => {
  it('a capital stripped of its defence within the enemy’s reach is worth less', () => {
    // India, the British capital, with four Japanese infantry next door in Burma.
    expect(areAdjacent('india', 'burma')).toBe(true);
    const held = (defenders: string[]) =>
      position([
        { space: 'india', power: 'uk', type: 'infantry', ids: defenders },
        { space: 'burma', power: 'japan', type: 'infantry', ids: ['p10', 'p11', 'p12', 'p13'] },
      ]);
    const strong = held(['p1', 'p2', 'p3', 'p4', 'p5', 'p6']);
    const weak = held(['p1']);
    // The same material, five of the six defenders moved away to Ceylon: India is at more risk.
    const moved = position([
      { space: 'india', power: 'uk', type: 'infantry', ids: ['p1'] },
      { space: 'ceylon', power: 'uk', type: 'infantry', ids: ['p2', 'p3', 'p4', 'p5', 'p6'] },
      { space: 'burma', power: 'japan', type: 'infantry', ids: ['p10', 'p11', 'p12', 'p13'] },
    ]);
    expect(pacificEvaluate(moved, 'uk')).toBeLessThan(pacificEvaluate(strong, 'uk'));
    expect(pacificEvaluate(weak, 'uk')).toBeLessThan(pacificEvaluate(strong, 'uk'));
  });
});

describe('the planner on a combat move', () => {
  it("a 'wide' level adds nerves and the default plan leaving each of its next targets alone", () => {
    const s = position([
      { space: 'kiangsu', power: 'japan', type: 'infantry', ids: ['p1', 'p2', 'p3', 'p4'] },
      { space: 'anhwe', power: 'china', type: 'infantry', ids: ['p50'] },
    ]);
    const legal = pacific1940.legal(s, 'japan');
    const ids = pacificPlanner.plans(s, 'japan', legal, createFastRng('w'), 'wide').map((p) => p.id);
    expect(ids).toEqual([
      ...NERVES.map((n) => `nerve-${n}`),
      ...WIDE_NERVES.map((n) => `nerve-${n}`),
      'spare-anhwe',
    ]);
    const spare = pacificPlanner.plans(s, 'japan', legal, createFastRng('w'), 'wide').at(-1)!;
    // Leaving Anhwe alone, nothing else is worth attacking: the plan ends the combat move.
    expect(spare.choose(s, 'japan', legal, createFastRng('c'))).toEqual({ type: 'end-combat-move' });
    expect(pacificPlanner.plans(s, 'japan', legal, createFastRng('w'), 'full')).toHaveLength(NERVES.length);
  });

  it('compares the nerves, each simulated once (no die is rolled before Conduct Combat)', () => {
    const s = position([
      { space: 'kiangsu', power: 'japan', type: 'infantry', ids: ['p1', 'p2'] },
      { space: 'anhwe', power: 'china', type: 'infantry', ids: ['p50'] },
    ]);
    const legal = pacific1940.legal(s, 'japan');
    const view = pacific1940.view(s, 'japan');
    const budget = { iterations: 50, timeMs: Number.POSITIVE_INFINITY };
    const result = planSearch(pacific1940, view, 'japan', legal, createFastRng('p'), budget, pacificPlanner);
    expect(result.stats.mode).toBe('plans');
    expect(result.stats.plans.map((p) => p.id).sort()).toEqual(NERVES.map((n) => `nerve-${n}`).sort());
    expect(result.stats.plans.every((p) => p.sims <= 1)).toBe(true);
    expect(legal).toContainEqual(result.action);
    // Outside the combat move there is nothing to plan: the default policy decides.
    const buying = fromPosition({ format: POSITION_FORMAT, phase: 'purchase', power: 'japan' } as never, 'b');
    const buyLegal = pacific1940.legal(buying, 'japan');
    expect(pacificPlanner.plans(buying, 'japan', buyLegal, createFastRng('x'))).toEqual([]);
  });

  it("a deeper look ends once the next enemy power's combat move is made, or a round on", () => {
    const at = (power: string, phase: string, round = 1) =>
      fromPosition({ format: POSITION_FORMAT, phase, power, round, politics: WAR } as never, 'h');
    const horizon = pacificPlanner.horizonOver!;
    const start = { turn: pacificPlanner.turnOf(at('japan', 'combat-move')) };
    expect(horizon(at('japan', 'noncombat-move'), 'japan', start)).toBe(false);
    expect(horizon(at('usa', 'purchase'), 'japan', start)).toBe(false);
    expect(horizon(at('usa', 'combat-move'), 'japan', start)).toBe(false);
    expect(horizon(at('usa', 'noncombat-move'), 'japan', start)).toBe(true);
    // An ally's turn is no horizon for the USA; Japan's attacks are.
    const usa = { turn: pacificPlanner.turnOf(at('usa', 'combat-move')) };
    expect(horizon(at('uk', 'noncombat-move'), 'usa', usa)).toBe(false);
    expect(horizon(at('japan', 'noncombat-move', 2), 'usa', usa)).toBe(true);
    expect(horizon(at('usa', 'purchase', 2), 'usa', usa)).toBe(true);
  });
});
