/**
 * End-to-end support: the built client (vite's JS API builds packages/web/dist when it is missing or older
 * than the sources), the real game server on 127.0.0.1 with an in-memory SQLite store serving that build,
 * and Debian's Chromium driven by playwright-core. Screenshots go to packages/web/test-results/.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
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
