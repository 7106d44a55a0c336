/** The record this device keeps of an online game it has just created (its seats, its token, the invites). */
import type { Seat } from '@wargame/engine';
import type { CreatedInvite, CreateGameResponse } from './api.ts';
import type { OnlineInvite, OnlineRecord, OnlineSeat } from './store.ts';

/** Resolve a server path ('/play/…') against this page's origin. */
export function absoluteUrl(url: string, origin: string = globalThis.location?.origin ?? ''): string {
  try {
    return new URL(url, origin).toString();
  } catch {
    return url;
  }
}

export function inviteOf(invite: CreatedInvite, origin?: string): OnlineInvite {
  return {
    seat: invite.seat,
    ...(invite.seats && invite.seats.length > 1 ? { seats: invite.seats } : {}),
    url: absoluteUrl(invite.url, origin),
  };
}

/** The server lists a group's invite once per seat of the group: keep one. */
function distinctInvites(invites: readonly CreatedInvite[]): CreatedInvite[] {
  const byCode = new Map<string, CreatedInvite>();
  for (const invite of invites) if (!byCode.has(invite.invite)) byCode.set(invite.invite, invite);
  return [...byCode.values()];
}

export function createdRecord(
  response: CreateGameResponse,
  entry: {
    game: string;
    scenario: string;
    /** Who plays each seat of this device ('me' or 'hotseat'); other seats are not this device's. */
    controllers: Record<Seat, 'me' | 'hotseat'>;
    origin?: string;
    now?: Date;
  },
): OnlineRecord {
  const seats: OnlineSeat[] = [];
  // One entry per seat or per group of seats sharing a token: every seat of it is this device's.
  for (const created of response.seats) {
    for (const seat of created.seats ?? [created.seat]) {
      if (seats.some((s) => s.seat === seat)) continue;
      seats.push({
        seat,
        token: created.token,
        url: absoluteUrl(created.url, entry.origin),
        controller: entry.controllers[seat] ?? 'me',
      });
    }
  }
  const creatorToken = response.creator?.token ?? seats[0]?.token;
  return {
    id: response.id,
    game: entry.game,
    scenario: entry.scenario,
    created: (entry.now ?? new Date()).toISOString(),
    seats,
    ...(creatorToken ? { creatorToken } : {}),
    invites: distinctInvites(response.invites ?? []).map((i) => inviteOf(i, entry.origin)),
    spectatorUrl: absoluteUrl(response.spectator.url, entry.origin),
    ...(response.commitment ? { commitment: response.commitment } : {}),
  };
}
