/**
 * Exact battle odds by dynamic programming over the units left on each side. The battle is run
 * through the same steps as a real one (battle/round.ts), but every step branches on every possible
 * number of hits, with its probability, instead of rolling dice; identical states are merged. After
 * the first round every change loses hit points, so states are settled in order of hit points left,
 * each once: a state that a round may leave unchanged (no hits on either side) is resolved as a
 * geometric series. With a retreat after N rounds the rounds are followed one by one instead.
 */
import {
  ATTACKER,
  afterStep,
  type Battle,
  type BattleOptions,
  type BattleSpec,
  BB,
  BB_DAMAGED,
  CV,
  CV_DAMAGED,
  createBattle,
  DEFENDER,
  type DiceGroup,
  diceOf,
  forceOf,
  HIT_CLASSES,
  hitPoints,
  OPENING_STEPS,
  type OutcomeKind,
  ROUND_STEPS,
  type Role,
  type Side,
  type Sides,
  SLOT_COUNT,
  type Step,
  sideCost,
  startSides,
  takeHits,
  type Verdict,
  verdict,
} from '../battle/index.ts';
import { type HitOutcome, hitDistribution } from './distribution.ts';
import { stateTable } from './state-table.ts';
import type { OddsResult, SurvivorLine } from './types.ts';

type Key = number | string;

interface Entry {
  sides: Sides;
  p: number;
}

interface SideOutcome {
  k: number;
  side: Side;
  p: number;
  hp: number;
}

interface CodedHits extends HitOutcome {
  /** The hits as one number, for caching. */
  code: number;
}

/** The last step of a round from one state: every attacker outcome with every defender outcome. */
interface Block {
  w: number;
  base: Sides;
  step: Step;
  att: SideOutcome[];
  def: SideOutcome[];
}

const OUTCOME_FIELD: Record<OutcomeKind, keyof OddsResult> = {
  attacker: 'attackerWins',
  defender: 'defenderWins',
  mutual: 'mutual',
  retreat: 'retreat',
  stalemate: 'stalemate',
};

/** Caches and keys for one battle. */
class Solver {
  readonly radix: [number[], number[]];
  readonly space: [number, number];
  readonly numericKeys: boolean;
  readonly hitBase: number;
  readonly hitsCache: [Map<number, Map<number, SideOutcome>>, Map<number, Map<number, SideOutcome>>] = [
    new Map(),
    new Map(),
  ];
  readonly distCache = new Map<string, CodedHits[]>();
  readonly outcomeCache: [Map<number, Map<string, SideOutcome[]>>, Map<number, Map<string, SideOutcome[]>>] =
    [new Map(), new Map()];
  readonly roundCache = new Map<Key, Block[]>();
  readonly outcomes: Record<OutcomeKind, number> = {
    attacker: 0,
    defender: 0,
    mutual: 0,
    retreat: 0,
    stalemate: 0,
  };
  readonly survivors: [Map<number, { side: Side; p: number }>, Map<number, { side: Side; p: number }>] = [
    new Map(),
    new Map(),
  ];
  expectedRounds = 0;

  constructor(readonly battle: Battle) {
    const radixOf = (start: Side): number[] =>
      start.map((n, slot) => {
        if (slot === BB_DAMAGED) return start[BB]! + n + 1;
        if (slot === CV_DAMAGED) return start[CV]! + n + 1;
        return n + 1;
      });
    this.radix = [radixOf(battle.attackerStart), radixOf(battle.defenderStart)];
    this.space = [this.radix[0].reduce((a, b) => a * b, 1), this.radix[1].reduce((a, b) => a * b, 1)];
    this.numericKeys = this.space[0] * this.space[1] < Number.MAX_SAFE_INTEGER;
    // No side rolls more dice than it has hit points (nor bombards with more ships than land units).
    this.hitBase = Math.max(hitPoints(battle.attackerStart), hitPoints(battle.defenderStart)) + 1;
    if (
      Math.max(...this.space) >= Number.MAX_SAFE_INTEGER ||
      this.hitBase ** HIT_CLASSES >= Number.MAX_SAFE_INTEGER
    )
      throw new Error('this battle is too large for the exact calculator (use the simulation)');
  }

  sideKey(role: Role, side: Side): number {
    const radix = this.radix[role];
    let k = 0;
    for (let i = SLOT_COUNT - 1; i >= 0; i--) k = k * radix[i]! + side[i]!;
    return k;
  }

  key(sides: Sides): Key {
    const a = this.sideKey(ATTACKER, sides.att);
    const d = this.sideKey(DEFENDER, sides.def);
    return this.numericKeys ? a * this.space[1] + d : `${a},${d}`;
  }

  /** What `side` (of `role`) may be left in by the enemy's dice `groups`, cached. */
  leftBy(role: Role, side: Side, groups: readonly DiceGroup[]): SideOutcome[] {
    let sig = '';
    for (const g of groups) sig += String.fromCharCode(g.n, g.value * 8 + g.cls);
    const sk = this.sideKey(role, side);
    let bySide = this.outcomeCache[role].get(sk);
    if (!bySide) {
      bySide = new Map();
      this.outcomeCache[role].set(sk, bySide);
    }
    let out = bySide.get(sig);
    if (!out) {
      out = this.sideOutcomes(role, side, this.hitsOf(groups, sig));
      bySide.set(sig, out);
    }
    return out;
  }

  hitsOf(groups: readonly DiceGroup[], sig: string): CodedHits[] {
    let d = this.distCache.get(sig);
    if (!d) {
      d = hitDistribution(groups).map((o) => {
        let code = 0;
        for (let c = HIT_CLASSES - 1; c >= 0; c--) code = code * this.hitBase + o.hits[c]!;
        return { ...o, code };
      });
      this.distCache.set(sig, d);
    }
    return d;
  }

  /** `side` (of `role`, whose key is `sk`) after taking `hits`, cached. */
  taken(role: Role, side: Side, sk: number, o: CodedHits): SideOutcome {
    let bySide = this.hitsCache[role].get(sk);
    if (!bySide) {
      bySide = new Map();
      this.hitsCache[role].set(sk, bySide);
    }
    let out = bySide.get(o.code);
    if (!out) {
      const after = o.code === 0 ? side : takeHits(side, o.hits, this.battle.order[role]);
      out = { k: this.sideKey(role, after), side: after, p: 0, hp: hitPoints(after) };
      bySide.set(o.code, out);
    }
    return out;
  }

  /** One step from one state: every outcome with its probability, merged. */
  step(sides: Sides, step: Step, p: number, into: Map<Key, Entry>): void {
    const ex = diceOf(this.battle, sides, step);
    if (!ex) {
      addTo(into, this.key(sides), sides, p);
      return;
    }
    const defOut = this.leftBy(DEFENDER, sides.def, ex.byAttacker);
    const attOut = this.leftBy(ATTACKER, sides.att, ex.byDefender);
    const space = this.space[DEFENDER];
    for (const d of defOut) {
      for (const a of attOut) {
        const key: Key = this.numericKeys ? a.k * space + d.k : `${a.k},${d.k}`;
        const q = p * a.p * d.p;
        const e = into.get(key);
        if (e) e.p += q;
        else into.set(key, { sides: afterStep(this.battle, sides, step, a.side, d.side), p: q });
      }
    }
  }

  /** Every state `side` may be left in by the hits of `dist`, merged, with its probability. */
  sideOutcomes(role: Role, side: Side, dist: CodedHits[]): SideOutcome[] {
    const sk = this.sideKey(role, side);
    const out: SideOutcome[] = [];
    for (const o of dist) {
      const t = this.taken(role, side, sk, o);
      let e: SideOutcome | undefined;
      for (const x of out)
        if (x.k === t.k) {
          e = x;
          break;
        }
      if (e) e.p += o.p;
      else out.push({ k: t.k, side: t.side, p: o.p, hp: t.hp });
    }
    return out;
  }

  /**
   * One round from `sides`: the steps before the last are merged state by state; the last step is
   * kept as blocks, each the product of the attacker's and the defender's independent outcomes.
   */
  round(sides: Sides, key: Key): Block[] {
    const cached = this.roundCache.get(key);
    if (cached && !sides.pending) return cached;
    let dist: Entry[] = [{ sides, p: 1 }];
    for (let i = 0; i < ROUND_STEPS.length - 1; i++) {
      const step = ROUND_STEPS[i]!;
      // Most steps do not happen in most states: skip the merging then.
      if (dist.every((e) => diceOf(this.battle, e.sides, step) === null)) continue;
      const next = new Map<Key, Entry>();
      for (const e of dist) this.step(e.sides, step, e.p, next);
      dist = [...next.values()];
    }
    const last = ROUND_STEPS[ROUND_STEPS.length - 1]!;
    const blocks: Block[] = [];
    for (const e of dist) {
      const ex = diceOf(this.battle, e.sides, last);
      blocks.push({
        w: e.p,
        base: e.sides,
        step: last,
        att: this.leftBy(ATTACKER, e.sides.att, ex ? ex.byDefender : []),
        def: this.leftBy(DEFENDER, e.sides.def, ex ? ex.byAttacker : []),
      });
    }
    if (!sides.pending) this.roundCache.set(key, blocks);
    return blocks;
  }

  /** Calls `visit` for every state a round's blocks lead to (key, hit points, probability, its parts). */
  each(
    blocks: Block[],
    visit: (key: Key, hp: number, p: number, b: Block, a: SideOutcome, d: SideOutcome) => void,
  ): void {
    const space = this.space[DEFENDER];
    for (const b of blocks) {
      for (const a of b.att) {
        const wa = b.w * a.p;
        for (const d of b.def) {
          const key: Key = this.numericKeys ? a.k * space + d.k : `${a.k},${d.k}`;
          visit(key, a.hp + d.hp, wa * d.p, b, a, d);
        }
      }
    }
  }

  /** Sends the finished states of `dist` to the results; returns the rest. */
  settle(dist: Map<Key, Entry>, rounds: number): Map<Key, Entry> {
    const rest = new Map<Key, Entry>();
    for (const [k, e] of dist) {
      if (!this.finish(e.sides, e.p, rounds)) rest.set(k, e);
    }
    return rest;
  }

  finish(sides: Sides, p: number, rounds: number): boolean {
    const v = verdict(this.battle, sides, rounds);
    if (!v) return false;
    this.record(v, p);
    return true;
  }

  record(v: Verdict, p: number): void {
    this.outcomes[v.outcome] += p;
    this.addSurvivors(ATTACKER, v.att, p);
    this.addSurvivors(DEFENDER, v.def, p);
  }

  addSurvivors(role: Role, side: Side, p: number): void {
    const k = this.sideKey(role, side);
    const e = this.survivors[role].get(k);
    if (e) e.p += p;
    else this.survivors[role].set(k, { side, p });
  }
}

function addTo(into: Map<Key, Entry>, key: Key, sides: Sides, p: number): void {
  const e = into.get(key);
  if (e) e.p += p;
  else into.set(key, { sides, p });
}

function mass(dist: Map<Key, Entry>): number {
  let m = 0;
  for (const e of dist.values()) m += e.p;
  return m;
}

/** The exact outcome distribution of a battle. */
export function oddsOf(spec: BattleSpec, options: BattleOptions = {}): OddsResult {
  const battle = createBattle(spec, options);
  const solver = new Solver(battle);
  const start = startSides(battle);
  let dist = new Map<Key, Entry>([[solver.key(start), { sides: start, p: 1 }]]);
  for (const step of OPENING_STEPS) {
    const next = new Map<Key, Entry>();
    for (const e of dist.values()) solver.step(e.sides, step, e.p, next);
    dist = next;
  }
  dist = solver.settle(dist, 0);
  // The first round is followed on its own (bombardment casualties fire in it only); with a retreat
  // after N rounds, every round is.
  for (let r = 1; dist.size > 0 && (r === 1 || battle.retreatAfter !== null); r++) {
    solver.expectedRounds += mass(dist);
    const next = new Map<Key, Entry>();
    for (const [k, e] of dist)
      solver.each(solver.round(e.sides, k), (key, _hp, p, b, a, d) => {
        const t = next.get(key);
        if (t) t.p += e.p * p;
        else next.set(key, { sides: afterStep(battle, b.base, b.step, a.side, d.side), p: e.p * p });
      });
    dist = solver.settle(next, r);
  }
  if (dist.size > 0) settleByHitPoints(solver, dist);
  return result(solver);
}

interface StateRecord {
  sides: Sides;
  /** Probability of reaching the state (for a finished state: of ending there). */
  p: number;
  end: Verdict | null;
}

/** Every state once, most hit points first; a round that changes nothing is a geometric series. */
function settleByHitPoints(solver: Solver, dist: Map<Key, Entry>): void {
  const index = stateTable(solver.numericKeys);
  const records: StateRecord[] = [];
  const buckets: StateRecord[][] = [];
  let top = 0;
  const reach = (key: Key, hp: number, p: number, sides: Sides) => {
    const at = index.get(key);
    if (at >= 0) {
      records[at]!.p += p;
      return;
    }
    // Without a retreat the verdict does not depend on the round.
    const rec: StateRecord = { sides, p, end: verdict(solver.battle, sides, 0) };
    index.set(key, records.length);
    records.push(rec);
    if (!rec.end) {
      const bucket = buckets[hp] ?? [];
      buckets[hp] = bucket;
      bucket.push(rec);
    }
  };
  for (const [k, e] of dist) {
    const hp = hitPoints(e.sides.att) + hitPoints(e.sides.def);
    top = Math.max(top, hp);
    reach(k, hp, e.p, e.sides);
  }
  for (let h = top; h >= 0; h--) {
    const bucket = buckets[h];
    if (!bucket) continue;
    for (const rec of bucket) {
      const k = solver.key(rec.sides);
      const blocks = solver.round(rec.sides, k);
      const ak = solver.sideKey(ATTACKER, rec.sides.att);
      const dk = solver.sideKey(DEFENDER, rec.sides.def);
      let stay = 0;
      for (const b of blocks) {
        const a = b.att.find((o) => o.k === ak);
        const d = b.def.find((o) => o.k === dk);
        if (a && d) stay += b.w * a.p * d.p;
      }
      if (stay > 1 - 1e-12) throw new Error('a battle state that can never change (internal error)');
      const visits = rec.p / (1 - stay);
      solver.expectedRounds += visits;
      solver.each(blocks, (key, hp, p, b, a, d) => {
        if (key === k) return;
        if (hp >= h) throw new Error('a round that changed the battle without a loss (internal error)');
        const at = index.get(key);
        if (at >= 0) records[at]!.p += visits * p;
        else reach(key, hp, visits * p, afterStep(solver.battle, b.base, b.step, a.side, d.side));
      });
    }
    buckets[h] = [];
  }
  for (const rec of records) if (rec.end) solver.record(rec.end, rec.p);
}

function survivorLines(entries: Iterable<[number, { side: Side; p: number }]>): SurvivorLine[] {
  const lines = [...entries]
    .sort((x, y) => y[1].p - x[1].p || x[0] - y[0])
    .map(([, e]) => ({ ...forceOf(e.side), p: e.p }));
  return lines;
}

function result(solver: Solver): OddsResult {
  const { battle, outcomes } = solver;
  const startCost = [sideCost(battle.attackerStart), sideCost(battle.defenderStart)];
  const loss = [0, 0];
  for (const role of [ATTACKER, DEFENDER] as const)
    for (const e of solver.survivors[role].values())
      loss[role]! += e.p * (startCost[role]! - sideCost(e.side));
  const out: OddsResult = {
    attackerWins: 0,
    defenderWins: 0,
    mutual: 0,
    retreat: 0,
    stalemate: 0,
    expectedIpcLoss: { attacker: loss[ATTACKER]!, defender: loss[DEFENDER]! },
    survivors: {
      attacker: survivorLines(solver.survivors[ATTACKER]),
      defender: survivorLines(solver.survivors[DEFENDER]),
    },
    rounds: { expected: solver.expectedRounds },
    states: solver.roundCache.size,
  };
  for (const kind of Object.keys(outcomes) as OutcomeKind[])
    (out[OUTCOME_FIELD[kind]] as number) = outcomes[kind];
  return out;
}
