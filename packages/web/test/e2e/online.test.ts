/**
 * End to end, online: the real server (in-memory SQLite) serves the built client; two browser contexts
 * are two players on two machines. The first creates the game in the lobby and sends the invite link; the
 * second opens it (the server exchanges the token for a session cookie). They play by clicking, each seeing
 * only its own hand; a reload in the middle continues; a battle created from a position near its end is
 * finished and its replay opened.
 */
import type { AncientsState, AncientsView } from '@wargame/ancients';
import type { Action } from '@wargame/engine';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choose, clickAction } from './drive.ts';
import { ENDGAME } from './positions.ts';
import {
  ensureBuilt,
  HAS_CHROMIUM,
  launch,
  type RunningServer,
  shot,
  startServer,
  watchErrors,
} from './support.ts';

interface Snapshot {
  version: number;
  viewer: string;
  view: AncientsView;
  toAct: string[];
  legal: Record<string, Action[]>;
  outcome: unknown;
}

describe.skipIf(!HAS_CHROMIUM)('online play against the real server (end to end)', () => {
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
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    contexts.push(context);
    return context.newPage();
  }

  async function view(id: string, token: string): Promise<Snapshot> {
    const response = await fetch(`${server.url}/api/games/${id}/view`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Snapshot;
  }

  async function atVersion(page: Page, version: number): Promise<void> {
    await page.waitForSelector(`.table[data-version="${version}"]`, { timeout: 15_000 });
  }

  it('two players: create, invite, play by clicking, private hands, reload and continue', async () => {
    const alice = await player();
    const bob = await player();
    // Moves go on the live socket while it is open; POST /actions is only the fallback
    // (listening from the start: a socket opened before a listener is not reported to it).
    let socketMoves = 0;
    let postedMoves = 0;
    for (const page of [alice, bob]) {
      page.on('websocket', (socket) =>
        socket.on('framesent', (frame) => {
          if (String(frame.payload).includes('"type":"action"')) socketMoves += 1;
        }),
      );
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/actions')) postedMoves += 1;
      });
    }
    const errors = [...watchErrors(alice), ...watchErrors(bob)];

    // Alice creates the game: she plays the Syracusans (bottom), the Carthaginians get an invite link.
    await alice.goto(`${server.url}/`);
    await alice.click('[data-testid=new-ancients]');
    await alice.selectOption('[data-testid=scenario]', '001');
    await alice.check('[data-seat=bottom] input[value=me]');
    await alice.check('[data-seat=top] input[value=invite]');
    await alice.click('[data-testid=start]');
    await alice.waitForSelector('[data-testid=invites]');
    await shot(alice, 'online-invites');
    const invite = (await alice.inputValue('[data-testid=invite-url]')).trim();
    expect(invite).toMatch(/\/play\/[^?]+\?token=/);
    const gameId = /\/play\/([^?]+)/.exec(invite)![1]!;
    const bobToken = new URL(invite).searchParams.get('token')!;
    const aliceToken = await alice.evaluate(
      (id) =>
        (
          JSON.parse(localStorage.getItem('wargame.online') ?? '[]') as {
            id: string;
            seats: { token: string }[];
          }[]
        ).find((r) => r.id === id)!.seats[0]!.token,
      gameId,
    );
    await alice.click('[data-testid=invites] button.primary');
    await alice.waitForSelector('.table');

    // Bob opens the link: the server sets his session cookie and the client shows his seat.
    await bob.goto(invite);
    await bob.waitForSelector('.table[data-viewer="top"]');
    expect(new URL(bob.url()).search).toBe('');

    const pages: Record<string, Page> = { bottom: alice, top: bob };
    const tokens: Record<string, string> = { bottom: aliceToken, top: bobToken };
    for (let i = 0; i < 30; i++) {
      const snap = await view(gameId, tokens.bottom!);
      const seat = snap.toAct[0]!;
      const page = pages[seat]!;
      const mine = await view(gameId, tokens[seat]!);
      await atVersion(alice, snap.version);
      await atVersion(bob, snap.version);

      // Each sees its own hand and never the other's.
      for (const [side, p] of Object.entries(pages)) {
        const own = (await view(gameId, tokens[side]!)).view.hands[side as 'top' | 'bottom']!;
        const shown = await p.$$eval('.hand [data-card]', (els) =>
          els.map((e) => e.getAttribute('data-card')),
        );
        expect(shown.sort()).toEqual([...own].sort());
        const other = side === 'top' ? 'bottom' : 'top';
        const theirs = (await view(gameId, tokens[other]!)).view.hands[other]!;
        const html = await p.content();
        for (const card of theirs) expect(html).not.toContain(`data-card="${card}"`);
      }

      const legal = mine.legal[seat]!;
      const action = choose(mine.view as unknown as AncientsState, seat as 'top' | 'bottom', legal);
      await page.waitForSelector('.dot.live');
      await clickAction(page, action);
      if (i === 4) await shot(alice, 'online-alice');
      if (i === 5) await shot(bob, 'online-bob');
      if (i === 15) {
        await bob.reload();
        await bob.waitForSelector('.table[data-viewer="top"]');
        await atVersion(bob, (await view(gameId, tokens.top!)).version);
      }
    }
    // Both tables agree with the server at the end.
    const last = await view(gameId, tokens.bottom!);
    await atVersion(alice, last.version);
    await atVersion(bob, last.version);
    expect({ socketMoves, postedMoves }).toEqual({ socketMoves: 30, postedMoves: 0 });

    // Alice's home page lists the game with whose turn it is.
    await alice.goto(`${server.url}/`);
    await alice.waitForSelector(`[data-online="${gameId}"]`);
    expect(await alice.textContent(`[data-online="${gameId}"]`)).toMatch(/Your move|Waiting for/);
    expect(errors).toEqual([]);
  }, 300_000);

  it('finishes a battle started one banner from its end, then opens its replay', async () => {
    const created = await fetch(`${server.url}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'ancients', scenario: '001', position: ENDGAME, allowScripted: true }),
    });
    expect(created.status).toBe(201);
    const game = (await created.json()) as { id: string; seats: { seat: string; url: string }[] };
    const urlOf = (seat: string) => game.seats.find((s) => s.seat === seat)!.url;
    const syracuse = await player();
    const carthage = await player();
    const errors = [...watchErrors(syracuse), ...watchErrors(carthage)];
    const watcher = await player();
    await syracuse.goto(urlOf('bottom'));
    await carthage.goto(urlOf('top'));
    await syracuse.waitForSelector('.table[data-viewer="bottom"]');
    await carthage.waitForSelector('.table[data-viewer="top"]');
    // A spectator (the link without a token) sees the battle and no card of either hand.
    await watcher.goto(`${server.url}/play/${game.id}`);
    await watcher.waitForSelector('.table[data-viewer="spectator"]');
    expect(await watcher.$$('[data-card]')).toHaveLength(0);
    await shot(syracuse, 'online-endgame-before');

    await clickAction(syracuse, { type: 'close-combat', unit: 'b1', target: 't1' });
    // The defender may have a choice to make (stand, First Strike) before the dice: whoever must decide, does.
    const seatTokens: Record<string, string> = {
      bottom: new URL(urlOf('bottom')).searchParams.get('token')!,
      top: new URL(urlOf('top')).searchParams.get('token')!,
    };
    const tables: Record<string, Page> = { bottom: syracuse, top: carthage };
    for (let guard = 0; guard < 20; guard++) {
      const snap = await view(game.id, seatTokens.bottom!);
      if (snap.outcome) break;
      const seat = snap.toAct[0]!;
      const mine = await view(game.id, seatTokens[seat]!);
      await atVersion(tables[seat]!, mine.version);
      const legal = mine.legal[seat]!;
      await clickAction(
        tables[seat]!,
        legal.find((a) => a.type === 'stand') ??
          choose(mine.view as unknown as AncientsState, seat as 'top' | 'bottom', legal),
      );
    }
    for (const page of [syracuse, carthage, watcher]) {
      await page.waitForSelector('[data-testid=outcome]');
      expect(await page.textContent('[data-testid=outcome]')).toContain('Syracusan');
    }
    await shot(carthage, 'online-endgame-lost');

    // The replay needs the save, which the server gives with its seed once the game is over.
    await carthage.click('[data-testid=replay-toggle]');
    await carthage.waitForSelector('[data-testid=replay]');
    await carthage.fill('[data-testid=replay] input[type=range]', '0');
    expect(await carthage.$$('[data-card^="order-two-right#"]')).not.toHaveLength(0);
    await shot(carthage, 'online-endgame-replay');
    expect(errors).toEqual([]);
  }, 120_000);

  it('undo of one’s own action, and a takeback the opponent allows', async () => {
    type Created = { id: string; seats: { seat: string; token: string; url: string }[] };
    // The seed, hence the hand, is the server's secret draw: deal again until the bottom player holds
    // a card that orders units (Rally with nothing to rally, or a dice card, would order none).
    const ordersUnits = (a: Action) =>
      a.type === 'play-card' && /^(order-|line-command|leadership)/.test(String(a.card));
    let game: Created | null = null;
    let first: Action | undefined;
    for (let deal = 0; deal < 20 && first === undefined; deal++) {
      const created = await fetch(`${server.url}/api/games`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ game: 'ancients', scenario: '001' }),
      });
      game = (await created.json()) as Created;
      const bottom = game.seats.find((s) => s.seat === 'bottom')!;
      first = (await view(game.id, bottom.token)).legal.bottom?.find(ordersUnits);
    }
    if (!game || !first) throw new Error('no deal in 20 gave the bottom player an order card');
    const seatOf = (seat: string) => game.seats.find((s) => s.seat === seat)!;
    const alice = await player();
    const bob = await player();
    const errors = [...watchErrors(alice), ...watchErrors(bob)];
    await alice.goto(seatOf('bottom').url);
    await bob.goto(seatOf('top').url);
    await alice.waitForSelector('.table[data-viewer="bottom"]');
    await bob.waitForSelector('.table[data-viewer="top"]');

    // A card is revealed when played: no undo past it. An order can be undone freely.
    await clickAction(alice, first);
    expect(await alice.isDisabled('[data-testid=undo]')).toBe(true);
    const ordering = await view(game.id, seatOf('bottom').token);
    const order = ordering.legal.bottom!.find((a) => a.type === 'order')!;
    await clickAction(alice, order);
    const before = Number(await alice.getAttribute('.table', 'data-version'));
    await alice.click('[data-testid=undo]');
    await alice.waitForFunction(
      (v) => Number(document.querySelector('.table')?.getAttribute('data-version')) > v,
      before,
    );
    expect((await view(game.id, seatOf('bottom').token)).view.turn.plan?.ordered ?? []).toEqual([]);

    // Taking back the card needs Bob's consent.
    await alice.click('[data-testid=takeback]');
    await bob.waitForSelector('text=asks to take back');
    await shot(bob, 'online-takeback-offer');
    await bob.click('button:has-text("Allow")');
    await alice.waitForFunction(() => document.querySelectorAll('.log-line').length === 0);
    const after = await view(game.id, seatOf('bottom').token);
    expect(after.view.phase).toBe('play-card');
    expect(errors).toEqual([]);
  }, 120_000);
});
