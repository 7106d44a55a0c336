/**
 * End-to-end support: the built client (vite's JS API builds packages/web/dist when it is missing or older
 * than the sources), the real game server on 127.0.0.1 with an in-memory SQLite store serving that build,
 * and Debian's Chromium driven by playwright-core. Screenshots go to packages/web/test-results/.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { DIST, ensureBuilt, WEB_ROOT } from '../../scripts/build.ts';
import { CHROMIUM, CHROMIUM_ARGS } from './drive.ts';

export { DIST, WEB_ROOT };
export const RESULTS = join(WEB_ROOT, 'test-results');

/** Chromium present? In CI its absence is a failure (.ci/run installs it); elsewhere the e2e tests skip. */
export const HAS_CHROMIUM = existsSync(CHROMIUM);
if (!HAS_CHROMIUM && process.env.CI) {
  throw new Error(`end-to-end tests need ${CHROMIUM}: apt-get install -y chromium`);
}

export { ensureBuilt };

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** The real server (packages/server) with an in-memory database, serving the built client. */
export async function startServer(): Promise<RunningServer> {
  const { createServer } = await import('@wargame/server');
  const server = await createServer({
    port: 0,
    host: '127.0.0.1',
    db: ':memory:',
    webRoot: DIST,
    rateLimit: false,
    ai: false,
  });
  const url = await server.listen();
  return { url, close: () => server.close() };
}

/**
 * For one describe block: the built client, the server and Chromium, started before its tests and
 * closed after them. Read `live.server` and `live.browser` inside the tests.
 */
export function serverAndBrowser(): { server: RunningServer; browser: Browser } {
  const live = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    await ensureBuilt();
    live.server = await startServer();
    live.browser = await launch();
  }, 180_000);
  afterAll(async () => {
    await live.browser?.close();
    await live.server?.close();
  });
  return live;
}

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** A screenshot kept as a test artefact (test-results/ is git-ignored). */
export async function shot(page: Page, name: string): Promise<string> {
  mkdirSync(RESULTS, { recursive: true });
  const path = join(RESULTS, `${name}.png`);
  await page.screenshot({ path });
  return path;
}

/** Collect page errors so a test can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    const text = m.text();
    // Refused moves (409/422) and socket reconnections are part of the protocol, not page errors.
    if (m.type() === 'error' && !text.includes('WebSocket') && !text.includes('Failed to load resource')) {
      errors.push(text);
    }
  });
  return errors;
}

export interface TwoSeatGame<Seat extends string> {
  id: string;
  tokens: Record<Seat, string>;
  urls: Record<Seat, string>;
}

async function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * A game created over the API with `body` (its `seats` the creator's one and an open one), the `invited`
 * seat's invite claimed over the API: each seat's token and the link that plays it.
 */
export async function createTwoSeatGame<Seat extends string>(
  serverUrl: string,
  body: Record<string, unknown>,
  seats: { creator: Seat; invited: Seat },
): Promise<TwoSeatGame<Seat>> {
  const created = await postJson(`${serverUrl}/api/games`, body);
  expect(created.status).toBe(201);
  const game = (await created.json()) as {
    id: string;
    seats: { seat: string; token: string }[];
    invites: { seat: string; invite: string }[];
  };
  const invite = game.invites.find((i) => i.seat === seats.invited)!.invite;
  const claimed = await postJson(`${serverUrl}/api/games/${game.id}/claim`, { invite });
  expect(claimed.status).toBe(200);
  const creatorToken = game.seats.find((s) => s.seat === seats.creator)!.token;
  const invitedToken = ((await claimed.json()) as { token: string }).token;
  const url = (token: string) => `${serverUrl}/play/${game.id}?token=${encodeURIComponent(token)}`;
  return {
    id: game.id,
    tokens: { [seats.creator]: creatorToken, [seats.invited]: invitedToken } as Record<Seat, string>,
    urls: { [seats.creator]: url(creatorToken), [seats.invited]: url(invitedToken) } as Record<Seat, string>,
  };
}
