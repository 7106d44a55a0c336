/**
 * End to end, the table's flow (issue 16): against the computer a card waits on the confirm bar and a
 * takeback asks nobody, the header says so, and the computer's moves play back one at a time, marked on
 * the board; a finished battle shows its result, banners and losses, and its replay steps by keys, by turn
 * and by itself, with the result only at its end; a rematch starts the same battle again. Online, a burst
 * of the opponent's moves plays back at a readable pace (or is skipped), and a rematch is created on the
 * server with its invite to send.
 */
import { type AncientsState, ancients } from '@wargame/ancients';
import { type Action, newSave, replay, seatsToAct, serializeSave } from '@wargame/engine';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choose, clickAction } from './drive.ts';
import { ENDGAME } from './positions.ts';
import {
  createTwoSeatGame,
  ensureBuilt,
  HAS_CHROMIUM,
  launch,
  type RunningServer,
  shot,
  startServer,
  type TwoSeatGame,
  watchErrors,
} from './support.ts';

/** The table's step between two moves of the other side (src/table/watch.ts), less a margin for timers. */
const STEP_MS = 700;
const MARGIN_MS = 120;

/** Record every version the table shows, with the time it showed it. */
async function recordVersions(page: Page): Promise<void> {
  await page.evaluate(() => {
    const table = document.querySelector('.table')!;
    const seen: [number, number][] = [[Number(table.getAttribute('data-version')), performance.now()]];
    (window as unknown as { __seen: [number, number][] }).__seen = seen;
    new MutationObserver(() =>
      seen.push([Number(table.getAttribute('data-version')), performance.now()]),
    ).observe(table, { attributes: true, attributeFilter: ['data-version'] });
  });
}

async function versionsSeen(page: Page): Promise<[number, number][]> {
  return page.evaluate(() => (window as unknown as { __seen: [number, number][] }).__seen);
}

/** The table showed each of these versions in turn, one at a time, at least a step apart. */
function steppedOneByOne(seen: [number, number][], versions: number[]): void {
  const shown = seen.filter(([v]) => v >= versions[0]! && v <= versions[versions.length - 1]!);
  expect(shown.map(([v]) => v)).toEqual(versions);
  for (let i = 1; i < shown.length; i++) {
    expect(shown[i]![1] - shown[i - 1]![1]).toBeGreaterThanOrEqual(STEP_MS - MARGIN_MS);
  }
}

describe.skipIf(!HAS_CHROMIUM)('the table’s flow (end to end)', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    await ensureBuilt();
    server = await startServer();
    browser = await launch();
  }, 180_000);

  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await server?.close();
  });

  async function page(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    contexts.push(context);
    return context.newPage();
  }

  /** The local game's save as the browser keeps it, replayed here: its state and each action's events. */
  async function localGame(p: Page) {
    const text = await p.evaluate(() => {
      const ids = JSON.parse(localStorage.getItem('wargame.local.index') ?? '[]') as string[];
      return JSON.parse(localStorage.getItem(`wargame.local.game.${ids[0]}`) ?? '{}').save as string;
    });
    const result = replay(ancients, text);
    if (!result.ok) throw new Error(result.error.message);
    return { state: result.state as AncientsState, events: result.events, length: result.events.length };
  }

  it('against the computer: confirm a card, take it back without asking, watch the computer’s turn', async () => {
    const p = await page();
    const errors = watchErrors(p);
    await p.goto(`${server.url}/#/new/ancients?scenario=001&seed=flow-ai`);
    await p.check('[data-seat=bottom] input[value=me]');
    await p.check('[data-seat=top] input[value=ai]');
    await p.selectOption('[data-testid=ai-level-top]', 'easy');
    await p.click('[data-testid=start]');
    await p.waitForSelector('.table[data-version="0"][data-viewer="bottom"]');
    // 10: the header names the game for what it is.
    expect(await p.textContent('[data-testid=mode]')).toBe('Against the computer');
    expect(await p.textContent('[data-testid=viewer]')).not.toContain('Hot-seat');

    // 3: a card does not play on one click: the confirm bar asks, and has the keyboard's focus.
    const card = choose(
      (await localGame(p)).state,
      'bottom',
      ancients.legal((await localGame(p)).state, 'bottom'),
    );
    const cardSel = `[data-card="${String(card.card)}"]`;
    await p.click(cardSel);
    await p.waitForSelector('[data-testid=confirm-bar]');
    expect(await p.textContent('[data-testid=confirm-bar]')).toMatch(/\?/);
    expect(await p.getAttribute('.table', 'data-version')).toBe('0');
    expect(await p.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('confirm-yes');
    await shot(p, 'flow-confirm-card');
    await p.keyboard.press('Escape');
    await p.waitForSelector('[data-testid=confirm-bar]', { state: 'detached' });
    expect(await p.getAttribute('.table', 'data-version')).toBe('0');
    // A second click on the same card plays it; the focus stays in the game, not on the page's body.
    await p.click(cardSel);
    await p.click(cardSel);
    await p.waitForSelector('.table[data-version="1"]');
    expect(await p.evaluate(() => document.activeElement === document.body)).toBe(false);
    // Only a takeback undoes it, and against the computer nobody is asked.
    expect(await p.isDisabled('[data-testid=undo]')).toBe(true);
    await p.click('[data-testid=takeback]');
    await p.waitForSelector('.table[data-version="0"]');
    expect(await p.$('.modal')).toBeNull();

    // Play the turn (every card and roll confirmed on the bar), then watch the computer's.
    for (let guard = 0; guard < 40; guard++) {
      const { state } = await localGame(p);
      if (seatsToAct(ancients, state)[0] !== 'bottom') break;
      await clickAction(p, choose(state, 'bottom', ancients.legal(state, 'bottom')));
    }
    const mine = (await localGame(p)).length;
    await recordVersions(p);
    // The computer's turn is over when it is the player's decision again, on screen.
    let game = await localGame(p);
    for (let guard = 0; guard < 600; guard++) {
      game = await localGame(p);
      const shown = Number(await p.getAttribute('.table', 'data-version'));
      if (seatsToAct(ancients, game.state)[0] === 'bottom' && shown === game.length) break;
      await p.waitForTimeout(100);
    }
    expect(game.length).toBeGreaterThan(mine + 2);
    // Each of its moves was on screen, one at a time, a step apart.
    steppedOneByOne(
      await versionsSeen(p),
      Array.from({ length: game.length - mine }, (_, i) => mine + 1 + i),
    );
    // Everything it moved is marked until the player acts: a trail for each of its moves, not only the last.
    const moved = game.events
      .slice(mine)
      .filter((events) =>
        events.some((e) => ['move', 'close-combat', 'ranged-combat'].includes(e.type)),
      ).length;
    if (moved > 1) expect((await p.$$('.trail line')).length).toBeGreaterThanOrEqual(moved);
    await shot(p, 'flow-after-computer-turn');
    expect(errors).toEqual([]);
  }, 120_000);

  it('the end of a battle: result, banners and losses, a replay by keys, turn and autoplay, a rematch', async () => {
    const p = await page();
    const errors = watchErrors(p);
    await p.goto(`${server.url}/`);
    const save = serializeSave(
      newSave({ game: 'ancients', scenario: '001', seed: 'flow-end', position: ENDGAME }),
    );
    await p.setInputFiles('[data-testid=import-save]', {
      name: 'endgame.save.json',
      mimeType: 'application/json',
      buffer: Buffer.from(save),
    });
    // Opening a file asks who plays each side: as it proposes, hot-seat.
    const opened = await p.waitForSelector('.table, [data-testid=import-setup]');
    if ((await opened.getAttribute('data-testid')) === 'import-setup')
      await p.click('[data-testid=import-start]');
    await p.waitForSelector('.table');
    expect(await p.textContent('[data-testid=mode]')).toBe('Hot-seat');
    for (let guard = 0; guard < 20; guard++) {
      const { state } = await localGame(p);
      if (ancients.outcome(state)) break;
      const seat = seatsToAct(ancients, state)[0] as 'top' | 'bottom';
      if (await p.isVisible('[data-testid=pass-device]')) await p.click('[data-testid=pass-device] button');
      await p.waitForSelector(`.table[data-viewer="${seat}"]`);
      const legal = ancients.legal(state, seat);
      const action =
        legal.find((a) => a.type === 'close-combat' && a.unit === 'b1') ??
        legal.find((a) => a.type === 'stand') ??
        choose(state, seat, legal);
      await clickAction(p, action);
    }
    const { length } = await localGame(p);
    // 5: the result, the banners and the losses, and what to do next.
    await p.waitForSelector('[data-testid=end-panel]');
    expect(await p.textContent('[data-testid=outcome]')).toContain('Syracusan');
    const summary = await p.textContent('[data-testid=end-summary]');
    expect(summary).toContain('Banners: Syracusan5 of 5');
    expect(summary).toContain('Units lost: Carthaginian1: Medium Infantry');
    for (const button of ['rematch', 'end-new-game', 'end-replay']) {
      expect(await p.isVisible(`[data-testid=${button}]`)).toBe(true);
    }
    await shot(p, 'flow-end-panel');

    // 6 and 10: the replay; the result is on screen only at its end.
    await p.click('[data-testid=end-replay]');
    await p.waitForSelector(`[data-testid=replay][data-index="${length}"]`);
    expect(await p.isVisible('[data-testid=outcome]')).toBe(true);
    await p.keyboard.press('Home');
    await p.waitForSelector('[data-testid=replay][data-index="0"]');
    expect(await p.$('[data-testid=outcome]')).toBeNull();
    expect(await p.textContent('body')).not.toContain('The battle is over');
    await shot(p, 'flow-replay-start');
    await p.keyboard.press('ArrowRight');
    await p.waitForSelector('[data-testid=replay][data-index="1"]');
    await p.keyboard.press('ArrowLeft');
    await p.waitForSelector('[data-testid=replay][data-index="0"]');
    await p.click('[data-testid=replay-next-turn]');
    expect(Number(await p.getAttribute('[data-testid=replay]', 'data-index'))).toBeGreaterThan(0);
    await p.keyboard.press('Home');
    await p.click('[data-testid=replay-play]');
    await p.waitForSelector(`[data-testid=replay][data-index="${length}"]`, { timeout: 10_000 });
    expect(await p.isVisible('[data-testid=outcome]')).toBe(true);
    await p.click('[data-testid=replay-toggle]');

    // A rematch: the same battle and seats on a new seed, at its start.
    const before = p.url();
    await p.click('[data-testid=rematch]');
    await p.waitForFunction((url) => location.href !== url, before);
    await p.waitForSelector('.table[data-version="0"]');
    const records = await p.evaluate(() => {
      const ids = JSON.parse(localStorage.getItem('wargame.local.index') ?? '[]') as string[];
      return ids.map((id) => JSON.parse(localStorage.getItem(`wargame.local.game.${id}`) ?? '{}'));
    });
    const [fresh, old] = [
      records.find((r) => p.url().includes(r.id)),
      records.find((r) => !p.url().includes(r.id)),
    ];
    expect(fresh.controllers).toEqual(old.controllers);
    const [a, b] = [JSON.parse(fresh.save), JSON.parse(old.save)];
    expect(a.actions).toEqual([]);
    expect(a.scenario).toBe(b.scenario);
    expect(a.seed).not.toBe(b.seed);
    expect(errors).toEqual([]);
  }, 60_000);

  type TwoSeats = TwoSeatGame<'bottom' | 'top'>;

  function twoSeats(body: Record<string, unknown> = {}): Promise<TwoSeats> {
    const ancients = { game: 'ancients', scenario: '001', seats: { bottom: 'me', top: 'open' } };
    return createTwoSeatGame(server.url, { ...ancients, ...body }, { creator: 'bottom', invited: 'top' });
  }

  interface View {
    version: number;
    view: unknown;
    toAct: string[];
    legal: Record<string, Action[]>;
    outcome: unknown;
  }

  async function viewOf(id: string, token: string): Promise<View> {
    const response = await fetch(`${server.url}/api/games/${id}/view`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return (await response.json()) as View;
  }

  /** The bottom player moves `n` times over the API as fast as the server answers: the versions after each. */
  async function burst(game: TwoSeats, n: number): Promise<number[]> {
    const versions: number[] = [];
    for (let i = 0; i < n; i++) {
      const now = await viewOf(game.id, game.tokens.bottom);
      if (now.toAct[0] !== 'bottom') break;
      const action = choose(now.view as AncientsState, 'bottom', now.legal.bottom!);
      const response = await fetch(`${server.url}/api/games/${game.id}/actions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${game.tokens.bottom}` },
        body: JSON.stringify({ seat: 'bottom', action, version: now.version }),
      });
      expect(response.status).toBe(200);
      versions.push(((await response.json()) as { version: number }).version);
    }
    return versions;
  }

  /**
   * A game whose hands and deck are fixed (a scripted position of 001's opening): with a random deal the
   * opponent's opening card may order one unit and end its turn in fewer moves than a burst needs.
   */
  const OPENING = ancients.toPosition(ancients.setup('001', {}, 'e2e-burst'));
  const scriptedOpening = () => twoSeats({ position: OPENING, allowScripted: true });

  it('online: the opponent’s burst of moves plays back a step at a time, or is skipped', async () => {
    const game = await scriptedOpening();
    const watcher = await page();
    const errors = watchErrors(watcher);
    await watcher.goto(game.urls.top);
    await watcher.waitForSelector('.table[data-viewer="top"]');
    await watcher.waitForSelector('.dot.live');
    expect(await watcher.textContent('[data-testid=mode]')).toBe('Online');
    await recordVersions(watcher);
    const first = await burst(game, 4);
    expect(first).toHaveLength(4);
    await watcher.waitForSelector('[data-testid=watch]');
    await shot(watcher, 'flow-online-watch');
    await watcher.waitForSelector(`.table[data-version="${first[3]}"]:not([data-watching])`, {
      timeout: 10_000,
    });
    steppedOneByOne(await versionsSeen(watcher), first);
    // A second burst, skipped: the table goes straight to the present. (In a new game: after the first
    // burst the opponent's turn may have only a move or two left.)
    const again = await scriptedOpening();
    await watcher.goto(again.urls.top);
    await watcher.waitForSelector('.table[data-viewer="top"]');
    await watcher.waitForSelector('.dot.live');
    const second = await burst(again, 4);
    expect(second).toHaveLength(4);
    await watcher.waitForSelector('[data-testid=watch-skip]');
    await watcher.click('[data-testid=watch-skip]');
    await watcher.waitForSelector(
      `.table[data-version="${second[second.length - 1]}"]:not([data-watching])`,
      {
        timeout: 2_000,
      },
    );
    expect(errors).toEqual([]);
  }, 60_000);

  it('online: a rematch is a new game on the server with the same scenario and seats, its invite shown', async () => {
    const game = await twoSeats({ position: ENDGAME, allowScripted: true });
    const alice = await page();
    const errors = watchErrors(alice);
    await alice.goto(game.urls.bottom);
    await alice.waitForSelector('.table[data-viewer="bottom"]');
    await alice.waitForSelector('.dot.live');
    await clickAction(alice, { type: 'close-combat', unit: 'b1', target: 't1' });
    // The defender may answer before the dice (stand): over the API.
    for (let guard = 0; guard < 10; guard++) {
      const now = await viewOf(game.id, game.tokens.top);
      if (now.outcome || now.toAct[0] !== 'top') break;
      const legal = now.legal.top!;
      const action = legal.find((a) => a.type === 'stand') ?? choose(now.view as AncientsState, 'top', legal);
      await fetch(`${server.url}/api/games/${game.id}/actions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${game.tokens.top}` },
        body: JSON.stringify({ seat: 'top', action, version: now.version }),
      });
    }
    await alice.waitForSelector('[data-testid=end-panel]', { timeout: 15_000 });
    await alice.click('[data-testid=rematch]');
    await alice.waitForSelector('[data-testid=rematch-invites]');
    const invite = await alice.inputValue('[data-testid=rematch-invite-url]');
    const newId = /\/play\/([^?]+)\?invite=/.exec(invite)![1]!;
    expect(newId).not.toBe(game.id);
    await shot(alice, 'flow-online-rematch');
    // The new game on the server: the same scenario, the bottom seat Alice's again, the top one invited.
    const record = await alice.evaluate(
      (id) =>
        (
          JSON.parse(localStorage.getItem('wargame.online') ?? '[]') as {
            id: string;
            seats: { seat: string; token: string }[];
            scenario: string;
          }[]
        ).find((r) => r.id === id)!,
      newId,
    );
    expect(record.seats.map((s) => s.seat)).toEqual(['bottom']);
    const fresh = (await viewOf(newId, record.seats[0]!.token)) as View & {
      scenario: string;
      seats: string[];
      players?: { seat: string; status?: string }[];
    };
    expect(fresh.scenario).toBe('001');
    expect(fresh.version).toBe(0);
    expect(fresh.seats).toEqual(['bottom']);
    expect(fresh.players?.find((pl) => pl.seat === 'top')?.status).toBe('invited');
    await alice.click('[data-testid=rematch-open]');
    await alice.waitForSelector('.table[data-viewer="bottom"][data-version="0"]');
    expect(alice.url()).toContain(newId);
    expect(errors).toEqual([]);
  }, 60_000);
});
