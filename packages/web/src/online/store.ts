/**
 * The online games this device takes part in: for each, the seats it holds (with their secret tokens) and
 * the invite links it created. Kept in localStorage; a token is never sent anywhere but its own server.
 */
import type { Seat } from '@wargame/engine';
import type { KeyValue } from '../local/storage.ts';
import type { Controller } from '../table/types.ts';

export interface OnlineSeat {
  seat: Seat;
  token: string;
  controller: Controller;
  url?: string;
}

export interface OnlineRecord {
  id: string;
  game: string;
  scenario: string;
  created: string;
  /** Seats this device plays (me, hot-seat). */
  seats: OnlineSeat[];
  /** Links created for others. */
  invites: { seat: Seat; url: string }[];
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

/** Remember a seat joined through an invite link. */
export function rememberJoin(
  entry: { id: string; game: string; scenario: string; seat: Seat; token: string },
  store: KeyValue = storage(),
): OnlineRecord {
  const existing = findOnline(entry.id, store);
  const seats = (existing?.seats ?? []).filter((s) => s.seat !== entry.seat);
  const record: OnlineRecord = {
    id: entry.id,
    game: entry.game,
    scenario: entry.scenario,
    created: existing?.created ?? new Date().toISOString(),
    seats: [...seats, { seat: entry.seat, token: entry.token, controller: 'me' }],
    invites: existing?.invites ?? [],
    ...(existing?.spectatorUrl ? { spectatorUrl: existing.spectatorUrl } : {}),
    ...(existing?.commitment ? { commitment: existing.commitment } : {}),
  };
  saveOnline(record, store);
  return record;
}
