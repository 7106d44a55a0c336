/**
 * The off-board parts of Gettysburg. The Hand panel: the viewer's Tray tokens (picked for a token action,
 * then a position on the board), its token piles, time track and date track, its reinforcement rows and
 * the blocks waiting by each entry point (picked to enter or transfer), and the enemy's counts. The
 * status line: turn, day and hour, each army's orders, the phase and step.
 */
import type { Json, Viewer } from '@wargame/engine';
import { type GettysburgView, TIME_TRACK } from '@wargame/gettysburg';
import { useMemo, useSyncExternalStore } from 'react';
import type { Lang, T } from '../../i18n/index.tsx';
import type { BoardProps } from '../types.ts';
import { describeAction } from './describe.ts';
import {
  getSelection,
  movesOf,
  resolveSource,
  setSelection,
  sourcesOf,
  subscribeSelection,
} from './interaction.ts';
import {
  armyName,
  blockName,
  commandName,
  dayName,
  entryName,
  hourLabel,
  ordersName,
  stepName,
  tokenName,
} from './names.ts';

const UI = {
  en: {
    reconstruction: 'A reconstruction of the battlefield, not the published map',
    'show-ids': 'Show ids',
    'which-facing': 'Which way does it face? Click the area.',
    'pick-target': 'Click a highlighted position or area.',
    cancel: 'Cancel',
    objective: 'Objective',
    strength: 'strength',
    tray: 'Tray',
    pool: 'pool',
    returned: 'Return',
    used: 'used',
    spent: 'spent',
    'time-track': 'Time track',
    'date-track': 'Date track',
    rows: 'Reinforcement rows',
    waiting: 'Waiting to enter',
    exited: 'Exited',
    'to-place': 'To set up',
    enemy: 'Enemy',
    'face-down': 'face down',
    'face-up': 'face up',
    turn: 'Turn',
    hours: 'h',
    orders: 'orders',
    rumor: 'rumor',
    arrival: 'arrival',
    none: 'none',
    blocks: 'blocks',
    artillery: 'Artillery committed',
  },
  el: {
    reconstruction: 'Ανασύνθεση του πεδίου της μάχης, όχι ο τυπωμένος χάρτης',
    'show-ids': 'Κωδικοί',
    'which-facing': 'Προς τα πού θα κοιτάζει; Πάτησε την περιοχή.',
    'pick-target': 'Πάτησε μια φωτισμένη θέση ή περιοχή.',
    cancel: 'Άκυρο',
    objective: 'Στόχος',
    strength: 'δύναμη',
    tray: 'Δίσκος',
    pool: 'δεξαμενή',
    returned: 'Επιστροφή',
    used: 'χρησιμοποιημένοι',
    spent: 'αναλωμένοι',
    'time-track': 'Χρονοδιάγραμμα',
    'date-track': 'Ημερολόγιο',
    rows: 'Σειρές ενισχύσεων',
    waiting: 'Περιμένουν να μπουν',
    exited: 'Βγήκαν',
    'to-place': 'Για ανάπτυξη',
    enemy: 'Αντίπαλος',
    'face-down': 'κρυφοί',
    'face-up': 'ανοιχτοί',
    turn: 'Γύρος',
    hours: 'ώ',
    orders: 'εντολές',
    rumor: 'φήμη',
    arrival: 'άφιξη',
    none: 'κανένα',
    blocks: 'πλακάκια',
    artillery: 'Πυροβολικό δεσμευμένο',
  },
} as const;

/** The selection shared with the board (a Tray token is picked here, its position there). */
export function useSelection(): string | null {
  return useSyncExternalStore(subscribeSelection, getSelection, getSelection);
}

export type UiKey = keyof (typeof UI)['en'];
export const ui = (lang: Lang, key: UiKey): string => (UI[lang] ?? UI.en)[key];

type Piles = {
  pool: number;
  tray: string[] | number;
  returned: string[] | number;
  used: { hit: string[] | number; clean: string[] | number };
  spent: string[] | number;
};
const count = (v: string[] | number | undefined): number => (Array.isArray(v) ? v.length : (v ?? 0));

/** The army a viewer plays (a team seat plays its army's), null for a spectator. */
export function armyOfViewer(viewer: string): 'union' | 'confederate' | null {
  if (viewer.startsWith('union')) return 'union';
  if (viewer.startsWith('confederate')) return 'confederate';
  return null;
}

export function GettysburgHand({ view: json, viewer, legal, onAct, t, lang }: BoardProps) {
  const view = json as unknown as GettysburgView;
  const selected = useSelection();
  const moves = useMemo(() => movesOf(legal), [legal]);
  const sources = useMemo(() => sourcesOf(moves), [moves]);
  if (!view?.armies) return null;
  const mine = armyOfViewer(String(viewer));
  const shown = mine
    ? [mine]
    : (['union', 'confederate'] as const).filter((a) => Array.isArray(view.armies[a].tokens.tray));
  const pick = (key: string) => {
    if (key === selected) return setSelection(null);
    const res = resolveSource(moves, key);
    if (res.kind === 'send') {
      setSelection(null);
      return onAct(res.action);
    }
    setSelection(key);
  };
  const enemies = (['union', 'confederate'] as const).filter((a) => !shown.includes(a));
  return (
    <div className="gettysburg-hand" data-testid="gettysburg-hand">
      {shown.map((army) => (
        <OwnArmy
          key={army}
          view={view}
          json={json}
          army={army}
          sources={sources}
          selected={selected}
          lang={lang}
          onPick={pick}
        />
      ))}
      {enemies.map((army) => (
        <EnemyCounts key={army} view={view} army={army} lang={lang} />
      ))}
      <Committed view={view} json={json} lang={lang} />
      {/* Moves of a picked waiting block with no place on the map (a transfer) */}
      {selected && legal.length > 0 ? (
        <OwnChoices json={json} legal={legal} selected={selected} t={t} lang={lang} onAct={onAct} />
      ) : null}
    </div>
  );
}

function OwnChoices({
  json,
  legal,
  selected,
  t,
  lang,
  onAct,
}: {
  json: Json;
  legal: BoardProps['legal'];
  selected: string;
  t: T;
  lang: Lang;
  onAct: BoardProps['onAct'];
}) {
  const transfers = movesOf(legal).filter((m) => m.source === selected && m.action.type === 'transfer');
  if (transfers.length === 0) return null;
  return (
    <div className="gb-hand-row" data-testid="gettysburg-transfers">
      {transfers.map((m) => (
        <button
          key={JSON.stringify(m.action)}
          type="button"
          onClick={() => {
            setSelection(null);
            onAct(m.action);
          }}
        >
          {describeAction(m.action, json, t, lang)}
        </button>
      ))}
    </div>
  );
}

function OwnArmy({
  view,
  json,
  army,
  sources,
  selected,
  lang,
  onPick,
}: {
  view: GettysburgView;
  json: Json;
  army: 'union' | 'confederate';
  sources: Set<string>;
  selected: string | null;
  lang: Lang;
  onPick(key: string): void;
}) {
  const a = view.armies[army];
  const piles = a.tokens as unknown as Piles;
  const tray = Array.isArray(piles.tray) ? piles.tray : [];
  const waiting = Object.values(view.blocks).filter((b) => b.army === army && b.place.kind === 'waiting');
  const exited = Object.values(view.blocks).filter((b) => b.army === army && b.place.kind === 'exited');
  // Blocks not yet in play that an action sets up (Buford's, §4.8).
  const toPlace = Object.values(view.blocks).filter(
    (b) => b.army === army && b.place.kind === 'unused' && sources.has(`block:${b.id}`),
  );
  const byEntry = new Map<string, typeof waiting>();
  for (const b of waiting) {
    const e = (b.place as { entry: string }).entry;
    byEntry.set(e, [...(byEntry.get(e) ?? []), b]);
  }
  const blockButton = (id: string) => {
    const key = `block:${id}`;
    const can = sources.has(key);
    return (
      <button
        key={id}
        type="button"
        className={`gb-chip block ${army}${selected === key ? ' selected' : ''}${can ? ' source' : ''}`}
        data-hand-block={id}
        aria-pressed={selected === key}
        disabled={!can}
        onClick={() => onPick(key)}
      >
        {blockName(id, lang)}
      </button>
    );
  };
  return (
    <section
      className={`gb-army ${army}`}
      data-testid={`gettysburg-army-${army}`}
      aria-label={armyName(army, lang)}
    >
      <h3>{armyName(army, lang)}</h3>
      <div className="gb-hand-row" data-testid="gettysburg-tray">
        <strong>{ui(lang, 'tray')}:</strong>{' '}
        {tray.length === 0 ? <span className="muted">{ui(lang, 'none')}</span> : null}
        {tray.map((id) => {
          const key = `token:${id}`;
          const can = sources.has(key);
          return (
            <button
              key={id}
              type="button"
              className={`gb-chip token${selected === key ? ' selected' : ''}${can ? ' source' : ''}`}
              data-token={id}
              aria-pressed={selected === key}
              disabled={!can}
              onClick={() => onPick(key)}
            >
              {tokenName(id, json, lang)}
            </button>
          );
        })}
        <span className="muted tiny">
          {' '}
          {ui(lang, 'pool')} {piles.pool} · {ui(lang, 'returned')} {count(piles.returned)} ·{' '}
          {ui(lang, 'used')} {count(piles.used?.hit) + count(piles.used?.clean)} · {ui(lang, 'spent')}{' '}
          {count(piles.spent)}
        </span>
      </div>
      <TimeTrack view={view} army={army} lang={lang} />
      <div className="gb-hand-row" data-testid="gettysburg-date-track">
        <strong>{ui(lang, 'date-track')}:</strong>{' '}
        {([1, 2, 3] as const)
          .map((d) => `${dayName(d, lang)}: ${(a.dateTrack?.[d] ?? []).length}`)
          .join(' · ')}
      </div>
      <div className="gb-hand-row" data-testid="gettysburg-rows">
        <strong>{ui(lang, 'rows')}:</strong>{' '}
        {Object.entries(a.rows ?? {}).map(([entry, rows]) => (
          <span key={entry} className="gb-entry-rows" data-rows={entry}>
            {entryName(entry)}{' '}
            {(rows as unknown as { count: number; top?: string }[]).map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are numbered by their order
              <span key={i} className="gb-row">
                [{r.count}
                {r.top ? ` · ${commandName(r.top)}` : ''}]
              </span>
            ))}{' '}
          </span>
        ))}
      </div>
      {toPlace.length > 0 ? (
        <div className="gb-hand-row" data-testid="gettysburg-to-place">
          <strong>{ui(lang, 'to-place')}:</strong> {toPlace.map((b) => blockButton(b.id))}
        </div>
      ) : null}
      {byEntry.size > 0 || exited.length > 0 ? (
        <div className="gb-hand-row" data-testid="gettysburg-waiting">
          <strong>{ui(lang, 'waiting')}:</strong>{' '}
          {[...byEntry.entries()].map(([entry, list]) => (
            <span key={entry} data-waiting={entry}>
              {entryName(entry)}: {list.map((b) => blockButton(b.id))}{' '}
            </span>
          ))}
          {exited.length > 0 ? (
            <span data-waiting="exited">
              {ui(lang, 'exited')}: {exited.map((b) => blockButton(b.id))}
            </span>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function TimeTrack({ view, army, lang }: { view: GettysburgView; army: string; lang: Lang }) {
  const track = (view.armies as Record<string, GettysburgView['armies']['union']>)[army]?.timeTrack ?? {};
  const slots = Object.entries(track)
    .map(([i, slot]) => ({ i: Number(i), slot }))
    .filter(({ i }) => i >= (view.turn?.start ?? 0))
    .sort((x, y) => x.i - y.i);
  const up = slots.filter(({ slot }) => (slot as { faceUp: boolean }).faceUp);
  const first = TIME_TRACK[slots[0]?.i ?? -1];
  const last = TIME_TRACK[slots[slots.length - 1]?.i ?? -1];
  return (
    <div className="gb-hand-row" data-testid={`gettysburg-time-track-${army}`}>
      <strong>{ui(lang, 'time-track')}:</strong>{' '}
      {slots.length === 0 ? <span className="muted">{ui(lang, 'none')}</span> : null}
      {slots.length > 0 ? (
        <span>
          {slots.length - up.length} {ui(lang, 'face-down')}
          {first && last
            ? ` (${hourLabel(first.label, lang)} – ${dayName(last.day, lang)} ${hourLabel(last.label, lang)})`
            : ''}
        </span>
      ) : null}
      {up.map(({ i, slot }) => {
        const space = TIME_TRACK[i];
        const token = (slot as { token?: { kind: string; entry?: string } }).token;
        const what =
          token?.kind === 'arrival' ? `${ui(lang, 'arrival')} ${entryName(token.entry)}` : ui(lang, 'rumor');
        return (
          <span key={i} className="gb-slot face-up" data-slot={i}>
            {' · '}
            {space ? hourLabel(space.label, lang) : i}: {what}
          </span>
        );
      })}
    </div>
  );
}

function EnemyCounts({
  view,
  army,
  lang,
}: {
  view: GettysburgView;
  army: 'union' | 'confederate';
  lang: Lang;
}) {
  const a = view.armies[army];
  const piles = a.tokens as unknown as Piles;
  const timeSlots = Object.entries(a.timeTrack ?? {}).filter(([i]) => Number(i) >= (view.turn?.start ?? 0));
  const rows = Object.entries(a.rows ?? {}).map(
    ([entry, list]) =>
      `${entryName(entry)} ${(list as unknown as { count: number }[]).map((r) => r.count).join('/')}`,
  );
  const waiting = Object.values(view.blocks).filter((b) => b.army === army && b.place.kind === 'waiting');
  return (
    <section
      className={`gb-army enemy ${army}`}
      data-testid={`gettysburg-enemy-${army}`}
      aria-label={armyName(army, lang)}
    >
      <h3>
        {armyName(army, lang)} <span className="muted tiny">({ui(lang, 'enemy')})</span>
      </h3>
      <div className="gb-hand-row tiny">
        {ui(lang, 'tray')} {count(piles.tray)} · {ui(lang, 'pool')} {piles.pool} · {ui(lang, 'returned')}{' '}
        {count(piles.returned)} · {ui(lang, 'used')} {count(piles.used?.hit) + count(piles.used?.clean)} ·{' '}
        {ui(lang, 'time-track')} {timeSlots.length} · {ui(lang, 'date-track')}{' '}
        {([1, 2, 3] as const).map((d) => (a.dateTrack?.[d] ?? []).length).join('/')} · {ui(lang, 'rows')}{' '}
        {rows.join(', ') || ui(lang, 'none')} · {ui(lang, 'waiting')} {waiting.length}
      </div>
    </section>
  );
}

/** §13 The artillery committed to the attack in progress, by side and position (face down: a count). */
function Committed({ view, json, lang }: { view: GettysburgView; json: Json; lang: Lang }) {
  const artillery = (view.attack as { artillery?: Record<string, Record<string, string[]>> } | null)
    ?.artillery;
  if (!artillery) return null;
  const lines = Object.entries(artillery).flatMap(([army, byPosition]) =>
    Object.entries(byPosition ?? {})
      .filter(([, ts]) => ts.length > 0)
      .map(([p, ts]) => ({ army, p, ts })),
  );
  if (lines.length === 0) return null;
  return (
    <div className="gb-hand-row" data-testid="gettysburg-committed">
      <strong>{ui(lang, 'artillery')}:</strong>{' '}
      {lines.map(({ army, p, ts }) => (
        <span key={`${army}|${p}`} data-committed={p}>
          {armyName(army, lang)} → {p}: {ts.map((x) => tokenName(x, json, lang)).join(', ')};{' '}
        </span>
      ))}
    </div>
  );
}

/** One line for the top bar: turn, day and hour (and length), each army's orders, the phase and step. */
export function GettysburgStatus({ view: json, lang }: { view: Json; viewer: Viewer; t: T; lang: Lang }) {
  const view = json as unknown as GettysburgView;
  if (!view?.turn || !view.armies) return null;
  const space = TIME_TRACK[view.turn.start];
  const phase = view.phase;
  const step =
    phase.kind === 'action'
      ? `${armyName(phase.army, lang)}: ${stepName(phase.step, lang)}`
      : stepName(phase.kind, lang);
  return (
    <span className="game-status gettysburg-status" data-testid="gettysburg-status">
      {ui(lang, 'turn')} {view.turn.number} ·{' '}
      {space ? `${dayName(space.day, lang)} ${hourLabel(space.label, lang)}` : ''} ({view.turn.hours}
      {ui(lang, 'hours')}) · {armyName('union', lang)}: {ordersName(view.armies.union.orders, lang)} ·{' '}
      {armyName('confederate', lang)}: {ordersName(view.armies.confederate.orders, lang)} · {step}
    </span>
  );
}
