/**
 * End to end, hot-seat on one device: the engine runs in the browser, the game is saved in localStorage,
 * the device is passed between the players, each seeing only its own hand; a reload continues the game;
 * undo, the save file, a game finished from a position near its end, and its replay.
 */
import { readFileSync } from 'node:fs';
import { type AncientsState, ancients } from '@wargame/ancients';
import {
  applyChecked,
  newSave,
  parseSave,
  replay,
  seatsToAct,
  serializeSave,
  stateHash,
} from '@wargame/engine';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { choose, clickAction } from './drive.ts';
import { ENDGAME } from './positions.ts';
import { HAS_CHROMIUM, serverAndBrowser, shot, watchErrors } from './support.ts';

const SEED = 'e2e-local';

describe.skipIf(!HAS_CHROMIUM)('hot-seat in the browser (end to end)', () => {
  const live = serverAndBrowser();

  /** Mirror of the game in the test process: same seed, same actions. */
  function mirror() {
    let state = ancients.setup('001', {}, SEED) as AncientsState;
    return {
      get state() {
        return state;
      },
      seat: () => seatsToAct(ancients, state)[0] as 'top' | 'bottom',
      apply(seat: string, action: Parameters<typeof ancients.apply>[1]) {
        const result = applyChecked(ancients, state, action, seat);
        if ('error' in result) throw new Error(result.error.message);
        state = result.state;
      },
    };
  }

  /** Confirm the pass-the-device screen if it is up: the seat about to act takes the device. */
  async function takeDevice(page: Page, seat: string): Promise<void> {
    if (await page.isVisible('[data-testid=pass-device]')) {
      // While the device is passed nobody's hand is on the screen.
      expect(await page.$$('.hand [data-card]')).toHaveLength(0);
      await page.click('[data-testid=pass-device] button');
    }
    await page.waitForSelector(`.table[data-viewer="${seat}"]`);
  }

  it('plays a scripted game by clicking, passing the device, and survives a reload', async () => {
    const page = await live.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchErrors(page);
    await page.goto(`${live.server.url}/#/new/ancients?scenario=001&seed=${SEED}`);
    await page.check('[data-seat=bottom] input[value=me]');
    await page.check('[data-seat=top] input[value=hotseat]');
    await shot(page, 'local-new-game');
    await page.click('[data-testid=start]');
    await page.waitForSelector('.table');
    await shot(page, 'local-table-start');

    const game = mirror();
    let passes = 0;
    for (let i = 0; i < 40; i++) {
      const seat = game.seat();
      if (await page.isVisible('[data-testid=pass-device]')) passes++;
      await takeDevice(page, seat);
      // The hand shown is the acting seat's own, and none of the other's cards is anywhere on the page.
      const shown = await page.$$eval('.hand [data-card]', (els) =>
        els.map((e) => e.getAttribute('data-card')),
      );
      expect(shown.sort()).toEqual([...game.state.hands[seat]].sort());
      const other = seat === 'top' ? 'bottom' : 'top';
      const html = await page.content();
      for (const card of game.state.hands[other]) expect(html).not.toContain(`data-card="${card}"`);

      const action = choose(game.state, seat, ancients.legal(game.state, seat));
      await clickAction(page, action);
      game.apply(seat, action);
      if (i === 8) await shot(page, 'local-mid-turn');
      if (i === 20) {
        await page.reload();
        await page.waitForSelector('.table');
        await takeDevice(page, game.seat());
        expect(Number(await page.getAttribute('.table', 'data-version'))).toBe(i + 1);
      }
    }
    expect(passes).toBeGreaterThan(0);
    await shot(page, 'local-after-40-actions');

    // The save in the browser is the engine's save: it replays to the mirror's state.
    const stored = await page.evaluate(() => {
      const ids = JSON.parse(localStorage.getItem('wargame.local.index') ?? '[]') as string[];
      return JSON.parse(localStorage.getItem(`wargame.local.game.${ids[0]}`) ?? '{}').save as string;
    });
    const replayed = replay(ancients, stored, { verify: true });
    expect(replayed.ok && stateHash(replayed.state)).toBe(stateHash(game.state));

    // The save file downloads, and the CLI's own loader accepts it.
    await takeDevice(page, game.seat());
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=save]')]);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(parseSave(text).ok).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);

  it('undoes an order, but not the card that revealed itself', async () => {
    const page = await live.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.goto(`${live.server.url}/#/new/ancients?scenario=001&seed=${SEED}-undo`);
    await page.check('[data-seat=top] input[value=me]');
    await page.click('[data-testid=start]');
    await page.waitForSelector('.table[data-version="0"]');
    const state = ancients.setup('001', {}, `${SEED}-undo`);
    const seat = seatsToAct(ancients, state)[0]!;
    // A card after which a unit can be ordered (some cards order nothing in this deal).
    const playable = ancients.legal(state, seat).map((card) => {
      const after = applyChecked(ancients, state, card, seat);
      if ('error' in after) throw new Error(after.error.message);
      return { card, order: ancients.legal(after.state, seat).find((a) => a.type === 'order') };
    });
    const { card, order } = playable.find((p) => p.order !== undefined)!;
    await clickAction(page, card);
    expect(await page.isDisabled('[data-testid=undo]')).toBe(true);
    await clickAction(page, order!);
    expect(await page.isDisabled('[data-testid=undo]')).toBe(false);
    await page.click('[data-testid=undo]');
    await page.waitForSelector('.table[data-version="1"]');
    expect(await page.isDisabled('[data-testid=undo]')).toBe(true);
    await page.close();
  }, 120_000);

  it('gives a hint: what the normal computer would play, which one click plays', async () => {
    const page = await live.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchErrors(page);
    await page.goto(`${live.server.url}/#/new/ancients?scenario=001&seed=${SEED}-hint`);
    await page.check('[data-seat=top] input[value=me]');
    await page.click('[data-testid=start]');
    await page.waitForSelector('.table[data-version="0"]');
    const state = ancients.setup('001', {}, `${SEED}-hint`);
    const seat = seatsToAct(ancients, state)[0]!;
    await takeDevice(page, seat);
    await page.click('[data-testid=hint-ask]');
    await page.waitForSelector('[data-testid=hint-text]', { timeout: 60_000 });
    expect((await page.textContent('[data-testid=hint-text]'))?.length).toBeGreaterThan(10);
    await shot(page, 'local-hint');
    await page.click('[data-testid=hint-play]');
    await page.waitForSelector('.table[data-version="1"]');
    // The hint belonged to the last position: it is gone, the button is back.
    expect(await page.isVisible('[data-testid=hint-text]')).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('finishes a battle opened from a save file near its end, then replays it with everything revealed', async () => {
    const page = await live.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchErrors(page);
    await page.goto(`${live.server.url}/`);
    const save = serializeSave(
      newSave({ game: 'ancients', scenario: '001', seed: 'endgame', position: ENDGAME }),
    );
    await page.setInputFiles('[data-testid=import-save]', {
      name: 'endgame.save.json',
      mimeType: 'application/json',
      buffer: Buffer.from(save),
    });
    // Who plays each side is asked first (issue 16); the defaults are the old ones: me and hot-seat.
    await page.click('[data-testid=import-start]');
    await page.waitForSelector('.table');
    await takeDevice(page, 'bottom');
    await shot(page, 'local-endgame-before');
    await clickAction(page, { type: 'close-combat', unit: 'b1', target: 't1' });
    // Mirror the game to answer any decision the defender has before the dice (stand, First Strike).
    let state = ancients.fromPosition(ENDGAME, 'endgame');
    const first = applyChecked(ancients, state, { type: 'close-combat', unit: 'b1', target: 't1' }, 'bottom');
    if ('error' in first) throw new Error(first.error.message);
    state = first.state;
    for (let guard = 0; guard < 20 && !ancients.outcome(state); guard++) {
      const seat = seatsToAct(ancients, state)[0] as 'top' | 'bottom';
      await takeDevice(page, seat);
      const legal = ancients.legal(state, seat);
      const action = legal.find((a) => a.type === 'stand') ?? choose(state, seat, legal);
      await clickAction(page, action);
      const result = applyChecked(ancients, state, action, seat);
      if ('error' in result) throw new Error(result.error.message);
      state = result.state;
    }
    await page.waitForSelector('[data-testid=outcome]');
    expect(await page.textContent('[data-testid=outcome]')).toContain('Syracusan');
    expect(await page.textContent('[data-testid=log]')).toContain('wins the battle');
    await shot(page, 'local-endgame-won');

    await page.click('[data-testid=replay-toggle]');
    await page.waitForSelector('[data-testid=replay]');
    await page.fill('[data-testid=replay] input[type=range]', '0');
    // After the game every hand is shown: both sides' cards are on the page.
    for (const card of ['order-two-left', 'order-two-right']) {
      expect(await page.$$(`[data-card^="${card}#"]`)).not.toHaveLength(0);
    }
    await shot(page, 'local-endgame-replay');
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
