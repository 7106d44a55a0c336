/**
 * Build the web client into packages/web/dist with vite's JS API.
 *
 *   node --import tsx packages/web/scripts/build.ts             always build
 *   node --import tsx packages/web/scripts/build.ts --if-stale  only when dist is missing or older than the sources
 *
 * `ensureBuilt()` is the same as --if-stale, safe when several processes ask at once (a directory lock):
 * the end-to-end tests and `npm start` use it.
 *
 * The build also writes a brotli and a gzip copy beside each text file (vite.config.ts runs
 * scripts/precompress.ts after vite's own build), which the server sends to browsers that accept them;
 * run from the command line it prints their sizes.
 */
import { existsSync, mkdirSync, readdirSync, rmdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const WEB_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DIST = join(WEB_ROOT, 'dist');

/** The sources a build depends on: the client, and the game packages it bundles. */
const SOURCES = [
  join(WEB_ROOT, 'src'),
  join(WEB_ROOT, 'index.html'),
  join(WEB_ROOT, 'public'),
  join(WEB_ROOT, 'vite.config.ts'),
  join(WEB_ROOT, 'scripts', 'precompress.ts'),
  join(WEB_ROOT, '..', 'engine', 'src'),
  join(WEB_ROOT, '..', 'games'),
];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let latest = 0;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name === 'test') continue;
    latest = Math.max(latest, newest(join(path, name)));
  }
  return latest;
}

export function isFresh(): boolean {
  const index = join(DIST, 'index.html');
  if (!existsSync(index)) return false;
  const built = statSync(index).mtimeMs;
  return SOURCES.every((source) => newest(source) <= built);
}

export async function build(): Promise<void> {
  const vite = await import('vite');
  // A test runner sets NODE_ENV=test, which vite would honour (React's development build): force production.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await vite.build({
      configFile: join(WEB_ROOT, 'vite.config.ts'),
      root: WEB_ROOT,
      mode: 'production',
      logLevel: 'warn',
    });
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}

export async function ensureBuilt(): Promise<void> {
  const lock = join(WEB_ROOT, '.build-lock');
  for (let waited = 0; ; waited += 200) {
    if (isFresh()) return;
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (waited > 180_000)
        throw new Error(`timed out waiting for ${lock} (remove it if no build is running)`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    if (!isFresh()) await build();
  } finally {
    rmdirSync(lock);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const ifStale = process.argv.includes('--if-stale');
  if (ifStale) await ensureBuilt();
  else await build();
  process.stdout.write(`web client ${ifStale ? 'up to date' : 'built'} in ${DIST}\n`);
  const { compressedSizes, sizeReport } = await import('./precompress.ts');
  process.stdout.write(`${sizeReport(await compressedSizes(DIST))}\n`);
}
