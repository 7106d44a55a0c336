/**
 * The hint: what the normal computer player would do now, asked of the same Web Worker that plays the
 * computer's seats. It is given exactly what the player sees (the view and the legal actions), so a
 * hint never reveals anything hidden. A hint belongs to one position: a new version clears it.
 */
import type { Action, Json, Seat } from '@wargame/engine';
import { useEffect, useRef, useState } from 'react';
import { hasAgent } from '../ai/agents.ts';
import { requestAiAction } from '../ai/client.ts';
import type { ClientGame } from '../games/types.ts';
import type { Lang, T } from '../i18n/index.tsx';

type HintState =
  | { status: 'idle' }
  | { status: 'thinking' }
  | { status: 'ready'; action: Action }
  | { status: 'failed'; message: string };

export function HintBox({
  client,
  game,
  seat,
  view,
  legal,
  version,
  onAct,
  t,
  lang,
}: {
  client: ClientGame;
  game: string;
  seat: Seat;
  view: Json;
  legal: Action[];
  version: number;
  onAct(action: Action): void;
  t: T;
  lang: Lang;
}) {
  const [hint, setHint] = useState<HintState>({ status: 'idle' });
  const currentVersion = useRef(version);
  currentVersion.current = version;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new position (version) clears the hint.
  useEffect(() => setHint({ status: 'idle' }), [version, seat]);
  if (!hasAgent(game) || legal.length === 0) return null;

  const ask = async () => {
    setHint({ status: 'thinking' });
    const asked = version;
    const reply = await requestAiAction({ game, seat, view, legal, level: 'normal' });
    if (asked !== currentVersion.current) return; // the game moved on while the computer thought
    setHint(
      reply.ok ? { status: 'ready', action: reply.action } : { status: 'failed', message: reply.message },
    );
  };

  return (
    <section className="hint small" data-testid="hint">
      {hint.status === 'idle' ? (
        <button type="button" onClick={() => void ask()} title={t('table.hintTitle')} data-testid="hint-ask">
          {t('table.hint')}
        </button>
      ) : null}
      {hint.status === 'thinking' ? <span className="muted">{t('table.hintThinking')}</span> : null}
      {hint.status === 'ready' ? (
        <>
          <span data-testid="hint-text">
            {t('table.hintIs', { action: client.describeAction(hint.action, view, t, lang) })}
          </span>{' '}
          <button type="button" onClick={() => onAct(hint.action)} data-testid="hint-play">
            {t('table.hintPlay')}
          </button>
        </>
      ) : null}
      {hint.status === 'failed' ? (
        <span className="error">{t('table.hintFailed', { message: hint.message })}</span>
      ) : null}
    </section>
  );
}
