/**
 * 14 The exact odds of the battles to come, in the hand area beside the purchase panel: in Combat Move
 * every space where the mover's units now stand against enemies, in Conduct Combat every battle it may
 * fight next (and the battle in hand while the attacker decides to press or retreat).
 */
import type { Action } from '@wargame/engine';
import { type BattleSpec, battleOddsAt, type OddsResult, type PacificView } from '@wargame/pacific-1940';
import { useMemo } from 'react';
import { format, type Lang, type Params } from '../../i18n/index.tsx';
import type { BoardProps } from '../types.ts';
import { battlesOf } from './interaction.ts';
import { countsText, spaceName } from './names.ts';
import { PurchasePanel } from './Panels.tsx';

const EN = {
  'odds.title': 'Battle odds',
  'odds.against': '{attacker} against {defender}',
  'odds.attackerWins': 'Attacker wins',
  'odds.defenderWins': 'Defender wins',
  'odds.mutual': 'Both destroyed',
  'odds.retreat': 'Attacker withdraws',
  'odds.stalemate': 'Neither can hurt the other',
  'odds.losses': 'Expected IPC losses: attacker {attacker}, defender {defender}',
  'odds.rounds': 'Expected rounds: {n}',
  'odds.note': 'Exact, if the attacker fights to the end.',
};
type Key = keyof typeof EN;

const EL: Record<Key, string> = {
  'odds.title': 'Πιθανότητες μάχης',
  'odds.against': '{attacker} εναντίον {defender}',
  'odds.attackerWins': 'Νικά ο επιτιθέμενος',
  'odds.defenderWins': 'Νικά ο αμυνόμενος',
  'odds.mutual': 'Αφανίζονται και οι δύο',
  'odds.retreat': 'Αποσύρεται ο επιτιθέμενος',
  'odds.stalemate': 'Κανείς δεν μπορεί να βλάψει τον άλλον',
  'odds.losses': 'Αναμενόμενες απώλειες σε IPC: επιτιθέμενος {attacker}, αμυνόμενος {defender}',
  'odds.rounds': 'Αναμενόμενοι γύροι: {n}',
  'odds.note': 'Ακριβείς, αν ο επιτιθέμενος πολεμήσει ως το τέλος.',
};

const say = (lang: Lang, key: Key, params?: Params): string => format((lang === 'el' ? EL : EN)[key], params);

// The hand area's layout for this panel (the board's stylesheet has none for it).
const PANEL = {
  display: 'flex',
  gap: 16,
  padding: '6px 10px',
  alignItems: 'flex-start',
  overflowX: 'auto',
} as const;
const LIST = { display: 'flex', gap: 20, listStyle: 'none', margin: 0, padding: 0 } as const;
const TABLE = { display: 'grid', gridTemplateColumns: 'auto auto', gap: '0 8px', margin: '2px 0' } as const;

const OUTCOMES = ['attackerWins', 'defenderWins', 'mutual', 'retreat', 'stalemate'] as const;

export interface BattleOdds {
  space: string;
  spec: BattleSpec;
  odds: OddsResult;
}

/** The spaces whose odds are shown: see the header. */
export function oddsSpaces(view: PacificView, legal: readonly Action[]): string[] {
  if (view.phase === 'combat') {
    const battle = view.combat?.battle;
    if (battle) return battle.step === 'press' ? [battle.space] : [];
    return [...battlesOf(legal).keys()];
  }
  if (view.phase !== 'combat-move') return [];
  const mine = Object.values(view.pieces ?? {}).filter((p) => p.owner === view.power);
  return [...new Set(mine.map((p) => p.at))].sort();
}

// A view is never changed, only replaced: each one's odds are computed once, when first shown.
const CACHE = new WeakMap<PacificView, Map<string, BattleOdds | null>>();

export function battleOdds(view: PacificView, space: string): BattleOdds | null {
  let known = CACHE.get(view);
  if (!known) {
    known = new Map();
    CACHE.set(view, known);
  }
  if (!known.has(space)) {
    let found: BattleOdds | null = null;
    try {
      const r = battleOddsAt(view, space as Parameters<typeof battleOddsAt>[1]);
      if (r) found = { space, ...r };
    } catch {
      // A battle the model does not take (it names why in the CLI) is left without odds.
    }
    known.set(space, found);
  }
  return known.get(space) ?? null;
}

function percent(p: number, lang: Lang): string {
  return new Intl.NumberFormat(lang === 'el' ? 'el-GR' : 'en-US', {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(p);
}

function decimal(n: number, lang: Lang): string {
  return new Intl.NumberFormat(lang === 'el' ? 'el-GR' : 'en-US', { maximumFractionDigits: 1 }).format(n);
}

function BattleRow({ battle, lang }: { battle: BattleOdds; lang: Lang }) {
  const { odds, spec } = battle;
  return (
    <li data-odds-space={battle.space}>
      <strong>{spaceName(battle.space, lang)}</strong>{' '}
      <span className="muted">
        {say(lang, 'odds.against', {
          attacker: countsText(spec.attacker.units as Record<string, number>, lang),
          defender: countsText(spec.defender.units as Record<string, number>, lang),
        })}
      </span>
      <dl style={TABLE}>
        {OUTCOMES.filter((f) => f === 'attackerWins' || f === 'defenderWins' || odds[f] > 0).map((f) => (
          <div key={f} data-odds={f} style={{ display: 'contents' }}>
            <dt>{say(lang, `odds.${f}`)}</dt>
            <dd style={{ margin: 0, textAlign: 'right' }}>{percent(odds[f], lang)}</dd>
          </div>
        ))}
      </dl>
      <div data-odds="losses">
        {say(lang, 'odds.losses', {
          attacker: decimal(odds.expectedIpcLoss.attacker, lang),
          defender: decimal(odds.expectedIpcLoss.defender, lang),
        })}
      </div>
      <div data-odds="rounds">{say(lang, 'odds.rounds', { n: decimal(odds.rounds.expected, lang) })}</div>
    </li>
  );
}

export function OddsPanel({ view: json, legal, lang }: Pick<BoardProps, 'view' | 'legal' | 'lang'>) {
  const view = json as unknown as PacificView;
  const battles = useMemo(
    () =>
      view?.pieces
        ? oddsSpaces(view, legal)
            .map((space) => battleOdds(view, space))
            .filter((b): b is BattleOdds => b !== null)
        : [],
    [view, legal],
  );
  if (battles.length === 0) return null;
  return (
    <section className="pacific-odds" data-testid="pacific-odds" aria-live="polite" style={PANEL}>
      <strong>{say(lang, 'odds.title')}</strong>
      <ul style={LIST}>
        {battles.map((b) => (
          <BattleRow key={b.space} battle={b} lang={lang} />
        ))}
      </ul>
      <p className="muted">{say(lang, 'odds.note')}</p>
    </section>
  );
}

/** The hand area: the purchase panel and the odds, each shown only in its own phases. */
export function PacificHand(props: BoardProps) {
  return (
    <>
      <PurchasePanel {...props} />
      <OddsPanel view={props.view} legal={props.legal} lang={props.lang} />
    </>
  );
}
