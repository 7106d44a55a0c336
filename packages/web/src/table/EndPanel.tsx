/**
 * The end of a game: the result, the game's own summary (for Ancients: banners and the units and leaders
 * each side lost), and what to do next — a rematch (same scenario and seats, new dice), a new game, or the
 * replay. An online rematch is created on the server; its invite links are shown here to be sent.
 */
import type { Json, Outcome } from '@wargame/engine';
import { useEffect, useRef, useState } from 'react';
import type { ClientGame } from '../games/types.ts';
import type { Lang, T } from '../i18n/index.tsx';
import { CopyLink } from '../lobby/Invites.tsx';
import type { LogEntry, Rematch } from './types.ts';
import './flow.css';

/** The result in one sentence: who won and why, or a draw. */
export function outcomeText(client: ClientGame, outcome: Outcome, view: Json, t: T, lang: Lang): string {
  const reason = client.describeOutcome?.(outcome, view, t, lang) ?? outcome.reason;
  return outcome.winners.length > 0
    ? t('table.over', {
        winner: outcome.winners.map((w) => client.seatName(w, view, t, lang)).join(', '),
        reason,
      })
    : t('table.drawn', { reason });
}

type RematchState =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; rematch: Rematch };

export function EndPanel({
  client,
  view,
  log,
  t,
  lang,
  onReplay,
  onRematch,
  onNewGame,
  onOpen,
}: {
  client: ClientGame;
  view: Json;
  log: LogEntry[];
  t: T;
  lang: Lang;
  onReplay(): void;
  /** Absent: this table cannot start a rematch (a spectator). */
  onRematch?: () => Promise<Rematch | null>;
  onNewGame(): void;
  /** Go to a table (the rematch's). */
  onOpen(route: string): void;
}) {
  const rows = client.summary?.(view, log, t, lang) ?? [];
  const [rematch, setRematch] = useState<RematchState>({ status: 'idle' });
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    // The game just ended: the focus goes to what comes next, unless the player is in a field.
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected)
      panel.current?.focus({ preventScroll: true });
  }, []);

  const start = async () => {
    if (!onRematch) return;
    setRematch({ status: 'busy' });
    try {
      const made = await onRematch();
      if (!made) {
        setRematch({ status: 'idle' });
        return;
      }
      if (!made.invites || made.invites.length === 0) {
        onOpen(made.route);
        return;
      }
      setRematch({ status: 'ready', rematch: made });
    } catch (thrown) {
      setRematch({ status: 'failed', message: thrown instanceof Error ? thrown.message : String(thrown) });
    }
  };

  return (
    <section
      className="end-panel"
      data-testid="end-panel"
      tabIndex={-1}
      ref={panel}
      aria-label={t('flow.end.title')}
    >
      <h2>{t('flow.end.title')}</h2>
      {rows.length > 0 ? (
        <dl className="end-summary" data-testid="end-summary">
          {rows.map((row) => (
            <div key={row.label} className="end-row">
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="end-buttons">
        {onRematch ? (
          <button
            type="button"
            className="primary"
            onClick={() => void start()}
            disabled={rematch.status === 'busy' || rematch.status === 'ready'}
            title={t('flow.end.rematchHint')}
            data-testid="rematch"
          >
            {rematch.status === 'busy' ? t('flow.end.creating') : t('flow.end.rematch')}
          </button>
        ) : null}
        <button type="button" onClick={onNewGame} data-testid="end-new-game">
          {t('flow.end.newGame')}
        </button>
        <button type="button" onClick={onReplay} data-testid="end-replay">
          {t('flow.end.replay')}
        </button>
      </div>
      {rematch.status === 'failed' ? (
        <p className="error small" role="alert">
          {t('flow.end.failed', { message: rematch.message })}
        </p>
      ) : null}
      {rematch.status === 'ready' ? (
        <div className="end-invites" data-testid="rematch-invites">
          <p className="small">{t('flow.end.invites')}</p>
          {(rematch.rematch.invites ?? []).map((invite) => (
            <CopyLink
              key={invite.seat}
              label={t('new.inviteFor', { side: client.seatName(invite.seat, view, t, lang) })}
              url={invite.url}
              testId="rematch-invite-url"
            />
          ))}
          <p className="muted small">{t('new.inviteOnce')}</p>
          <button
            type="button"
            className="primary"
            onClick={() => onOpen(rematch.rematch.route)}
            data-testid="rematch-open"
          >
            {t('flow.end.open')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
