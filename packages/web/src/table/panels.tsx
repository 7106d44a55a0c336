/**
 * The parts of the table around the board: the decision with its buttons, the dice tray, the log, the
 * list of legal actions, the rules reference, the replay bar and the pass-the-device screen.
 */
import type { Action, Decision, GameEvent, Json, Seat, Viewer } from '@wargame/engine';
import { useEffect, useMemo, useRef } from 'react';
import type { ClientGame, RulesSection } from '../games/types.ts';
import type { Lang, T } from '../i18n/index.tsx';
import { describeNotice, withNotices } from './notices.ts';
import type { LogEntry, TableNotice } from './types.ts';

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
    <section className="decision" aria-live="polite" data-testid="decision">
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

export function DiceTray({
  client,
  log,
  view,
  t,
  lang,
  onRule,
}: {
  client: ClientGame;
  log: LogEntry[];
  view: Json;
  t: T;
  lang: Lang;
  onRule(rule: string): void;
}) {
  const rolls = useMemo(() => {
    for (let i = log.length - 1; i >= 0; i--) {
      const found = client.dice(log[i]!.events, view, t, lang);
      if (found.length > 0) return found;
    }
    return [];
  }, [client, log, view, t, lang]);
  return (
    <section className="dice-tray" data-testid="dice">
      <h3>{t('table.dice')}</h3>
      {rolls.length === 0 ? <p className="muted small">{t('table.noDice')}</p> : null}
      {rolls.map((roll, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rolls of one action, in order
        <div key={i} className="roll">
          <div className="roll-label">
            {roll.label}
            {roll.rule ? (
              <button type="button" className="rule-ref" onClick={() => onRule(roll.rule!)}>
                {t('table.ruleRef', { rule: roll.rule })}
              </button>
            ) : null}
          </div>
          <div className="roll-dice">
            {roll.faces.map((face, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: dice are positional
              <client.Die key={j} face={face} />
            ))}
            {roll.rerolls && roll.rerolls.length > 0 ? <span className="reroll-mark">↻</span> : null}
            {(roll.rerolls ?? []).map((face, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: dice are positional
              <client.Die key={`r${j}`} face={face} />
            ))}
          </div>
          <div className="roll-result">{roll.result}</div>
        </div>
      ))}
    </section>
  );
}

export function LogPanel({
  client,
  log,
  notices,
  seatName,
  view,
  t,
  lang,
  onRule,
}: {
  client: ClientGame;
  log: LogEntry[];
  /** Online: the table's public events outside the rules, each in its place. */
  notices?: TableNotice[];
  seatName(seat: Seat): string;
  view: Json;
  t: T;
  lang: Lang;
  onRule(rule: string): void;
}) {
  const end = useRef<HTMLDivElement>(null);
  const count = log.length + (notices?.length ?? 0);
  useEffect(() => {
    if (count >= 0) end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  const lines: LogLine[] = [];
  for (const item of withNotices(log, notices)) {
    if (item.kind === 'notice') {
      const { text, title } = describeNotice(item.notice, seatName, t);
      lines.push({
        key: `notice-${item.order}`,
        text,
        ...(title ? { title } : {}),
        turn: false,
        type: item.notice.type,
        notice: true,
      });
      continue;
    }
    const { entry } = item;
    entry.events.forEach((event: GameEvent, i) => {
      const text = client.describeEvent(event, view, t, lang);
      if (!text) return;
      lines.push({
        key: `${entry.index}-${i}`,
        text,
        ...(event.rule ? { rule: event.rule } : {}),
        turn: event.type === 'turn',
        type: event.type,
      });
    });
  }
  return (
    <section className="log" data-testid="log">
      <h3>{t('table.log')}</h3>
      <div className="log-lines">
        {lines.map((line) => (
          <div
            key={line.key}
            className={line.notice ? 'log-notice' : line.turn ? 'log-line log-turn' : 'log-line'}
            {...(line.notice ? { 'data-notice': line.type } : { 'data-event': line.type })}
          >
            <span title={line.title}>{line.text}</span>
            {line.rule ? (
              <button
                type="button"
                className="rule-ref"
                onClick={() => onRule(line.rule!)}
                title={t('table.seeRule', { rule: line.rule })}
              >
                {t('table.ruleRef', { rule: line.rule })}
              </button>
            ) : null}
          </div>
        ))}
        <div ref={end} />
      </div>
    </section>
  );
}

interface LogLine {
  key: string;
  text: string;
  /** Shown on hover (a notice's full commitment). */
  title?: string;
  rule?: string;
  turn: boolean;
  type: string;
  notice?: boolean;
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

export function ReplayBar({
  index,
  length,
  revealed,
  onChange,
  onClose,
  t,
}: {
  index: number;
  length: number;
  revealed: boolean;
  onChange(index: number): void;
  onClose(): void;
  t: T;
}) {
  return (
    <div className="replay-bar" data-testid="replay">
      <button type="button" onClick={() => onChange(0)} aria-label={t('table.replayStart')}>
        «
      </button>
      <button type="button" onClick={() => onChange(Math.max(0, index - 1))} aria-label="−1">
        ‹
      </button>
      <input
        type="range"
        min={0}
        max={length}
        value={index}
        onChange={(e) => onChange(Number(e.target.value))}
        aria-label={t('table.replayStep', { i: index, n: length })}
      />
      <button type="button" onClick={() => onChange(Math.min(length, index + 1))} aria-label="+1">
        ›
      </button>
      <button type="button" onClick={() => onChange(length)} aria-label={t('table.replayEnd')}>
        »
      </button>
      <span className="replay-step">{t('table.replayStep', { i: index, n: length })}</span>
      <span className="muted small">{revealed ? t('table.replayRevealed') : t('table.replayHidden')}</span>
      <button type="button" className="primary" onClick={onClose}>
        {t('table.replayClose')}
      </button>
    </div>
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
