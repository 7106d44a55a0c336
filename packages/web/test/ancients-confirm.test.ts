/**
 * Issue 16, Ancients: what the table asks before an action is sent (every undo boundary, 6, 10, 11, 13,
 * 14, 15, 18-F), the warning before orders are thrown away (7-F), and the orders counter (7, 18-E, 18-F).
 */
import { type AncientsState, ancients, hexDistance } from '@wargame/ancients';
import { type Action, applyChecked, type GameEvent, type Json } from '@wargame/engine';
import { describe, expect, it } from 'vitest';
import { describeDecision } from '../src/games/ancients/describe.ts';
import { ancientsClient } from '../src/games/ancients/index.ts';
import { tEl, tEn } from './support.ts';

type Side = 'top' | 'bottom';
const confirmation = ancientsClient.confirmation!;
const viewOf = (s: AncientsState, seat: string): Json => ancients.view(s, seat) as unknown as Json;

/** Akragas (001) at its first turn, the Syracusans (bottom, Command 6) holding `bottom`. */
function akragas(
  bottom: string[],
  top = ['order-two-left', 'order-light', 'order-medium', 'out-flanked', 'order-heavy'],
) {
  const base = ancients.setup('001', {}, 'confirm');
  const pos = ancients.toPosition!(base) as Record<string, unknown>;
  const { deck: _deck, ...rest } = pos;
  return ancients.fromPosition!({ ...rest, hands: { bottom, top } } as Json, 'confirm');
}

function act(s: AncientsState, action: Action, seat: Side = s.turn.side): AncientsState {
  const r = applyChecked(ancients, s, action, seat);
  if ('error' in r) throw new Error(r.error.message);
  return r.state;
}

const cardOf = (s: AncientsState, kind: string) => s.hands.bottom.find((c) => c.startsWith(`${kind}#`))!;
const play = (s: AncientsState, kind: string) => act(s, { type: 'play-card', card: cardOf(s, kind) });
const orderDecision = (s: AncientsState) => ancients.pending(s)[0]!;

describe('6, 18-F a card is an undo boundary: it asks first (issue 16 item 3)', () => {
  it('6 playing a card names it, in English and Greek', () => {
    const s = akragas([
      'line-command',
      'order-three-center',
      'double-time',
      'rally',
      'order-two-left',
      'out-flanked',
    ]);
    const action = { type: 'play-card', card: cardOf(s, 'line-command') };
    expect(confirmation(action, viewOf(s, 'bottom'), ancients.legal(s, 'bottom'), tEn, 'en')).toEqual({
      text: 'Play Line Command?',
    });
    expect(confirmation(action, viewOf(s, 'bottom'), ancients.legal(s, 'bottom'), tEl, 'el')?.text).toBe(
      'Να παιχτεί η κάρτα «Διοίκηση Γραμμής»;',
    );
  });

  it('18-F Rally rolls its Command dice when played: the question says how many', () => {
    const s = akragas([
      'rally',
      'order-three-center',
      'double-time',
      'line-command',
      'order-two-left',
      'out-flanked',
    ]);
    const action = { type: 'play-card', card: cardOf(s, 'rally') };
    const c = confirmation(action, viewOf(s, 'bottom'), ancients.legal(s, 'bottom'), tEn, 'en');
    expect(c?.text).toBe(`Play Rally? It rolls ${s.armies.bottom.command} dice at once.`);
  });
});

const ATTACKS = new Set(['play-card', 'close-combat', 'fire', 'bonus-combat', 'battle-back', 'first-strike']);

/** The dice the real game rolled for `roller` in `events` (first roll), for comparison with the question. */
const rolled = (events: readonly GameEvent[], roller: string, purposes: string[]): number | null => {
  const e = events.find(
    (x) => x.type === 'dice' && x.unit === roller && purposes.includes(String(x.purpose)),
  );
  return e ? Number(e.dice) : null;
};

describe('every undo boundary asks, and only those (issue 16 item 3)', () => {
  it.each(['001', '005', '010', '108', '117'])(
    'scenario %s: an action that rolls or draws always has a question; the attacks name their dice',
    (scenario) => {
      let seed = 777;
      const random = () => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return seed / 2147483648;
      };
      let state = ancients.setup(scenario, {}, `confirm-${scenario}`);
      let boundaries = 0;
      let attacks = 0;
      for (let n = 0; n < 160 && !ancients.outcome(state); n++) {
        const seat = ancients.pending(state)[0]!.seat as Side;
        const legal = ancients.legal(state, seat);
        const view = viewOf(state, seat);
        for (const action of legal) {
          const real = applyChecked(ancients, state, action, seat);
          if ('error' in real) throw new Error(real.error.message);
          const asked = confirmation(action, view, legal, tEn, 'en');
          const where = `${scenario} #${n} ${JSON.stringify(action)}`;
          if (real.boundary) {
            boundaries++;
            expect(asked, where).not.toBeNull();
          } else if (!ATTACKS.has(action.type) && action.type !== 'end-orders') {
            expect(asked, where).toBeNull();
          }
          if (action.type === 'close-combat' || action.type === 'fire') {
            attacks++;
            let dice = rolled(
              real.events,
              String(action.unit),
              action.type === 'fire' ? ['ranged'] : ['attack'],
            );
            if (dice === null && real.state.combat?.stage === 'reaction') {
              const stood = applyChecked(
                ancients,
                real.state,
                { type: 'stand' },
                seat === 'top' ? 'bottom' : 'top',
              );
              if (!('error' in stood)) dice = rolled(stood.events, String(action.unit), ['attack']);
            }
            if (dice !== null) {
              const verb = action.type === 'fire' ? 'Fire at' : 'Attack';
              expect(asked?.text, where).toMatch(
                new RegExp(`^${verb} .+ with ${dice} ${dice === 1 ? 'die' : 'dice'}\\?$`),
              );
            }
          }
        }
        const action = legal[Math.floor(random() * legal.length)]!;
        const result = applyChecked(ancients, state, action, seat);
        if ('error' in result) throw new Error(result.error.message);
        state = result.state;
      }
      expect(boundaries).toBeGreaterThan(10);
      expect(attacks).toBeGreaterThan(0);
    },
  );

  it('11.10 battle back, 11-A standing and 13.1 evading say who rolls and how many dice', () => {
    const seen = new Set<string>();
    for (const scenario of ['001', '002', '005', '108']) {
      let seed = 4242;
      const random = () => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return seed / 2147483648;
      };
      let state = ancients.setup(scenario, {}, `react-${scenario}`);
      for (let n = 0; n < 400 && !ancients.outcome(state); n++) {
        const seat = ancients.pending(state)[0]!.seat as Side;
        const legal = ancients.legal(state, seat);
        for (const action of legal.filter((a) => ['battle-back', 'stand', 'evade'].includes(a.type))) {
          const real = applyChecked(ancients, state, action, seat);
          if ('error' in real) throw new Error(real.error.message);
          const c = state.combat!;
          const roller = action.type === 'battle-back' ? c.defender : c.attacker;
          const purpose =
            action.type === 'battle-back' ? 'battle-back' : action.type === 'stand' ? 'attack' : 'evade';
          const dice = rolled(real.events, roller, [purpose]);
          if (dice === null) continue;
          const text = confirmation(action, viewOf(state, seat), legal, tEn, 'en')?.text ?? '';
          const n = `${dice} ${dice === 1 ? 'die' : 'dice'}`;
          if (action.type === 'battle-back')
            expect(text).toMatch(new RegExp(`^Battle back against .+ with ${n}\\?$`));
          if (action.type === 'stand')
            expect(text).toMatch(new RegExp(`^Stand and fight: .+ rolls ${n} against .+\\?$`));
          if (action.type === 'evade')
            expect(text).toMatch(new RegExp(`^Evade to ${action.to}\\? .+ still rolls ${n} at .+\\.$`));
          seen.add(action.type);
        }
        const action = legal[Math.floor(random() * legal.length)]!;
        state = act(state, action, seat);
      }
    }
    expect([...seen].sort()).toEqual(['battle-back', 'evade', 'stand']);
  });

  it('7 an order and a move that rolls nothing are sent at once', () => {
    let s = akragas([
      'order-three-center',
      'line-command',
      'double-time',
      'rally',
      'order-two-left',
      'out-flanked',
    ]);
    s = play(s, 'order-three-center');
    const legal = ancients.legal(s, 'bottom');
    const order = legal.find((a) => a.type === 'order')!;
    expect(confirmation(order, viewOf(s, 'bottom'), legal, tEn, 'en')).toBeNull();
  });
});

describe('7-F "done ordering" with orders left warns (issue 16 item 4)', () => {
  it('ending the orders of Order Three Center with 0, then 1 unit ordered', () => {
    let s = akragas([
      'order-three-center',
      'line-command',
      'double-time',
      'rally',
      'order-two-left',
      'out-flanked',
    ]);
    s = play(s, 'order-three-center');
    const end = { type: 'end-orders' };
    expect(confirmation(end, viewOf(s, 'bottom'), ancients.legal(s, 'bottom'), tEn, 'en')).toEqual({
      text: 'You have ordered 0 of 3 units or leaders: end orders anyway?',
      warning: true,
    });
    expect(confirmation(end, viewOf(s, 'bottom'), ancients.legal(s, 'bottom'), tEl, 'el')).toEqual({
      text: 'Έδωσες διαταγή σε 0 από 3 μονάδες ή ηγέτες: να τελειώσουν οι διαταγές;',
      warning: true,
    });
    s = act(s, ancients.legal(s, 'bottom').find((a) => a.type === 'order')!);
    expect(confirmation(end, viewOf(s, 'bottom'), ancients.legal(s, 'bottom'), tEn, 'en')?.text).toBe(
      'You have ordered 1 of 3 units or leaders: end orders anyway?',
    );
  });
});

/** The most pieces a card can order from `s`, by trying every sequence of orders (small plans only). */
function bestOrders(s: AncientsState, seen = new Map<string, number>()): number {
  const plan = s.turn.plan!;
  const key = [...plan.ordered].sort().join(',');
  const known = seen.get(key);
  if (known !== undefined) return known;
  let best = plan.ordered.length;
  if (s.phase === 'order') {
    for (const a of ancients.legal(s, s.turn.side)) {
      if (a.type !== 'order' && a.type !== 'detach') continue;
      best = Math.max(best, bestOrders(act(s, a), seen));
    }
  }
  seen.set(key, best);
  return best;
}

describe('7, 18-E, 18-F one true orders count (issue 16 item 5)', () => {
  it('18-E Inspired Center Leadership: the same "at most" before and after the leader is ordered', () => {
    let s = akragas([
      'inspired-center',
      'order-three-center',
      'line-command',
      'double-time',
      'rally',
      'out-flanked',
    ]);
    s = play(s, 'inspired-center');
    const before = describeDecision(orderDecision(s), viewOf(s, 'bottom'), tEn, 'en');
    const leader = ancients.legal(s, 'bottom').find((a) => a.type === 'order' && s.leaders[String(a.piece)])!;
    const afterLeader = act(s, leader);
    const max = bestOrders(afterLeader);
    expect(max).toBe(6);
    expect(before).toBe(
      `Inspired Center Leadership: order a leader (his unit goes with him, then up to 4 more units or leaders in a linked chain, at most ${max} in all), or 1 unit of your choice`,
    );
    expect(describeDecision(orderDecision(afterLeader), viewOf(afterLeader, 'bottom'), tEn, 'en')).toBe(
      `Order units or leaders with Inspired Center Leadership: 2 of at most ${max} ordered`,
    );
    // The old counter said "2 of 2 orders remaining", then "4 of 6".
    expect(before).not.toMatch(/2 of 2/);
  });

  it('18-F Line Command: "at most" is the largest linked group of foot units, not every foot unit', () => {
    let s = akragas([
      'line-command',
      'order-three-center',
      'double-time',
      'rally',
      'order-two-left',
      'out-flanked',
    ]);
    s = play(s, 'line-command');
    // The linked groups of foot units, found apart from the client's code (adjacent hexes, 18-F).
    const foot = Object.values(s.units).filter(
      (u) =>
        u.side === 'bottom' &&
        !['LC', 'MC', 'HC', 'LBC', 'HCH', 'EL', 'CAM', 'ACA', 'HAC', 'LCH'].includes(u.type),
    );
    const groupOf = (id: string): Set<string> => {
      const group = new Set([id]);
      for (let grew = true; grew; ) {
        grew = false;
        for (const u of foot) {
          if (group.has(u.id)) continue;
          if ([...group].some((g) => hexDistance(s.units[g]!.hex, u.hex) <= 1)) {
            group.add(u.id);
            grew = true;
          }
        }
      }
      return group;
    };
    const largest = Math.max(...foot.map((u) => groupOf(u.id).size));
    expect(largest).toBeLessThan(foot.length);
    expect(describeDecision(orderDecision(s), viewOf(s, 'bottom'), tEn, 'en')).toBe(
      `Order units or leaders with Line Command: 0 of at most ${largest} ordered`,
    );
    const first = ancients.legal(s, 'bottom').find((a) => a.type === 'order')!;
    const next = act(s, first);
    const size = groupOf(String(first.piece)).size;
    expect(describeDecision(orderDecision(next), viewOf(next, 'bottom'), tEn, 'en')).toBe(
      `Order units or leaders with Line Command: 1 of at most ${size} ordered`,
    );
    // The old counter: "{foot units - 1} of {foot units} orders remaining".
    expect(describeDecision(orderDecision(next), viewOf(next, 'bottom'), tEn, 'en')).not.toContain(
      `of ${foot.length}`,
    );
  });
});
