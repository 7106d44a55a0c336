// @vitest-environment happy-dom
import type { Json } from '@wargame/engine';
import { act, createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { loadClient } from '../src/games/registry.ts';
import { type GameSnapshot, mergeSnapshot, type Notice, tableNotices } from '../src/online/api.ts';
import { LogPanel } from '../src/table/Log.tsx';
import { describeNotice, shortHash, withNotices } from '../src/table/notices.ts';
import type { LogEntry, TableNotice } from '../src/table/types.ts';
import { mountedRoot } from './dom.ts';
import { tEl, tEn } from './support.ts';

const HASH = '1a2b3c4d5e6f'.padEnd(64, '0');
const entry = (index: number): LogEntry => ({
  index,
  seat: index % 2 ? 'top' : 'bottom',
  events: [{ type: 'turn', seat: 'bottom' } as LogEntry['events'][number]],
});
const order = (items: ReturnType<typeof withNotices>) =>
  items.map((i) => (i.kind === 'entry' ? `e${i.position}` : `${i.notice.type}@${i.notice.at}`));

describe('the table’s notices in the log', () => {
  it('puts each notice after the first `at` entries, in the order they happened', () => {
    const notices: TableNotice[] = [
      { at: 0, type: 'invite-reissued', seat: 'top' },
      { at: 2, type: 'seat-claimed', seat: 'top' },
      { at: 2, type: 'reseeded', commitment: HASH },
    ];
    expect(order(withNotices([entry(0), entry(1), entry(2)], notices))).toEqual([
      'invite-reissued@0',
      'e0',
      'e1',
      'seat-claimed@2',
      'reseeded@2',
      'e2',
    ]);
    // Nothing after them yet: at the end.
    expect(order(withNotices([entry(0)], notices))).toEqual([
      'invite-reissued@0',
      'e0',
      'seat-claimed@2',
      'reseeded@2',
    ]);
    expect(order(withNotices([entry(0)]))).toEqual(['e0']);
  });

  it('moves a notice whose entries a takeback removed back to where the log was taken back to', () => {
    // The seat was claimed after 5 actions; a takeback then went back to 2 and drew new dice.
    const notices: TableNotice[] = [
      { at: 5, type: 'seat-claimed', seat: 'top' },
      { at: 2, type: 'reseeded', commitment: HASH },
    ];
    const log = [0, 1, 2, 3, 4, 5, 6].map(entry);
    expect(order(withNotices(log, notices))).toEqual([
      'e0',
      'e1',
      'seat-claimed@5',
      'reseeded@2',
      'e2',
      'e3',
      'e4',
      'e5',
      'e6',
    ]);
  });

  it('says who took a seat, whose invite was reissued, and the new dice’s commitment (short, whole on hover)', () => {
    const name = (seat: string) => (seat === 'top' ? 'Carthaginian' : 'Syracusan');
    expect(describeNotice({ at: 1, type: 'seat-claimed', seat: 'top' }, name, tEn).text).toBe(
      'Carthaginian: the seat was taken by its player.',
    );
    expect(describeNotice({ at: 0, type: 'invite-reissued', seat: 'top' }, name, tEn).text).toBe(
      'Carthaginian: a new invite link was made; the old one no longer works.',
    );
    const reseeded = describeNotice({ at: 3, type: 'reseeded', commitment: HASH }, name, tEn);
    expect(shortHash(HASH)).toBe('1a2b3c4d…');
    expect(reseeded.text).toBe('New dice after the takeback: commitment 1a2b3c4d…');
    expect(reseeded.title).toContain(HASH);
    expect(describeNotice({ at: 3, type: 'reseeded', commitment: HASH }, name, tEl).text).toBe(
      'Νέα ζάρια μετά την επιστροφή: δέσμευση 1a2b3c4d…',
    );
  });

  it('takes the notices from the server’s snapshots, and keeps them over an update without any', () => {
    const notices: Notice[] = [{ version: 3, at: 2, type: 'reseeded', commitment: HASH }];
    const base = {
      id: 'G',
      game: 'ancients',
      scenario: '001',
      version: 3,
      seats: [],
      viewer: 'spectator',
      view: {},
      pending: [],
      toAct: [],
      legal: {},
      log: [
        { index: 0, version: 1, seat: 'bottom', events: [] },
        { index: 1, version: 2, seat: 'top', events: [] },
      ],
      logFrom: 0,
      logLength: 2,
      outcome: null,
      commitment: 'c',
      takeback: null,
      notices,
    } satisfies GameSnapshot;
    const update: GameSnapshot = {
      ...base,
      version: 4,
      log: [{ index: 2, version: 4, seat: 'bottom', events: [] }],
      logFrom: 2,
      logLength: 3,
    };
    delete update.notices;
    const merged = mergeSnapshot(base, update);
    expect(merged.log.map((e) => e.index)).toEqual([0, 1, 2]);
    expect(merged.notices).toEqual(notices);
    const claimed: Notice[] = [...notices, { version: 5, at: 3, type: 'seat-claimed', seat: 'top' }];
    expect(
      mergeSnapshot(merged, { ...update, version: 5, logFrom: 3, log: [], notices: claimed }).notices,
    ).toEqual(claimed);
    expect(tableNotices(claimed)).toEqual([
      { at: 2, type: 'reseeded', commitment: HASH },
      { at: 3, type: 'seat-claimed', seat: 'top' },
    ]);
    expect(tableNotices(undefined)).toEqual([]);
  });
});

describe('the log panel', () => {
  const dom = mountedRoot();

  it('shows the notices among the game’s lines, the full commitment on hover', async () => {
    const client = (await loadClient('ancients'))!;
    const view = client.module.view(client.module.setup('001', {}, '7'), 'bottom') as unknown as Json;
    act(() => {
      dom.root.render(
        createElement(LogPanel, {
          client,
          log: [],
          notices: [
            { at: 0, type: 'seat-claimed', seat: 'top' },
            { at: 0, type: 'reseeded', commitment: HASH },
          ],
          seatName: (seat: string) => seat.toUpperCase(),
          view,
          t: tEn,
          lang: 'en',
          onRule: () => {},
        }),
      );
    });
    const lines = [...dom.container.querySelectorAll('.log-notice')];
    expect(lines.map((l) => l.getAttribute('data-notice'))).toEqual(['seat-claimed', 'reseeded']);
    expect(lines[0]!.textContent).toBe('TOP: the seat was taken by its player.');
    expect(lines[1]!.textContent).toBe('New dice after the takeback: commitment 1a2b3c4d…');
    expect(lines[1]!.querySelector('span')!.getAttribute('title')).toContain(HASH);
    // Notices are no game lines: counting the game's log is unchanged.
    expect(dom.container.querySelectorAll('.log-line')).toHaveLength(0);
  });
});
