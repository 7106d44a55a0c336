/**
 * What the table asks before a Gettysburg action is sent: every action that draws or shuffles battle
 * tokens (an undo boundary), found by running the rules on a full state made from the view
 * (`determinize`) and asking whether the generator moved, not guessed from the action's name; the blind
 * pick of a replacement (§2), final once made. Warnings for what is probably unwanted: ending the
 * marches with blocks still free to march, ending the attacks under Attack orders without one (§6
 * penalty), declaring Withdrawal orders (at least half the Tray returned, §6).
 */
import { type Action, createFastRng, type Json } from '@wargame/engine';
import { type GettysburgView, gettysburg } from '@wargame/gettysburg';
import type { Lang, T } from '../../i18n/index.tsx';
import type { Confirmation } from '../types.ts';
import { describeAction } from './describe.ts';

/** Whether the rules draw or shuffle on `action` now; null when the position cannot be rebuilt. */
export function drawsTokens(view: GettysburgView, action: Action): boolean | null {
  const seat = view.viewer;
  if (seat !== 'union' && seat !== 'confederate') return null;
  try {
    const state = gettysburg.determinize(view, seat, createFastRng('confirm'));
    const result = gettysburg.apply(state, action, seat);
    return 'error' in result ? null : result.boundary;
  } catch {
    return null;
  }
}

const L = (lang: Lang, en: string, el: string): string => (lang === 'el' ? el : en);

export function confirmation(
  action: Action,
  viewJson: Json,
  legal: Action[],
  t: T,
  lang: Lang,
): Confirmation | null {
  const view = viewJson as unknown as GettysburgView;
  const what = describeAction(action, viewJson, t, lang);
  const phase = view.phase;
  const step = phase?.kind === 'action' ? phase.step : null;
  if (action.type === 'done' && step === 'march' && legal.some((a) => a.type === 'march'))
    return {
      text: L(
        lang,
        `${what}? Some blocks could still march.`,
        `${what}; Κάποια πλακάκια μπορούν ακόμη να κάνουν πορεία.`,
      ),
      warning: true,
    };
  if (
    action.type === 'done' &&
    step === 'attack' &&
    !view.attack &&
    view.moves?.attacks === 0 &&
    legal.some((a) => a.type === 'attack-block')
  )
    return {
      text: L(
        lang,
        `${what} without attacking? Under Attack orders at least half of your Tray goes to the Return stack (§6).`,
        `${what} χωρίς επίθεση; Με εντολές Επίθεσης τουλάχιστον οι μισοί δείκτες της βάσης σου πηγαίνουν στη Στοίβα Επιστροφής (§6).`,
      ),
      warning: true,
    };
  if (action.type === 'orders' && action.orders === 'withdrawal')
    return {
      text: L(
        lang,
        `${what}? At least half of your Tray goes face down to the Return stack (§6), and you become First Player.`,
        `${what}; Τουλάχιστον οι μισοί δείκτες της βάσης σου πηγαίνουν ανάποδα στη Στοίβα Επιστροφής (§6) και γίνεσαι πρώτος παίκτης.`,
      ),
      warning: true,
    };
  if (action.type === 'pick-replacement')
    return { text: L(lang, `${what}? The pick is final.`, `${what}; Η επιλογή είναι οριστική.`) };
  if (drawsTokens(view, action))
    return {
      text: L(
        lang,
        `${what}? Battle tokens are drawn or shuffled: this cannot be taken back.`,
        `${what}; Τραβιούνται ή ανακατεύονται δείκτες μάχης: δεν αναιρείται.`,
      ),
    };
  return null;
}
