/**
 * The end of an Ancients battle in rows: for each army its victory banners (4), then the units and the
 * leaders it lost, read from the log's events (a battle set up from a position counts only the losses
 * played here; its banners come from the view, so they include those the position gave).
 */
import type { AncientsView } from '@wargame/ancients';
import type { GameEvent, Json } from '@wargame/engine';
import type { Lang, T } from '../../i18n/index.tsx';
import type { LogEntry } from '../../table/types.ts';
import type { SummaryRow } from '../types.ts';
import { armyName, unitTypeName } from './describe.ts';

type Side = 'top' | 'bottom';
const SIDES: readonly Side[] = ['bottom', 'top'];
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The pieces each side lost, in the order they fell: unit types and leader names. */
export function lossesOf(log: readonly LogEntry[]): Record<Side, { units: string[]; leaders: string[] }> {
  const out: Record<Side, { units: string[]; leaders: string[] }> = {
    top: { units: [], leaders: [] },
    bottom: { units: [], leaders: [] },
  };
  const sideOf = (event: GameEvent, id: string): Side | null => {
    const side = event.side ?? (event.pieces as Record<string, { side?: string }> | undefined)?.[id]?.side;
    return side === 'top' || side === 'bottom' ? side : null;
  };
  for (const entry of log) {
    for (const event of entry.events) {
      if (event.type === 'unit-eliminated') {
        const side = sideOf(event, str(event.unit));
        if (side) out[side].units.push(str(event.unitType) || str(event.unit));
      } else if (event.type === 'leader-eliminated') {
        const side = sideOf(event, str(event.leader));
        if (side) out[side].leaders.push(str(event.name) || str(event.leader));
      }
    }
  }
  return out;
}

export function ancientsSummary(viewJson: Json, log: LogEntry[], t: T, lang: Lang): SummaryRow[] {
  const view = viewJson as unknown as AncientsView;
  const losses = lossesOf(log);
  const list = (names: string[]) =>
    names.length === 0
      ? t('ancients.summary.none')
      : t('ancients.summary.list', { n: names.length, names: names.join(', ') });
  const rows: SummaryRow[] = [];
  for (const side of SIDES) {
    const army = armyName(view, side, lang);
    rows.push({
      label: t('ancients.summary.banners', { army }),
      value: t('ancients.summary.count', {
        n: view.banners?.[side]?.length ?? 0,
        of: view.armies?.[side]?.bannersToWin ?? 0,
      }),
    });
  }
  for (const side of SIDES) {
    const army = armyName(view, side, lang);
    rows.push({
      label: t('ancients.summary.units', { army }),
      value: list(losses[side].units.map((type) => unitTypeName(type, lang))),
    });
    rows.push({ label: t('ancients.summary.leaders', { army }), value: list(losses[side].leaders) });
  }
  return rows;
}
