/**
 * §25 Team Play: four seats, the commander deciding every token matter and the lieutenant every block;
 * special orders of five words an hour after the team's draw and five before set-up, words only; the
 * lieutenant never sees the Tray nor a reinforcement token before it arrives; the enemy never reads the
 * orders. The two-seat game is untouched.
 */
import {
  type Action,
  applyChecked,
  createFastRng,
  type GameEvent,
  randomInt,
  type Seat,
  seatsToAct,
} from '@wargame/engine';
import { describe, expect, it } from 'vitest';
import type { Army } from '../src/armies.ts';
import { gettysburg as game } from '../src/game.ts';
import type { GettysburgState } from '../src/state.ts';
import { ordersProblem, TEAM_SCENARIO_ID, TEAM_SEATS, teamOf, wordLimit } from '../src/team-play.ts';

type Result = ReturnType<typeof game.apply>;
const ok = (r: Result) => {
  if ('error' in r) throw new Error(r.error.message);
  return r;
};
const start = (seed = 't1') => game.setup(TEAM_SCENARIO_ID, {}, seed);
const seatsNow = (s: GettysburgState) => game.pending(s).map((d) => d.seat);
const orders = (text: string): Action => ({ type: 'special-orders', text });

/** Past the set-up orders and Buford, to the turn's length. */
function toDuration(seed = 't1'): GettysburgState {
  let s = start(seed);
  s = ok(game.apply(s, orders('Hold the ridges'), 'union-commander')).state;
  s = ok(game.apply(s, orders(''), 'confederate-commander')).state;
  while (game.pending(s)[0]?.kind === 'place-buford')
    s = ok(game.apply(s, game.legal(s, 'union-lieutenant')[0]!, 'union-lieutenant')).state;
  return s;
}

const COMMANDER_TYPES = new Set([
  'special-orders',
  'bid',
  'pass',
  'duration',
  'orders',
  'move-objective',
  'return-token',
  'keep-tokens',
  'artillery',
  'artillery-done',
  'extra',
  'extended-bombardment',
  'bombard',
  'bombard-hit',
  'support',
  'march-token',
  'field-works',
  'done',
]);
const LIEUTENANT_TYPES = new Set([
  'place-buford',
  'buford-historical',
  'withdraw',
  'attack-block',
  'attack-lead',
  'attack-declare',
  'attack-cancel',
  'close-combat',
  'defensive-lead',
  'offer-replacements',
  'pick-replacement',
  'enter',
  'transfer',
  'march',
  'face',
  'depart',
  'forgo',
  'done',
]);

describe('25 team play: the seats', () => {
  it('a second scenario with four seats, each on its army side', () => {
    const info = game.scenarios().find((s) => s.id === TEAM_SCENARIO_ID)!;
    expect(info.seats).toEqual([...TEAM_SEATS]);
    expect(TEAM_SEATS.map((s) => game.sideOf(s))).toEqual(['union', 'union', 'confederate', 'confederate']);
  });

  it('the army seats are not seats of the team game, and the team seats not of the two-seat game', () => {
    const s = start();
    expect(game.apply(s, orders(''), 'union')).toMatchObject({ error: { code: 'unknown-seat' } });
    const two = game.setup('battle', {}, 't1');
    expect(game.apply(two, game.legal(two, 'union')[0]!, 'union-lieutenant')).toMatchObject({
      error: { code: 'unknown-seat' },
    });
  });

  it('the two-seat game keeps its state: no team record, the same states for the same seed and actions', () => {
    const two = game.setup('battle', {}, 't1');
    expect('team' in two).toBe(false);
    expect(two.scenario).toBe('battle');
    expect(seatsNow(two)).toEqual(['union']);
    expect(JSON.stringify(game.setup('battle', {}, 't1'))).toBe(JSON.stringify(two));
  });
});

describe('25 team play: special orders', () => {
  it('before set-up both commanders write one order of at most five words; the lieutenants wait', () => {
    const s = start();
    expect(game.pending(s).map((d) => [d.seat, d.kind])).toEqual([
      ['union-commander', 'special-orders'],
      ['confederate-commander', 'special-orders'],
    ]);
    expect(game.legal(s, 'union-lieutenant')).toEqual([]);
    expect(game.apply(s, orders('Hold Cemetery Hill at every cost'), 'union-commander')).toMatchObject({
      error: { code: 'illegal', rule: '25' },
    });
    const after = ok(game.apply(s, orders('Hold Cemetery Hill at all'), 'union-commander')).state;
    expect(teamOf(after)!.orders).toEqual([{ army: 'union', turn: 0, text: 'Hold Cemetery Hill at all' }]);
    expect(seatsNow(after)).toEqual(['confederate-commander']);
    const both = ok(game.apply(after, orders(''), 'confederate-commander')).state;
    expect(game.pending(both).map((d) => [d.seat, d.kind])).toEqual([['union-lieutenant', 'place-buford']]);
  });

  it('words only: a digit is refused', () => {
    expect(game.apply(start(), orders('Hold position 12'), 'union-commander')).toMatchObject({
      error: { code: 'illegal', rule: '25' },
    });
    expect(ordersProblem('Transfer Pickett to Mummasburg', 5)).toBeNull();
    expect(ordersProblem('Attack!', 5)).toBeNull();
    expect(ordersProblem('Go to p7', 5)).toMatch(/digits/);
  });

  it('five words an hour of the turn: fifteen in a three-hour turn', () => {
    const s = toDuration();
    const three = {
      ...s,
      turn: { ...s.turn, hours: 3 },
      phase: { kind: 'action', army: 'union', step: 'draw', hour: 0 },
    };
    expect(wordLimit(three as GettysburgState)).toBe(15);
    expect(ordersProblem(Array(15).fill('go').join(' '), 15)).toBeNull();
    expect(ordersProblem(Array(16).fill('go').join(' '), 15)).toMatch(/16 words/);
  });

  it("right after the team's draw, before the first step, the acting commander writes; the lieutenant waits", () => {
    // Turn 1 lasts one hour: its length needs no decision, and the Union's Action Phase begins.
    let s = toDuration();
    // A Tray above eight is cut back first: part of the draw, the commander's too.
    while (game.pending(s)[0]?.kind === 'return-tokens') {
      expect(game.legal(s, 'union-lieutenant')).toEqual([]);
      s = ok(game.apply(s, game.legal(s, 'union-commander')[0]!, 'union-commander')).state;
    }
    expect(s.armies.union.tokens.tray.length).toBeGreaterThan(0);
    expect(s.phase).toMatchObject({ kind: 'action', army: 'union', step: 'draw' });
    expect(game.pending(s).map((d) => [d.seat, d.kind])).toEqual([['union-commander', 'special-orders']]);
    expect(game.legal(s, 'union-lieutenant')).toEqual([]);
    expect(game.apply(s, orders('Hold Seminary Ridge then fall back'), 'union-commander')).toMatchObject({
      error: { rule: '25' },
    });
    const r = ok(game.apply(s, orders('Delay them west of town'), 'union-commander'));
    expect(r.state.phase).toMatchObject({ kind: 'action', army: 'union' });
    expect((r.state.phase as { step: string }).step).not.toBe('draw');
    expect(teamOf(r.state)!.orders.at(-1)).toEqual({
      army: 'union',
      turn: 1,
      text: 'Delay them west of town',
    });
    const event = r.events.find((e) => e.type === 'special-orders')!;
    expect(event.visibleTo).toEqual(['union-commander', 'union-lieutenant']);
  });
});

describe('25 team play: who decides what, and what each sees', () => {
  it('the lieutenant places Buford; the commander may not', () => {
    let s = start();
    s = ok(game.apply(s, orders(''), 'union-commander')).state;
    s = ok(game.apply(s, orders(''), 'confederate-commander')).state;
    const place = game.legal(s, 'union-lieutenant')[0]!;
    expect(place.type).toBe('place-buford');
    expect(game.legal(s, 'union-commander')).toEqual([]);
    expect(game.apply(s, place, 'union-commander')).toMatchObject({
      error: { code: 'not-your-turn', rule: '25' },
    });
  });

  it('over a whole random game: each seat only its own decisions; no Tray for the lieutenant; no orders for the enemy', () => {
    const pick = createFastRng('team-kit');
    let s = start('team-kit');
    const kinds: Record<string, Set<string>> = {};
    for (let i = 0; i < 500 && !game.outcome(s); i++) {
      for (const d of game.pending(s)) {
        kinds[d.seat] ??= new Set();
        kinds[d.seat]!.add(d.kind);
      }
      for (const seat of TEAM_SEATS) {
        const legal = game.legal(s, seat);
        const allowed = seat.endsWith('commander') ? COMMANDER_TYPES : LIEUTENANT_TYPES;
        for (const a of legal) expect(allowed.has(a.type), `${seat} offered ${a.type}`).toBe(true);
      }
      if (game.pending(s).some((d) => d.kind === 'march-token')) {
        const army = game
          .pending(s)
          .find((d) => d.kind === 'march-token')!
          .seat.split('-')[0] as Army;
        expect(game.legal(s, `${army}-commander`).every((a) => a.type === 'march-token')).toBe(true);
        expect(game.legal(s, `${army}-lieutenant`).some((a) => a.type === 'march-token')).toBe(false);
      }
      if (i % 10 === 0) checkViews(s);
      const seats = seatsToAct(game, s);
      expect(seats.length).toBeGreaterThan(0);
      const seat: Seat = seats[randomInt(pick, seats.length)]!;
      const legal = game.legal(s, seat);
      const done = legal.filter((a) => a.type === 'done');
      const choices = done.length > 0 && randomInt(pick, 3) === 0 ? done : legal;
      let action = choices[randomInt(pick, choices.length)]!;
      if (action.type === 'special-orders') action = orders(`secret plan of ${seat.split('-')[0]}`);
      const r = applyChecked(game, s, action, seat, { requireListed: action.type !== 'special-orders' });
      if ('error' in r) throw new Error(`${JSON.stringify(action)} by ${seat}: ${r.error.message}`);
      checkEvents(r.events);
      s = r.state;
    }
    expect([...kinds['union-commander']!]).toEqual(
      expect.arrayContaining(['special-orders', 'return-tokens']),
    );
    expect([...kinds['confederate-commander']!]).toContain('duration');
    expect([...kinds['union-lieutenant']!]).toEqual(
      expect.arrayContaining(['place-buford', 'reinforcement', 'march']),
    );
    for (const seat of ['union-commander', 'confederate-commander'])
      for (const k of kinds[seat] ?? [])
        expect(['place-buford', 'withdraw', 'attack-declaration', 'reinforcement', 'march']).not.toContain(k);
    for (const seat of ['union-lieutenant', 'confederate-lieutenant'])
      for (const k of kinds[seat] ?? [])
        expect(['special-orders', 'duration', 'orders', 'return-tokens', 'defender-artillery']).not.toContain(
          k,
        );
    expect(teamOf(s)!.orders.length).toBeGreaterThan(4);
  });
});

/** What a lieutenant, an enemy and a spectator may see. */
function checkViews(s: GettysburgState): void {
  const team = teamOf(s)!;
  for (const army of ['union', 'confederate'] as const) {
    const enemy = army === 'union' ? 'confederate' : 'union';
    const lieutenant = game.view(s, `${army}-lieutenant`);
    const mine = lieutenant.armies[army] as unknown as {
      tokens: { tray: unknown; returned: unknown };
      rows: Record<string, { top?: string }[]>;
    };
    expect(typeof mine.tokens.tray).toBe('number');
    expect(typeof mine.tokens.returned).toBe('number');
    const { tokens: _catalogue, ...rest } = lieutenant;
    const text = JSON.stringify(rest);
    for (const t of s.armies[army].tokens.tray) expect(text).not.toContain(`"${t}"`);
    for (const rows of Object.values(mine.rows)) for (const r of rows) expect(r.top).toBeUndefined();
    // The commander still sees his Tray.
    expect(game.view(s, `${army}-commander`).armies[army].tokens.tray).toEqual(s.armies[army].tokens.tray);
    // The enemy and the spectator never read this army's orders.
    const secrets = team.orders.filter((o) => o.army === army && o.text !== '').map((o) => o.text);
    for (const viewer of [`${enemy}-commander`, `${enemy}-lieutenant`, 'spectator']) {
      const seen = JSON.stringify(game.view(s, viewer));
      for (const text of secrets) expect(seen).not.toContain(text);
    }
    const own = JSON.stringify(lieutenant);
    for (const text of secrets) expect(own).toContain(text);
  }
}

/** Tray secrets to the commander alone; special orders to the team. */
function checkEvents(events: GameEvent[]): void {
  for (const e of events) {
    if (e.type === 'you-drew' || e.type === 'your-artillery') {
      expect(e.visibleTo).toHaveLength(1);
      expect(e.visibleTo![0]).toMatch(/-commander$/);
    }
    if (e.type === 'special-orders') {
      expect(e.visibleTo).toHaveLength(2);
      expect(e.visibleTo!.every((v) => v.startsWith(String(e.seat)))).toBe(true);
    }
    for (const v of e.visibleTo ?? []) expect(TEAM_SEATS as readonly string[]).toContain(v);
  }
}
