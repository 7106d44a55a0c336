/**
 * Watching the other side play: when moves of the computer or of a remote player arrive (several at once,
 * or in a quick burst), the table shows them one at a time, a step every WATCH_STEP_MS, with the board as
 * it stood after each (where the controller can say) and a way to skip to the present. Moves made at this
 * device (the viewer's own, a hot-seat partner's) are shown at once.
 *
 * The board marks everything that happened since the viewer's own last action, so a piece the opponent
 * moved stays marked until the viewer acts again.
 */
import type { GameEvent, Seat } from '@wargame/engine';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import type { LogEntry, SeatInfo, StepView, TableSnapshot } from './types.ts';

/** How long each move of the other side stays on screen before the next one (ms). */
export const WATCH_STEP_MS = 700;

/** The seats whose moves are played back: those of the computer and of remote players. */
export function watchedSeats(seats: readonly SeatInfo[]): Set<Seat> {
  return new Set(seats.filter((s) => s.controller === 'ai' || s.controller === 'remote').map((s) => s.seat));
}

/**
 * Where the playback goes next from `shown` entries: at once past the last entry made at this device (one's
 * own moves need no playback), else to the next position the controller knows (`known`) or the end.
 */
export function nextStep(
  log: readonly LogEntry[],
  shown: number,
  watched: ReadonlySet<Seat>,
  known: (count: number) => boolean,
): { count: number; immediate: boolean } | null {
  if (shown >= log.length) return null;
  for (let i = log.length - 1; i >= shown; i--) {
    const seat = log[i]!.seat;
    if (seat === undefined || !watched.has(seat)) return { count: i + 1, immediate: true };
  }
  for (let count = shown + 1; count < log.length; count++) {
    if (known(count)) return { count, immediate: false };
  }
  return { count: log.length, immediate: false };
}

/**
 * The events the board marks: everything after the viewer's own last action; when that action is the last
 * one shown (the viewer just acted), its own events. A viewer who has not acted yet (a spectator) sees the
 * moves of whoever is playing now, since that player's run of actions began.
 */
export function recentEvents(log: readonly LogEntry[], viewer: string): GameEvent[] {
  const last = log.length - 1;
  if (last < 0) return [];
  let own = -1;
  for (let i = last; i >= 0; i--) {
    if (log[i]!.seat === viewer) {
      own = i;
      break;
    }
  }
  if (own === last) return log[own]!.events;
  let from = own + 1;
  if (own < 0) {
    from = last;
    while (from > 0 && log[from - 1]!.seat === log[last]!.seat) from--;
  }
  return log.slice(from).flatMap((entry) => entry.events);
}

export interface Watch {
  /** The number of log entries on screen. */
  shown: number;
  /** Moves are being played back: the position shown is not the latest. */
  watching: boolean;
  /** The position on screen when watching and the controller knows it. */
  step: StepView | null;
  /** Playback progress: the move on screen among the other side's moves since this device last played. */
  index: number;
  total: number;
  /** The seat whose move is on screen. */
  seat: Seat | undefined;
  skip(): void;
}

/** Follow the snapshot's log, playing back the watched seats' moves one at a time. */
export function useWatch(
  snapshot: TableSnapshot | null,
  stepAt: ((count: number) => StepView | null) | undefined,
  pace: number = WATCH_STEP_MS,
): Watch {
  const log = snapshot?.log ?? [];
  const length = log.length;
  const [state, setState] = useState<{ shown: number | null; at: number }>({ shown: null, at: 0 });
  const [, wake] = useReducer((n: number) => n + 1, 0);
  const seats = snapshot?.seats ?? [];
  const key = seats.map((s) => `${s.seat}:${s.controller}`).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the seats' controllers
  const watched = useMemo(() => watchedSeats(seats), [key]);
  const known = (count: number) => stepAt?.(count) != null;

  // The first snapshot is the present: nothing is played back; nor is a log that shrank (undo, takeback).
  // Then: one's own moves at once, the others' one per `pace`.
  let shown = state.shown === null ? length : Math.min(state.shown, length);
  let at = state.at;
  const now = Date.now();
  for (let next = nextStep(log, shown, watched, known); next; next = nextStep(log, shown, watched, known)) {
    if (!next.immediate && now - at < pace) break;
    shown = next.count;
    at = now;
  }
  if (snapshot && (shown !== state.shown || at !== state.at)) setState({ shown, at });

  const watching = shown < length;
  const wait = watching ? Math.max(0, at + pace - now) : -1;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new step or a new entry re-arms the timer
  useEffect(() => {
    if (wait < 0) return;
    const timer = setTimeout(wake, wait);
    return () => clearTimeout(timer);
  }, [wait, shown, length]);

  const skip = useCallback(() => setState({ shown: Number.MAX_SAFE_INTEGER, at: Date.now() }), []);

  let base = shown;
  while (base > 0 && watched.has(log[base - 1]?.seat ?? '')) base--;
  return {
    shown,
    watching,
    step: watching ? (stepAt?.(shown) ?? null) : null,
    index: shown - base,
    total: length - base,
    seat: watching ? log[Math.max(base, shown - 1)]?.seat : undefined,
    skip,
  };
}
