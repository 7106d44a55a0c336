import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../src/local/storage.ts';
import type { CreateGameResponse } from '../src/online/api.ts';
import { createdRecord } from '../src/online/created.ts';
import {
  findOnline,
  listOnline,
  rememberJoin,
  replaceInvite,
  saveOnline,
  seatTokens,
  tokenOf,
} from '../src/online/store.ts';

const ORIGIN = 'http://127.0.0.1:8080';

const created: CreateGameResponse = {
  id: 'G1',
  game: 'ancients',
  scenario: '001',
  version: 0,
  creator: { token: 'creator-token' },
  seats: [{ seat: 'bottom', seats: ['bottom'], token: 'creator-token', url: '/play/G1?token=creator-token' }],
  invites: [{ seat: 'top', seats: ['top'], invite: 'inv-1', url: '/play/G1?invite=inv-1' }],
  spectator: { url: '/play/G1' },
  commitment: 'ab'.repeat(32),
  hotseat: false,
  scripted: false,
};

describe('the online games this device keeps (localStorage)', () => {
  it('keeps the creator’s token and the one-time invites of a game it created', () => {
    const store = new MemoryStore();
    const record = createdRecord(created, {
      game: 'ancients',
      scenario: '001',
      controllers: { bottom: 'me' },
      origin: ORIGIN,
      now: new Date('2030-01-01T00:00:00Z'),
    });
    saveOnline(record, store);
    expect(findOnline('G1', store)).toEqual({
      id: 'G1',
      game: 'ancients',
      scenario: '001',
      created: '2030-01-01T00:00:00.000Z',
      seats: [
        {
          seat: 'bottom',
          token: 'creator-token',
          url: `${ORIGIN}/play/G1?token=creator-token`,
          controller: 'me',
        },
      ],
      creatorToken: 'creator-token',
      invites: [{ seat: 'top', url: `${ORIGIN}/play/G1?invite=inv-1` }],
      spectatorUrl: `${ORIGIN}/play/G1`,
      commitment: created.commitment,
    });
    // The invite is no token: it never counts as a seat this device holds.
    expect(seatTokens(listOnline(store))).toEqual(['creator-token']);
    expect(tokenOf(findOnline('G1', store))).toBe('creator-token');
  });

  it('gives every seat of a hot-seat group the shared token, each with its controller', () => {
    const record = createdRecord(
      {
        ...created,
        creator: { token: 'both' },
        seats: [{ seat: 'bottom', seats: ['bottom', 'top'], token: 'both', url: '/play/G1?token=both' }],
        invites: [],
        hotseat: true,
      },
      { game: 'ancients', scenario: '001', controllers: { bottom: 'me', top: 'hotseat' }, origin: ORIGIN },
    );
    expect(record.seats.map((s) => [s.seat, s.token, s.controller])).toEqual([
      ['bottom', 'both', 'me'],
      ['top', 'both', 'hotseat'],
    ]);
    expect(record.creatorToken).toBe('both');
    expect(record.invites).toEqual([]);
  });

  it('keeps one invite for a group of seats invited together', () => {
    const record = createdRecord(
      {
        ...created,
        seats: [],
        invites: [
          { seat: 'bottom', seats: ['bottom', 'top'], invite: 'g', url: '/play/G1?invite=g' },
          { seat: 'top', seats: ['bottom', 'top'], invite: 'g', url: '/play/G1?invite=g' },
        ],
      },
      { game: 'ancients', scenario: '001', controllers: {}, origin: ORIGIN },
    );
    expect(record.invites).toEqual([
      { seat: 'bottom', seats: ['bottom', 'top'], url: `${ORIGIN}/play/G1?invite=g` },
    ]);
  });

  it('keeps a creator that holds no seat its token, to reissue invites', () => {
    const record = createdRecord(
      {
        ...created,
        creator: { token: 'seatless' },
        seats: [],
        invites: [
          { seat: 'bottom', invite: 'i1', url: '/play/G1?invite=i1' },
          { seat: 'top', invite: 'i2', url: '/play/G1?invite=i2' },
        ],
      },
      { game: 'ancients', scenario: '001', controllers: {}, origin: ORIGIN },
    );
    expect(record.creatorToken).toBe('seatless');
    expect(record.seats).toEqual([]);
    expect(tokenOf(record)).toBeNull();
    expect(record.invites.map((i) => i.url)).toEqual([
      `${ORIGIN}/play/G1?invite=i1`,
      `${ORIGIN}/play/G1?invite=i2`,
    ]);
  });

  it('replaces an invite the server reissued, and keeps the rest', () => {
    const store = new MemoryStore();
    const record = createdRecord(
      {
        ...created,
        seats: [],
        invites: [
          { seat: 'bottom', invite: 'i1', url: '/play/G1?invite=i1' },
          { seat: 'top', invite: 'i2', url: '/play/G1?invite=i2' },
        ],
      },
      { game: 'ancients', scenario: '001', controllers: {}, origin: ORIGIN },
    );
    saveOnline(record, store);
    const next = replaceInvite('G1', { seat: 'top', url: `${ORIGIN}/play/G1?invite=i3` }, store);
    expect(next?.invites.map((i) => i.url)).toEqual([
      `${ORIGIN}/play/G1?invite=i1`,
      `${ORIGIN}/play/G1?invite=i3`,
    ]);
    expect(findOnline('G1', store)?.invites).toEqual(next?.invites);
    expect(findOnline('G1', store)?.creatorToken).toBe('creator-token');
    expect(replaceInvite('nope', { seat: 'top', url: 'x' }, store)).toBeUndefined();
  });

  it('remembers a seat taken through an invite without a token (the session cookie holds it)', () => {
    const store = new MemoryStore();
    const record = rememberJoin({ id: 'G2', game: 'ancients', scenario: '003', seat: 'top' }, store);
    expect(record.seats).toEqual([{ seat: 'top', controller: 'me' }]);
    expect(listOnline(store).map((r) => r.id)).toEqual(['G2']);
    expect(tokenOf(record)).toBeNull();
    expect(seatTokens(listOnline(store))).toEqual([]);
    // A link with a token still keeps it.
    const withToken = rememberJoin(
      { id: 'G3', game: 'ancients', scenario: '001', seat: 'bottom', token: 'tok' },
      store,
    );
    expect(withToken.seats).toEqual([{ seat: 'bottom', token: 'tok', controller: 'me' }]);
    expect(seatTokens(listOnline(store))).toEqual(['tok']);
  });
});
