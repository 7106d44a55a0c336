/**
 * The battle log: the game's narration, folded by turn (the current turn open, older ones folded, each
 * with a toggle that names the turn and its side), filtered (all, mine, combat, cards; the choice lasts
 * the browser session). For the keyboard the list is one tab stop: the arrow keys move between its turn
 * headings and lines, Enter on a line opens the rule it cites, Enter or Space on a heading folds the turn.
 */
import type { Json, Seat, Viewer } from '@wargame/engine';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ClientGame } from '../games/types.ts';
import type { Lang, MessageKey, T } from '../i18n/index.tsx';
import { buildLog, LOG_FILTERS, type LogFilter, passes, savedFilter, saveFilter } from './log-model.ts';
import type { LogEntry, TableNotice } from './types.ts';
import './log.css';

const FILTER_LABEL: Record<LogFilter, MessageKey> = {
  all: 'table.log.filter.all',
  mine: 'table.log.filter.mine',
  combat: 'table.log.filter.combat',
  cards: 'table.log.filter.cards',
};

export function LogPanel({
  client,
  log,
  notices,
  seatName,
  viewer,
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
  /** Whose log it is, for "mine"; a spectator has no such filter. */
  viewer?: Viewer;
  view: Json;
  t: T;
  lang: Lang;
  onRule(rule: string): void;
}) {
  const [filter, setFilterState] = useState<LogFilter>(savedFilter);
  const [folds, setFolds] = useState<Record<string, boolean>>({});
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const helpId = useId();
  const me: Seat | null = viewer && viewer !== 'spectator' ? viewer : null;

  const filters = LOG_FILTERS.filter(
    (f) => f === 'all' || (f === 'mine' ? me !== null : client.eventCategory !== undefined),
  );
  const active = filters.includes(filter) ? filter : 'all';
  const setFilter = (f: LogFilter) => {
    setFilterState(f);
    saveFilter(f);
  };

  const groups = useMemo(
    () => buildLog(client, log, notices, seatName, view, t, lang),
    [client, log, notices, seatName, view, t, lang],
  );
  const folding = client.turnOf !== undefined;
  const shown = groups
    .map((g) => ({ ...g, lines: g.lines.filter((l) => passes(l, active, me)) }))
    .filter((g) => g.lines.length > 0 || g.current);
  const isOpen = (key: string, current: boolean) => !folding || (folds[key] ?? current);

  // The focusable items in order: each turn's heading, then its lines while it is open.
  const items: string[] = [];
  for (const g of shown) {
    if (folding) items.push(`h:${g.key}`);
    if (isOpen(g.key, g.current)) for (const l of g.lines) items.push(`l:${l.key}`);
  }
  const tabStop = focusKey && items.includes(focusKey) ? focusKey : (items[items.length - 1] ?? null);

  const count = log.length + (notices?.length ?? 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the newest line when lines are added
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count]);

  const focusItem = (key: string) => {
    setFocusKey(key);
    list.current?.querySelector<HTMLElement>(`[data-log-key="${CSS.escape(key)}"]`)?.focus();
  };
  const toggle = (key: string, current: boolean) => setFolds((f) => ({ ...f, [key]: !(f[key] ?? current) }));

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const item = (e.target as HTMLElement).closest<HTMLElement>('[data-log-key]');
    const key = item?.dataset.logKey ?? null;
    const at = key ? items.indexOf(key) : -1;
    const heading = key?.startsWith('h:') === true;
    const group = heading ? shown.find((g) => `h:${g.key}` === key) : undefined;
    let next: string | undefined;
    switch (e.key) {
      case 'ArrowDown':
        next = items[Math.min(items.length - 1, at + 1)];
        break;
      case 'ArrowUp':
        next = items[Math.max(0, at - 1)];
        break;
      case 'Home':
        next = items[0];
        break;
      case 'End':
        next = items[items.length - 1];
        break;
      case 'ArrowRight':
        if (group && !isOpen(group.key, group.current)) toggle(group.key, group.current);
        else next = items[at + 1];
        break;
      case 'ArrowLeft':
        if (group && isOpen(group.key, group.current)) toggle(group.key, group.current);
        else if (!heading && folding) {
          // A line: back to its turn's heading.
          for (let i = at; i >= 0; i--) {
            if (items[i]!.startsWith('h:')) {
              next = items[i];
              break;
            }
          }
        }
        break;
      case 'Enter':
        // A heading is a button: Enter and Space fold it by themselves.
        if (!heading && item?.dataset.rule) onRule(item.dataset.rule);
        else if (heading) return;
        break;
      default:
        return;
    }
    e.preventDefault();
    if (next) focusItem(next);
  };

  return (
    <section className="log" data-testid="log" data-filter={active}>
      <div className="log-head">
        <h3>{t('table.log')}</h3>
        <FilterBar filters={filters} active={active} onChange={setFilter} t={t} />
      </div>
      <span id={helpId} className="log-help">
        {t('table.log.keys')}
      </span>
      <div
        ref={list}
        className="log-lines"
        role="log"
        aria-label={t('table.log')}
        aria-describedby={helpId}
        tabIndex={tabStop === null ? 0 : undefined}
        onKeyDown={onKeyDown}
        onFocus={(e) => {
          const key = (e.target as HTMLElement).closest<HTMLElement>('[data-log-key]')?.dataset.logKey;
          if (key) setFocusKey(key);
        }}
      >
        {shown.every((g) => g.lines.length === 0) && active !== 'all' ? (
          <p className="muted small log-empty">{t('table.log.empty')}</p>
        ) : null}
        {shown.map((g) => {
          const open = isOpen(g.key, g.current);
          const heading =
            g.turn === null
              ? t('table.log.earlier')
              : g.seat
                ? t('table.log.turn', { n: g.turn, side: seatName(g.seat) })
                : t('table.log.turnOnly', { n: g.turn });
          return (
            <div
              key={g.key}
              className={`log-group${g.current ? ' current' : ''}${open ? ' open' : ''}`}
              data-turn={g.turn ?? ''}
            >
              {folding ? (
                <button
                  type="button"
                  className="log-fold"
                  data-log-key={`h:${g.key}`}
                  tabIndex={tabStop === `h:${g.key}` ? 0 : -1}
                  aria-expanded={open}
                  onClick={() => toggle(g.key, g.current)}
                >
                  <span className="log-fold-mark" aria-hidden="true">
                    {open ? '▾' : '▸'}
                  </span>
                  <span className="log-fold-title">{heading}</span>
                  <span className="log-fold-count">{t('table.log.count', { n: g.lines.length })}</span>
                </button>
              ) : null}
              {open ? (
                <ul className="log-group-lines" aria-label={folding ? heading : undefined}>
                  {g.lines.map((line) => (
                    <li
                      key={line.key}
                      className={line.notice ? 'log-notice' : 'log-line'}
                      data-log-key={`l:${line.key}`}
                      tabIndex={tabStop === `l:${line.key}` ? 0 : -1}
                      {...(line.rule ? { 'data-rule': line.rule } : {})}
                      {...(line.notice ? { 'data-notice': line.type } : { 'data-event': line.type })}
                    >
                      <span title={line.title}>{line.text}</span>
                      {line.rule ? (
                        <button
                          type="button"
                          className="rule-ref"
                          tabIndex={-1}
                          onClick={() => onRule(line.rule!)}
                          title={t('table.seeRule', { rule: line.rule })}
                        >
                          {t('table.ruleRef', { rule: line.rule })}
                        </button>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          );
        })}
      </div>
    </section>
  );
}

/** The filters as toggle buttons: one tab stop, the arrow keys move between them. */
function FilterBar({
  filters,
  active,
  onChange,
  t,
}: {
  filters: LogFilter[];
  active: LogFilter;
  onChange(filter: LogFilter): void;
  t: T;
}) {
  const bar = useRef<HTMLDivElement>(null);
  if (filters.length < 2) return null;
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(bar.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = buttons.indexOf(e.target as HTMLButtonElement);
    let next: number;
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') next = (at + 1) % buttons.length;
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') next = (at - 1 + buttons.length) % buttons.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = buttons.length - 1;
    else return;
    e.preventDefault();
    buttons[next]?.focus();
  };
  return (
    <div
      ref={bar}
      className="log-filters"
      role="toolbar"
      aria-label={t('table.log.filter')}
      onKeyDown={onKeyDown}
    >
      {filters.map((f) => (
        <button
          key={f}
          type="button"
          className="log-filter"
          data-filter={f}
          aria-pressed={f === active}
          tabIndex={f === active ? 0 : -1}
          onClick={() => onChange(f)}
        >
          {t(FILTER_LABEL[f])}
        </button>
      ))}
    </div>
  );
}
