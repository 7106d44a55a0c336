/**
 * "Your turn" by e-mail (`src/mail/`): a seat's holder gives an address; when the seat becomes due and
 * no socket holding it is open, one mail goes through the SMTP server the server was given (here a
 * local one, `support/smtp.ts`, on 127.0.0.1), with the game's link and no token; the address is shown
 * to that seat's holder alone.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ConfigError, resolveConfig } from '../src/config.ts';
import { checkEmailAddress } from '../src/mail/address.ts';
import { createMailer } from '../src/mail/send.ts';
import type { Room } from '../src/rooms/room.ts';
import { SERVE_HELP } from '../src/serve.ts';
import type { Store } from '../src/store/types.ts';
import { api, type Loose, live } from './support/http.ts';
import { announceSkip, TEST_DATABASE_URL } from './support/postgres.ts';
import { createGame, type TestServer, testServer, tokenOf } from './support/server.ts';
import { type SmtpSink, smtpSink } from './support/smtp.ts';

const backends: [string, string | undefined][] = [['SQLite', undefined]];
if (TEST_DATABASE_URL) backends.push(['PostgreSQL', TEST_DATABASE_URL]);
announceSkip('e-mail on PostgreSQL');

const BLUE = 'blue.player@example.org';
const RED = 'red.player@example.org';
const quiet = () => new Promise((resolve) => setTimeout(resolve, 400));

describe.each(backends)('your turn by e-mail (%s)', (_name, db) => {
  let smtp: SmtpSink;
  let t: TestServer;
  beforeAll(async () => {
    smtp = await smtpSink();
    t = await testServer({
      ...(db ? { db } : {}),
      mail: { smtpUrl: smtp.url, from: 'Wargames <turns@example.org>' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function game() {
    const created = await createGame(t.url, { game: 'raid', scenario: 'standard' });
    return {
      created,
      id: created.id as string,
      red: tokenOf(created, 'red'),
      blue: tokenOf(created, 'blue'),
    };
  }
  const setEmail = (id: string, seat: string, token: string | undefined, email: string | null) =>
    api(t.url, 'PUT', `/api/games/${id}/seats/${seat}/email`, {
      ...(token ? { token } : {}),
      body: { email },
    });
  const move = (id: string, token: string, action: Loose, version: number) =>
    api(t.url, 'POST', `/api/games/${id}/actions`, { token, body: { action, version } });

  test('a seat that becomes due gets one mail, to its own address, with the link and no token', async () => {
    const { created, id, red, blue } = await game();
    expect((await setEmail(id, 'blue', blue, ` ${BLUE} `)).body).toEqual({ seat: 'blue', email: BLUE });
    expect((await setEmail(id, 'red', red, RED)).status).toBe(200);

    expect((await move(id, red, { type: 'advance', lane: 0 }, created.version)).status).toBe(200);
    const mail = await smtp.next();
    expect(mail.to).toEqual([BLUE]);
    expect(mail.from).toBe('turns@example.org');
    expect(mail.subject).toContain('Your turn');
    expect(mail.text).toContain(`${t.url}/play/${id}`);
    expect(mail.text).toContain('blue');
    // No capability in a mailbox: neither seat's token, nor any token parameter.
    for (const secret of [red, blue]) expect(mail.raw).not.toContain(secret);
    expect(mail.raw).not.toMatch(/token=/);
    // Red is not due: nothing to red, nothing more to anyone.
    await quiet();
    expect(smtp.mails).toEqual([]);
  });

  test('no mail while a socket holding the seat is open', async () => {
    const { created, id, red, blue } = await game();
    await setEmail(id, 'blue', blue, BLUE);
    const socket = await live(t.url, `/api/games/${id}/live?token=${blue}`);
    await socket.next((m) => m.type === 'snapshot');
    expect((await move(id, red, { type: 'advance', lane: 1 }, created.version)).status).toBe(200);
    await socket.next((m) => m.version === created.version + 1);
    await quiet();
    expect(smtp.mails).toEqual([]);
    await socket.close();
  });

  test('a seat without an address, or held by nobody, is not mailed; a spectator socket does not count', async () => {
    const { created, id, red, blue } = await game();
    await setEmail(id, 'red', red, RED);
    const watcher = await live(t.url, `/api/games/${id}/live`);
    // Blue gave no address: nothing when blue becomes due.
    expect((await move(id, red, { type: 'advance', lane: 0 }, created.version)).status).toBe(200);
    await quiet();
    expect(smtp.mails).toEqual([]);
    // Red becomes due (blue passes): red is away, the spectator's socket holds no seat.
    expect((await move(id, blue, { type: 'pass' }, created.version + 1)).status).toBe(200);
    expect((await smtp.next()).to).toEqual([RED]);
    await watcher.close();
  });

  test('one mail per turn change, and none again until the player has been back', async () => {
    const { created, id, red, blue } = await game();
    await setEmail(id, 'blue', blue, BLUE);
    let version = created.version;
    expect((await move(id, red, { type: 'advance', lane: 0 }, version++)).status).toBe(200);
    expect((await smtp.next()).to).toEqual([BLUE]);
    // Red takes the move back and makes it again: blue is due anew, but has not been back since the mail.
    expect(
      (await api(t.url, 'POST', `/api/games/${id}/undo`, { token: red, body: { version } })).status,
    ).toBe(200);
    version++;
    expect((await move(id, red, { type: 'advance', lane: 1 }, version++)).status).toBe(200);
    await quiet();
    expect(smtp.mails).toEqual([]);
    // Blue looks in (a socket), leaves; the next turn change mails again.
    const socket = await live(t.url, `/api/games/${id}/live?token=${blue}`);
    await socket.next((m) => m.type === 'snapshot');
    await socket.close();
    await api(t.url, 'POST', `/api/games/${id}/undo`, { token: red, body: { version } });
    version++;
    expect((await move(id, red, { type: 'advance', lane: 2 }, version++)).status).toBe(200);
    expect((await smtp.next()).to).toEqual([BLUE]);
    // Blue acts (it is back), red acts: blue's next turn is mailed.
    expect((await move(id, blue, { type: 'pass' }, version++)).status).toBe(200);
    expect((await move(id, red, { type: 'withdraw' }, version++)).status).toBe(200);
    const next = await smtp.next();
    expect(next.to).toEqual([BLUE]);
    await quiet();
    expect(smtp.mails).toEqual([]);
  });

  test('the address is never in a view, a save, a list or the lobby; only its holder reads it', async () => {
    const { id, red, blue } = await game();
    await setEmail(id, 'blue', blue, BLUE);
    const texts: string[] = [];
    for (const token of [red, blue, undefined]) {
      const options = token ? { token } : {};
      for (const path of [`/api/games/${id}/view`, `/api/games/${id}/save`, `/api/games/${id}/chat`]) {
        const reply = await api(t.url, 'GET', path, options);
        expect(reply.status, path).toBe(200);
        texts.push(JSON.stringify(reply.body));
      }
    }
    texts.push(JSON.stringify((await api(t.url, 'GET', `/api/games?token=${red}&token=${blue}`)).body));
    texts.push(JSON.stringify((await api(t.url, 'GET', '/api/lobby')).body));
    const socket = await live(t.url, `/api/games/${id}/live?token=${blue}`);
    texts.push(JSON.stringify(await socket.next()));
    await socket.close();
    for (const text of texts) expect(text).not.toContain('example.org');
    const seats = await t.server.store.loadSeats(id);
    expect(JSON.stringify(seats)).not.toContain('example.org');

    const path = `/api/games/${id}/seats/blue/email`;
    expect((await api(t.url, 'GET', path, { token: blue })).body).toEqual({ seat: 'blue', email: BLUE });
    expect((await api(t.url, 'GET', path, { token: red })).status).toBe(403);
    expect((await api(t.url, 'GET', path)).status).toBe(401);
  });

  test('only the seat holder sets it, to one plain address; null clears it', async () => {
    const { id, red, blue } = await game();
    expect((await setEmail(id, 'blue', red, BLUE)).status).toBe(403);
    expect((await setEmail(id, 'blue', undefined, BLUE)).status).toBe(401);
    for (const bad of [
      'not an address',
      'a@b',
      'x@localhost',
      'x@127.0.0.1',
      'x@printer.local',
      'a@example.org, b@example.org',
      'Eve <eve@example.org>',
      'a@example.org\r\nBcc: b@example.org',
      `${'a'.repeat(65)}@example.org`,
    ]) {
      const reply = await setEmail(id, 'blue', blue, bad);
      expect(reply.status, bad).toBe(400);
      expect(reply.body.error.code, bad).toBe('bad-email');
    }
    expect((await setEmail(id, 'blue', blue, 'Blue@Example.ORG')).body.email).toBe('Blue@example.org');
    expect((await setEmail(id, 'blue', blue, null)).body).toEqual({ seat: 'blue', email: null });
    expect((await api(t.url, 'GET', `/api/games/${id}/seats/blue/email`, { token: blue })).body.email).toBe(
      null,
    );
  });
});

describe('without an SMTP server', () => {
  test('the address routes say mail is off (501)', async () => {
    const t = await testServer();
    try {
      const created = await createGame(t.url, { game: 'raid', scenario: 'standard' });
      const path = `/api/games/${created.id}/seats/red/email`;
      const token = tokenOf(created, 'red');
      const put = await api(t.url, 'PUT', path, { token, body: { email: RED } });
      expect(put.status).toBe(501);
      expect(put.body.error.code).toBe('mail-disabled');
      expect((await api(t.url, 'GET', path, { token })).status).toBe(501);
    } finally {
      await t.close();
    }
  });
});

describe('a refused mail', () => {
  test('is logged with the game, the seat and the SMTP code, never the address', async () => {
    const smtp = await smtpSink({ refuseRecipients: true });
    const warnings: string[] = [];
    const store = { loadSeatEmails: async () => ({ blue: BLUE }) } as unknown as Store;
    const hub = { seatsOnline: () => new Set<string>() } as unknown as Parameters<
      typeof createMailer
    >[0]['hub'];
    const mailer = createMailer({
      mail: { smtpUrl: smtp.url, from: 'turns@example.org' },
      store,
      hub,
      publicUrl: () => 'http://127.0.0.1:1',
      warn: (message) => warnings.push(message),
    });
    try {
      const room = {
        id: 'G1',
        game: { title: 'Raid' },
        record: { version: 3, toAct: ['blue'], scenario: 'standard' },
        stack: [],
        seats: [{ seat: 'blue', ai: false }],
      } as unknown as Room;
      mailer.turnsChanged(room, ['red']);
      for (let i = 0; i < 50 && warnings.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/^mail for game G1 seat blue failed \(.*550.*\)$/);
      expect(warnings[0]).not.toContain('example.org');
    } finally {
      await mailer.close();
      await smtp.close();
    }
  });
});

describe('mail settings', () => {
  test('--smtp-url and --mail-from, checked at start', () => {
    const options = resolveConfig(
      { 'smtp-url': 'smtp://mailer:secret@127.0.0.1:2525', 'mail-from': 'Wargames <turns@example.org>' },
      {},
    );
    expect(options.mail).toEqual({
      smtpUrl: 'smtp://mailer:secret@127.0.0.1:2525',
      from: '"Wargames" <turns@example.org>',
    });
    expect(
      resolveConfig({}, { SMTP_URL: 'smtps://mail.example.org', MAIL_FROM: 'a@example.org' }).mail,
    ).toEqual({ smtpUrl: 'smtps://mail.example.org', from: 'a@example.org' });
    expect(resolveConfig({}, {}).mail).toBeUndefined();
    expect(() => resolveConfig({ 'smtp-url': 'smtp://127.0.0.1:25' }, {})).toThrow(ConfigError);
    expect(() => resolveConfig({ 'mail-from': 'a@example.org' }, {})).toThrow(/needs --smtp-url/);
    expect(() => resolveConfig({ 'smtp-url': 'http://x', 'mail-from': 'a@example.org' }, {})).toThrow(
      /smtp:\/\//,
    );
    // The password is not repeated in a refusal.
    expect(() =>
      resolveConfig({ 'smtp-url': 'ftp://u:hunter2@x', 'mail-from': 'a@example.org' }, {}),
    ).toThrow(/^(?!.*hunter2)/);
    expect(SERVE_HELP).toContain('--smtp-url URL');
    expect(SERVE_HELP).toContain('--mail-from ADDR');
  });

  test('which addresses a seat may give', () => {
    expect(checkEmailAddress('ann@example.org')).toEqual({ ok: true, address: 'ann@example.org' });
    expect(checkEmailAddress('ann+wargame@mail.example.co.uk').ok).toBe(true);
    expect(checkEmailAddress('ann@mail.internal').ok).toBe(false);
    expect(checkEmailAddress('ann@mail.internal', true).ok).toBe(true);
    expect(checkEmailAddress('"ann"@example.org').ok).toBe(false);
    expect(checkEmailAddress('ann@[192.0.2.1]').ok).toBe(false);
  });
});
