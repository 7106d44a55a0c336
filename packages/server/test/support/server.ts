/** An in-process server on 127.0.0.1 and a random port, with the fixture games and a throwaway store. */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ServerOptions, type WargameServer } from '../../src/app.ts';
import { fixtureGames } from './fixtures.ts';
import type { Loose } from './http.ts';

export interface TestServer {
  server: WargameServer;
  url: string;
  dir: string;
  close(): Promise<void>;
}

export async function testServer(options: ServerOptions = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'wargame-server-'));
  const server = await createServer({
    port: 0,
    host: '127.0.0.1',
    db: join(dir, 'test.db'),
    games: fixtureGames,
    rateLimit: false,
    ai: false,
    ...options,
  });
  const url = await server.listen();
  return {
    server,
    url,
    dir,
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** POST /api/games as sent: the creation answer itself (creator's seats, invites), throws unless 201. */
export async function createRaw(url: string, body: Record<string, unknown>): Promise<Loose> {
  const response = await fetch(`${url}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** Claim an invite over the API; returns the answer `{ id, seats, token }` (throws unless 200). */
export async function claimInvite(url: string, id: string, invite: string): Promise<Loose> {
  const response = await fetch(`${url}/api/games/${id}/claim`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ invite }),
  });
  const json = await response.json();
  if (response.status !== 200) throw new Error(`claim failed: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/**
 * Create a game and claim every invite, as if each invited player had opened theirs: the answer with
 * `seats` listing every human seat with its token (as the creation answer did before invites), and
 * `version` the game's version after the claims (each claim is a log row). `raw`: the creation answer.
 */
export async function createGame(url: string, body: Record<string, unknown>): Promise<Loose> {
  const raw = await createRaw(url, body);
  const seats = [...raw.seats];
  const tokens = new Map<string, string>();
  for (const invite of raw.invites) {
    let token = tokens.get(invite.invite);
    if (token === undefined) {
      token = (await claimInvite(url, raw.id, invite.invite)).token as string;
      tokens.set(invite.invite, token);
    }
    seats.push({
      seat: invite.seat,
      seats: invite.seats,
      token,
      url: `${url}/play/${raw.id}?token=${token}`,
    });
  }
  return { ...raw, seats, version: raw.version + tokens.size, raw };
}

/** The token of a seat from a create response. */
export function tokenOf(created: Loose, seat: string): string {
  const entry = created.seats.find((s: Loose) => s.seat === seat);
  if (!entry) throw new Error(`no seat ${seat} in ${JSON.stringify(created.seats)}`);
  return entry.token;
}
