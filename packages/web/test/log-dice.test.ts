// @vitest-environment happy-dom
/**
 * The battle log (folded by turn, filtered, one tab stop) and the dice tray (whose and when, each die
 * marked, why this many dice), with the Ancients client: issue 16's log and dice items.
 */
import { ancients } from '@wargame/ancients';
import { applyChecked, filterEvents, type GameEvent, type Json, seatsToAct } from '@wargame/engine';
import { act, createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { countLines, diceOf, marksOf } from '../src/games/ancients/dice.ts';
import { ancientsClient as client } from '../src/games/ancients/index.ts';
import { ancientsEventCategory, ancientsTurnOf, ancientsTurnSeat } from '../src/games/ancients/log-kinds.ts';
import type { ClientGame } from '../src/games/types.ts';
import { DiceTray, trayRolls } from '../src/table/Dice.tsx';
import { LogPanel } from '../src/table/Log.tsx';
import { buildLog, entryTurns } from '../src/table/log-model.ts';
import type { LogEntry } from '../src/table/types.ts';
import { mountedRoot } from './dom.ts';
import { choose } from './e2e/drive.ts';
import { tEl, tEn } from './support.ts';

const view = ancients.view(ancients.setup('001', {}, 'log-dice'), 'bottom') as unknown as Json;
const seatName = (seat: string) => client.seatName(seat, view, tEn, 'en');
const ev = (type: string, fields: Record<string, Json> = {}): GameEvent => ({ type, ...fields });

/** A real game's log as the bottom seat sees it: `actions` actions of the e2e policy. */
function playedLog(actions: number, seed = 'log-dice', scenario = '001'): LogEntry[] {
  let state = ancients.setup(scenario, {}, seed);
  const log: LogEntry[] = [];
  for (let i = 0; i < actions && !ancients.outcome(state); i++) {
    const seat = seatsToAct(ancients, state)[0] as 'top' | 'bottom';
    const action = choose(state, seat, ancients.legal(state, seat));
    const result = applyChecked(ancients, state, action, seat);
    if ('error' in result) throw new Error(result.error.message);
    log.push({ index: i, seat, action, events: filterEvents(result.events, 'bottom') });
    state = result.state;
  }
  return log;
}

/** A short hand-made log: turn 1 (bottom) with a fight and its card, the draw, then turn 2 (top). */
const SMALL: LogEntry[] = [
  {
    index: 0,
    seat: 'bottom',
    events: [ev('card-played', { rule: '6', side: 'bottom', card: 'line-command#1' })],
  },
  { index: 1, seat: 'bottom', events: [ev('move', { rule: '8', piece: 'u1', from: 'B3', to: 'C3' })] },
  {
    index: 2,
    seat: 'bottom',
    events: [
      ev('close-combat', { rule: '11.1', unit: 'u1', target: 'u9', from: 'C3', at: 'D3' }),
      ev('dice', {
        rule: '11.8',
        purpose: 'attack',
        unit: 'u1',
        target: 'u9',
        dice: 2,
        faces: ['heavy', 'flag'],
        hits: 1,
        flags: 1,
      }),
    ],
  },
  {
    index: 3,
    seat: 'bottom',
    events: [
      ev('draw', { rule: '15-A', side: 'bottom', count: 1 }),
      ev('turn', { rule: '5', number: 2, side: 'top' }),
    ],
  },
  { index: 4, seat: 'top', events: [ev('card-played', { rule: '6', side: 'top', card: 'order-light#1' })] },
];

describe('Ancients log kinds (contract 4)', () => {
  it('sorts events into combat, cards and movement; a marsh die belongs to the move (16-F)', () => {
    expect(ancientsEventCategory(ev('close-combat'))).toBe('combat');
    expect(ancientsEventCategory(ev('dice', { purpose: 'attack' }))).toBe('combat');
    expect(ancientsEventCategory(ev('dice', { purpose: 'marsh' }))).toBe('movement');
    expect(ancientsEventCategory(ev('retreat'))).toBe('combat');
    expect(ancientsEventCategory(ev('banner'))).toBe('combat');
    expect(ancientsEventCategory(ev('card-played'))).toBe('cards');
    expect(ancientsEventCategory(ev('draw'))).toBe('cards');
    expect(ancientsEventCategory(ev('card-roll'))).toBe('cards');
    expect(ancientsEventCategory(ev('move'))).toBe('movement');
    expect(ancientsEventCategory(ev('ordered'))).toBe('movement');
    expect(ancientsEventCategory(ev('turn'))).toBe('other');
  });

  it('5 a turn event starts its turn, with its number and side; nothing else does', () => {
    expect(ancientsTurnOf(ev('turn', { number: 7, side: 'top' }))).toBe(7);
    expect(ancientsTurnSeat(ev('turn', { number: 7, side: 'top' }))).toBe('top');
    expect(ancientsTurnOf(ev('move', { number: 7 }))).toBeNull();
    expect(ancientsTurnSeat(ev('card-played', { side: 'top' }))).toBeNull();
    expect(client.turnOf).toBe(ancientsTurnOf);
    expect(client.eventCategory).toBe(ancientsEventCategory);
  });

  it('categorises every event of a played game into a known kind', () => {
    const types = new Set<string>();
    for (const entry of playedLog(150)) for (const e of entry.events) types.add(e.type);
    const other = [...types].filter((type) => ancientsEventCategory(ev(type)) === 'other');
    expect(other.sort()).toEqual(['turn']);
  });
});

describe('the log model: turns', () => {
  it('groups lines by turn; the draw at the end of a turn stays in it, the turn event opens the next', () => {
    const groups = buildLog(client, SMALL, [], seatName, view, tEn, 'en');
    expect(groups.map((g) => [g.turn, g.seat, g.current])).toEqual([
      [1, 'bottom', false],
      [2, 'top', true],
    ]);
    expect(groups[0]!.lines.map((l) => l.type)).toEqual([
      'card-played',
      'move',
      'close-combat',
      'dice',
      'draw',
    ]);
    expect(groups[1]!.lines.map((l) => l.type)).toEqual(['card-played']);
    expect(entryTurns(client, SMALL)).toEqual([1, 1, 1, 1, 2]);
  });

  it('numbers a log that starts after the first turn from its first turn event', () => {
    const later = SMALL.slice(2).map((e) => ({ ...e, index: e.index + 20 }));
    const groups = buildLog(client, later, [], seatName, view, tEn, 'en');
    expect(groups.map((g) => g.turn)).toEqual([1, 2]);
    const noTurn = SMALL.slice(1, 3).map((e) => ({ ...e, index: e.index + 20 }));
    expect(buildLog(client, noTurn, [], seatName, view, tEn, 'en').map((g) => g.turn)).toEqual([null]);
    expect(entryTurns(client, noTurn)).toEqual([null, null]);
  });

  it('a log from the start opens with turn 1, even when the first turn event says 1 too (a Pacific round)', () => {
    const byRound: ClientGame = {
      ...client,
      turnOf: (e) => (e.type === 'turn' ? Number(e.round) : null),
      turnSeat: (e) => (e.type === 'turn' ? String(e.seat) : null),
    };
    const log: LogEntry[] = [
      { index: 0, seat: 'japan', events: [ev('bought', { unit: 'infantry' })] },
      { index: 1, seat: 'japan', events: [ev('turn', { round: 1, seat: 'usa' })] },
      { index: 2, seat: 'usa', events: [ev('bought', { unit: 'fighter' })] },
    ];
    expect(buildLog(byRound, log, [], seatName, view, tEn, 'en').map((g) => [g.turn, g.seat])).toEqual([
      [1, 'japan'],
      [1, 'usa'],
    ]);
    expect(entryTurns(byRound, log)).toEqual([1, 1, 1]);
  });

  it('without turnOf a game’s log is one group', () => {
    const plain: ClientGame = { ...client, turnOf: undefined, turnSeat: undefined };
    const groups = buildLog(plain, SMALL, [], seatName, view, tEn, 'en');
    expect(groups).toHaveLength(1);
    expect(groups[0]!.lines.map((l) => l.type)).toContain('turn');
  });
});

describe('the log panel', () => {
  const dom = mountedRoot();
  beforeEach(() => sessionStorage.clear());

  const render = (log: LogEntry[], props: Record<string, unknown> = {}) =>
    act(() => {
      dom.root.render(
        createElement(LogPanel, {
          client,
          log,
          seatName,
          viewer: 'bottom',
          view,
          t: tEn,
          lang: 'en',
          onRule: () => {},
          ...props,
        }),
      );
    });
  const q = (sel: string) => [...dom.container.querySelectorAll<HTMLElement>(sel)];
  const lines = () => q('[data-event]').map((l) => l.dataset.event);

  it('folds older turns and opens the current one; each fold names the turn and its side', () => {
    render(SMALL);
    const folds = q('.log-fold');
    expect(folds.map((f) => f.querySelector('.log-fold-title')!.textContent)).toEqual([
      `Turn 1: ${seatName('bottom')}`,
      `Turn 2: ${seatName('top')}`,
    ]);
    expect(folds.map((f) => f.getAttribute('aria-expanded'))).toEqual(['false', 'true']);
    expect(folds[0]!.textContent).toContain('5 lines');
    expect(lines()).toEqual(['card-played']);
    act(() => folds[0]!.click());
    expect(q('.log-fold')[0]!.getAttribute('aria-expanded')).toBe('true');
    expect(lines()).toEqual(['card-played', 'move', 'close-combat', 'dice', 'draw', 'card-played']);
    act(() => q('.log-fold')[1]!.click());
    expect(lines()).toEqual(['card-played', 'move', 'close-combat', 'dice', 'draw']);
  });

  it('filters: mine, combat, cards, all; the choice is remembered for the session', () => {
    render(SMALL);
    for (const f of q('.log-fold')) if (f.getAttribute('aria-expanded') === 'false') act(() => f.click());
    const filter = (name: string) => act(() => q(`.log-filter[data-filter=${name}]`)[0]!.click());
    filter('combat');
    expect(lines()).toEqual(['close-combat', 'dice']);
    expect(q('.log-filter[aria-pressed=true]').map((b) => b.dataset.filter)).toEqual(['combat']);
    filter('cards');
    expect(lines()).toEqual(['card-played', 'draw', 'card-played']);
    filter('mine');
    expect(lines()).toEqual(['card-played', 'move', 'close-combat', 'dice', 'draw']);
    expect(sessionStorage.getItem('wargame.logFilter')).toBe('mine');
    // A new panel (a reload in the same session) starts with the filter chosen.
    act(() => dom.root.render(null));
    render(SMALL);
    expect(q('[data-testid=log]')[0]!.dataset.filter).toBe('mine');
    filter('all');
    expect(sessionStorage.getItem('wargame.logFilter')).toBe('all');
  });

  it('gives a spectator no "mine" filter', () => {
    render(SMALL, { viewer: 'spectator' });
    expect(q('.log-filter').map((b) => b.dataset.filter)).toEqual(['all', 'combat', 'cards']);
  });

  it('is one tab stop however long the game: § tags are not tab stops', () => {
    const log = playedLog(200);
    render(log);
    // Open every turn: the most § tags there can be.
    for (const f of q('.log-fold')) if (f.getAttribute('aria-expanded') === 'false') act(() => f.click());
    const list = q('[role=log]')[0]!;
    const tags = [...list.querySelectorAll<HTMLElement>('.rule-ref')];
    expect(tags.length).toBeGreaterThan(45); // the old log made each of these a tab stop
    expect(tags.every((b) => b.tabIndex === -1)).toBe(true);
    const tabbable = (root: Element) =>
      [...root.querySelectorAll<HTMLElement>('button, [tabindex], a[href], input, select, textarea')].filter(
        (el) => el.tabIndex >= 0,
      );
    expect(tabbable(list)).toHaveLength(1);
    // The filter bar is one more stop (a toolbar): the whole log section is two.
    expect(tabbable(q('[data-testid=log]')[0]!)).toHaveLength(2);
  });

  it('moves with the arrow keys, opens a rule with Enter, folds a turn with the left and right keys', () => {
    const onRule = vi.fn();
    render(SMALL, { onRule });
    const key = (target: HTMLElement, k: string) =>
      act(() => {
        target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
      });
    // The tab stop is the newest line.
    const stop = () => q('[role=log] [tabindex="0"]');
    expect(stop().map((el) => el.dataset.logKey)).toEqual(['l:4-0']);
    key(stop()[0]!, 'Home');
    expect(document.activeElement?.getAttribute('data-log-key')).toBe('h:g0');
    expect(stop().map((el) => el.dataset.logKey)).toEqual(['h:g0']);
    key(stop()[0]!, 'ArrowRight'); // open turn 1
    expect(q('.log-fold')[0]!.getAttribute('aria-expanded')).toBe('true');
    key(stop()[0]!, 'ArrowDown');
    key(document.activeElement as HTMLElement, 'ArrowDown');
    expect(document.activeElement?.getAttribute('data-event')).toBe('move');
    key(document.activeElement as HTMLElement, 'Enter');
    expect(onRule).toHaveBeenCalledWith('8');
    key(document.activeElement as HTMLElement, 'ArrowLeft'); // back to its turn's heading
    expect(document.activeElement?.getAttribute('data-log-key')).toBe('h:g0');
    key(document.activeElement as HTMLElement, 'ArrowLeft'); // fold it
    expect(q('.log-fold')[0]!.getAttribute('aria-expanded')).toBe('false');
    key(document.activeElement as HTMLElement, 'End');
    expect(document.activeElement?.getAttribute('data-log-key')).toBe('l:4-0');
    expect(q('[role=log] [tabindex="0"]')).toHaveLength(1);
  });

  it('speaks Greek', () => {
    render(SMALL, { t: tEl, lang: 'el', seatName: (s: string) => client.seatName(s, view, tEl, 'el') });
    expect(q('.log-fold-title')[1]!.textContent).toBe(`Γύρος 2: ${client.seatName('top', view, tEl, 'el')}`);
    expect(q('.log-filter').map((b) => b.textContent)).toEqual(['Όλα', 'Δικά μου', 'Μάχη', 'Κάρτες']);
  });
});

/** A close combat with the coordinator's explained dice (contract 2). */
const EXPLAINED: GameEvent = ev('dice', {
  rule: '11.8',
  purpose: 'attack',
  unit: 'u1',
  target: 'u9',
  dice: 3,
  count: [
    { term: 'base', dice: 5 },
    { term: 'cap', dice: -3, terrain: 'forest' },
    { term: 'leader', dice: 1 },
  ],
  hitOn: ['medium', 'swords', 'leader'],
  flagsCount: true,
  faces: ['swords', 'medium', 'flag'],
  hits: 1,
  flags: 1,
  ignoredSwords: 1,
  pieces: {
    u1: { kind: 'HI', name: 'Heavy Infantry', side: 'bottom', at: 'E5' },
    u9: { kind: 'MI', name: 'Medium Infantry', side: 'top', at: 'E6' },
  },
});

describe('dice explained (Ancients)', () => {
  it('9-B says why this many dice: base, terrain cap, leader', () => {
    expect(
      countLines(EXPLAINED.count as unknown as Parameters<typeof countLines>[0], 'Heavy Infantry', tEn, 'en'),
    ).toEqual(['Heavy Infantry: 5 dice', 'Forest: at most 2', 'Leader attached: +1', 'Rolled: 3 dice']);
  });

  it('11.8 marks which faces hit, which are flags, and the sword the target ignored', () => {
    expect(marksOf(EXPLAINED)).toEqual({ hits: [false, true, false], flags: [false, false, true] });
    const [roll] = diceOf([EXPLAINED], view, tEn, 'en');
    expect(roll!.seat).toBe('bottom');
    expect(roll!.label).toBe('Heavy Infantry (E5) → Medium Infantry (E6)');
    expect(roll!.why).toEqual([
      'Heavy Infantry: 5 dice',
      'Forest: at most 2',
      'Leader attached: +1',
      'Rolled: 3 dice',
      'Hits on: blue triangle (the target’s symbol), swords (close combat), helmet (a leader inspires)',
      'Each flag makes the target retreat.',
      '1 sword ignored by the target.',
    ]);
  });

  it('marks an elephant’s re-rolls with its faces, and the symbol hit a camel ignores (11.4, 11-E)', () => {
    const elephant = ev('dice', {
      unit: 'e1',
      target: 'c1',
      dice: 2,
      faces: ['swords', 'medium'],
      rerolls: ['swords', 'light'],
      hitOn: ['medium', 'swords'],
      flagsCount: true,
      hits: 3,
      flags: 0,
    });
    expect(marksOf(elephant).hits).toEqual([true, true, true, false]);
    const camel = ev('dice', {
      dice: 2,
      faces: ['medium', 'medium'],
      hitOn: ['medium'],
      flagsCount: false,
      hits: 1,
      flags: 0,
      ignoredHits: 1,
    });
    expect(marksOf(camel)).toEqual({ hits: [false, true], flags: [false, false] });
    // Totals that the marking cannot explain: no marking rather than a wrong one.
    expect(marksOf({ ...camel, hits: 2 }).hits).toBeUndefined();
  });

  it('9-B an elephant’s number and tactical flexibility’s are the count itself; a marsh die (16-F)', () => {
    expect(
      countLines(
        [
          { term: 'elephant', dice: 3 },
          { term: 'cap', dice: -1, terrain: 'hill' },
        ],
        'Elephants',
        tEn,
        'en',
      ),
    ).toEqual(['Elephant against this target: 3 dice', 'Hill: at most 2', 'Rolled: 2 dice']);
    expect(countLines([{ term: 'tactical-flexibility', dice: 3 }], 'Heavy Infantry', tEn, 'en')).toEqual([
      'Roman tactical flexibility: 3 dice',
    ]);
    const marsh = ev('dice', {
      rule: '16',
      purpose: 'marsh',
      unit: 'u1',
      dice: 1,
      count: [{ term: 'marsh', dice: 1 }],
      hitOn: ['heavy'],
      flagsCount: false,
      faces: ['heavy'],
      hits: 1,
      flags: 0,
      pieces: { u1: { kind: 'HI', name: 'Heavy Infantry', side: 'bottom', at: 'E5' } },
    });
    const [roll] = diceOf([marsh], view, tEn, 'en');
    expect(roll).toMatchObject({ label: 'Heavy Infantry (E5) for the marsh', hits: [true], flags: [false] });
    expect(roll!.why).toEqual([
      'Entering a marsh: 1 die',
      'Hits on: red square (its own symbol)',
      'Flags do not count in this roll.',
    ]);
  });

  it('explains every roll of a played game: each term of its count in words, each die marked', () => {
    // Akragas, and two battles with elephants.
    const games = [playedLog(200), playedLog(200, 'log-dice', '005'), playedLog(200, 'log-dice', '013')];
    const rolls = games.flat().flatMap((e) => e.events.filter((ev) => ev.type === 'dice'));
    expect(rolls.length).toBeGreaterThan(40);
    const seen = new Set<string>();
    for (const e of rolls) {
      const [roll] = diceOf([e], view, tEn, 'en');
      expect(roll!.hits, JSON.stringify(e)).toHaveLength(roll!.faces.length + (roll!.rerolls?.length ?? 0));
      expect(roll!.flags, JSON.stringify(e)).toBeDefined();
      const count = (e.count ?? []) as { term: string }[];
      expect(count.length, JSON.stringify(e)).toBeGreaterThan(0);
      for (const { term } of count) {
        seen.add(term);
        // No term fell through to the raw "term: +n" line.
        expect(
          roll!.why!.some((l) => l.startsWith(`${term}:`)),
          term,
        ).toBe(false);
      }
    }
    expect(seen.has('elephant')).toBe(true);
  });

  it('shows what it can of an old event without the explanation', () => {
    const old = ev('dice', {
      unit: 'u1',
      target: 'u9',
      dice: 2,
      faces: ['heavy', 'flag'],
      hits: 1,
      flags: 1,
    });
    expect(marksOf(old)).toEqual({ flags: [false, true] });
    expect(marksOf({ ...old, hits: 0, flags: 0 })).toEqual({ hits: [false, false], flags: [false, false] });
    const [roll] = diceOf([old], view, tEn, 'en');
    expect(roll!.why).toBeUndefined();
    expect(roll!.faces).toEqual(['heavy', 'flag']);
  });

  it('explains a leader’s casualty check (14.1) in Greek too', () => {
    const check = ev('leader-check', {
      rule: '14.1',
      leader: 'l1',
      unitEliminated: false,
      faces: ['leader', 'flag'],
      result: 'survived',
      pieces: { l1: { kind: 'leader', name: 'Hannibal', side: 'top', at: 'D5' } },
    });
    const [en] = diceOf([check], view, tEn, 'en');
    expect(en).toMatchObject({ label: 'Hannibal', seat: 'top', hits: [true, false] });
    expect(en!.why).toEqual(['His unit lost blocks: 2 dice, two helmets kill him.']);
    const [el] = diceOf([EXPLAINED], view, tEl, 'el');
    expect(el!.why![1]).toBe('Δάσος: το πολύ 2');
    expect(el!.why![2]).toBe('Με προσαρτημένο ηγέτη: +1');
  });
});

describe('the dice tray', () => {
  const dom = mountedRoot();
  const render = (log: LogEntry[]) =>
    act(() => {
      dom.root.render(createElement(DiceTray, { client, log, view, t: tEn, lang: 'en', onRule: () => {} }));
    });
  const q = (sel: string) => [...dom.container.querySelectorAll<HTMLElement>(sel)];
  const withExplained: LogEntry[] = [
    ...SMALL.slice(0, 2),
    { index: 2, seat: 'bottom', events: [EXPLAINED] },
    {
      index: 3,
      seat: 'top',
      events: [
        ev('dice', {
          rule: '11.10',
          purpose: 'battle-back',
          unit: 'u9',
          target: 'u1',
          dice: 1,
          faces: ['light'],
          hits: 0,
          flags: 0,
          count: [{ term: 'base', dice: 1 }],
          hitOn: ['heavy', 'swords'],
          flagsCount: true,
          pieces: {
            u9: { kind: 'MI', name: 'Medium Infantry', side: 'top', at: 'E6' },
            u1: { kind: 'HI', name: 'Heavy Infantry', side: 'bottom', at: 'E5' },
          },
        }),
      ],
    },
  ];

  it('says whose each roll is and when; the older action’s roll is marked older', () => {
    render(withExplained);
    const rolls = q('.roll');
    expect(rolls.map((r) => r.dataset.ago)).toEqual(['1', '0']);
    expect(rolls.map((r) => r.classList.contains('roll-old'))).toEqual([true, false]);
    expect(rolls[0]!.querySelector('.roll-when')!.textContent).toBe(
      `${seatName('bottom')}turn 11 action agoearlier roll`,
    );
    expect(rolls[1]!.querySelector('.roll-seat')!.textContent).toBe(seatName('top'));
    expect(rolls[1]!.querySelector('.roll-ago')!.textContent).toBe('this action');
    expect(rolls[1]!.querySelector('.roll-label')!.textContent).toContain(
      'Medium Infantry (E6) battling back → Heavy Infantry (E5)',
    );
  });

  it('marks every die hit, flag or no effect, and lists why', () => {
    render(withExplained);
    const [attack, back] = q('.roll');
    expect([...attack!.querySelectorAll<HTMLElement>('.die-slot')].map((d) => d.dataset.mark)).toEqual([
      'miss',
      'hit',
      'flag',
    ]);
    expect([...back!.querySelectorAll<HTMLElement>('.die-slot')].map((d) => d.dataset.mark)).toEqual([
      'miss',
    ]);
    expect([...attack!.querySelectorAll('.roll-why li')].map((li) => li.textContent)).toContain(
      'Forest: at most 2',
    );
  });

  it('tells an old roll from the current action: later actions without dice age it', () => {
    const later: LogEntry[] = [
      ...withExplained,
      { index: 4, seat: 'top', events: [ev('move', { piece: 'u9', from: 'E6', to: 'E7' })] },
      { index: 5, seat: 'top', events: [ev('move', { piece: 'u8', from: 'F6', to: 'F7' })] },
    ];
    const rolls = trayRolls(client, later, view, tEn, 'en');
    expect(rolls.map((r) => [r.ago, r.turn, r.seat])).toEqual([
      [3, 1, 'bottom'],
      [2, 1, 'top'],
    ]);
    render(later);
    expect(q('.roll').every((r) => r.classList.contains('roll-old'))).toBe(true);
    expect(q('.roll-ago').map((r) => r.textContent)).toEqual(['3 actions ago', '2 actions ago']);
  });

  it('does not mix in the rolls of an earlier turn', () => {
    const log: LogEntry[] = [
      { index: 0, seat: 'bottom', events: [EXPLAINED, ev('turn', { number: 2, side: 'top' })] },
      { index: 1, seat: 'top', events: [{ ...EXPLAINED, unit: 'u9', target: 'u1' }] },
    ];
    expect(trayRolls(client, log, view, tEn, 'en').map((r) => r.turn)).toEqual([2]);
  });
});
