/**
 * The web client's files go out compressed (issue 16: "the server sends the JavaScript uncompressed, no gzip
 * or brotli even when asked"): the build's brotli or gzip copy, whichever the request's Accept-Encoding
 * prefers, with Vary and the file's own content type; the plain file to a client that asks for neither;
 * and still nothing from outside the web root.
 */
import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chooseCoding, parseAcceptEncoding } from '../src/routes/encoding.ts';
import { type TestServer, testServer } from './support/server.ts';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

describe('Accept-Encoding (RFC 9110 12.5.3)', () => {
  test('weights, wildcards, refusals and the tie order', () => {
    expect(parseAcceptEncoding('gzip;q=0.5, br, x-gzip;q=0.7')).toEqual(
      new Map([
        ['gzip', 0.7],
        ['br', 1],
      ]),
    );
    expect(chooseCoding('gzip, deflate, br, zstd', ['br', 'gzip'])).toBe('br');
    expect(chooseCoding('gzip, deflate', ['br', 'gzip'])).toBe('gzip');
    expect(chooseCoding('br;q=0.2, gzip;q=0.9', ['br', 'gzip'])).toBe('gzip');
    expect(chooseCoding('*', ['br', 'gzip'])).toBe('br');
    expect(chooseCoding('*;q=0.5, br;q=0', ['br', 'gzip'])).toBe('gzip');
    expect(chooseCoding('br;q=0, gzip;q=0', ['br', 'gzip'])).toBeNull();
    expect(chooseCoding('identity', ['br', 'gzip'])).toBeNull();
    expect(chooseCoding(undefined, ['br', 'gzip'])).toBeNull();
    expect(chooseCoding('br', [])).toBeNull();
  });
});

describe('the web client, compressed', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wargame-compress-'));
  const web = join(dir, 'web');
  const script = `export const board = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `hex ${i}`))};\n`;
  const style = `.hex { fill: #d9d6a4; }\n`.repeat(200);
  let t: TestServer;

  beforeAll(async () => {
    mkdirSync(join(web, 'assets'), { recursive: true });
    writeFileSync(join(web, 'index.html'), `<!doctype html><title>client</title>${' '.repeat(2000)}`);
    writeFileSync(join(web, 'assets', 'app.js'), script);
    writeFileSync(join(web, 'assets', 'app.js.br'), brotliCompressSync(script));
    writeFileSync(join(web, 'assets', 'app.js.gz'), gzipSync(script));
    // A stylesheet the build did not precompress; and a stale copy older than its file, never sent.
    writeFileSync(join(web, 'assets', 'app.css'), style);
    writeFileSync(join(web, 'assets', 'old.js'), script);
    writeFileSync(join(web, 'assets', 'old.js.br'), brotliCompressSync('stale'));
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(web, 'assets', 'old.js.br'), past, past);
    writeFileSync(join(web, 'assets', 'logo.png'), Buffer.alloc(4000, 7));
    // Outside the root, with copies beside it that must not open a way out either.
    writeFileSync(join(dir, 'secret.txt'), 'outside the root');
    writeFileSync(join(dir, 'secret.txt.gz'), gzipSync('outside the root'));
    writeFileSync(join(dir, 'secret.txt.br'), brotliCompressSync('outside the root'));
    t = await testServer({ webRoot: web });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (path: string, acceptEncoding?: string) =>
    new Promise<Raw>((resolve, reject) => {
      const url = new URL(t.url);
      const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      const req = request({ host: url.hostname, port: url.port, path, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    });

  test('brotli when asked for it (a browser asks for gzip, deflate, br, zstd)', async () => {
    const reply = await get('/assets/app.js', 'gzip, deflate, br, zstd');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(reply.headers['cache-control']).toMatch(/immutable/);
    // The build's own copy, byte for byte.
    expect(Number(reply.headers['content-length'])).toBe(statSync(join(web, 'assets', 'app.js.br')).size);
    expect(brotliDecompressSync(reply.body).toString()).toBe(script);
    expect(reply.body.length).toBeLessThan(script.length / 3);
  });

  test('gzip when that is what the request allows', async () => {
    const reply = await get('/assets/app.js', 'gzip');
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(reply.body).toString()).toBe(script);
    expect((await get('/assets/app.js', 'br;q=0.1, gzip;q=0.8')).headers['content-encoding']).toBe('gzip');
  });

  test('the file as it is without Accept-Encoding, or when every coding is refused', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const reply = await get('/assets/app.js', accept);
      expect(reply.headers['content-encoding'], String(accept)).toBeUndefined();
      expect(reply.headers.vary, String(accept)).toMatch(/accept-encoding/i);
      expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(reply.body.toString()).toBe(script);
    }
  });

  test('index.html and client routes too; files without a copy are compressed on the way out', async () => {
    const index = await get('/', 'br');
    expect(index.headers['content-encoding']).toBe('br');
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(index.body).toString()).toContain('<title>client</title>');
    const route = await get('/lobby/new', 'gzip');
    expect(gunzipSync(route.body).toString()).toContain('<title>client</title>');
    const css = await get('/assets/app.css', 'gzip, br');
    expect(css.headers['content-encoding']).toBe('br');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(brotliDecompressSync(css.body).toString()).toBe(style);
    const stale = await get('/assets/old.js', 'br');
    expect(brotliDecompressSync(stale.body).toString()).toBe(script);
    // Images are sent as they are.
    const png = await get('/assets/logo.png', 'gzip, br');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body.length).toBe(4000);
  });

  test('nothing outside the root, whatever the encoding asked for', async () => {
    for (const accept of ['br', 'gzip', undefined]) {
      for (const path of [
        '/../secret.txt',
        '/%2e%2e/secret.txt',
        '/assets/..%2f..%2fsecret.txt',
        '/assets/..%2f..%2fsecret.txt.gz',
        '/..%2fsecret.txt.br',
      ]) {
        const reply = await get(path, accept);
        expect(reply.status, `${path} ${accept}`).toBe(404);
        const text = reply.body.toString();
        expect(text, path).not.toContain('outside the root');
        expect(reply.headers['content-encoding'], path).toBeUndefined();
      }
    }
  });
});
