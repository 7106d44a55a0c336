/**
 * The parts of the table around the board: the decision with its buttons, the list of legal actions,
 * the rules reference and the pass-the-device screen (the dice tray is Dice.tsx, the log Log.tsx, the replay
 * bar Replay.tsx).
 */
import type { Action, Decision, Json, Seat, Viewer } from '@wargame/engine';
import { useEffect, useRef } from 'react';
import type { ClientGame, RulesSection } from '../games/types.ts';
import type { Lang, T } from '../i18n/index.tsx';

export function DecisionPanel({
  client,
  view,
  viewer,
  pending,
  legal,
  onAct,
  t,
  lang,
  notice,
  onDismiss,
}: {
  client: ClientGame;
  view: Json;
  viewer: Viewer;
  pending: Decision[];
  legal: Action[];
  onAct(action: Action): void;
  t: T;
  lang: Lang;
  notice: string | null;
  onDismiss(): void;
}) {
  const mine = pending.filter((d) => d.seat === viewer);
  const others = pending.filter((d) => d.seat !== viewer);
  const buttons = client.buttons(legal, view);
  return (
    <section className="decision" aria-live="polite" data-testid="decision" tabIndex={-1}>
      {mine.length > 0 ? (
        <>
          <h2 className="decision-title">{t('table.decision')}</h2>
          {mine.map((d) => (
            <p key={`${d.seat}-${d.kind}`} className="decision-prompt" data-kind={d.kind}>
              {client.describeDecision(d, view, t, lang)}
            </p>
          ))}
        </>
      ) : null}
      {others.map((d) => (
        <p key={`${d.seat}-${d.kind}`} className="decision-waiting" data-kind={d.kind}>
          {t('table.waiting', {
            side: client.seatName(d.seat, view, t, lang),
            what: (client.describeWaiting ?? client.describeDecision)(d, view, t, lang),
          })}
        </p>
      ))}
      {buttons.length > 0 ? (
        <div className="decision-buttons">
          {buttons.map((action) => (
            <button
              key={JSON.stringify(action)}
              type="button"
              className="action-button"
              data-action={action.type}
              data-legal={JSON.stringify(action)}
              onClick={() => onAct(action)}
            >
              {client.describeAction(action, view, t, lang)}
            </button>
          ))}
        </div>
      ) : null}
      {notice ? (
        <div className="notice" role="alert">
          <span>{notice}</span>
          <button type="button" className="link" onClick={onDismiss} aria-label={t('app.close')}>
            ×
          </button>
        </div>
      ) : null}
    </section>
  );
}

export function LegalList({
  client,
  view,
  legal,
  onAct,
  t,
  lang,
}: {
  client: ClientGame;
  view: Json;
  legal: Action[];
  onAct(action: Action): void;
  t: T;
  lang: Lang;
}) {
  return (
    <details className="legal-list">
      <summary>{t('table.legal', { n: legal.length })}</summary>
      {legal.length === 0 ? (
        <p className="muted small">{t('table.noLegal')}</p>
      ) : (
        <ul>
          {legal.map((action) => (
            <li key={JSON.stringify(action)}>
              <button
                type="button"
                className="link"
                onClick={() => onAct(action)}
                data-legal-item={JSON.stringify(action)}
              >
                {client.describeAction(action, view, t, lang)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

export function RulesPanel({
  client,
  section,
  t,
  lang,
  onClose,
}: {
  client: ClientGame;
  section: string | null;
  t: T;
  lang: Lang;
  onClose(): void;
}) {
  const target = section ? client.ruleSection(section) : null;
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!target) return;
    const el = body.current?.querySelector(`[data-section="${CSS.escape(target)}"]`);
    el?.scrollIntoView?.({ block: 'start' });
  }, [target]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const rules = client.rules;
  return (
    <div className="drawer" role="dialog" aria-label={t('rules.title')} data-testid="rules">
      <div className="drawer-head">
        <h2>{rules.title}</h2>
        <button type="button" onClick={onClose} aria-label={t('app.close')}>
          ×
        </button>
      </div>
      {lang !== 'en' ? <p className="muted small">{t('rules.englishOnly')}</p> : null}
      {section && !target ? <p className="notice">{t('rules.notFound', { rule: section })}</p> : null}
      <nav className="rules-toc" aria-label={t('rules.contents')}>
        {rules.sections.map((s) => (
          <button
            key={s.id}
            type="button"
            className="link"
            onClick={() =>
              body.current
                ?.querySelector(`[data-section="${CSS.escape(s.id)}"]`)
                ?.scrollIntoView?.({ block: 'start' })
            }
          >
            {s.id === 'scenario' ? '★' : s.id}
          </button>
        ))}
      </nav>
      <div className="drawer-body" ref={body}>
        <p className="muted small">{rules.note}</p>
        {rules.sections.map((s) => (
          <RulesBlock key={s.id} section={s} target={target} depth={0} />
        ))}
      </div>
    </div>
  );
}

function RulesBlock({
  section,
  target,
  depth,
}: {
  section: RulesSection;
  target: string | null;
  depth: number;
}) {
  const Heading = depth === 0 ? 'h3' : 'h4';
  const bullets = section.body.filter((p) => p.startsWith('- '));
  return (
    <section className={`rules-section${target === section.id ? ' target' : ''}`} data-section={section.id}>
      <Heading>
        {section.id === 'scenario' ? '' : `${section.id} `}
        {section.title}
      </Heading>
      {section.body
        .filter((p) => !p.startsWith('- '))
        .map((p) => (
          <p key={p}>{p}</p>
        ))}
      {bullets.length > 0 ? (
        <ul>
          {bullets.map((p) => (
            <li key={p}>{p.slice(2)}</li>
          ))}
        </ul>
      ) : null}
      {(section.sections ?? []).map((s) => (
        <RulesBlock key={s.id} section={s} target={target} depth={depth + 1} />
      ))}
    </section>
  );
}

export function PassDevice({ name, onReady, t }: { seat: Seat; name: string; onReady(): void; t: T }) {
  return (
    <div className="pass-device" role="dialog" aria-modal="true" data-testid="pass-device">
      <div className="pass-card">
        <h2>{t('pass.title', { side: name })}</h2>
        <p>{t('pass.body', { side: name })}</p>
        <button type="button" className="primary big" onClick={onReady}>
          {t('pass.ready', { side: name })}
        </button>
      </div>
    </div>
  );
}

export function ConfirmDialog({
  text,
  onConfirm,
  onCancel,
  t,
}: {
  text: string;
  onConfirm(): void;
  onCancel(): void;
  t: T;
}) {
  return (
    <div className="modal-backdrop" role="dialog" aria-modal="true">
      <div className="modal">
        <p>{text}</p>
        <div className="modal-buttons">
          <button type="button" onClick={onCancel}>
            {t('app.cancel')}
          </button>
          <button type="button" className="primary" onClick={onConfirm}>
            {t('app.confirm')}
          </button>
        </div>
      </div>
    </div>
  );
}
