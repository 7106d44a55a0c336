/**
 * The table as people see it, kept as screenshots in test-results/: a laptop (1366×768) in English and in
 * Greek, a landscape tablet played by touch (tap a card, tap a unit, tap a hex; pinch-free zoom buttons),
 * the rules reference opened from a log citation, the pass-the-device screen, and terrain-heavy battles.
 */
import { ancients } from '@wargame/ancients';
import { seatsToAct } from '@wargame/engine';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { choose, clickAction } from './drive.ts';
import { HAS_CHROMIUM, serverAndBrowser, shot, watchErrors } from './support.ts';

describe.skipIf(!HAS_CHROMIUM)('what the table looks like (screenshots)', () => {
  const live = serverAndBrowser();

  async function newLocal(page: Page, scenario: string, seed: string, top = 'me'): Promise<void> {
    await page.goto(`${live.server.url}/#/new/ancients?scenario=${scenario}&seed=${seed}`);
    await page.check(`[data-seat=top] input[value=${top}]`);
    await page.check('[data-seat=bottom] input[value=me]');
    await page.click('[data-testid=start]');
    await page.waitForSelector('.table');
  }

  it('in Greek, with the rules reference opened from the log', async () => {
    const page = await live.browser.newPage({ viewport: { width: 1366, height: 768 }, locale: 'el-GR' });
    const errors = watchErrors(page);
    await page.goto(`${live.server.url}/`);
    await page.selectOption('.site-header select', 'el');
    await shot(page, 'el-home');
    await newLocal(page, '002', 'gallery-el');
    let state = ancients.setup('002', {}, 'gallery-el');
    for (let i = 0; i < 12; i++) {
      const seat = seatsToAct(ancients, state)[0] as 'top' | 'bottom';
      const action = choose(state, seat, ancients.legal(state, seat));
      await clickAction(page, action);
      const result = ancients.apply(state, action, seat);
      if ('error' in result) throw new Error(result.error.message);
      state = result.state;
    }
    expect(await page.textContent('[data-testid=log]')).toMatch(/Ημερολόγιο μάχης/);
    await shot(page, 'el-table');
    await page.click('[data-testid=log] .rule-ref');
    await page.waitForSelector('[data-testid=rules] .rules-section.target');
    await shot(page, 'el-rules-panel');
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('on a landscape tablet, by touch', async () => {
    const page = await live.browser.newPage({
      viewport: { width: 1180, height: 820 },
      hasTouch: true,
      isMobile: false,
    });
    const errors = watchErrors(page);
    await newLocal(page, '012', 'gallery-tablet');
    await shot(page, 'tablet-start');
    const state = ancients.setup('012', {}, 'gallery-tablet');
    const seat = seatsToAct(ancients, state)[0]!;
    const card = ancients.legal(state, seat)[0]!;
    // A card cannot be taken back once played: the first tap shows it and asks, the confirm plays it.
    await page.tap(`[data-card="${card.card}"]`);
    await page.waitForSelector('[data-testid=confirm-bar]');
    await shot(page, 'tablet-card-confirm');
    await page.tap('[data-testid=confirm-bar] [data-testid=confirm-yes]');
    await page.waitForSelector('.table[data-version="1"]');
    const after = ancients.apply(state, card, seat);
    if ('error' in after) throw new Error(after.error.message);
    const order = ancients.legal(after.state, seat).find((a) => a.type === 'order');
    if (order) {
      await page.tap(`[data-piece="${order.piece}"]`);
      await page.waitForSelector('.table[data-version="2"]');
      // A finger does not hover: the tap that ordered the unit leaves no card over the board.
      expect(await page.isVisible('.inspector')).toBe(false);
    }
    await page.tap('.zoompan-controls button:first-child');
    await page.tap('.zoompan-controls button:first-child');
    await shot(page, 'tablet-zoomed');
    // A tap on a unit with nothing to do shows its details.
    const enemy = Object.values(after.state.units).find((u) => u.side !== seat)!;
    await page.tap('.zoompan-controls button:last-child');
    await page.tap(`[data-piece="${enemy.id}"]`);
    await page.waitForSelector('.inspector-unit');
    await shot(page, 'tablet-inspect');
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('the pass-the-device screen and battles with terrain', async () => {
    const page = await live.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchErrors(page);
    await newLocal(page, '108', 'gallery-issus', 'hotseat');
    await page.waitForSelector('.table');
    if (await page.isVisible('[data-testid=pass-device]')) await shot(page, 'pass-device');
    else {
      // Bottom moves first in some battles: play until the device must be passed.
      let state = ancients.setup('108', {}, 'gallery-issus');
      for (let i = 0; i < 60 && !(await page.isVisible('[data-testid=pass-device]')); i++) {
        const seat = seatsToAct(ancients, state)[0] as 'top' | 'bottom';
        const action = choose(state, seat, ancients.legal(state, seat));
        await clickAction(page, action);
        const result = ancients.apply(state, action, seat);
        if ('error' in result) throw new Error(result.error.message);
        state = result.state;
      }
      await shot(page, 'pass-device');
    }
    expect(await page.$$('.hand [data-card]')).toHaveLength(0);
    for (const scenario of ['006', '011', '101', '118']) {
      await newLocal(page, scenario, `gallery-${scenario}`);
      await shot(page, `terrain-${scenario}`);
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});
