/**
 * The Ancients planner hooks: the evaluation (banner race, material, support, leaders, bounds,
 * symmetry, speed), the plans (legal first choices, one set per card kind, [] for reactions, whole
 * turns played with legal actions only) and the leader rule (a lone leader never steps next to an
 * enemy unit), on positions sampled from games of the default policy and on built ones.
 */
import ancients, { type AncientsState, hexDistance } from '@wargame/ancients';
import { type Action, createRng, type RngState, seatsToAct } from '@wargame/engine';
import { describe, expect, it } from 'vitest';
import { agentById } from '../src/agents.ts';
import { evaluate, evaluateParts } from '../src/games/ancients-eval.ts';
import { ancientsPlanner, defaultPolicy, plans, segmentOver } from '../src/games/ancients-plans.ts';

type Side = 'top' | 'bottom';
const key = (a: Action) => JSON.stringify(a);
const isLegal = (a: Action | null, legal: readonly Action[]) =>
  a !== null && legal.some((l) => key(l) === key(a));

// ---- positions ----------------------------------------------------------------------------------------------

interface U {
  id: string;
  side: Side;
  type: string;
  hex: string;
  blocks?: number;
}
interface L {
  id: string;
  side: Side;
  hex: string;
}

function position(spec: {
  units: U[];
  leaders?: L[];
  banners?: { top: number; bottom: number };
  side?: Side;
  hands?: { top: string[]; bottom: string[] };
  toWin?: number;
}): AncientsState {
  return ancients.fromPosition(
    {
      format: 'ancients-position/1',
      armies: {
        top: { name: 'Carthaginian', command: 5, bannersToWin: spec.toWin ?? 5 },
        bottom: { name: 'Syracusan', command: 5, bannersToWin: spec.toWin ?? 5 },
      },
      units: spec.units as never,
      leaders: (spec.leaders ?? []).map((l) => ({ ...l, name: l.id })),
      hands: spec.hands ?? {
        top: ['order-two-center', 'line-command', 'order-medium', 'order-three-left', 'order-two-right'],
        bottom: ['order-two-center', 'line-command', 'order-medium', 'order-three-left', 'order-two-right'],
      },
      banners: spec.banners ?? { top: 0, bottom: 0 },
      turn: { side: spec.side ?? 'bottom' },
    } as never,
    'plans-test',
  );
}

/** Two facing lines of medium infantry in the center, a row apart (not in contact). */
function lines(extra: { top?: U[]; bottom?: U[] } = {}): U[] {
  const top: U[] = ['C5', 'C6', 'C7', 'C8'].map((hex, i) => ({ id: `t${i}`, side: 'top', type: 'MI', hex }));
  const bottom: U[] = ['G5', 'G6', 'G7', 'G8'].map((hex, i) => ({
    id: `b${i}`,
    side: 'bottom',
    type: 'MI',
    hex,
  }));
  return [...top, ...(extra.top ?? []), ...bottom, ...(extra.bottom ?? [])];
}

const ROWS = 'ABCDEFGHI';
/** The hex a 180° turn of the board puts `hex` on (the board is symmetric under it). */
function mirrorHex(hex: string): string {
  const r = ROWS.indexOf(hex[0]!);
  const c = Number(hex.slice(1)) - 1;
  const len = r % 2 === 0 ? 13 : 12;
  return `${ROWS[8 - r]}${len - c}`;
}

const other = (side: Side): Side => (side === 'top' ? 'bottom' : 'top');

/** Positions reached by the default policy in seeded games of a scenario (every `every` actions). */
function sampled(scenario: string, seed: string, every: number, limit: number): AncientsState[] {
  const rng = createRng(`sample/${seed}`);
  let s = ancients.setup(scenario, {}, seed);
  const out: AncientsState[] = [];
  for (let i = 0; i < 2_000 && out.length < limit && !s.winner; i++) {
    const seat = seatsToAct(ancients, s)[0]!;
    const legal = ancients.legal(s, seat);
    if (i % every === 0) out.push(s);
    const r = ancients.apply(s, defaultPolicy(s, seat, legal, rng), seat);
    if ('error' in r) throw new Error(r.error.message);
    s = r.state;
  }
  return out;
}

/** The first sampled position in which `pred` holds, from games of 001, 005 and 110. */
function find(pred: (s: AncientsState) => boolean, seeds = ['a', 'b', 'c']): AncientsState | undefined {
  for (const scenario of ['001', '005', '110'])
    for (const seed of seeds) {
      const rng = createRng(`find/${seed}`);
      let s = ancients.setup(scenario, {}, seed);
      for (let i = 0; i < 2_000 && !s.winner; i++) {
        if (pred(s)) return s;
        const seat = seatsToAct(ancients, s)[0]!;
        const r = ancients.apply(s, defaultPolicy(s, seat, ancients.legal(s, seat), rng), seat);
        if ('error' in r) throw new Error(r.error.message);
        s = r.state;
      }
    }
  return undefined;
}

// ---- the evaluation -----------------------------------------------------------------------------------------

describe('evaluation', () => {
  it('prefers winning the banner race, and weighs a side one banner from victory heavily', () => {
    const units = lines();
    const even = evaluate(position({ units, banners: { top: 2, bottom: 2 } }), 'top');
    const ahead = evaluate(position({ units, banners: { top: 3, bottom: 2 } }), 'top');
    const behind = evaluate(position({ units, banners: { top: 2, bottom: 3 } }), 'top');
    const nearWin = evaluate(position({ units, banners: { top: 4, bottom: 3 } }), 'top');
    expect(ahead).toBeGreaterThan(even);
    expect(behind).toBeLessThan(even);
    expect(Math.abs(even)).toBeLessThan(0.1);
    // 4-3 (one banner from victory) is worth more than 3-2, though the margin is the same.
    expect(nearWin).toBeGreaterThan(ahead);
    expect(nearWin).toBeGreaterThan(0.4);
  });

  it('prefers more blocks, and weighted material (heavy infantry over light)', () => {
    const full = evaluate(position({ units: lines() }), 'top');
    const damaged = lines();
    damaged[1]!.blocks = 2;
    expect(evaluate(position({ units: damaged }), 'top')).toBeLessThan(full);
    const heavy = lines({ top: [{ id: 'tx', side: 'top', type: 'HI', hex: 'B6' }] });
    const light = lines({ top: [{ id: 'tx', side: 'top', type: 'LI', hex: 'B6' }] });
    expect(evaluate(position({ units: heavy }), 'top')).toBeGreaterThan(
      evaluate(position({ units: light }), 'top'),
    );
    expect(evaluate(position({ units: light }), 'top')).toBeGreaterThan(full);
  });

  it('prefers supported units to unsupported ones near the enemy', () => {
    // A top unit two hexes from a lone bottom unit: in the center with two friends beside it, or
    // the same on the right flank with none. Hands that order nothing, so only support differs.
    const rear: U[] = ['I2', 'I4', 'I10', 'I12'].map((hex, i) => ({
      id: `b${i}`,
      side: 'bottom',
      type: 'MI',
      hex,
    }));
    const line: U[] = ['C5', 'C6', 'C7', 'C8'].map((hex, i) => ({
      id: `t${i}`,
      side: 'top',
      type: 'MI',
      hex,
    }));
    const hands = { top: ['order-light'], bottom: ['order-light'] };
    const at = (tx: string, bx: string) =>
      evaluateParts(
        position({
          units: [
            ...line,
            ...rear,
            { id: 'tx', side: 'top', type: 'MI', hex: tx },
            { id: 'bx', side: 'bottom', type: 'MI', hex: bx },
          ],
          hands,
          side: 'top',
        }),
        'top',
      );
    expect(hexDistance('D6', 'F7')).toBe(hexDistance('D11', 'F12'));
    const supported = at('D6', 'F7');
    const alone = at('D11', 'F12');
    expect(supported.position.top).toBeGreaterThan(alone.position.top);
    expect(supported.value).toBeGreaterThan(alone.value);
  });

  it('prefers a leader attached to a unit to a lone leader next to enemy units', () => {
    const units = lines();
    const attached = position({ units, leaders: [{ id: 'L', side: 'top', hex: 'C6' }], side: 'bottom' });
    // Alone in F6, next to the bottom line's G6 and G7, with the bottom side to act.
    const lone = position({ units, leaders: [{ id: 'L', side: 'top', hex: 'F6' }], side: 'bottom' });
    const va = evaluateParts(attached, 'top');
    const vl = evaluateParts(lone, 'top');
    expect(va.value).toBeGreaterThan(vl.value);
    // The lone leader next to the enemy is most of a banner for the side to act.
    expect(vl.threatBanners.bottom).toBeGreaterThan(0.2);
  });

  it('stays in [-1, 1], is exactly antisymmetric between the seats, and mirrors', () => {
    const states = [...sampled('001', 'sym', 37, 8), ...sampled('110', 'sym', 41, 8)];
    expect(states.length).toBeGreaterThan(10);
    for (const s of states) {
      const top = evaluate(s, 'top');
      const bottom = evaluate(s, 'bottom');
      expect(top).toBeGreaterThanOrEqual(-1);
      expect(top).toBeLessThanOrEqual(1);
      expect(top + bottom).toBeCloseTo(0, 9);
    }
    // The mirrored position (board turned, sides swapped, the other side to act): the same value.
    const units: U[] = [
      ...lines({ top: [{ id: 'tx', side: 'top', type: 'HC', hex: 'D3', blocks: 2 }] }),
      { id: 'by', side: 'bottom', type: 'LI', hex: 'E4' },
    ];
    const leaders: L[] = [{ id: 'L1', side: 'top', hex: 'C6' }];
    const s = position({ units, leaders, banners: { top: 1, bottom: 2 }, side: 'top' });
    const flip = (side: Side) => other(side);
    const m = position({
      units: units.map((u) => ({ ...u, side: flip(u.side), hex: mirrorHex(u.hex) })),
      leaders: leaders.map((l) => ({ ...l, side: flip(l.side), hex: mirrorHex(l.hex) })),
      banners: { top: 2, bottom: 1 },
      side: 'bottom',
    });
    expect(evaluate(m, 'bottom')).toBeCloseTo(evaluate(s, 'top'), 2);
  });
});

// ---- the plans --------------------------------------------------------------------------------------------

/** Play `plan` (the default policy for its nulls and for the other side) to the end of the turn. */
function playTurn(
  start: AncientsState,
  seat: Side,
  choose: (s: AncientsState, legal: readonly Action[], rng: RngState) => Action | null,
  check: (before: AncientsState, action: Action, actor: string, after: AncientsState) => void = () => {},
): AncientsState {
  const rng = createRng('turn');
  const begin = { turn: ancientsPlanner.turnOf(start) };
  let s = start;
  for (let i = 0; i < 300; i++) {
    if (s.winner || (i > 0 && segmentOver(s, seat, begin))) return s;
    const actor = seatsToAct(ancients, s)[0]!;
    const legal = ancients.legal(s, actor);
    let action = actor === seat ? choose(s, legal, rng) : null;
    if (action !== null) expect(isLegal(action, legal), `${key(action)} in ${s.phase}`).toBe(true);
    action ??= defaultPolicy(s, actor, legal, rng);
    expect(isLegal(action, legal), `default ${key(action)} in ${s.phase}`).toBe(true);
    const r = ancients.apply(s, action, actor);
    if ('error' in r) throw new Error(`${key(action)}: ${r.error.message}`);
    check(s, action, actor, r.state);
    s = r.state;
  }
  throw new Error('the turn did not end in 300 actions');
}

/** After a move, no leader of the mover stands alone next to an enemy unit unless he already did. */
function leaderCheck(before: AncientsState, action: Action, actor: string, after: AncientsState): void {
  if (action.type !== 'move' || actor !== before.turn.side) return;
  const leader = after.leaders[String(action.piece)];
  if (!leader) return;
  const withUnit = Object.values(after.units).some((u) => u.hex === leader.hex && u.side === leader.side);
  if (withUnit) return;
  const near = Object.values(after.units).filter(
    (u) => u.side !== leader.side && hexDistance(u.hex, leader.hex) === 1,
  );
  expect(
    near.map((u) => u.id),
    `lone leader ${leader.id} moved to ${leader.hex}`,
  ).toEqual([]);
}

/** Built: leaders alone behind a line in contact, with cards that can order them. */
function loneLeaderPositions(): AncientsState[] {
  const units: U[] = [
    ...['E5', 'E6', 'E7', 'E8'].map((hex, i) => ({ id: `t${i}`, side: 'top' as Side, type: 'MI', hex })),
    ...['F5', 'F6', 'F7', 'F8'].map((hex, i) => ({ id: `b${i}`, side: 'bottom' as Side, type: 'HI', hex })),
    { id: 'b9', side: 'bottom', type: 'LC', hex: 'G3' },
  ];
  const hands = {
    top: ['order-four-center', 'leadership-any', 'order-mounted', 'order-three-center', 'inspired-center'],
    bottom: ['order-two-center', 'line-command', 'order-medium', 'order-three-left', 'order-two-right'],
  };
  return [
    position({ units, leaders: [{ id: 'L1', side: 'top', hex: 'D6' }], side: 'top', hands }),
    position({
      units,
      leaders: [
        { id: 'L1', side: 'top', hex: 'D6' },
        { id: 'L2', side: 'top', hex: 'D4' },
      ],
      side: 'top',
      hands,
    }),
  ];
}

const playCardStates = (): AncientsState[] => {
  const out: AncientsState[] = [];
  for (const [scenario, seed] of [
    ['001', 'p1'],
    ['005', 'p2'],
    ['110', 'p3'],
  ] as const) {
    for (const s of sampled(scenario, seed, 1, 400)) {
      if (s.phase === 'play-card' && s.turn.number % 7 === 1) out.push(s);
    }
  }
  return out;
};

describe('plans', () => {
  const states = playCardStates();

  it('exist for each playable card kind, with legal first choices', () => {
    expect(states.length).toBeGreaterThan(5);
    for (const s of states) {
      const seat = s.turn.side;
      const legal = ancients.legal(s, seat);
      const view = ancients.view(s, seat);
      const d = ancients.determinize(view, seat, createRng('det'));
      const list = plans(d, seat, legal, createRng('p'));
      const kinds = new Set(list.map((p) => p.id.split('/')[0]));
      for (const a of legal) expect(kinds.has(String(a.card).split('#')[0])).toBe(true);
      for (const p of list) expect(isLegal(p.choose(d, seat, legal, createRng('c')), legal), p.id).toBe(true);
      expect(new Set(list.map((p) => p.id)).size).toBe(list.length);
    }
  });

  it('play whole turns on a determinization with legal actions only, and replan mid-turn', () => {
    let midTurn = 0;
    for (const s of states.slice(0, 6)) {
      const seat = s.turn.side;
      const legal = ancients.legal(s, seat);
      const d = ancients.determinize(ancients.view(s, seat), seat, createRng('det2'));
      for (const p of plans(d, seat, legal, createRng('p'))) {
        const end = playTurn(
          d,
          seat,
          (st, l, rng) => {
            // Mid-turn, the plans offered from here must start legally too.
            if (st.phase !== 'play-card' && st.phase !== 'combat' && st.turn.side === seat) {
              for (const q of plans(st, seat, l, rng)) {
                expect(isLegal(q.choose(st, seat, l, rng), l), `mid-turn ${q.id}`).toBe(true);
                midTurn++;
              }
            }
            return p.choose(st, seat, l, rng);
          },
          leaderCheck,
        );
        expect(end.winner !== null || end.turn.side !== seat).toBe(true);
      }
    }
    expect(midTurn).toBeGreaterThan(0);
  });

  it('are [] for the opponent-turn reactions (battle back, evade, flags, retreat)', () => {
    const reactive = (s: AncientsState) => {
      if (s.phase !== 'combat') return false;
      const seat = seatsToAct(ancients, s)[0]!;
      return seat !== s.turn.side;
    };
    const seen = new Set<string>();
    for (const seeds of [['r1'], ['r2'], ['r3']]) {
      const s = find(reactive, seeds);
      expect(s).toBeDefined();
      const seat = seatsToAct(ancients, s!)[0]!;
      const legal = ancients.legal(s!, seat);
      seen.add(legal[0]!.type);
      expect(plans(s!, seat, legal, createRng('r'))).toEqual([]);
    }
    expect(seen.size).toBeGreaterThan(0);
  });

  it('never move a lone leader next to an enemy unit', () => {
    const built = loneLeaderPositions();
    let leaderTurns = 0;
    for (const s of [...built, ...states]) {
      const seat = s.turn.side;
      const legal = ancients.legal(s, seat);
      const d = ancients.determinize(ancients.view(s, seat), seat, createRng('det3'));
      const loneLeaders = Object.values(d.leaders).filter(
        (l) => l.side === seat && !Object.values(d.units).some((u) => u.hex === l.hex && u.side === seat),
      );
      if (loneLeaders.length > 0) leaderTurns++;
      for (const p of plans(d, seat, legal, createRng('p')))
        playTurn(d, seat, (st, l, rng) => p.choose(st, seat, l, rng), leaderCheck);
    }
    expect(leaderTurns).toBeGreaterThan(1);
  });
});

describe('the easy level', () => {
  it('never moves a lone leader next to an enemy unit (the agent, whole turns)', () => {
    const easy = agentById('planner:easy');
    const rng = createRng('easy');
    let leaderMoves = 0;
    for (const s of loneLeaderPositions()) {
      const seat = s.turn.side;
      playTurn(
        s,
        seat,
        (st, legal) => easy.decide(ancients, ancients.view(st, seat), seat, legal, rng),
        (before, action, actor, after) => {
          if (action.type === 'move' && after.leaders[String(action.piece)]) leaderMoves++;
          leaderCheck(before, action, actor, after);
        },
      );
    }
    // The positions offer leader moves, and the agent made some (so the check had something to see).
    expect(leaderMoves).toBeGreaterThan(0);
  });
});

describe('breadth: what a level plans', () => {
  const states = playCardStates().slice(0, 4);

  it("'simple' plans each card in one style, and plays the rest of the turn by the default policy", () => {
    for (const s of states) {
      const seat = s.turn.side;
      const legal = ancients.legal(s, seat);
      const simple = plans(s, seat, legal, createRng('b'), 'simple');
      const cards = new Set(legal.map((a) => String(a.card).split('#')[0]));
      expect(simple.length).toBe(new Set(simple.map((p) => p.id.split('/')[0])).size);
      for (const p of simple) expect(cards.has(p.id.split('/')[0]!)).toBe(true);
      // After the card: one plan, the default policy itself, so the planner plays it without a search.
      const next = ancients.apply(s, simple[0]!.choose(s, seat, legal, createRng('c'))!, seat);
      if ('error' in next) throw new Error(next.error.message);
      const after = next.state;
      const actor = seatsToAct(ancients, after)[0]!;
      const legalAfter = ancients.legal(after, actor);
      const rest = plans(after, actor, legalAfter, createRng('d'), 'simple');
      expect(rest.map((p) => p.id)).toEqual(['default']);
      expect(key(rest[0]!.choose(after, actor, legalAfter, createRng('e'))!)).toBe(
        key(defaultPolicy(after, actor, legalAfter, createRng('e'))),
      );
    }
  });
});

describe('segment', () => {
  it('is over when the turn counter moves on', () => {
    const s = sampled('001', 'seg', 1, 1)[0]!;
    expect(segmentOver(s, s.turn.side, { turn: s.turn.number })).toBe(false);
    expect(segmentOver(s, s.turn.side, { turn: s.turn.number - 1 })).toBe(true);
    expect(ancientsPlanner.turnOf(s)).toBe(s.turn.number);
  });
});
