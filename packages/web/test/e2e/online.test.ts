/**
 * End to end, online: the real server (in-memory SQLite) serves the built client; browser contexts are
 * players on different machines. The first creates the game in the lobby and sends the one-time invite
 * link; the second opens it, takes the seat on the server's page (a fresh token in a session cookie) and
 * plays; a third opening the same link, or the creator's copy of it, gets nothing. They play by clicking,
 * each seeing only its own hand; a reload in the middle continues; a battle created from a scripted
 * position near its end is finished and its replay opened; a takeback draws new dice, announced in the log.
 */
import type { AncientsState, AncientsView } from '@wargame/ancients';
import type { Action } from '@wargame/engine';
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

  /** What claiming an invite over the API gives (410 `seat-taken` once spent); `url` names the game. */
  async function claimStatus(code: string, url: string): Promise<number> {
    const id = /\/play\/([^?]+)/.exec(url)![1]!;
    const response = await fetch(`${server.url}/api/games/${id}/claim`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ invite: code }),
    });
    if (response.status === 410) {
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('seat-taken');
    }
    return response.status;
  }

  /** The seats a bearer of `secret` is shown (none, or refused, for anything but a seat's token). */
  async function seatsShownTo(id: string, secret: string): Promise<string[]> {
    const response = await fetch(`${server.url}/api/games/${id}/view`, {
      headers: { authorization: `Bearer ${secret}` },
    });
    if (!response.ok) return [];
    return ((await response.json()) as { seats: string[] }).seats;
  }

  async function view(id: string, token: string): Promise<Snapshot> {
    const response = await fetch(`${server.url}/api/games/${id}/view`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Snapshot;
  }

  type TwoSeats = TwoSeatGame<'bottom' | 'top'>;

  /** A game created over the API, the bottom seat the creator's, the top one's invite claimed over the API. */
  function twoSeats(body: Record<string, unknown> = {}): Promise<TwoSeats> {
    const ancients = { game: 'ancients', scenario: '001', seats: { bottom: 'me', top: 'open' } };
    return createTwoSeatGame(server.url, { ...ancients, ...body }, { creator: 'bottom', invited: 'top' });
  }

  async function atVersion(page: Page, version: number): Promise<void> {
    await page.waitForSelector(`.table[data-version="${version}"]`, { timeout: 15_000 });
  }

  it('two players: create, invite, claim the seat, play by clicking, private hands, reload and continue', async () => {
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

    // Alice creates the game: she plays the Syracusans (bottom), the Carthaginians get a one-time invite.
    await alice.goto(`${server.url}/`);
    await alice.click('[data-testid=new-ancients]');
    await alice.selectOption('[data-testid=scenario]', '001');
    await alice.check('[data-seat=bottom] input[value=me]');
    await alice.check('[data-seat=top] input[value=invite]');
    await alice.click('[data-testid=start]');
    await alice.waitForSelector('[data-testid=invites]');
    expect(await alice.textContent('[data-testid=invites]')).toContain('works once');
    await shot(alice, 'online-invites');
    // A new link replaces the first one, which dies at once.
    const firstInvite = (await alice.inputValue('[data-testid=invite-url]')).trim();
    await alice.click('[data-testid=invite-reissue]');
    await alice.waitForFunction(
      (old) => (document.querySelector('[data-testid=invite-url]') as HTMLInputElement | null)?.value !== old,
      firstInvite,
    );
    expect(await claimStatus(new URL(firstInvite).searchParams.get('invite')!, firstInvite)).toBe(410);
    const invite = (await alice.inputValue('[data-testid=invite-url]')).trim();
    expect(invite).toMatch(/\/play\/[^?]+\?invite=/);
    const gameId = /\/play\/([^?]+)/.exec(invite)![1]!;
    const inviteCode = new URL(invite).searchParams.get('invite')!;
    const stored = await alice.evaluate(
      (id) =>
        (
          JSON.parse(localStorage.getItem('wargame.online') ?? '[]') as {
            id: string;
            creatorToken?: string;
            seats: { seat: string; token: string }[];
            invites: { seat: string; url: string }[];
          }[]
        ).find((r) => r.id === id)!,
      gameId,
    );
    const aliceToken = stored.seats[0]!.token;
    expect(stored.seats.map((s) => s.seat)).toEqual(['bottom']);
    expect(stored.creatorToken).toBe(aliceToken);
    expect(stored.invites).toEqual([{ seat: 'top', url: invite }]);
    // The invite is not a token: it shows no seat.
    expect(await seatsShownTo(gameId, inviteCode)).toEqual([]);
    await alice.click('[data-testid=invites] button.primary');
    await alice.waitForSelector('.table');
    // Her table keeps the link while nobody has taken the seat, and the log says it was reissued.
    await alice.waitForSelector('.invite[data-invite-seat="top"]');
    await alice.waitForSelector('.log-notice[data-notice="invite-reissued"]');

    // Bob opens the link: the server's page asks first (a link preview takes nothing), then the click
    // takes the seat, sets his session cookie and brings him to the table.
    await bob.goto(invite);
    expect(await bob.textContent('body')).toMatch(/take (the|this) seat/i);
    expect(bob.url()).toContain('invite=');
    await Promise.all([
      bob.waitForURL(`${server.url}/play/${gameId}`),
      bob.click('form button, form input[type=submit]'),
    ]);
    await bob.waitForSelector('.table[data-viewer="top"]');
    expect(new URL(bob.url()).search).toBe('');
    const cookie = (await bob.context().cookies()).find((c) => c.name === `wg_${gameId}`);
    expect(cookie?.httpOnly).toBe(true);
    const bobToken = cookie!.value;
    // Both tables say so in the log.
    await alice.waitForSelector('.log-notice[data-notice="seat-claimed"]');
    await bob.waitForSelector('.log-notice[data-notice="seat-claimed"]');
    await alice.waitForSelector('.invite[data-invite-seat="top"]', { state: 'detached' });

    // The invite is spent: a second browser gets the "taken" page with a way home, and Alice's copy of
    // the link (the same code, over the page or the API) grants nothing.
    const carol = await player();
    const spent = await carol.goto(invite);
    expect(spent?.status()).toBe(410);
    expect(await carol.textContent('body')).toContain('This seat has been taken');
    expect(await carol.$('a[href="/"]')).not.toBeNull();
    expect((await carol.context().cookies()).filter((c) => c.name.startsWith('wg_'))).toEqual([]);
    expect(await claimStatus(inviteCode, invite)).toBe(410);
    expect(await seatsShownTo(gameId, inviteCode)).toEqual([]);
    // Nor can a new link be made for a seat that has been taken.
    const reissue = await fetch(`${server.url}/api/games/${gameId}/seats/top/invite`, {
      method: 'POST',
      headers: { authorization: `Bearer ${aliceToken}` },
    });
    expect(reissue.status).toBe(409);

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

    // Both home pages list the game with whose turn it is; Bob's seat (cookie only) is remembered here.
    for (const page of [alice, bob]) {
      await page.goto(`${server.url}/`);
      await page.waitForSelector(`[data-online="${gameId}"]`);
      expect(await page.textContent(`[data-online="${gameId}"]`)).toMatch(/Your move|Waiting for/);
      expect(await page.$(`[data-online="${gameId}"] [data-flag]`)).toBeNull();
    }
    const bobRecord = await bob.evaluate(
      (id) => localStorage.getItem('wargame.online')?.includes(id),
      gameId,
    );
    expect(bobRecord).toBe(true);
    expect(errors).toEqual([]);
  }, 300_000);

  it('finishes a battle started one banner from its end, then opens its replay', async () => {
    const game = await twoSeats({ position: ENDGAME, allowScripted: true });
    const urlOf = (seat: 'top' | 'bottom') => game.urls[seat];
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
    // No hand: only the card in play, which is public, shows in the pile.
    expect(await watcher.$$('.hand [data-card]')).toHaveLength(0);
    // A scripted position (its next die is fixed) is marked as such at every seat and for spectators.
    for (const page of [syracuse, carthage, watcher]) {
      expect(await page.textContent('[data-flag="scripted"]')).toContain('fixed by its author');
    }
    await shot(syracuse, 'online-endgame-before');

    await clickAction(syracuse, { type: 'close-combat', unit: 'b1', target: 't1' });
    // The defender may have a choice to make (stand, First Strike) before the dice: whoever must decide, does.
    const seatTokens: Record<string, string> = game.tokens;
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
    // The seed, hence the hand, is the server's secret draw: deal again until the bottom player holds
    // a card that orders units (Rally with nothing to rally, or a dice card, would order none).
    const ordersUnits = (a: Action) =>
      a.type === 'play-card' && /^(order-|line-command|leadership)/.test(String(a.card));
    let game: TwoSeats | null = null;
    let first: Action | undefined;
    for (let deal = 0; deal < 20 && first === undefined; deal++) {
      game = await twoSeats();
      first = (await view(game.id, game.tokens.bottom)).legal.bottom?.find(ordersUnits);
    }
    if (!game || !first) throw new Error('no deal in 20 gave the bottom player an order card');
    const seatOf = (seat: 'top' | 'bottom') => ({ url: game.urls[seat], token: game.tokens[seat] });
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
    // The card's draw is taken back: the dice to come are new, their commitment announced to both.
    const notice = (after as unknown as { notices: { type: string; commitment?: string }[] }).notices.find(
      (n) => n.type === 'reseeded',
    );
    expect(notice?.commitment).toMatch(/^[0-9a-f]{64}$/);
    for (const page of [alice, bob]) {
      const line = await page.waitForSelector('.log-notice[data-notice="reseeded"] span');
      expect(await line.textContent()).toContain(`commitment ${notice!.commitment!.slice(0, 8)}…`);
      expect(await line.getAttribute('title')).toContain(notice!.commitment!);
    }
    expect(errors).toEqual([]);
  }, 120_000);
});
