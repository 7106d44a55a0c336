/**
 * End to end, The Guns of Gettysburg on the real server and the built client:
 * - online, two browser contexts in the middle of a game: neither page ever holds the other army's
 *   face-down blocks (their ids or their commands' names), its Tray or its schedule, while both play by
 *   clicking (a march: block, position, the area to face; the rest from the buttons and the list);
 * - a game one decision from its end (the Union declaring Hold on 2 July without full control of the
 *   objectives, §20) played to its end, then replayed with every block shown;
 * - hot-seat with the pass-the-device screen, the "show ids" labels, and the table in Greek.
 */
import { type Action, createFastRng, isError, type Json, randomInt } from '@wargame/engine';
import { ARMY_DATA, type GettysburgState, gettysburg } from '@wargame/gettysburg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmIfAsked } from './drive.ts';
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

type Army = 'union' | 'confederate';
const ARMIES: Army[] = ['union', 'confederate'];
const other = (a: Army): Army => (a === 'union' ? 'confederate' : 'union');

/** A random game (ending a step one time in three), stopped where `stop` says; its states in order. */
function randomStates(seed: string, stop: (s: GettysburgState, n: number) => boolean): GettysburgState[] {
  const pick = createFastRng(`e2e/${seed}`);
  let s = gettysburg.setup('battle', {}, seed);
  const out = [s];
  for (let n = 0; n < 5000 && !gettysburg.outcome(s) && !stop(s, n); n++) {
    const seat = gettysburg.pending(s)[0]!.seat;
    const legal = gettysburg.legal(s, seat);
    const done = legal.filter((a) => a.type === 'done');
    const choices = done.length > 0 && randomInt(pick, 3) === 0 ? done : legal;
    const r = gettysburg.apply(s, choices[randomInt(pick, choices.length)]!, seat);
    if (isError(r)) throw new Error(r.error.message);
    s = r.state;
    out.push(s);
  }
  return out;
}

/** The names of `army`'s commands none of whose blocks the enemy has seen (face up, or out of play). */
function secretCommands(s: GettysburgState, army: Army): string[] {
  const shown = new Set(
    Object.values(s.blocks)
      .filter((b) => b.army === army && (b.revealed || b.place.kind === 'gone'))
      .map((b) => b.command),
  );
  return ARMY_DATA.armies[army].commands
    .filter((c) => !shown.has(c.id) && c.id !== 'buford')
    .map((c) => c.name)
    .filter((name) => name.length > 3);
}

interface Snapshot {
  version: number;
  view: Json;
  toAct: string[];
  legal: Record<string, Action[]>;
  outcome: unknown;
}

describe.skipIf(!HAS_CHROMIUM)('Gettysburg in the browser (end to end)', () => {
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

  async function player(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    contexts.push(context);
    return context.newPage();
  }

  /** A game from `position`, the Union seat the creator's, the Confederate invite claimed. */
  function twoSeats(position: Json): Promise<TwoSeatGame<Army>> {
    const seats = { union: 'me', confederate: 'open' };
    return createTwoSeatGame(
      server.url,
      { game: 'gettysburg', scenario: 'battle', seats, position, allowScripted: true },
      { creator: 'union', invited: 'confederate' },
    );
  }

  async function snapshot(id: string, token: string): Promise<Snapshot> {
    const response = await fetch(`${server.url}/api/games/${id}/view`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Snapshot;
  }

  const attr = (value: string) => JSON.stringify(value);

  /** Play `action` by clicking: a march on the board, anything else from the buttons or the list. */
  async function click(page: Page, action: Action): Promise<void> {
    const version = Number(await page.getAttribute('.table', 'data-version'));
    if (action.type === 'march' && action.to !== undefined && !action.mounted) {
      await page.click(`g[data-block=${attr(String(action.block))}]`);
      await page.click(`path[data-position=${attr(String(action.to))}]`, { force: true });
      const facing = await page.$(`path[data-area=${attr(String(action.front))}][data-mark=facing]`);
      if (facing) await facing.click({ force: true });
      else await page.click(`[data-testid=gettysburg-selection] [data-front=${attr(String(action.front))}]`);
    } else {
      const button = await page.$(`[data-legal=${attr(JSON.stringify(action))}]`);
      if (button) await button.click();
      else {
        if (!(await page.$('details.legal-list[open]'))) await page.click('.legal-list summary');
        await page.click(`[data-legal-item=${attr(JSON.stringify(action))}]`);
      }
    }
    await confirmIfAsked(page, version + 1);
  }

  /** Nothing of `army`'s secrets is in `page`'s document: its face-down blocks' ids and commands. */
  async function holdsNoSecretOf(page: Page, state: GettysburgState, army: Army): Promise<void> {
    const html = await page.content();
    for (const b of Object.values(state.blocks))
      if (b.army === army && !b.revealed && b.place.kind !== 'gone')
        expect(html, `${b.id} named on the ${other(army)} page`).not.toContain(`"${b.id}"`);
    for (const name of secretCommands(state, army)) expect(html, name).not.toContain(name);
  }

  it('two players in the middle of a game: neither page holds the other army’s hidden blocks', async () => {
    // The Confederacy's march step with blocks on the map and both armies' reinforcements in play.
    const states = randomStates(
      'online',
      (s, n) =>
        n > 150 &&
        s.phase.kind === 'action' &&
        s.phase.step === 'march' &&
        gettysburg.legal(s, s.phase.army).some((a) => a.type === 'march' && a.to !== undefined && !a.mounted),
    );
    const start = states[states.length - 1]!;
    const game = await twoSeats(gettysburg.toPosition(start));
    const pages = { union: await player(), confederate: await player() };
    const errors = [...watchErrors(pages.union), ...watchErrors(pages.confederate)];
    for (const army of ARMIES) {
      await pages[army].goto(`${server.url}/play/${game.id}?token=${encodeURIComponent(game.tokens[army])}`);
      await pages[army].waitForSelector(`.table[data-viewer="${army}"]`);
      await pages[army].waitForSelector('g[data-block]');
    }
    await shot(pages.union, 'gettysburg-online-union');
    await shot(pages.confederate, 'gettysburg-online-confederate');

    let state = start;
    let marched = 0;
    for (let i = 0; i < 12; i++) {
      for (const army of ARMIES) await holdsNoSecretOf(pages[other(army)], state, army);
      // Each page draws the enemy's blocks face down only.
      for (const army of ARMIES) {
        const enemy = await pages[army].$$eval(`g[data-block][data-army=${other(army)}]`, (els) =>
          els.map((e) => e.getAttribute('data-hidden')),
        );
        const shown = Object.values(state.blocks).filter(
          (b) => b.army === other(army) && b.place.kind === 'map' && b.revealed,
        ).length;
        expect(enemy.filter((h) => h !== 'true').length).toBe(shown);
      }
      const snap = await snapshot(game.id, game.tokens.union);
      if (snap.outcome) break;
      const seat = snap.toAct[0] as Army;
      const mine = await snapshot(game.id, game.tokens[seat]);
      await pages[seat].waitForSelector(`.table[data-version="${mine.version}"]`);
      const legal = mine.legal[seat]!;
      const march = legal.find((a) => a.type === 'march' && a.to !== undefined && !a.mounted);
      const action = march ?? legal.find((a) => a.type === 'done') ?? legal[0]!;
      await click(pages[seat], action);
      if (march) marched++;
      const r = gettysburg.apply(state, action, seat);
      if (isError(r)) throw new Error(r.error.message);
      state = r.state;
    }
    expect(marched).toBeGreaterThan(0);
    await shot(pages.confederate, 'gettysburg-online-after');
    expect(errors).toEqual([]);
  }, 240_000);

  it('plays a game one decision from its end to the end, then replays it with every block shown', async () => {
    // A random game that the Confederacy wins by §20: the state before the Union's last orders.
    let before: GettysburgState | null = null;
    for (let g = 0; g < 12 && !before; g++) {
      const states = randomStates(`end-${g}`, () => false);
      const last = states[states.length - 1]!;
      const prev = states[states.length - 2];
      if (
        last.winner === 'confederate' &&
        last.endReason?.includes('Attack') &&
        prev?.phase.kind === 'action'
      )
        before = prev;
    }
    expect(before).not.toBeNull();
    const near = before!;
    const game = await twoSeats(gettysburg.toPosition(near));
    const union = await player();
    const errors = watchErrors(union);
    await union.goto(`${server.url}/play/${game.id}?token=${encodeURIComponent(game.tokens.union)}`);
    await union.waitForSelector('.table[data-viewer="union"]');
    const snap = await snapshot(game.id, game.tokens.union);
    // The action that ended the random game ends this one too (the generator decides nothing here).
    const ending = snap.legal.union!.find((a) => {
      const r = gettysburg.apply(near, a, 'union');
      return !isError(r) && r.state.winner === 'confederate';
    });
    expect(ending).toBeDefined();
    await click(union, ending!);
    await union.waitForSelector('[data-testid=outcome]');
    expect(await union.textContent('[data-testid=outcome]')).toMatch(/Confedera/);
    await shot(union, 'gettysburg-endgame-lost');

    await union.click('[data-testid=replay-toggle]');
    await union.waitForSelector('[data-testid=replay]');
    await union.fill('[data-testid=replay] input[type=range]', '0');
    // Replayed after the end: the Confederate blocks face up.
    const onMap = Object.values(near.blocks).filter(
      (b) => b.army === 'confederate' && b.place.kind === 'map',
    );
    if (onMap.length > 0) await union.waitForSelector(`g[data-block=${attr(onMap[0]!.id)}]`);
    await shot(union, 'gettysburg-endgame-replay');
    expect(errors).toEqual([]);
  }, 180_000);

  it('hot-seat: the device is passed between the armies; show ids; the table in Greek', async () => {
    const page = await player();
    const errors = watchErrors(page);
    await page.goto(`${server.url}/#/new/gettysburg?scenario=battle&seed=e2e-hotseat`);
    await page.check('[data-seat=union] input[value=me]');
    await page.check('[data-seat=confederate] input[value=hotseat]');
    await page.click('[data-testid=start]');
    await page.waitForSelector('.table');
    let state = gettysburg.setup('battle', {}, 'e2e-hotseat');
    let passes = 0;
    for (let i = 0; i < 14 && !gettysburg.outcome(state); i++) {
      const seat = gettysburg.pending(state)[0]!.seat as Army;
      if (await page.isVisible('[data-testid=pass-device]')) {
        passes++;
        // While the device passes, no block of either army is named on the screen.
        expect(await page.$$('[data-testid=gettysburg-tray] [data-token]')).toHaveLength(0);
        await page.click('[data-testid=pass-device] button');
      }
      await page.waitForSelector(`.table[data-viewer="${seat}"]`);
      await holdsNoSecretOf(page, state, other(seat));
      const legal = gettysburg.legal(state, seat);
      const action =
        legal.find((a) => a.type === 'place-buford') ??
        legal.find((a) => a.type === 'keep-tokens') ??
        legal.find((a) => a.type === 'done') ??
        legal[0]!;
      await click(page, action);
      const r = gettysburg.apply(state, action, seat);
      if (isError(r)) throw new Error(r.error.message);
      state = r.state;
    }
    expect(passes).toBeGreaterThan(0);
    // Show ids: every area and position labelled with its id.
    if (await page.isVisible('[data-testid=pass-device]'))
      await page.click('[data-testid=pass-device] button');
    await page.check('[data-testid=gettysburg-show-ids]');
    const map = gettysburg.view(state, 'spectator') as unknown as GettysburgState;
    expect(await page.$$('[data-id-area]')).toHaveLength(75);
    expect((await page.$$('[data-id-position]')).length).toBeGreaterThan(150);
    expect(map.objectives.length).toBe(3);
    await shot(page, 'gettysburg-hotseat-ids');
    await page.selectOption('.table select:has(option[value=el])', 'el');
    // The decision, the log and the panels in Greek.
    await page.waitForFunction(() => /Βόρειοι|Νότιοι|Ένωση/.test(document.body.textContent ?? ''));
    expect(await page.textContent('.table')).toMatch(/[Α-Ωα-ω]{4}/);
    await shot(page, 'gettysburg-hotseat-greek');
    expect(errors).toEqual([]);
  }, 240_000);
});
