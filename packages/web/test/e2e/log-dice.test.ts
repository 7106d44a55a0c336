/**
 * End to end, the battle log for the keyboard: in a long game, with dozens of § tags in the log, the log's
 * list is a single tab stop (Tab enters it once and the next Tab leaves it), the arrow keys move through it
 * and Enter on a line opens the rule it cites. The game is a save of 150 actions opened from a file.
 */
import { type AncientsState, ancients } from '@wargame/ancients';
import { appendAction, newSave, type Save, seatsToAct, serializeSave } from '@wargame/engine';
import { describe, expect, it } from 'vitest';
import { choose } from './drive.ts';
import { HAS_CHROMIUM, serverAndBrowser, shot, watchErrors } from './support.ts';

const SEED = 'e2e-log';

/** A save of `actions` actions of the e2e policy. */
function longSave(actions: number): string {
  let save: Save = newSave({ game: 'ancients', scenario: '001', seed: SEED });
  let state = ancients.setup('001', {}, SEED) as AncientsState;
  for (let i = 0; i < actions && !ancients.outcome(state); i++) {
    const seat = seatsToAct(ancients, state)[0] as 'top' | 'bottom';
    const result = appendAction(
      ancients,
      save,
      state,
      seat,
      choose(state, seat, ancients.legal(state, seat)),
    );
    if ('error' in result) throw new Error(result.error.message);
    save = result.save;
    state = result.state as AncientsState;
  }
  return serializeSave(save);
}

describe.skipIf(!HAS_CHROMIUM)('the battle log for the keyboard (end to end)', () => {
  const live = serverAndBrowser();

  it('is one tab stop with every turn open, moves by arrows, opens a rule with Enter', async () => {
    const page = await live.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchErrors(page);
    await page.goto(`${live.server.url}/`);
    await page.setInputFiles('[data-testid=import-save]', {
      name: 'long.save.json',
      mimeType: 'application/json',
      buffer: Buffer.from(longSave(150)),
    });
    // Opening a save asks who plays each side (hot-seat by default).
    await page.waitForSelector('.table, [data-testid=import-start]');
    if (await page.isVisible('[data-testid=import-start]')) await page.click('[data-testid=import-start]');
    await page.waitForSelector('.table');
    if (await page.isVisible('[data-testid=pass-device]'))
      await page.click('[data-testid=pass-device] button');
    await page.waitForSelector('[data-testid=log] [role=log] .log-fold');

    await shot(page, 'log-dice-table');
    // Open every turn: every line and its § tag is on the page.
    for (;;) {
      const folded = await page.$('[role=log] .log-fold[aria-expanded=false]');
      if (!folded) break;
      await folded.click();
    }
    const tags = await page.$$eval('[role=log] .rule-ref', (els) => els.length);
    expect(tags).toBeGreaterThan(45);

    // From the filter bar, Tab goes into the log once, and the next Tab leaves it.
    await page.focus('[data-testid=log] .log-filter[aria-pressed=true]');
    const inLog = () =>
      page.evaluate(
        () => document.activeElement?.closest('[role=log]') !== null && document.activeElement !== null,
      );
    let stops = 0;
    for (let guard = 0; guard < 200; guard++) {
      await page.keyboard.press('Tab');
      if (!(await inLog())) break;
      stops++;
    }
    expect(stops).toBe(1);

    // How many presses from the log to the hand (the issue counted 45 before).
    await page.keyboard.press('Shift+Tab');
    expect(await inLog()).toBe(true);
    let toHand = 0;
    for (let guard = 0; guard < 200; guard++) {
      await page.keyboard.press('Tab');
      toHand++;
      if (await page.evaluate(() => document.activeElement?.closest('.hand-area') != null)) break;
    }
    console.info(`log-dice e2e: ${tags} § tags in the log; ${toHand} Tab presses from the log to the hand`);
    expect(toHand).toBeLessThan(45);

    // Back in the log: Home, then down to the first line that cites a rule; Enter opens that rule.
    await page.focus('[role=log] [tabindex="0"]');
    await page.keyboard.press('Home');
    const rule = await page.$eval('[role=log] [data-rule]', (el) => (el as HTMLElement).dataset.rule!);
    for (let guard = 0; guard < 50; guard++) {
      await page.keyboard.press('ArrowDown');
      if (
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.rule !== undefined)
      )
        break;
    }
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.rule)).toBe(rule);
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=rules]');
    await shot(page, 'log-dice-keyboard');
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
