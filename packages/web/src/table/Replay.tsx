/**
 * The replay bar: step by action or by turn, play it through at a steady pace, or drag the slider; the
 * arrow keys step, Page Up/Down go by turn, Home and End go to the start and the end.
 */
import type { GameEvent } from '@wargame/engine';
import { useEffect } from 'react';
import type { T } from '../i18n/index.tsx';
import type { LogEntry } from './types.ts';
import './flow.css';

/** How long each position stays on screen when the replay plays by itself (ms). */
export const REPLAY_STEP_MS = 900;

export interface TurnStart {
  /** The replay position at which the turn begins (0..length). */
  index: number;
  /** Its number, when the game says. */
  turn: number | null;
}

/**
 * Where each turn begins, from the game's `turnOf` (the event that opens a turn): the position after the
 * action whose events open it, and the start. Without `turnOf`, every action is a step of its own.
 */
export function turnStarts(
  log: readonly LogEntry[],
  turnOf: ((event: GameEvent) => number | null) | undefined,
): TurnStart[] {
  if (!turnOf) return log.map((_, i) => ({ index: i, turn: null })).concat({ index: log.length, turn: null });
  const starts: TurnStart[] = [{ index: 0, turn: null }];
  log.forEach((entry, i) => {
    for (const event of entry.events) {
      const turn = turnOf(event);
      if (turn === null) continue;
      // The set-up's events (index -1) open the first turn at the start.
      const at = entry.index < 0 ? 0 : i + 1;
      const same = starts.find((s) => s.index === at);
      if (same) same.turn = turn;
      else starts.push({ index: at, turn });
    }
  });
  starts.sort((a, b) => a.index - b.index);
  // The turn under way at the start is the one before the first that opens (a game may start at any turn).
  const first = starts[0]!;
  const second = starts[1];
  if (first.turn === null && second?.turn != null && second.turn > 1) first.turn = second.turn - 1;
  return starts;
}

/** The turn being played at `index` (the last start at or before it). */
export function turnAt(starts: readonly TurnStart[], index: number): TurnStart | null {
  let found: TurnStart | null = null;
  for (const s of starts) if (s.index <= index) found = s;
  return found;
}

export function previousTurn(starts: readonly TurnStart[], index: number): number {
  let found = 0;
  for (const s of starts) if (s.index < index) found = s.index;
  return found;
}

export function nextTurn(starts: readonly TurnStart[], index: number, length: number): number {
  return starts.find((s) => s.index > index)?.index ?? length;
}

/** Left/Right step, Page Up/Down by turn, Home/End — unless a field or another handler has the key. */
export function useReplayKeys(
  active: boolean,
  index: number,
  length: number,
  starts: readonly TurnStart[],
  go: (index: number) => void,
): void {
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, select, textarea, [contenteditable="true"]')) return;
      let to: number | null = null;
      if (e.key === 'ArrowLeft') to = index - 1;
      else if (e.key === 'ArrowRight') to = index + 1;
      else if (e.key === 'PageUp') to = previousTurn(starts, index);
      else if (e.key === 'PageDown') to = nextTurn(starts, index, length);
      else if (e.key === 'Home') to = 0;
      else if (e.key === 'End') to = length;
      if (to === null) return;
      e.preventDefault();
      go(Math.max(0, Math.min(length, to)));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, index, length, starts, go]);
}

export function ReplayBar({
  index,
  length,
  revealed,
  starts,
  playing,
  onChange,
  onPlay,
  onClose,
  t,
}: {
  index: number;
  length: number;
  revealed: boolean;
  starts: readonly TurnStart[];
  playing: boolean;
  onChange(index: number): void;
  onPlay(playing: boolean): void;
  onClose(): void;
  t: T;
}) {
  const turn = turnAt(starts, index)?.turn ?? null;
  return (
    <div className="replay-bar" data-testid="replay" data-index={index}>
      <button
        type="button"
        onClick={() => onChange(0)}
        aria-label={t('table.replayStart')}
        data-testid="replay-start"
      >
        «
      </button>
      <button
        type="button"
        onClick={() => onChange(previousTurn(starts, index))}
        disabled={index === 0}
        aria-label={t('flow.replay.prevTurn')}
        title={t('flow.replay.prevTurn')}
        data-testid="replay-prev-turn"
      >
        ⏮
      </button>
      <button
        type="button"
        onClick={() => onChange(Math.max(0, index - 1))}
        disabled={index === 0}
        aria-label={t('flow.replay.back')}
        title={t('flow.replay.back')}
        data-testid="replay-back"
      >
        ‹
      </button>
      <button
        type="button"
        className="replay-play"
        onClick={() => onPlay(!playing)}
        aria-pressed={playing}
        aria-label={playing ? t('flow.replay.pause') : t('flow.replay.play')}
        title={playing ? t('flow.replay.pause') : t('flow.replay.play')}
        data-testid="replay-play"
      >
        {playing ? '❚❚' : '▶'}
      </button>
      <button
        type="button"
        onClick={() => onChange(Math.min(length, index + 1))}
        disabled={index === length}
        aria-label={t('flow.replay.forward')}
        title={t('flow.replay.forward')}
        data-testid="replay-forward"
      >
        ›
      </button>
      <button
        type="button"
        onClick={() => onChange(nextTurn(starts, index, length))}
        disabled={index === length}
        aria-label={t('flow.replay.nextTurn')}
        title={t('flow.replay.nextTurn')}
        data-testid="replay-next-turn"
      >
        ⏭
      </button>
      <button
        type="button"
        onClick={() => onChange(length)}
        aria-label={t('table.replayEnd')}
        data-testid="replay-end"
      >
        »
      </button>
      <input
        type="range"
        min={0}
        max={length}
        value={index}
        onChange={(e) => onChange(Number(e.target.value))}
        aria-label={t('table.replayStep', { i: index, n: length })}
      />
      <span className="replay-step" data-testid="replay-step">
        {t('table.replayStep', { i: index, n: length })}
        {turn !== null ? ` · ${t('flow.replay.turn', { n: turn })}` : ''}
      </span>
      <span className="muted small" title={t('flow.replay.keys')}>
        {revealed ? t('table.replayRevealed') : t('table.replayHidden')}
      </span>
      <button type="button" className="primary" onClick={onClose}>
        {t('table.replayClose')}
      </button>
    </div>
  );
}
