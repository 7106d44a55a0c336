/**
 * Ancients dice for the tray: each roll with whose it is (the roller's side, the unit and its target), which
 * faces scored and why this many dice were rolled. The why comes from the `dice` event's `count` (the terms
 * of 9-B that sum to the dice rolled) and `hitOn` (the faces that score); an event without them (an older
 * save) gets what its faces and totals tell.
 */
import type { AncientsView } from '@wargame/ancients';
import type { GameEvent, Json, PieceRef } from '@wargame/engine';
import type { Lang, T } from '../../i18n/index.tsx';
import { isMessageKey } from '../../i18n/index.tsx';
import type { DieRoll } from '../types.ts';
import { cardName, pieceName, sideOfPiece, terrainName, unitTypeName } from './describe.ts';

type Side = 'top' | 'bottom';
const str = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);
const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value) || 0);
const isSide = (value: unknown): value is Side => value === 'top' || value === 'bottom';
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(str) : []);
const WEIGHTS = new Set(['light', 'medium', 'heavy']);

/** One term of the dice count (9-B): `base` is the unit's own number, the others signed changes. */
export interface CountTerm {
  term: string;
  dice: number;
  terrain?: string;
}

function refOf(event: GameEvent, id: string): PieceRef | undefined {
  return event.pieces?.[id];
}

/** A piece as the event saw it ("Heavy Infantry (E5)", "Hannibal"), else as the view knows it. */
function named(event: GameEvent, view: AncientsView, id: string, lang: Lang): string {
  const ref = refOf(event, id);
  if (ref) {
    if (ref.kind === 'leader') return ref.name || id;
    const type = unitTypeName(ref.kind, lang);
    return ref.at ? `${type} (${ref.at})` : type;
  }
  return pieceName(view, id, lang);
}

/** The type of the unit that rolled, in words, for "Heavy Infantry: 5 dice". */
function typeOf(event: GameEvent, view: AncientsView, id: string, lang: Lang): string {
  const ref = refOf(event, id);
  if (ref && ref.kind !== 'leader') return unitTypeName(ref.kind, lang);
  const unit = view.units?.[id];
  return unit ? unitTypeName(unit.type, lang) : named(event, view, id, lang);
}

function sideOf(event: GameEvent, view: AncientsView, id: string): Side | null {
  const side = refOf(event, id)?.side;
  if (isSide(side)) return side;
  return id ? sideOfPiece(view, id) : null;
}

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0');

function faceName(face: string, t: T): string {
  const key = `ancients.face.${face}`;
  return isMessageKey(key) ? t(key) : face;
}

/** 9-B The count's terms in words, one line each; a cap says the most it allows ("Forest: at most 2"). */
export function countLines(terms: readonly CountTerm[], unitType: string, t: T, lang: Lang): string[] {
  const lines: string[] = [];
  let running = 0;
  for (const [i, term] of terms.entries()) {
    running += term.dice;
    // A first term other than `base` sets the number itself (an elephant's mirror, tactical flexibility).
    const d = i === 0 ? t('ancients.dice.why.dice', { n: term.dice }) : signed(term.dice);
    switch (term.term) {
      case 'base':
        lines.push(t('ancients.dice.why.base', { unit: unitType, n: term.dice }));
        break;
      case 'cap':
        lines.push(
          term.terrain
            ? t('ancients.dice.why.cap', { terrain: terrainName(term.terrain, lang), n: running })
            : t('ancients.dice.why.cap-any', { n: running }),
        );
        break;
      case 'full-strength':
      case 'tactical-flexibility':
      case 'elephant':
      case 'moved':
      case 'camp':
      case 'card':
      case 'leader':
      case 'marsh':
      case 'rampage':
        lines.push(t(`ancients.dice.why.${term.term}`, { d }));
        break;
      default:
        lines.push(t('ancients.dice.why.term', { term: term.term, d }));
    }
  }
  if (terms.length > 1) lines.push(t('ancients.dice.why.total', { n: Math.max(0, running) }));
  return lines;
}

function countTerms(value: unknown): CountTerm[] | null {
  if (!Array.isArray(value)) return null;
  const terms: CountTerm[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) return null;
    const { term, dice, terrain } = item as Record<string, unknown>;
    if (typeof term !== 'string' || typeof dice !== 'number') return null;
    terms.push({ term, dice, ...(typeof terrain === 'string' ? { terrain } : {}) });
  }
  return terms;
}

/**
 * 10.3 step 6, 11.8 Which dice scored. With `hitOn`: a face in it hits, except the swords the target
 * ignored (the first ones rolled: re-rolls only follow a sword that scored) and the one symbol hit a
 * camel or elephant ignores. Without it only what the totals prove: no hits at all, every flag or none.
 * A marking that does not add up to the event's totals is left out rather than shown wrong.
 */
export function marksOf(event: GameEvent): { hits?: boolean[]; flags?: boolean[] } {
  const dice = [...strings(event.faces), ...strings(event.rerolls)];
  const hitsTotal = num(event.hits);
  const flagsTotal = num(event.flags);
  const out: { hits?: boolean[]; flags?: boolean[] } = {};
  if (Array.isArray(event.hitOn)) {
    const hitOn = new Set(strings(event.hitOn));
    let swordsLeft = num(event.ignoredSwords);
    let symbolLeft = num(event.ignoredHits);
    const hits = dice.map((face) => {
      if (!hitOn.has(face)) return false;
      if (face === 'swords' && swordsLeft > 0) {
        swordsLeft--;
        return false;
      }
      if (WEIGHTS.has(face) && symbolLeft > 0) {
        symbolLeft--;
        return false;
      }
      return true;
    });
    if (hits.filter(Boolean).length === hitsTotal) out.hits = hits;
  } else if (hitsTotal === 0) {
    out.hits = dice.map(() => false);
  }
  const flagFaces = dice.filter((f) => f === 'flag').length;
  if (typeof event.flagsCount === 'boolean') {
    const flags = dice.map((f) => f === 'flag' && event.flagsCount === true);
    if (flags.filter(Boolean).length === flagsTotal) out.flags = flags;
  } else if (flagsTotal === flagFaces || flagsTotal === 0) {
    out.flags = dice.map((f) => f === 'flag' && flagsTotal > 0);
  }
  return out;
}

/** The faces that score, each with its reason, and whether flags count. */
function scoringLines(event: GameEvent, t: T): string[] {
  const lines: string[] = [];
  if (Array.isArray(event.hitOn)) {
    const target = str(event.target);
    const againstLeader = refOf(event, target)?.kind === 'leader';
    const reasons = strings(event.hitOn).map((face) => {
      const name = faceName(face, t);
      // 16-F A marsh die hits the unit that rolls it on its own symbol.
      if (WEIGHTS.has(face))
        return t(event.purpose === 'marsh' ? 'ancients.dice.why.own-symbol' : 'ancients.dice.why.symbol', {
          face: name,
        });
      if (face === 'swords') return t('ancients.dice.why.swords', { face: name });
      if (face === 'leader')
        return t(againstLeader ? 'ancients.dice.why.helmets-leader' : 'ancients.dice.why.helmets', {
          face: name,
        });
      return name;
    });
    lines.push(
      reasons.length > 0
        ? t('ancients.dice.why.hitOn', { faces: reasons.join(', ') })
        : t('ancients.dice.why.noHits'),
    );
  }
  if (typeof event.flagsCount === 'boolean') {
    lines.push(t(event.flagsCount ? 'ancients.dice.why.flagsCount' : 'ancients.dice.why.flagsNot'));
  }
  const swords = num(event.ignoredSwords);
  if (swords > 0) lines.push(t('ancients.dice.why.ignoredSwords', { n: swords }));
  const ignored = num(event.ignoredHits);
  if (ignored > 0) lines.push(t('ancients.dice.why.ignoredHits', { n: ignored }));
  return lines;
}

function combatRoll(event: GameEvent, view: AncientsView, t: T, lang: Lang): DieRoll {
  // A marsh die for a lone leader names him as its `target` (16-F): he rolls for himself.
  const rollerId = str(event.unit) || str(event.target);
  const targetId = event.unit ? str(event.target) : '';
  const roller = rollerId ? named(event, view, rollerId, lang) : '';
  const target = targetId ? named(event, view, targetId, lang) : '';
  const purposeKey = `ancients.event.dice.purpose.${str(event.purpose)}`;
  const purpose = isMessageKey(purposeKey) ? t(purposeKey) : '';
  const seat = rollerId ? sideOf(event, view, rollerId) : null;
  const terms = countTerms(event.count);
  const why = [
    ...(terms ? countLines(terms, typeOf(event, view, rollerId, lang), t, lang) : []),
    ...scoringLines(event, t),
  ];
  return {
    label: `${roller}${purpose}${target ? ` → ${target}` : ''}`,
    faces: strings(event.faces),
    ...(Array.isArray(event.rerolls) ? { rerolls: strings(event.rerolls) } : {}),
    result: t('ancients.event.result', {
      hits: t('ancients.hits', { n: num(event.hits) }),
      flags: t('ancients.flags', { n: num(event.flags) }),
    }),
    ...(event.rule ? { rule: event.rule } : {}),
    ...(seat ? { seat } : {}),
    ...(why.length > 0 ? { why } : {}),
    ...marksOf(event),
  };
}

/** The dice rolls among these events, for the dice tray. */
export function diceOf(events: readonly GameEvent[], viewJson: Json, t: T, lang: Lang): DieRoll[] {
  const view = viewJson as unknown as AncientsView;
  const rolls: DieRoll[] = [];
  for (const e of events) {
    if (e.type === 'dice' && Array.isArray(e.faces)) {
      rolls.push(combatRoll(e, view, t, lang));
    } else if (e.type === 'card-roll' && Array.isArray(e.faces)) {
      rolls.push({
        label: cardName(str(e.kind || e.card), lang),
        faces: strings(e.faces),
        result: '',
        ...(e.rule ? { rule: e.rule } : {}),
        ...(isSide(e.side) ? { seat: e.side } : {}),
        why: [t('ancients.dice.why.card-roll')],
      });
    } else if (e.type === 'leader-check' && Array.isArray(e.faces)) {
      const leader = str(e.leader);
      const side = sideOf(e, view, leader);
      const faces = strings(e.faces);
      rolls.push({
        label: named(e, view, leader, lang),
        faces,
        result: t(
          e.result === 'killed'
            ? 'ancients.event.leader-check.killed'
            : 'ancients.event.leader-check.survived',
        ),
        ...(e.rule ? { rule: e.rule } : {}),
        ...(side ? { seat: side } : {}),
        // 14.1 helmets are what counts in a leader's casualty check.
        hits: faces.map((f) => f === 'leader'),
        why: [
          t(
            e.unitEliminated === true
              ? 'ancients.dice.why.leader-check-one'
              : 'ancients.dice.why.leader-check-two',
          ),
        ],
      });
    }
  }
  return rolls;
}
