/** Configuration, the serve command, and the web client's static files. */

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { redactUrl } from '../src/app.ts';
import { ConfigError, resolveConfig } from '../src/config.ts';
import { serveCommand } from '../src/serve.ts';
import { api } from './support/http.ts';
import { createGame, type TestServer, testServer } from './support/server.ts';

const dir = mkdtempSync(join(tmpdir(), 'wargame-serve-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('configuration', () => {
  test('flags, then the environment, then defaults', () => {
    const defaults = resolveConfig({}, {});
    expect(defaults).toMatchObject({ port: 8080, host: '127.0.0.1', db: '.wargame/wargame.db', log: 'info' });
    expect(defaults.rateLimit).toEqual({ max: 1200, windowMs: 60_000 });
    const env = {
      PORT: '9000',
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/x',
      PUBLIC_URL: 'https://play.example',
    };
    expect(resolveConfig({}, env)).toMatchObject({
      port: 9000,
      db: env.DATABASE_URL,
      publicUrl: 'https://play.example',
    });
    expect(resolveConfig({ port: '7000', db: 'games.db', 'rate-limit': '0' }, env)).toMatchObject({
      port: 7000,
      db: 'games.db',
      rateLimit: false,
    });
  });

  test('bad settings are refused with a reason', () => {
    expect(() => resolveConfig({ port: 'eighty' }, {})).toThrow(ConfigError);
    expect(() => resolveConfig({ port: '70000' }, {})).toThrow(/port/);
    expect(() => resolveConfig({ 'public-url': 'play.example' }, {})).toThrow(/public URL/);
    expect(() => resolveConfig({ 'web-root': join(dir, 'missing') }, {})).toThrow(/web client/);
    expect(() => resolveConfig({ log: 'loud' }, {})).toThrow(/log level/);
  });

  test('tokens never reach the logs', () => {
    expect(redactUrl('/play/abc?token=SECRET&x=1')).toBe('/play/abc?token=REDACTED&x=1');
    expect(redactUrl('/api/games?token=A&token=B')).toBe('/api/games?token=REDACTED&token=REDACTED');
  });
});

describe('serveCommand', () => {
  const io = () => {
    const out: string[] = [];
    const err: string[] = [];
    return { out, err, stdout: (t: string) => void out.push(t), stderr: (t: string) => void err.push(t) };
  };

  test('--help prints the usage; a bad flag exits 2', async () => {
    const help = io();
    expect(await serveCommand(['--help'], help, {})).toBe(0);
    expect(help.out.join('')).toMatch(/Usage: wargame serve/);
    const bad = io();
    expect(await serveCommand(['--colour'], bad, {})).toBe(2);
    expect(bad.err.join('')).toMatch(/wargame serve: .*--colour/);
    expect(await serveCommand(['--port', 'x'], io(), {})).toBe(2);
  });

  test('starts, serves, and stops cleanly', async () => {
    const out = io();
    const stop = new AbortController();
    const running = serveCommand(
      ['--port', '0', '--db', join(dir, 'serve.db'), '--log', 'silent'],
      out,
      {},
      stop.signal,
    );
    const deadline = Date.now() + 20_000;
    while (!out.out.join('').includes('listening') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const url = /listening on (\S+)/.exec(out.out.join(''))?.[1];
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const catalog = await api(url!, 'GET', '/api/catalog');
    expect(catalog.body.games.map((g: { id: string }) => g.id)).toContain('ancients');
    stop.abort();
    expect(await running).toBe(0);
  });

  test('a port in use: exit 1 with the reason', async () => {
    const first = await testServer();
    try {
      const port = new URL(first.url).port;
      const out = io();
      expect(await serveCommand(['--port', port, '--db', ':memory:', '--log', 'silent'], out, {})).toBe(1);
      expect(out.err.join('')).toMatch(/cannot start/);
    } finally {
      await first.close();
    }
  });
});

describe('the web client', () => {
  let t: TestServer;
  const web = join(dir, 'web');
  beforeAll(async () => {
    mkdirSync(join(web, 'assets'), { recursive: true });
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>client</title>');
    writeFileSync(join(web, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(join(dir, 'secret.txt'), 'outside the root');
    t = await testServer({ webRoot: web });
  });
  afterAll(async () => {
    await t.close();
  });

  const raw = (path: string) =>
    new Promise<{ status: number; body: string; type: string }>((resolve, reject) => {
      const url = new URL(t.url);
      const req = request({ host: url.hostname, port: url.port, path }, (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += String(chunk);
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, type: String(response.headers['content-type']) }),
        );
      });
      req.on('error', reject);
      req.end();
    });

  test('files, client routes and play links get the client', async () => {
    expect(await raw('/')).toMatchObject({ status: 200, body: '<!doctype html><title>client</title>' });
    const js = await raw('/assets/app.js');
    expect(js).toMatchObject({ status: 200, body: 'console.log(1)' });
    expect(js.type).toMatch(/javascript/);
    expect((await raw('/lobby/new')).body).toContain('client');
    const created = await createGame(t.url, { game: 'raid', scenario: 'standard' });
    expect((await raw(`/play/${created.id}`)).body).toContain('client');
  });

  test('nothing outside the root, and API paths never fall through to files', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/nope.js']) {
      const reply = await raw(path);
      expect(reply.body, path).not.toContain('outside the root');
      expect(reply.status, path).toBe(404);
    }
    const api404 = await raw('/api/unknown');
    expect(api404.status).toBe(404);
    expect(JSON.parse(api404.body).error.code).toBe('not-found');
  });

  test('without a client a play link says so', async () => {
    const bare = await testServer();
    try {
      const created = await createGame(bare.url, { game: 'raid', scenario: 'standard' });
      const page = await fetch(`${bare.url}/play/${created.id}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(`/api/games/${created.id}/view`);
    } finally {
      await bare.close();
    }
  });
});
