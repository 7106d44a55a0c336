/**
 * Brotli and gzip copies of the built client's text files, written beside each (`app.js.br`, `app.js.gz`),
 * which the server sends to browsers that accept them (packages/server/src/routes/static.ts). Done once
 * per build, so no request pays for compression. Only node:zlib.
 *
 * Brotli at quality 10, not 11: on the client's main chunk 11 saves 1.5 % more (122.4 against 124.2 kB)
 * but takes twice as long (4.5 against 2.0 s), and the end-to-end tests build often.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What is worth compressing: text. Source maps are left out (only developer tools fetch them). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/i;
/** Smaller files gain nothing worth a second request path. */
const MIN_BYTES = 512;
const BROTLI_QUALITY = 10;

export interface Compressed {
  file: string;
  bytes: number;
  br: number | null;
  gzip: number | null;
}

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(path)));
    else if (entry.isFile()) out.push(path);
  }
  return out;
}

/** Compress every text file under `dir`; a copy is kept only when it is smaller than the file. */
export async function precompress(dir: string): Promise<Compressed[]> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  const results = await Promise.all(
    files.map(async (file): Promise<Compressed | null> => {
      const size = (await stat(file)).size;
      if (size < MIN_BYTES) return null;
      const data = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: size,
          },
        }),
        gz(data, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      const kept: Compressed = { file: relative(dir, file), bytes: size, br: null, gzip: null };
      if (br.length < size) {
        await writeFile(`${file}.br`, br);
        kept.br = br.length;
      }
      if (gzipped.length < size) {
        await writeFile(`${file}.gz`, gzipped);
        kept.gzip = gzipped.length;
      }
      return kept;
    }),
  );
  return results.filter((r): r is Compressed => r !== null).sort((a, b) => b.bytes - a.bytes);
}

/** The sizes of the text files under `dir` and of the copies beside them (after a build). */
export async function compressedSizes(dir: string): Promise<Compressed[]> {
  const size = async (path: string) => {
    try {
      return (await stat(path)).size;
    } catch {
      return null;
    }
  };
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  const rows = await Promise.all(
    files.map(async (file) => ({
      file: relative(dir, file),
      bytes: (await stat(file)).size,
      br: await size(`${file}.br`),
      gzip: await size(`${file}.gz`),
    })),
  );
  return rows.sort((a, b) => b.bytes - a.bytes);
}

/** A table of the sizes, for the build's log. */
export function sizeReport(rows: readonly Compressed[]): string {
  const kb = (n: number | null) => (n === null ? '-' : `${(n / 1024).toFixed(1)} kB`);
  return rows.map((r) => `  ${r.file}  ${kb(r.bytes)}  gzip ${kb(r.gzip)}  br ${kb(r.br)}`).join('\n');
}
