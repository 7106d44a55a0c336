/**
 * End to end, the lobby and the chat (issue 16): a game listed by its creator appears on another
 * player's home page, who joins it with one click and lands at the table holding the open seat; a line
 * written there reaches the creator's table and a spectator's without a reload; the spectator has no
 * input. A link to a game that does not exist says so, offers the way home, and stops opening sockets.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ensureBuilt,
  HAS_CHROMIUM,
  launch,
  type RunningServer,
  shot,
  startServer,
  watchErrors,
} from './support.ts';

describe.skipIf(!HAS_CHROMIUM)('the lobby and the chat (end to end)', () => {
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

  async function person(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    contexts.push(context);
    return context.newPage();
  }

  it('join from the lobby, chat between the players, the spectator reads', async () => {
    const created = (await (
      await fetch(`${server.url}/api/games`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ game: 'ancients', scenario: '001', seats: { bottom: 'me' }, listed: true }),
      })
    ).json()) as { id: string; seats: { url: string }[] };

    const guest = await person();
    const errors = watchErrors(guest);
    await guest.goto(`${server.url}/`);
    const entry = guest.locator(`[data-lobby-game="${created.id}"]`);
    await entry.waitFor();
    await shot(guest, 'lobby-open-games');
    await entry.locator('[data-join-seat=top]').click();
    await guest.waitForURL(new RegExp(`#/g/${created.id}$`));
    await guest.locator('[data-testid=chat-input]').waitFor();

    const host = await person();
    await host.goto(created.seats[0]!.url);
    await host.locator('[data-testid=chat-input]').waitFor();
    const watcher = await person();
    await watcher.goto(`${server.url}/#/watch/${created.id}`);
    await watcher.locator('[data-testid=chat-readonly]').waitFor();
    expect(await watcher.locator('[data-testid=chat-input]').count()).toBe(0);

    await guest.locator('[data-testid=chat-input]').fill('<b>Hail</b>, Carthage!');
    await guest.keyboard.press('Enter');
    for (const page of [host, watcher, guest]) {
      await page.locator('.chat-text', { hasText: '<b>Hail</b>, Carthage!' }).waitFor({ timeout: 10_000 });
      expect(await page.locator('.chat-lines b').count()).toBe(0);
    }
    await host.locator('[data-testid=chat-input]').fill('Good luck');
    await host.locator('[data-testid=chat-send]').click();
    await guest.locator('.chat-text', { hasText: 'Good luck' }).waitFor({ timeout: 10_000 });
    await shot(watcher, 'chat-spectator');
    expect(errors).toEqual([]);
  }, 60_000);

  it('a link to a game that does not exist: the message, Home, and no more sockets', async () => {
    const page = await person();
    let sockets = 0;
    page.on('websocket', () => {
      sockets++;
    });
    await page.goto(`${server.url}/#/g/nosuchgame1234`);
    await page.getByText('Nothing here').waitFor();
    await page.waitForTimeout(4000);
    // Without the fix it tried again at 0.5, 1.5 and 3.5 s.
    expect(sockets).toBeLessThanOrEqual(1);
    await page.getByRole('button', { name: 'Home' }).click();
    await page.waitForURL(/#\/$/);
  }, 30_000);
});
