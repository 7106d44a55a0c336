/**
 * The battlefield of a scenario before the game: the game's own board, drawn from the scenario's set-up
 * with nothing hidden (`fullView`), no legal actions and no interaction, scaled down to the form's width.
 * The set-up is computed once per scenario, and only when the preview is on the screen.
 */
import type { Action, GameEvent, Json } from '@wargame/engine';
import { memo, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import type { BoardProps, ClientGame } from '../games/types.ts';
import type { Lang, T } from '../i18n/index.tsx';
import './setup.css';

const views = new Map<string, Json | null>();

/** The opening position of a scenario as the full view (cached; null when it cannot be set up). */
export function previewView(client: ClientGame, scenarioId: string): Json | null {
  const key = `${client.id}/${scenarioId}`;
  if (views.has(key)) return views.get(key) ?? null;
  let view: Json | null = null;
  try {
    view = client.fullView(client.module.setup(scenarioId, {}, 'preview'));
  } catch {
    view = null;
  }
  views.set(key, view);
  return view;
}

/** Whether the element has been on the screen (once seen, it stays "seen"); true without an observer. */
export function useSeen(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}

const NO_ACTIONS: Action[] = [];
const NO_EVENTS: GameEvent[] = [];
const ignore = () => {};

const PreviewBoard = memo(function PreviewBoard({
  Board,
  view,
  t,
  lang,
}: {
  Board: ClientGame['Board'];
  view: Json;
  t: T;
  lang: Lang;
}) {
  const props: BoardProps = {
    view,
    viewer: 'spectator',
    legal: NO_ACTIONS,
    onAct: ignore,
    recent: NO_EVENTS,
    t,
    lang,
    preview: true,
  };
  return (
    <div className="scenario-preview-board" inert>
      <Board {...props} />
    </div>
  );
});

export function ScenarioPreview({
  client,
  scenario,
  label,
  t,
  lang,
}: {
  client: ClientGame;
  scenario: string;
  /** The accessible name, e.g. "Battlefield of Akragas". */
  label: string;
  t: T;
  lang: Lang;
}) {
  const ref = useRef<HTMLElement>(null);
  const seen = useSeen(ref);
  const view = useMemo(() => (seen ? previewView(client, scenario) : null), [seen, client, scenario]);
  return (
    <figure
      ref={ref}
      className="scenario-preview"
      data-testid="scenario-preview"
      data-scenario={scenario}
      data-ready={view ? 'true' : 'false'}
      aria-label={label}
    >
      {view ? <PreviewBoard Board={client.Board} view={view} t={t} lang={lang} /> : null}
    </figure>
  );
}
