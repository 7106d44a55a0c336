/**
 * What the browser downloads (issue 16: "the server sends the JavaScript uncompressed, 670 kB"; "load each
 * game's board and data only when that game is opened, so three more games do not triple the lobby's first
 * load"). Measured in Chromium from the bytes on the wire: the lobby's first load stays under a budget and
 * fetches no game's chunk; opening Ancients fetches its chunk, compressed. The figures are printed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DIST, HAS_CHROMIUM, serverAndBrowser, watchErrors } from './support.ts';

/** The lobby's first load, compressed, everything included (HTML, scripts, styles, icons, API calls). */
const LOBBY_BUDGET = 160 * 1024;

interface Fetched {
  path: string;
  encoding: string;
  /** Bytes on the wire: the (compressed) body and the headers. */
  wire: number;
  /** The body once decoded. */
  decoded: number;
}

interface ManifestEntry {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The files of the Ancients client's lazy chunk and the chunks only it pulls in, from vite's manifest. */
function ancientsFiles(): string[] {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >;
  const entry = manifest['src/games/ancients/index.ts'];
  expect(entry, 'the Ancients client is a chunk of its own').toBeDefined();
  const main = manifest['index.html']!;
  const files = [entry!.file, ...(entry!.css ?? [])];
  // A chunk the main entry imports as well (the engine, a bundler's runtime) is the lobby's, not the game's.
  const lobby = new Set(main.imports ?? []);
  for (const key of entry!.imports ?? []) {
    const shared = manifest[key];
    if (shared && shared.file !== main.file && !lobby.has(key)) files.push(shared.file);
  }
  return files.map((f) => `/${f}`);
}

function record(page: Page): Fetched[] {
  const fetched: Fetched[] = [];
  page.on('requestfinished', async (request) => {
    const response: Response | null = await request.response();
    if (!response) return;
    const sizes = await request.sizes();
    const headers = await response.allHeaders();
    let decoded = 0;
    try {
      decoded = (await response.body()).length;
    } catch {
      // a redirect or an aborted body
    }
    fetched.push({
      path: new URL(request.url()).pathname,
      encoding: headers['content-encoding'] ?? 'identity',
      wire: sizes.responseBodySize + sizes.responseHeadersSize,
      decoded,
    });
  });
  return fetched;
}

const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;

function table(rows: Fetched[]): string {
  return rows
    .map((r) => `  ${r.path.padEnd(42)} ${r.encoding.padEnd(8)} ${kB(r.wire).padStart(9)} (${kB(r.decoded)})`)
    .join('\n');
}

describe.skipIf(!HAS_CHROMIUM)('delivery: compressed, and each game loaded when opened', () => {
  const live = serverAndBrowser();

  it('the lobby loads under its budget without any game, and opening Ancients fetches its chunk', async () => {
    const page = await live.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchErrors(page);
    const fetched = record(page);
    const gameFiles = ancientsFiles();

    await page.goto(`${live.server.url}/`, { waitUntil: 'networkidle' });
    await page.waitForSelector('[data-testid=new-ancients]');
    // Let late requests (the lobby's game list) finish being recorded.
    await page.waitForTimeout(300);
    const lobby = [...fetched];
    const total = lobby.reduce((sum, r) => sum + r.wire, 0);
    const decoded = lobby.reduce((sum, r) => sum + r.decoded, 0);
    process.stdout.write(
      `lobby first load: ${kB(total)} on the wire (${kB(decoded)} decoded), budget ${kB(LOBBY_BUDGET)}\n${table(lobby)}\n`,
    );

    const scripts = lobby.filter((r) => r.path.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) expect(['br', 'gzip'], s.path).toContain(s.encoding);
    expect(lobby.map((r) => r.path).filter((p) => gameFiles.includes(p))).toEqual([]);
    expect(total).toBeLessThan(LOBBY_BUDGET);

    // Opening the game (its new-game form) fetches the Ancients chunk, compressed too.
    await page.click('[data-testid=new-ancients]');
    await page.waitForSelector('[data-testid=start]');
    await page.waitForLoadState('networkidle');
    const opened = fetched.slice(lobby.length);
    const chunk = opened.filter((r) => gameFiles.includes(r.path));
    process.stdout.write(
      `opening Ancients: ${kB(opened.reduce((sum, r) => sum + r.wire, 0))} more\n${table(opened)}\n`,
    );
    expect(chunk.map((r) => r.path).sort()).toEqual([...gameFiles].sort());
    // The server sends files under 1 kB as they are (not worth compressing): a tiny chunk the games share.
    for (const c of chunk.filter((x) => x.decoded >= 1024))
      expect(['br', 'gzip'], c.path).toContain(c.encoding);

    // And the game plays from there.
    await page.click('[data-testid=start]');
    await page.waitForSelector('.table [data-hex="E6"]');
    expect(errors).toEqual([]);
    await page.close();
  });
});
