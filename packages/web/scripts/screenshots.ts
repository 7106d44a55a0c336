/**
 * The README's screenshots: the same game of Akragas after a few turns, on a desktop (1366×768), a tablet
 * (768×1024, touch) and a phone (390×844, touch), written to docs/screenshots/. Run after a UI change:
 *
 *   node --import tsx packages/web/scripts/screenshots.ts
 *
 * It builds the client if stale, starts the real server on an in-memory database and drives Chromium
 * (/usr/bin/chromium) through the moves, each played by clicking as a person would.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type AncientsState, ancients } from '@wargame/ancients';
import { seatsToAct } from '@wargame/engine';
import type { Browser } from 'playwright-core';
import { choose, clickAction } from '../test/e2e/drive.ts';
import { ensureBuilt, launch, startServer } from '../test/e2e/support.ts';
import { WEB_ROOT } from './build.ts';

const OUT = join(WEB_ROOT, '..', '..', 'docs', 'screenshots');
const SCENARIO = '002';
const SEED = 'readme-screenshots';
const MOVES = 40;

const DEVICES = [
  { name: 'desktop', viewport: { width: 1366, height: 768 }, hasTouch: false, isMobile: false },
  { name: 'tablet', viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true },
  { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
] as const;

async function capture(browser: Browser, url: string, device: (typeof DEVICES)[number]): Promise<string> {
  const page = await browser.newPage({
    viewport: device.viewport,
    hasTouch: device.hasTouch,
    isMobile: device.isMobile,
    deviceScaleFactor: 1,
  });
  await page.goto(`${url}/#/new/ancients?scenario=${SCENARIO}&seed=${SEED}`);
  await page.check('[data-seat=top] input[value=me]');
  await page.check('[data-seat=bottom] input[value=me]');
  await page.click('[data-testid=start]');
  await page.waitForSelector('.table');
  // A phone starts zoomed in (big touch targets): show the whole field to play, as a player would.
  const fit = page.locator('.zoompan-controls button').last();
  if (device.name === 'phone') await fit.click();
  let state: AncientsState = ancients.setup(SCENARIO, {}, SEED);
  for (let i = 0; i < MOVES; i++) {
    const seat = seatsToAct(ancients, state)[0] as 'top' | 'bottom';
    const action = choose(state, seat, ancients.legal(state, seat));
    await clickAction(page, action);
    const result = ancients.apply(state, action, seat);
    if ('error' in result) throw new Error(result.error.message);
    state = result.state;
  }
  // The pointer leaves the board, as a player's does when looking: no hover card over the picture.
  await page.mouse.move(1, 1);
  const path = join(OUT, `${device.name}.png`);
  await page.screenshot({ path });
  await page.close();
  return path;
}

await ensureBuilt();
mkdirSync(OUT, { recursive: true });
const server = await startServer();
const browser = await launch();
try {
  for (const device of DEVICES) process.stdout.write(`${await capture(browser, server.url, device)}\n`);
} finally {
  await browser.close();
  await server.close();
}
