/**
 * What the table asks before an Ancients action is sent (contract 3 of issue 16).
 *
 * Every undo boundary asks first: playing a card (6; it is shown to the opponent, and Rally and I Am
 * Spartacus roll their dice at once, 18-F), every attack (ranged 10, close 11, bonus 13.3) and battle back
 * (11.10), First Strike (18-F), and any other action whose consequences roll dice or draw a card: standing
 * or evading (the attacker rolls, 13.1), a move into a marsh (16-F), a retreat or an ignored flag that ends
 * in a leader's casualty check (14), the last choice of a turn (the draw, 15). Which actions those are is not
 * guessed from their names: the rules are run on a copy of the position (sim.ts).
 *
 * "Done ordering" while orders can still be given is a warning (7-F: unused orders are lost).
 */
import type { AncientsView } from '@wargame/ancients';
import type { Action, GameEvent, Json } from '@wargame/engine';
import type { Lang, T } from '../../i18n/index.tsx';
import type { Confirmation } from '../types.ts';
import { cardName, describeAction, pieceName } from './describe.ts';
import { orderCount, type Preview, preview, previewFrom, seatOf } from './sim.ts';

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number => (typeof value === 'number' ? value : 0);

/** Dice one event rolled (an attack, a casualty check, a card's Command dice). */
function diceIn(event: GameEvent): number {
  if (event.type === 'dice') return num(event.dice) || (Array.isArray(event.faces) ? event.faces.length : 0);
  if ((event.type === 'leader-check' || event.type === 'card-roll') && Array.isArray(event.faces))
    return event.faces.length;
  return 0;
}

const totalDice = (events: readonly GameEvent[]): number => events.reduce((n, e) => n + diceIn(e), 0);

/** The dice of the first roll made by `roller` for one of `purposes`. */
function rollOf(events: readonly GameEvent[], roller: string, purposes: string[]): number | null {
  const e = events.find((x) => x.type === 'dice' && x.unit === roller && purposes.includes(str(x.purpose)));
  return e ? diceIn(e) : null;
}

/**
 * The attacker's dice for an attack: rolled at once, or, when the defender may react first (11-A, 13.1,
 * 18-F), the roll that follows if the defender stands.
 */
function attackDice(p: Preview | null, attacker: string, purposes: string[]): number | null {
  if (!p) return null;
  const now = rollOf(p.events, attacker, purposes);
  if (now !== null) return now;
  const c = p.state.combat;
  if (c?.stage !== 'reaction') return null;
  const defenderSide = c.attackerSide === 'top' ? 'bottom' : 'top';
  const stood = previewFrom(p.state, { type: 'stand' }, defenderSide);
  return stood ? rollOf(stood.events, attacker, purposes) : null;
}

const ORDERS = new Set(['order', 'detach']);

export function confirmation(
  action: Action,
  viewJson: Json,
  legal: Action[],
  t: T,
  lang: Lang,
): Confirmation | null {
  const view = viewJson as unknown as AncientsView;
  const piece = (id: unknown) => pieceName(view, str(id), lang);

  // 7-F Ending the orders while a piece could still take one throws the rest away.
  if (action.type === 'end-orders' && legal.some((a) => ORDERS.has(a.type))) {
    const count = orderCount(view);
    const n = count?.ordered ?? view.turn?.plan?.ordered.length ?? 0;
    const max = Math.max(count?.max ?? n, n + 1);
    return { text: t('ancients.confirm.end-orders', { n, max }), warning: true };
  }

  const p = preview(view, action, seatOf(view));
  switch (action.type) {
    case 'play-card': {
      const card = cardName(str(action.card), lang);
      const copies = p?.events.find((e) => e.type === 'counter-attack')?.copies;
      const rolled = p?.events.find((e) => e.type === 'card-roll');
      if (rolled) return { text: t('ancients.confirm.play-card-roll', { card, n: diceIn(rolled) }) };
      if (typeof copies === 'string' && copies !== 'counter-attack')
        return { text: t('ancients.confirm.play-card-as', { card, copy: cardName(copies, lang) }) };
      return { text: t('ancients.confirm.play-card', { card }) };
    }
    case 'close-combat':
    case 'fire':
    case 'bonus-combat': {
      const attacker = action.type === 'bonus-combat' ? (view.combat?.attacker ?? '') : str(action.unit);
      const ranged = action.type === 'fire';
      const n = attackDice(p, attacker, ranged ? ['ranged'] : ['attack']);
      const target = piece(action.target);
      const key =
        action.type === 'bonus-combat' ? 'bonus-combat' : action.type === 'fire' ? 'fire' : 'attack';
      return n === null
        ? { text: t(`ancients.confirm.${key}-unknown`, { target }) }
        : { text: t(`ancients.confirm.${key}`, { target, n }) };
    }
    case 'battle-back': {
      const defender = view.combat?.defender ?? '';
      const n = p ? rollOf(p.events, defender, ['battle-back']) : null;
      const against = piece(view.combat?.attacker);
      return n === null
        ? { text: t('ancients.confirm.battle-back-unknown', { attacker: against }) }
        : { text: t('ancients.confirm.battle-back', { attacker: against, n }) };
    }
    case 'first-strike': {
      const defender = view.combat?.defender ?? '';
      const n = p ? rollOf(p.events, defender, ['first-strike']) : null;
      const names = { unit: piece(defender), attacker: piece(view.combat?.attacker) };
      return n === null
        ? { text: t('ancients.confirm.first-strike-unknown', names) }
        : { text: t('ancients.confirm.first-strike', { ...names, n }) };
    }
    default:
      break;
  }

  if (!p?.boundary) return null;
  const attacker = view.combat?.attacker ?? '';
  if (action.type === 'stand') {
    const n = rollOf(p.events, attacker, ['attack']);
    if (n !== null)
      return {
        text: t('ancients.confirm.stand', {
          attacker: piece(attacker),
          unit: piece(view.combat?.defender),
          n,
        }),
      };
  }
  if (action.type === 'evade') {
    const n = rollOf(p.events, attacker, ['evade']);
    if (n !== null) {
      return {
        text: t('ancients.confirm.evade', {
          to: str(action.to),
          attacker: piece(attacker),
          unit: piece(view.combat?.defender),
          n,
        }),
      };
    }
  }
  const what = describeAction(action, viewJson, t, lang);
  const n = totalDice(p.events);
  if (n > 0) return { text: t('ancients.confirm.rolls', { action: what, n }) };
  if (p.events.some((e) => e.type === 'draw' || e.type === 'turn'))
    return { text: t('ancients.confirm.ends-turn', { action: what }) };
  return { text: t('ancients.confirm.final', { action: what }) };
}
