/**
 * The web client's files from `webRoot` (the built packages/web/dist). Paths outside the root are
 * refused; unknown paths without an extension get index.html (the client routes them); API paths
 * never fall through to files.
 *
 * Text files go out compressed when the request's Accept-Encoding allows: the build's precompressed copy
 * beside the file (`app.js.br`, `app.js.gz`) when there is one no older than the file, else compressed on
 * the way out; always with `Vary: Accept-Encoding`, and the file's own content type.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, normalize, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fail } from '../errors.ts';
import { CODINGS, type Coding, chooseCoding, compressor, encodedName, isCompressible } from './encoding.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

async function fileAt(root: string, path: string): Promise<string | null> {
  const full = resolve(root, normalize(`.${sep}${path}`));
  if (full !== root && !full.startsWith(root + sep)) return null;
  try {
    const info = await stat(full);
    return info.isFile() ? full : null;
  } catch {
    return null;
  }
}

/** Smaller files are not worth compressing on the way out. */
const COMPRESS_FROM = 1024;

/** The precompressed copies of `file` (their sizes) the build left, no older than the file itself. */
async function precompressed(file: string, modified: number): Promise<Map<Coding, number>> {
  const found = new Map<Coding, number>();
  for (const coding of CODINGS) {
    try {
      const info = await stat(encodedName(file, coding));
      if (info.isFile() && info.mtimeMs >= modified) found.set(coding, info.size);
    } catch {
      // none for this coding
    }
  }
  return found;
}

async function send(reply: FastifyReply, file: string, immutable: boolean): Promise<FastifyReply> {
  const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  reply.type(type);
  reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  reply.header('x-content-type-options', 'nosniff');
  if (!isCompressible(type)) return reply.send(createReadStream(file));
  reply.header('vary', 'accept-encoding');
  const accept = reply.request.headers['accept-encoding'];
  const original = await stat(file);
  const ready = await precompressed(file, original.mtimeMs);
  const copy = chooseCoding(accept, [...ready.keys()]);
  if (copy) {
    reply.header('content-encoding', copy);
    reply.header('content-length', ready.get(copy));
    return reply.send(createReadStream(encodedName(file, copy)));
  }
  const coding = original.size >= COMPRESS_FROM ? chooseCoding(accept, CODINGS) : null;
  if (!coding) return reply.send(createReadStream(file));
  reply.header('content-encoding', coding);
  return reply.send(pipeline(createReadStream(file), compressor(coding), () => {}));
}

/** Send the client's index.html; false when there is none. */
export async function sendIndex(reply: FastifyReply, webRoot: string): Promise<boolean> {
  const index = await fileAt(resolve(webRoot), 'index.html');
  if (!index) return false;
  await send(reply, index, false);
  return true;
}

export function registerStatic(app: FastifyInstance, webRoot: string): void {
  const root = resolve(webRoot);
  app.get('/*', async (request, reply) => {
    const path = (request.params as { '*'?: string })['*'] ?? '';
    if (path.startsWith('api/') || path === 'api' || path.includes('\0')) {
      return fail(reply, 404, 'not-found', `no route GET /${path}`);
    }
    const file = await fileAt(root, path === '' ? 'index.html' : path);
    if (file) return send(reply, file, path.startsWith('assets/'));
    if (extname(path) === '' && (await sendIndex(reply, root))) return reply;
    return fail(reply, 404, 'not-found', `no file /${path}`);
  });
}
