/**
 * The web client's files from `webRoot` (the built packages/web/dist). Paths outside the root are
 * refused; unknown paths without an extension get index.html (the client routes them); API paths
 * never fall through to files.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, normalize, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fail } from '../errors.ts';

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

function send(reply: FastifyReply, file: string, immutable: boolean): FastifyReply {
  reply.type(TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream');
  reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  reply.header('x-content-type-options', 'nosniff');
  return reply.send(createReadStream(file));
}

/** Send the client's index.html; false when there is none. */
export async function sendIndex(reply: FastifyReply, webRoot: string): Promise<boolean> {
  const index = await fileAt(resolve(webRoot), 'index.html');
  if (!index) return false;
  send(reply, index, false);
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
