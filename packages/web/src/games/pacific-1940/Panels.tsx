/**
 * Off the board: the purchase panel (12: buy and take back one unit at a time, with costs, combat values
 * and the IPCs left; facility repairs), shown in the hand area, and the top bar's status (round, power,
 * phase, each power's IPCs, victory cities per side).
 */
import type { Json, Viewer } from '@wargame/engine';
import {
  costOf,
  FACILITY_TYPES,
  type PacificView,
  type PurchaseItem,
  UNIT_TYPES,
  UNITS,
  victoryCitiesOf,
} from '@wargame/pacific-1940';
import type { Lang, T } from '../../i18n/index.tsx';
import type { BoardProps } from '../types.ts';
import { describeAction } from './describe.ts';
import { purchaseOf } from './interaction.ts';
import { countsText, phaseName, powerName, unitName } from './names.ts';
import { say } from './words.ts';

const ITEMS: readonly PurchaseItem[] = [...UNIT_TYPES, ...FACILITY_TYPES];

/** A unit's attack, defense and movement for the item's tooltip ("A3 D3 M2"); '' for a facility. */
function stats(item: PurchaseItem): string {
  const u = (UNITS as Record<string, (typeof UNITS)[keyof typeof UNITS]>)[item];
  return u ? `A${u.attack} D${u.defense} M${u.move}` : '';
}

export function PurchasePanel({ view: json, legal, onAct, t, lang }: BoardProps) {
  const view = json as unknown as PacificView;
  const { buy, unbuy, repair } = purchaseOf(legal);
  const bought = (view.turn?.bought ?? {}) as Record<string, number>;
  if (buy.size === 0 && unbuy.size === 0 && repair.length === 0) {
    const waiting = countsText(bought, lang);
    if (!waiting || view.phase === 'mobilize') return null;
    return (
      <div className="pacific-purchase" data-testid="pacific-bought">
        <span>
          {powerName(view.power, lang)} · {say(lang, 'purchase.bought')}: {waiting}
        </span>
      </div>
    );
  }
  const ipcs = view.ipcs?.[view.power] ?? 0;
  const shown = ITEMS.filter((item) => buy.has(item) || unbuy.has(item) || (bought[item] ?? 0) > 0);
  return (
    <div className="pacific-purchase" data-testid="pacific-purchase">
      <div>
        <strong>{say(lang, 'purchase.title')}</strong>
        <div data-ipcs-left={ipcs}>{say(lang, 'purchase.ipcs', { n: ipcs })}</div>
      </div>
      <div className="purchase-items">
        {shown.map((item) => {
          const plus = buy.get(item);
          const minus = unbuy.get(item);
          const n = bought[item] ?? 0;
          return (
            <div
              key={item}
              className={n > 0 ? 'purchase-item bought' : 'purchase-item'}
              data-item={item}
              title={stats(item)}
            >
              <span className="purchase-name">{unitName(item, lang)}</span>
              <span className="purchase-cost">{costOf(item)}</span>
              <button
                type="button"
                disabled={!minus}
                onClick={() => minus && onAct(minus)}
                aria-label={minus ? describeAction(minus, json as Json, t, lang) : undefined}
                data-unbuy={item}
              >
                −
              </button>
              <output data-bought={n}>{n}</output>
              <button
                type="button"
                disabled={!plus}
                onClick={() => plus && onAct(plus)}
                aria-label={plus ? describeAction(plus, json as Json, t, lang) : undefined}
                data-buy={item}
              >
                +
              </button>
            </div>
          );
        })}
      </div>
      {repair.length > 0 ? (
        <div className="repairs">
          <strong>{say(lang, 'purchase.repairs')}</strong>
          {repair.map((a) => (
            <button
              key={JSON.stringify(a)}
              type="button"
              onClick={() => onAct(a)}
              data-legal={JSON.stringify(a)}
            >
              {describeAction(a, json as Json, t, lang)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

const SHORT: Record<string, string> = { japan: 'JPN', usa: 'USA', china: 'CHN', uk: 'UK', anzac: 'ANZ' };

/** One line for the top bar: round, power and phase; each power's IPCs; the victory cities per side. */
export function PacificStatus({ view: json, lang }: { view: Json; viewer: Viewer; t: T; lang: Lang }) {
  const view = json as unknown as PacificView;
  if (!view?.control) return null;
  const powers = ['japan', 'usa', 'china', 'uk', 'anzac'] as const;
  return (
    <span className="game-status pacific-status" data-testid="pacific-status">
      {say(lang, 'status.round', { round: view.round })} · {powerName(view.power, lang)} ·{' '}
      {phaseName(view.phase, lang)} · IPC{' '}
      {powers.map((p) => (
        <abbr key={p} title={`${powerName(p, lang)}: ${view.ipcs?.[p] ?? 0} IPC`} data-ipcs={p}>
          {SHORT[p]} {view.ipcs?.[p] ?? 0}{' '}
        </abbr>
      ))}
      ·{' '}
      {say(lang, 'status.cities', {
        axis: victoryCitiesOf(view, 'axis').length,
        allies: victoryCitiesOf(view, 'allies').length,
      })}
    </span>
  );
}
