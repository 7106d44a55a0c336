// @vitest-environment happy-dom
/**
 * The table's flow (issue 16): actions that cannot be undone wait on a confirm bar; a takeback against the
 * computer asks nobody; the header names the kind of game; the result shows only at the end of the
 * replay; the replay steps by turn, plays by itself and follows the keys; the other side's moves play back
 * one at a time; the end of the game has its summary and its buttons (rematch, new game, replay).
 */
import { ancients } from '@wargame/ancients';
import { type Action, type Json, seatsToAct } from '@wargame/engine';
import { act, createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ancientsSummary } from '../src/games/ancients/summary.ts';
import { loadClient } from '../src/games/registry.ts';
import type { ClientGame } from '../src/games/types.ts';
import { I18nProvider } from '../src/i18n/index.tsx';
import { LocalSession } from '../src/local/session.ts';
import { rematchRecord, takebackSeat } from '../src/local/useLocalTable.ts';
import type { GameSnapshot } from '../src/online/api.ts';
import { onlineRematch } from '../src/online/useOnlineTable.ts';
import { REPLAY_STEP_MS, turnStarts } from '../src/table/Replay.tsx';
import { Table } from '../src/table/Table.tsx';
import type {
  LogEntry,
  ReplayData,
  SeatInfo,
  StepView,
  TableController,
  TableSnapshot,
} from '../src/table/types.ts';
import { nextStep, recentEvents, WATCH_STEP_MS } from '../src/table/watch.ts';
import { mountedRoot } from './dom.ts';
import { choose } from './e2e/drive.ts';
import { ENDGAME } from './e2e/positions.ts';
import { tEl, tEn } from './support.ts';

let client: ClientGame;
beforeAll(async () => {
  client = (await loadClient('ancients'))!;
});

/** A session of scenario 001 played `n` actions with the scripted policy. */
function played(n: number, seed = 'flow'): LocalSession {
  const session = LocalSession.create(ancients, { scenario: '001', seed });
  for (let i = 0; i < n; i++) {
    const seat = seatsToAct(ancients, session.state)[0]!;
    const result = session.act(
      seat,
      choose(session.state as never, seat as 'top' | 'bottom', session.legal(seat)),
    );
    if (!result.ok) throw new Error(result.error.message);
  }
  return session;
}

/** The battle one banner from its end, played to its end (the defender stands). */
function finished(): LocalSession {
  const session = LocalSession.create(ancients, { scenario: '001', seed: 'endgame', position: ENDGAME });
  session.act('bottom', { type: 'close-combat', unit: 'b1', target: 't1' });
  for (let guard = 0; guard < 20 && !session.outcome(); guard++) {
    const seat = seatsToAct(ancients, session.state)[0]!;
    const legal = session.legal(seat);
    const action =
      legal.find((a) => a.type === 'stand') ?? choose(session.state as never, seat as never, legal);
    const result = session.act(seat, action);
    if (!result.ok) throw new Error(result.error.message);
  }
  if (!session.outcome()) throw new Error('the endgame did not end');
  return session;
}

function snapshotOf(
  session: LocalSession,
  seats: SeatInfo[],
  over: Partial<TableSnapshot> = {},
): TableSnapshot {
  const seat = seatsToAct(ancients, session.state)[0] ?? 'bottom';
  const viewer = over.viewer ?? seat;
  return {
    mode: 'local',
    game: 'ancients',
    scenario: '001',
    viewer,
    view: session.view(viewer),
    version: session.length,
    pending: session.outcome() ? [] : ancients.pending(session.state as never),
    legal: typeof viewer === 'string' && viewer !== 'spectator' ? session.legal(viewer) : [],
    log: session.log(viewer),
    outcome: session.outcome(),
    seats,
    canUndo: false,
    canTakeback: session.length > 0,
    passTo: null,
    connected: true,
    commitment: null,
    ...over,
  };
}

interface Fake extends TableController {
  acts: Action[];
  takebacks: number;
}

function fake(snapshot: TableSnapshot, extra: Partial<TableController> = {}): Fake {
  const controller: Fake = {
    snapshot,
    error: null,
    notice: null,
    acts: [],
    takebacks: 0,
    act: (a) => controller.acts.push(a),
    undo: () => {},
    takeback: () => {
      controller.takebacks++;
    },
    loadReplay: async () => null,
    dismissNotice: () => {},
    ...extra,
  };
  return controller;
}

const ME_AI: SeatInfo[] = [
  { seat: 'bottom', controller: 'me' },
  { seat: 'top', controller: 'ai' },
];
const HOTSEAT: SeatInfo[] = [
  { seat: 'bottom', controller: 'me' },
  { seat: 'top', controller: 'hotseat' },
];

const dom = mountedRoot();

function render(controller: TableController): void {
  act(() => {
    dom.root.render(
      createElement(I18nProvider, { lang: 'en' } as never, createElement(Table, { controller })),
    );
  });
}

const $ = (selector: string) => dom.container.querySelector(selector);
function click(selector: string): void {
  const el = $(selector);
  if (!el) throw new Error(`nothing matches ${selector}`);
  act(() => {
    el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
}
function key(name: string, target: EventTarget = document.body): void {
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
  });
}

describe('3: a card, a roll — an action that cannot be undone — waits for confirmation', () => {
  const original = { confirmation: undefined as ClientGame['confirmation'] };
  beforeAll(() => {
    original.confirmation = client.confirmation;
  });
  afterEach(() => {
    if (original.confirmation) client.confirmation = original.confirmation;
    else delete client.confirmation;
    vi.useRealTimers();
  });

  /** A table at the first card play, the first card confirmed, the second (if any) sent at once. */
  function atFirstCard(confirm: (a: Action) => { text: string; warning?: boolean } | null) {
    client.confirmation = (action) => confirm(action);
    const session = played(0);
    const snapshot = snapshotOf(session, ME_AI, { viewer: seatsToAct(ancients, session.state)[0]! });
    const controller = fake(snapshot);
    render(controller);
    const cards = snapshot.legal.filter((a) => a.type === 'play-card');
    expect(cards.length).toBeGreaterThan(1);
    return { controller, cards };
  }

  it('the first click holds the card, the second click on it plays it', () => {
    const { controller, cards } = atFirstCard((a) => ({ text: `Play ${String(a.card)}?` }));
    const card = `[data-card="${String(cards[0]!.card)}"]`;
    click(card);
    expect(controller.acts).toEqual([]);
    expect($('[data-testid=confirm-bar]')?.textContent).toContain(`Play ${String(cards[0]!.card)}?`);
    // The keyboard's focus is on the bar's Confirm.
    expect(document.activeElement?.getAttribute('data-testid')).toBe('confirm-yes');
    click(card);
    expect(controller.acts).toEqual([cards[0]]);
    expect($('[data-testid=confirm-bar]')).toBeNull();
  });

  it('Enter or Confirm sends it; Escape or Cancel drops it; the focus stays in play, not on the page body', () => {
    vi.useFakeTimers();
    const { controller, cards } = atFirstCard(() => ({ text: 'Sure?' }));
    const card = `[data-card="${String(cards[0]!.card)}"]`;
    click(card);
    key('Escape');
    expect($('[data-testid=confirm-bar]')).toBeNull();
    act(() => vi.runAllTimers());
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement?.getAttribute('data-testid')).toBe('decision');
    click(card);
    click('[data-testid=confirm-no]');
    expect(controller.acts).toEqual([]);
    click(card);
    key('Enter');
    expect(controller.acts).toEqual([cards[0]]);
    click(card);
    click('[data-testid=confirm-yes]');
    expect(controller.acts).toEqual([cards[0], cards[0]]);
    act(() => vi.runAllTimers());
    expect(document.activeElement).not.toBe(document.body);
  });

  it('another action replaces the one held', () => {
    const [first, second] = [0, 1];
    const { controller, cards } = atFirstCard((a) => ({ text: `Play ${String(a.card)}?` }));
    click(`[data-card="${String(cards[first]!.card)}"]`);
    click(`[data-card="${String(cards[second]!.card)}"]`);
    expect(controller.acts).toEqual([]);
    expect($('[data-testid=confirm-bar]')?.textContent).toContain(`Play ${String(cards[second]!.card)}?`);
    // Only the card on the bar is confirmed by a second click.
    click(`[data-card="${String(cards[second]!.card)}"]`);
    expect(controller.acts).toEqual([cards[second]]);
  });

  it('an action the game does not ask about is sent on the first click, and drops the one held', () => {
    let asked: unknown = null;
    const { controller, cards } = atFirstCard((a) => (a.card === asked ? { text: 'Sure?' } : null));
    asked = cards[0]!.card;
    click(`[data-card="${String(cards[0]!.card)}"]`);
    expect($('[data-testid=confirm-bar]')).not.toBeNull();
    click(`[data-card="${String(cards[1]!.card)}"]`);
    expect(controller.acts).toEqual([cards[1]]);
    expect($('[data-testid=confirm-bar]')).toBeNull();
  });

  it('a button that goes with its action hands the focus on to the decision, not the page body', () => {
    vi.useFakeTimers();
    client.confirmation = () => null;
    const session = played(1);
    const seat = seatsToAct(ancients, session.state)[0]!;
    const controller = fake(snapshotOf(session, ME_AI, { viewer: seat }));
    controller.act = (action) => {
      session.act(seat, action);
      render({ ...controller, snapshot: snapshotOf(session, ME_AI, { viewer: seat }) });
    };
    render(controller);
    const button = $('[data-testid=decision] button[data-action]') as HTMLButtonElement;
    const type = button.getAttribute('data-action');
    button.focus();
    click(`[data-testid=decision] button[data-action="${type}"]`);
    expect($(`[data-testid=decision] button[data-action="${type}"]`)).toBeNull();
    act(() => vi.runAllTimers());
    expect(document.activeElement?.getAttribute('data-testid')).toBe('decision');
  });

  it('4: a warning is drawn as a warning', () => {
    atFirstCard(() => ({ text: 'You have ordered 0 of 3 units: end orders anyway?', warning: true }));
    click('[data-card][data-playable=true]');
    const bar = $('[data-testid=confirm-bar]')!;
    expect(bar.classList.contains('warning')).toBe(true);
    expect(bar.querySelector('[role=alert]')?.textContent).toContain('end orders anyway?');
  });
});

describe('3: a takeback against the computer asks nobody', () => {
  it('local, against the computer: no consent dialog, the takeback is made', () => {
    const session = played(3);
    const controller = fake(snapshotOf(session, ME_AI));
    render(controller);
    click('[data-testid=takeback]');
    expect($('.modal')).toBeNull();
    expect(controller.takebacks).toBe(1);
  });

  it('local, hot-seat: both players at the device agree in a dialog first', () => {
    const session = played(3);
    const controller = fake(snapshotOf(session, HOTSEAT));
    render(controller);
    click('[data-testid=takeback]');
    expect($('.modal')?.textContent).toContain('Both players agree');
    expect(controller.takebacks).toBe(0);
    click('.modal button.primary');
    expect(controller.takebacks).toBe(1);
  });

  it('the takeback goes back past the computer’s reply to the player’s own last action', () => {
    const session = played(6);
    const actions = session.save.actions;
    const seats = [...new Set(actions.map((a) => a.seat))];
    expect(seats.length).toBe(2);
    const lastSeat = actions[actions.length - 1]!.seat;
    const other = seats.find((s) => s !== lastSeat)!;
    // The last action is the computer's: the takeback is of the person's last action.
    const found = takebackSeat(session, { [lastSeat]: 'ai', [other]: 'me' });
    let mine = actions.length - 1;
    while (actions[mine]!.seat !== other) mine--;
    expect(found).toEqual({ seat: other, index: mine });
    // Hot-seat: the last action, whoever made it.
    expect(takebackSeat(session, { [lastSeat]: 'hotseat', [other]: 'me' })).toEqual({
      seat: lastSeat,
      index: actions.length - 1,
    });
  });
});

describe('10: the header names the kind of game', () => {
  it('against the computer, hot-seat, online', () => {
    const session = played(0);
    render(fake(snapshotOf(session, ME_AI)));
    expect($('[data-testid=mode]')?.textContent).toBe('Against the computer');
    expect($('[data-testid=viewer]')?.textContent).not.toContain('Hot-seat');
    render(fake(snapshotOf(session, HOTSEAT)));
    expect($('[data-testid=mode]')?.textContent).toBe('Hot-seat');
    render(
      fake(
        snapshotOf(
          session,
          [
            { seat: 'bottom', controller: 'me' },
            { seat: 'top', controller: 'remote' },
          ],
          { mode: 'online' },
        ),
      ),
    );
    expect($('[data-testid=mode]')?.textContent).toBe('Online');
  });
});

function replayOf(session: LocalSession): ReplayData {
  return {
    length: session.length,
    revealed: true,
    viewAt: (i) => client.fullView(session.stateAt(i)),
    logAt: (i) => session.fullLog(i),
  };
}

async function openReplay(): Promise<void> {
  await act(async () => {
    $('[data-testid=replay-toggle]')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
}

const replayIndex = () => Number($('[data-testid=replay]')?.getAttribute('data-index'));

describe('10: the replay shows the result only at its end', () => {
  it('turn 1 of the replay has no "battle is over"; its end has', async () => {
    const session = finished();
    render(
      fake(snapshotOf(session, HOTSEAT, { viewer: 'bottom' }), { loadReplay: async () => replayOf(session) }),
    );
    expect($('[data-testid=outcome]')?.textContent).toContain('The battle is over');
    await openReplay();
    expect(replayIndex()).toBe(session.length);
    expect($('[data-testid=outcome]')).not.toBeNull();
    key('Home');
    expect(replayIndex()).toBe(0);
    expect($('[data-testid=outcome]')).toBeNull();
    expect(dom.container.textContent).not.toContain('The battle is over');
    key('End');
    expect($('[data-testid=outcome]')?.textContent).toContain('Syracusan');
  });
});

describe('6: a replay one can use: by turn, autoplay, arrow keys', () => {
  afterEach(() => vi.useRealTimers());

  it('turns begin after the action whose events open them; without turnOf every action is a step', () => {
    const session = played(60);
    const log = session.fullLog();
    const starts = turnStarts(log, client.turnOf?.bind(client));
    const opening = log.flatMap((e, i) => (e.events.some((ev) => ev.type === 'turn') ? [i + 1] : []));
    expect(opening.length).toBeGreaterThan(1);
    expect(starts.map((s) => s.index)).toEqual([0, ...opening]);
    expect(starts[1]!.turn).toBe(2);
    expect(starts[0]!.turn).toBe(1);
    expect(turnStarts(log.slice(0, 3), undefined).map((s) => s.index)).toEqual([0, 1, 2, 3]);
  });

  it('previous/next turn, arrows, Home/End, and play/pause', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const session = played(60);
    const starts = turnStarts(session.fullLog(), client.turnOf?.bind(client)).map((s) => s.index);
    render(fake(snapshotOf(session, HOTSEAT), { loadReplay: async () => replayOf(session) }));
    await openReplay();
    key('Home');
    expect(replayIndex()).toBe(0);
    click('[data-testid=replay-next-turn]');
    expect(replayIndex()).toBe(starts[1]);
    click('[data-testid=replay-next-turn]');
    expect(replayIndex()).toBe(starts[2]);
    click('[data-testid=replay-prev-turn]');
    expect(replayIndex()).toBe(starts[1]);
    key('ArrowRight');
    expect(replayIndex()).toBe(starts[1]! + 1);
    key('ArrowLeft');
    key('ArrowLeft');
    expect(replayIndex()).toBe(starts[1]! - 1);
    key('PageDown');
    expect(replayIndex()).toBe(starts[1]);
    key('End');
    expect(replayIndex()).toBe(session.length);
    key('Home');
    click('[data-testid=replay-play]');
    act(() => vi.advanceTimersByTime(REPLAY_STEP_MS));
    expect(replayIndex()).toBe(1);
    act(() => vi.advanceTimersByTime(REPLAY_STEP_MS));
    act(() => vi.advanceTimersByTime(REPLAY_STEP_MS));
    expect(replayIndex()).toBe(3);
    click('[data-testid=replay-play]');
    act(() => vi.advanceTimersByTime(REPLAY_STEP_MS * 3));
    expect(replayIndex()).toBe(3);
    // The board follows: at 0 no log line of the game yet.
    key('Home');
    expect(dom.container.querySelectorAll('.log-line')).toHaveLength(0);
  });
});

describe('watching the other side: its moves one at a time, skippable, marked until one acts', () => {
  afterEach(() => vi.useRealTimers());
  const watched = new Set(['top']);
  const entry = (index: number, seat: string, type = 'move'): LogEntry => ({
    index,
    seat,
    events: [{ type, from: `A${index}`, to: `B${index}` }],
  });

  it('one’s own entries at once, the others’ one step at a time (only where the position is known)', () => {
    const log = [entry(0, 'bottom'), entry(1, 'top'), entry(2, 'top'), entry(3, 'top')];
    const all = () => true;
    expect(nextStep(log, 0, watched, all)).toEqual({ count: 1, immediate: true });
    expect(nextStep(log, 1, watched, all)).toEqual({ count: 2, immediate: false });
    expect(nextStep(log, 3, watched, all)).toEqual({ count: 4, immediate: false });
    expect(nextStep(log, 4, watched, all)).toBeNull();
    // Online: a position arrives with each live update; steps stop only there.
    expect(nextStep(log, 1, watched, (n) => n === 3)).toEqual({ count: 3, immediate: false });
    expect(nextStep(log, 1, watched, () => false)).toEqual({ count: 4, immediate: false });
    // An entry of this device's after the others' jumps past them all.
    expect(nextStep([...log, entry(4, 'bottom')], 1, watched, all)).toEqual({ count: 5, immediate: true });
  });

  it('the board marks everything since the viewer’s own last action', () => {
    const log = [entry(0, 'bottom'), entry(1, 'top'), entry(2, 'top')];
    expect(recentEvents(log, 'bottom').map((e) => e.from)).toEqual(['A1', 'A2']);
    // Just after one's own action: its own events.
    expect(recentEvents([...log, entry(3, 'bottom')], 'bottom').map((e) => e.from)).toEqual(['A3']);
    // A spectator: the moves of the player now playing.
    expect(recentEvents(log, 'spectator').map((e) => e.from)).toEqual(['A1', 'A2']);
  });

  it('the computer’s moves play back at WATCH_STEP_MS each, the board at each position; Skip ends it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const session = played(0, 'watch');
    const human = seatsToAct(ancients, session.state)[0]!;
    const computer = human === 'top' ? 'bottom' : 'top';
    const seats: SeatInfo[] = [
      { seat: human, controller: 'me' },
      { seat: computer, controller: 'ai' },
    ];
    const stepAt = (count: number): StepView => ({ view: session.viewAt(count, human), version: count });
    // The person plays until the computer's turn; the computer then plays several actions.
    while (seatsToAct(ancients, session.state)[0] === human) {
      session.act(human, choose(session.state as never, human as never, session.legal(human)));
    }
    const before = session.length;
    const controller = fake(snapshotOf(session, seats, { viewer: human }), { stepAt });
    render(controller);
    expect($('.table')?.getAttribute('data-version')).toBe(String(before));
    let moves = 0;
    while (seatsToAct(ancients, session.state)[0] === computer && moves < 5) {
      session.act(computer, choose(session.state as never, computer as never, session.legal(computer)));
      moves++;
    }
    expect(moves).toBeGreaterThan(2);
    render({ ...controller, snapshot: snapshotOf(session, seats, { viewer: human }) });
    // The first move at once, the next ones a step apart; the table is the position after each.
    const shown = () => Number($('.table')?.getAttribute('data-version'));
    expect(shown()).toBe(before + 1);
    expect($('[data-testid=watch]')).not.toBeNull();
    expect($('.table')?.getAttribute('data-watching')).toBe('true');
    expect(dom.container.querySelectorAll('[data-card][data-playable=true]')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(WATCH_STEP_MS - 10));
    expect(shown()).toBe(before + 1);
    act(() => vi.advanceTimersByTime(20));
    expect(shown()).toBe(before + 2);
    expect($('[data-testid=watch]')?.getAttribute('data-index')).toBe('2');
    expect($('[data-testid=watch]')?.getAttribute('data-total')).toBe(String(moves));
    click('[data-testid=watch-skip]');
    expect(shown()).toBe(before + moves);
    expect($('[data-testid=watch]')).toBeNull();
  });
});

describe('5: the end of the game — result, banners and casualties, rematch, new game, replay', () => {
  it('Ancients: banners per army, and the units and leaders each lost (4, 14)', () => {
    const session = finished();
    const rows = ancientsSummary(client.fullView(session.state), session.fullLog(), tEn, 'en');
    const value = (label: string) => rows.find((r) => r.label === label)?.value;
    expect(value('Banners: Syracusan')).toBe('5 of 5');
    expect(value('Banners: Carthaginian')).toBe('2 of 5');
    expect(value('Units lost: Carthaginian')).toBe('1: Medium Infantry');
    expect(value('Units lost: Syracusan')).toBe('none');
    expect(value('Leaders lost: Carthaginian')).toBe('none');
    const greek = ancientsSummary(client.fullView(session.state), session.fullLog(), tEl, 'el');
    expect(greek.map((r) => r.label).join(' ')).toMatch(/Λάβαρα/);
  });

  it('an end panel with the summary; Rematch opens the new game, New game the new-game page', async () => {
    const session = finished();
    const rematch = vi.fn(async () => ({ route: '/local/next-one' }));
    const replay = vi.fn(async () => replayOf(session));
    render(fake(snapshotOf(session, ME_AI, { viewer: 'bottom' }), { rematch, loadReplay: replay }));
    const panel = $('[data-testid=end-panel]')!;
    expect(panel.textContent).toContain('Banners: Syracusan');
    expect(panel.textContent).toContain('5 of 5');
    await act(async () => {
      $('[data-testid=rematch]')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(rematch).toHaveBeenCalledOnce();
    expect(location.hash).toBe('#/local/next-one');
    click('[data-testid=end-new-game]');
    expect(location.hash).toBe('#/new/ancients?scenario=001');
    await act(async () => {
      $('[data-testid=end-replay]')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect($('[data-testid=replay]')).not.toBeNull();
    expect($('[data-testid=end-panel]')).toBeNull();
  });

  it('an online rematch shows its invite to send', async () => {
    const session = finished();
    const rematch = async () => ({
      route: '/g/new-game',
      invites: [{ seat: 'top', url: 'http://host/play/new-game?invite=abc' }],
    });
    render(fake(snapshotOf(session, ME_AI, { viewer: 'bottom', mode: 'online' }), { rematch }));
    await act(async () => {
      $('[data-testid=rematch]')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(($('[data-testid=rematch-invite-url]') as HTMLInputElement).value).toBe(
      'http://host/play/new-game?invite=abc',
    );
    click('[data-testid=rematch-open]');
    expect(location.hash).toBe('#/g/new-game');
  });

  it('local rematch: same battle, start and seats, a new seed, no actions', () => {
    const session = finished();
    const record = {
      id: 'old',
      game: 'ancients',
      scenario: '001',
      created: '2026-01-01T00:00:00.000Z',
      updated: '2026-01-01T00:00:00.000Z',
      controllers: { bottom: 'me' as const, top: 'ai' as const },
      aiLevels: { top: 'hard' as const },
      save: session.serialize(),
      summary: { turn: 1, toMove: [], winners: ['bottom'], labels: {} },
    };
    const next = rematchRecord(record, session);
    const save = JSON.parse(next.save) as {
      seed: string;
      position?: Json;
      actions: unknown[];
      scenario: string;
    };
    expect(next.id).not.toBe('old');
    expect(next.controllers).toEqual(record.controllers);
    expect(next.aiLevels).toEqual({ top: 'hard' });
    expect(save.scenario).toBe('001');
    expect(save.position).toEqual(session.save.position);
    expect(save.actions).toEqual([]);
    expect(save.seed).not.toBe(session.save.seed);
  });

  it('online rematch: the same scenario through the create API, this device’s seats its own again', async () => {
    const sent: unknown[] = [];
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return new Response(
        JSON.stringify({
          id: 'g2',
          seats: [{ seat: 'bottom', token: 'tok', url: '/g/g2?token=tok' }],
          invites: [{ seat: 'top', invite: 'inv', url: '/play/g2?invite=inv' }],
          spectator: { url: '/watch/g2' },
        }),
        { status: 201, headers: { 'content-type': 'application/json' } },
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    try {
      const data = {
        game: 'ancients',
        scenario: '003',
        seats: ['bottom'],
        players: [
          { seat: 'bottom', player: null, ai: false },
          { seat: 'top', player: null, ai: false },
        ],
      } as unknown as GameSnapshot;
      const made = await onlineRematch(data, null, ['bottom', 'top']);
      expect(sent).toEqual([{ game: 'ancients', scenario: '003', seats: { bottom: 'me', top: 'open' } }]);
      expect(made.route).toBe('/g/g2');
      expect(made.invites).toEqual([{ seat: 'top', url: `${location.origin}/play/g2?invite=inv` }]);
      // The computer's seat stays the computer's, at its level.
      await onlineRematch(
        { ...data, players: [data.players![0]!, { seat: 'top', player: null, ai: true, aiLevel: 'hard' }] },
        null,
        ['bottom', 'top'],
      );
      expect((sent[1] as { seats: unknown }).seats).toEqual({ bottom: 'me', top: { ai: 'hard' } });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
