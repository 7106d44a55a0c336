/**
 * The log as the table shows it: its lines (the game's narration and the table's notices) grouped by the
 * turn they belong to, and the filters (all, mine, combat, cards). A game without `turnOf` gets one
 * group; one without `eventCategory` has nothing in combat or cards.
 */
import type { GameEvent, Json, Seat } from '@wargame/engine';
import type { ClientGame, EventCategory } from '../games/types.ts';
import type { Lang, T } from '../i18n/index.tsx';
import { describeNotice, withNotices } from './notices.ts';
import type { LogEntry, TableNotice } from './types.ts';

export type LogFilter = 'all' | 'mine' | 'combat' | 'cards';
export const LOG_FILTERS: readonly LogFilter[] = ['all', 'mine', 'combat', 'cards'];

export interface LogLine {
  key: string;
  text: string;
  /** Shown on hover (a notice's full commitment). */
  title?: string;
  rule?: string;
  /** The event's type, or the notice's. */
  type: string;
  notice?: boolean;
  category: EventCategory;
  /** The seat whose action produced the line. */
  seat?: Seat;
}

export interface TurnGroup {
  /** Stable while the log grows: the group's place in the log. */
  key: string;
  /** The turn's number; null when the log does not say (it starts after the first turn, or no turns). */
  turn: number | null;
  /** Whose turn it is; null when unknown. */
  seat: Seat | null;
  lines: LogLine[];
  /** The last group: the turn being played. */
  current: boolean;
}

interface Building extends TurnGroup {
  /** The seat of the first action in the group, for a turn whose event names no seat. */
  firstSeat: Seat | null;
}

/** The log's lines in turn groups; the first group holds what came before the first turn event. */
export function buildLog(
  client: ClientGame,
  log: readonly LogEntry[],
  notices: readonly TableNotice[] | undefined,
  seatName: (seat: Seat) => string,
  view: Json,
  t: T,
  lang: Lang,
): TurnGroup[] {
  const start: Building = { key: 'g0', turn: null, seat: null, lines: [], current: false, firstSeat: null };
  const groups: Building[] = [start];
  let group = start;
  for (const item of withNotices(log, notices)) {
    if (item.kind === 'notice') {
      const { text, title } = describeNotice(item.notice, seatName, t);
      group.lines.push({
        key: `notice-${item.order}`,
        text,
        ...(title ? { title } : {}),
        type: item.notice.type,
        notice: true,
        category: 'other',
      });
      continue;
    }
    const { entry } = item;
    entry.events.forEach((event: GameEvent, i) => {
      const turn = client.turnOf?.(event) ?? null;
      if (turn !== null) {
        group = {
          key: `g${groups.length}`,
          turn,
          seat: client.turnSeat?.(event) ?? null,
          lines: [],
          current: false,
          firstSeat: null,
        };
        groups.push(group);
        return;
      }
      if (entry.seat !== undefined) group.firstSeat ??= entry.seat;
      const text = client.describeEvent(event, view, t, lang);
      if (!text) return;
      group.lines.push({
        key: `${entry.index}-${i}`,
        text,
        ...(event.rule ? { rule: event.rule } : {}),
        type: event.type,
        category: client.eventCategory?.(event) ?? 'other',
        ...(entry.seat !== undefined ? { seat: entry.seat } : {}),
      });
    });
  }
  if (client.turnOf) start.turn = turnBefore(groups[1]?.turn ?? null, log);
  const out = groups
    .filter((g, i) => i > 0 || g.lines.length > 0 || groups.length === 1)
    .map(({ firstSeat, ...g }) => ({ ...g, seat: g.seat ?? firstSeat }));
  if (out.length > 0) out[out.length - 1]!.current = true;
  return out;
}

/** Does a line pass the filter? "Mine": the viewer's own actions (not the table's notices). */
export function passes(line: LogLine, filter: LogFilter, viewer: Seat | null): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'mine':
      return viewer !== null && !line.notice && line.seat === viewer;
    case 'combat':
      return line.category === 'combat';
    case 'cards':
      return line.category === 'cards';
  }
}

/**
 * The turn each log entry was played in (the turn in force when it began), from the game's `turnOf`;
 * null where the log does not tell.
 */
export function entryTurns(client: ClientGame, log: readonly LogEntry[]): (number | null)[] {
  if (!client.turnOf) return log.map(() => null);
  const starts: (number | null)[] = [];
  let turn: number | null = null;
  let first: number | null = null;
  for (const entry of log) {
    starts.push(turn);
    for (const event of entry.events) {
      const n = client.turnOf(event);
      if (n !== null) {
        turn = n;
        first ??= n;
      }
    }
  }
  const before = turnBefore(first, log);
  return starts.map((n) => n ?? before);
}

/**
 * The turn of what comes before the log's first turn event (`first`): turn 1 when the log starts with
 * the game (several turns may share a number, as a Pacific round's five powers do, so the first event
 * may say 1 too), else the turn before it when that is a turn; null where the log does not tell.
 */
function turnBefore(first: number | null, log: readonly LogEntry[]): number | null {
  if ((log[0]?.index ?? 0) <= 0) return 1;
  return first !== null && first > 1 ? first - 1 : null;
}

const FILTER_KEY = 'wargame.logFilter';

/** The filter chosen earlier in this browser session. */
export function savedFilter(): LogFilter {
  try {
    const value = globalThis.sessionStorage?.getItem(FILTER_KEY);
    if (value && (LOG_FILTERS as readonly string[]).includes(value)) return value as LogFilter;
  } catch {
    // storage may be unavailable; the default then
  }
  return 'all';
}

export function saveFilter(filter: LogFilter): void {
  try {
    globalThis.sessionStorage?.setItem(FILTER_KEY, filter);
  } catch {
    // ignore: the filter then lasts as long as the page
  }
}
