/** The table's notices (seat claims, reissued invites, new dice after a takeback) as lines of the log. */
import type { Seat } from '@wargame/engine';
import type { T } from '../i18n/index.tsx';
import type { LogEntry, TableNotice } from './types.ts';

/** How much of a commitment the log shows; the whole one is on hover. */
export const SHORT_HASH = 8;

export function shortHash(hash: string): string {
  return hash.length > SHORT_HASH ? `${hash.slice(0, SHORT_HASH)}…` : hash;
}

/** A notice's text, and the longer text shown on hover (the full commitment). */
export function describeNotice(
  notice: TableNotice,
  seatName: (seat: Seat) => string,
  t: T,
): { text: string; title?: string } {
  const side = notice.seat !== undefined ? seatName(notice.seat) : '';
  switch (notice.type) {
    case 'seat-claimed':
      return { text: t('table.notice.seatClaimed', { side }) };
    case 'invite-reissued':
      return { text: t('table.notice.inviteReissued', { side }) };
    case 'reseeded': {
      const hash = notice.commitment ?? '';
      return {
        text: t('table.notice.reseeded', { hash: shortHash(hash) }),
        title: t('table.notice.reseededHint', { hash }),
      };
    }
  }
}

export type LogItem =
  | { kind: 'entry'; entry: LogEntry; position: number }
  | { kind: 'notice'; notice: TableNotice; order: number };

/**
 * The log entries with each notice in its place, after the first `at` entries, in the notices' order.
 * A notice whose entries a later takeback removed moves back to where the log was taken back to (before
 * any later notice), and one beyond the log's end stays at the end.
 */
export function withNotices(log: readonly LogEntry[], notices: readonly TableNotice[] = []): LogItem[] {
  const place: number[] = [];
  let lowest = Number.POSITIVE_INFINITY;
  for (let i = notices.length - 1; i >= 0; i--) {
    lowest = Math.min(lowest, notices[i]!.at);
    place[i] = lowest;
  }
  const items: LogItem[] = [];
  let next = 0;
  const flush = (upTo: number) => {
    for (; next < notices.length && place[next]! <= upTo; next++) {
      items.push({ kind: 'notice', notice: notices[next]!, order: next });
    }
  };
  log.forEach((entry, position) => {
    flush(position);
    items.push({ kind: 'entry', entry, position });
  });
  flush(Number.POSITIVE_INFINITY);
  return items;
}
