/**
 * End to end, the lobby of issue 16: "Watch a demo" starts a game the computer plays against itself
 * (its log grows with nobody clicking, Pause stops it, Resume goes on); the new-game form previews the
 * chosen scenario's battlefield and accepts the computer on both sides; an opened save asks who plays each
 * side, and a side given to the computer is played by it.
 */
import { ancients } from '@wargame/ancients';
import { applyChecked, newSave, type Save, seatsToAct, serializeSave } from '@wargame/engine';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choose } from './drive.ts';
import {
  ensureBuilt,
  HAS_CHROMIUM,
  launch,
  type RunningServer,
  shot,
  startServer,
  watchErrors,
} from './support.ts';

const version = async (page: Page) => Number(await page.getAttribute('.table', 'data-version'));
const logLength = async (page: Page) => ((await page.textContent('[data-testid=log]')) ?? '').length;

async function versionAbove(page: Page, n: number, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    (least) => Number(document.querySelector('.table')?.getAttribute('data-version')) > least,
    n,
    { timeout },
  );
}

describe.skipIf(!HAS_CHROMIUM)(
  'the lobby: demo, scenario preview, sides of an opened file (end to end)',
  () => {
    let server: RunningServer;
    let browser: Browser;

    beforeAll(async () => {
      await ensureBuilt();
      server = await startServer();
      browser = await launch();
    }, 240_000);

    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    it('starts a demo from the home page: the log grows by itself, Pause stops it, Resume goes on', async () => {
      const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
      const errors = watchErrors(page);
      await page.goto(`${server.url}/`);
      await page.click('[data-testid=demo-ancients]');
      await page.waitForSelector('.table[data-viewer=spectator]');
      await page.waitForSelector('[data-testid=demo-controls]');
      // Nobody's hand is shown: the demo is watched as a spectator sees it.
      expect(await page.$$('.hand [data-card]')).toHaveLength(0);
      const before = await logLength(page);
      await versionAbove(page, 2);
      expect(await logLength(page)).toBeGreaterThan(before);
      await shot(page, 'lobby-demo-running');

      await page.click('[data-testid=demo-pause]');
      await page.waitForSelector('[data-testid=demo-controls][data-paused=true]');
      // At most the move already decided is held back; nothing is played while paused.
      await page.waitForTimeout(300);
      const paused = await version(page);
      await page.waitForTimeout(2500);
      expect(await version(page)).toBe(paused);
      await page.click('[data-testid=demo-pause]');
      await page.waitForSelector('[data-testid=demo-controls][data-paused=false]');
      await versionAbove(page, paused);
      expect(errors).toEqual([]);
      await page.close();
    }, 60_000);

    it('previews the chosen scenario and creates a computer-against-computer game from the form', async () => {
      const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
      const errors = watchErrors(page);
      await page.goto(`${server.url}/#/new/ancients?scenario=001`);
      await page.waitForSelector('[data-testid=scenario-preview][data-ready=true] svg');
      const units001 = await page.$$eval(
        '[data-testid=scenario-preview] .unit[data-piece]',
        (els) => els.length,
      );
      expect(units001).toBe(Object.keys(ancients.setup('001', {}, 'x').units).length);
      const box = await page.$eval(
        '[data-testid=scenario-preview]',
        (el) => el.getBoundingClientRect().width,
      );
      expect(box).toBeLessThan(700);
      // The whole battlefield is in the frame, corner hexes included (no zooming in for touch).
      const inFrame = await page.$eval('[data-testid=scenario-preview]', (figure) => {
        const frame = figure.getBoundingClientRect();
        return ['A1', 'A13', 'I1', 'I13'].map((hex) => {
          const r = figure.querySelector(`.hex[data-hex="${hex}"]`)?.getBoundingClientRect();
          return (
            !!r &&
            r.left >= frame.left - 1 &&
            r.right <= frame.right + 1 &&
            r.top >= frame.top - 1 &&
            r.bottom <= frame.bottom + 1
          );
        });
      });
      expect(inFrame).toEqual([true, true, true, true]);
      await shot(page, 'lobby-preview-001');
      await page.selectOption('[data-testid=scenario]', '104');
      await page.waitForSelector('[data-testid=scenario-preview][data-scenario="104"][data-ready=true] svg');
      const units104 = await page.$$eval(
        '[data-testid=scenario-preview] .unit[data-piece]',
        (els) => els.length,
      );
      expect(units104).toBe(Object.keys(ancients.setup('104', {}, 'x').units).length);

      await page.check('[data-seat=top] input[value=ai]');
      await page.check('[data-seat=bottom] input[value=ai]');
      await page.click('[data-testid=start]');
      await page.waitForSelector('.table[data-viewer=spectator]');
      await versionAbove(page, 0);
      expect(errors).toEqual([]);
      await page.close();
    }, 60_000);

    it('asks who plays each side of an opened save; the side given to the computer plays by itself', async () => {
      const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
      const errors = watchErrors(page);
      // A save of six actions; the side to act next is given to the computer.
      let save: Save = newSave({ game: 'ancients', scenario: '001', seed: 'lobby-import' });
      let state = ancients.setup('001', {}, 'lobby-import');
      for (let i = 0; i < 6; i++) {
        const seat = seatsToAct(ancients, state)[0] as 'top' | 'bottom';
        const action = choose(state, seat, ancients.legal(state, seat));
        const result = applyChecked(ancients, state, action, seat);
        if ('error' in result) throw new Error(result.error.message);
        state = result.state;
        save = { ...save, actions: [...save.actions, { seat, action }] };
      }
      const next = seatsToAct(ancients, state)[0] as 'top' | 'bottom';
      const other = next === 'top' ? 'bottom' : 'top';
      await page.goto(`${server.url}/`);
      await page.setInputFiles('[data-testid=import-save]', {
        name: 'six.save.json',
        mimeType: 'application/json',
        buffer: Buffer.from(serializeSave(save)),
      });
      await page.waitForSelector('[data-testid=import-setup]');
      await page.check(`[data-testid=import-setup] [data-seat=${next}] input[value=ai]`);
      await page.check(`[data-testid=import-setup] [data-seat=${other}] input[value=me]`);
      await shot(page, 'lobby-import-sides');
      await page.click('[data-testid=import-start]');
      await page.waitForSelector('.table');
      // Nobody clicks: the computer plays its side.
      await versionAbove(page, 6);
      const stored = await page.evaluate(() => {
        const ids = JSON.parse(localStorage.getItem('wargame.local.index') ?? '[]') as string[];
        return JSON.parse(localStorage.getItem(`wargame.local.game.${ids[0]}`) ?? '{}').controllers;
      });
      expect(stored).toEqual({ [next]: 'ai', [other]: 'me' });
      expect(errors).toEqual([]);
      await page.close();
    }, 60_000);
  },
);
