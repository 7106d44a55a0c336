/**
 * The online games this device takes part in: for each, the seats it holds (with their secret tokens),
 * the creator's token and the one-time invites it created. Kept in localStorage; a token or invite is
 * never sent anywhere but its own server.
 */
import type { Seat } from '@wargame/engine';
import type { KeyValue } from '../local/storage.ts';
import type { Controller } from '../table/types.ts';

export interface OnlineSeat {
  seat: Seat;
  /** Absent for a seat taken through an invite: its token is in the session cookie, out of scripts' reach. */
  token?: string;
  controller: Controller;
  url?: string;
}

/** A one-time invite this device created: the first browser to open `url` takes the seat(s). */
export interface OnlineInvite {
  seat: Seat;
  /** Every seat the invite grants (a seat group); absent: `seat` alone. */
  seats?: Seat[];
  url: string;
}

export interface OnlineRecord {
  id: string;
  game: string;
  scenario: string;
  created: string;
  /** Seats this device plays (me, hot-seat). */
  seats: OnlineSeat[];
  /** The creator's token (this device created the game): the one that may reissue invites. */
  creatorToken?: string;
  /** Invites created for others. */
  invites: OnlineInvite[];
  spectatorUrl?: string;
  /** A spectator's token, when this device only watches. */
  spectatorToken?: string;
  commitment?: string;
}

const KEY = 'wargame.online';

function storage(): KeyValue {
  return globalThis.localStorage;
}

export function listOnline(store: KeyValue = storage()): OnlineRecord[] {
  try {
    const value = JSON.parse(store.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? (value as OnlineRecord[]) : [];
  } catch {
    return [];
  }
}

export function findOnline(id: string, store: KeyValue = storage()): OnlineRecord | undefined {
  return listOnline(store).find((r) => r.id === id);
}

export function saveOnline(record: OnlineRecord, store: KeyValue = storage()): void {
  const others = listOnline(store).filter((r) => r.id !== record.id);
  store.setItem(KEY, JSON.stringify([record, ...others]));
}

export function forgetOnline(id: string, store: KeyValue = storage()): void {
  store.setItem(KEY, JSON.stringify(listOnline(store).filter((r) => r.id !== id)));
}

/** The token this device reads a game with: the first seat's that has one (else the cookie decides). */
export function tokenOf(record: OnlineRecord | null | undefined): string | null {
  return record?.seats.find((s) => s.token)?.token ?? record?.spectatorToken ?? null;
}

/** Every seat token held here, for the list of games. */
export function seatTokens(records: readonly OnlineRecord[]): string[] {
  return [...new Set(records.flatMap((r) => r.seats.flatMap((s) => (s.token ? [s.token] : []))))];
}

/** Replace a seat's invite by the one the server reissued (the old link no longer works). */
export function replaceInvite(
  id: string,
  invite: OnlineInvite,
  store: KeyValue = storage(),
): OnlineRecord | undefined {
  const record = findOnline(id, store);
  if (!record) return undefined;
  const next: OnlineRecord = {
    ...record,
    invites: record.invites.map((i) => (i.seat === invite.seat ? invite : i)),
  };
  saveOnline(next, store);
  return next;
}

/**
 * Remember a seat joined through a link: with its token when the link carried one, without when the
 * server's session cookie holds it.
 */
export function rememberJoin(
  entry: { id: string; game: string; scenario: string; seat: Seat; token?: string | null },
  store: KeyValue = storage(),
): OnlineRecord {
  const existing = findOnline(entry.id, store);
  const seats = (existing?.seats ?? []).filter((s) => s.seat !== entry.seat);
  const record: OnlineRecord = {
    ...existing,
    id: entry.id,
    game: entry.game,
    scenario: entry.scenario,
    created: existing?.created ?? new Date().toISOString(),
    seats: [...seats, { seat: entry.seat, ...(entry.token ? { token: entry.token } : {}), controller: 'me' }],
    invites: existing?.invites ?? [],
  };
  saveOnline(record, store);
  return record;
}
