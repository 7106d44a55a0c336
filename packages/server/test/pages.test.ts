/**
 * The server's own pages for a link that leads nowhere (an unknown game, a used invite, a token that
 * holds no seat, a claim form without its invite) say so and link home.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createRaw, type TestServer, testServer } from './support/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await testServer();
});
afterAll(() => t.close());

async function page(path: string, init: RequestInit = {}): Promise<{ status: number; html: string }> {
  const response = await fetch(`${t.url}${path}`, { redirect: 'manual', ...init });
  expect(response.headers.get('content-type')).toContain('text/html');
  return { status: response.status, html: await response.text() };
}

const HOME = '<a href="/">Home</a>';

describe('pages for a bad link', () => {
  test('an invite to a game that does not exist', async () => {
    const { status, html } = await page('/play/nosuchgame1234?invite=AAAAAAAAAAAAAAAAAAAAAAAA');
    expect(status).toBe(404);
    expect(html).toContain('There is no such game.');
    expect(html).toContain(HOME);
  });

  test('an invite already used, and a claim form without an invite', async () => {
    const created = await createRaw(t.url, { game: 'raid', scenario: 'standard', seats: { red: 'me' } });
    const invite = created.invites[0].invite as string;
    const form = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    const claimed = await fetch(`${t.url}/play/${created.id}/claim`, {
      ...form,
      body: `invite=${invite}`,
      redirect: 'manual',
    });
    expect(claimed.status).toBe(303);
    const used = await page(`/play/${created.id}?invite=${invite}`);
    expect(used.status).toBe(410);
    expect(used.html).toContain(HOME);
    const again = await page(`/play/${created.id}/claim`, { ...form, body: `invite=${invite}` });
    expect(again.status).toBe(410);
    expect(again.html).toContain(HOME);
    const empty = await page(`/play/${created.id}/claim`, { ...form, body: 'nothing=1' });
    expect(empty.status).toBe(400);
    expect(empty.html).toContain(HOME);
    const nowhere = await page('/play/nosuchgame1234/claim', { ...form, body: `invite=${invite}` });
    expect(nowhere.status).toBe(404);
    expect(nowhere.html).toContain(HOME);
  });

  test('a seat link whose token holds no seat', async () => {
    const created = await createRaw(t.url, { game: 'raid', scenario: 'standard' });
    const { status, html } = await page(`/play/${created.id}?token=AAAAAAAAAAAAAAAAAAAAAAAA`);
    expect(status).toBe(403);
    expect(html).toContain('This link is not valid');
    expect(html).toContain(HOME);
  });
});
