/**
 * What the table asks before a Pacific 1940 action is sent: every action that rolls dice (an undo
 * boundary: the dice cannot be taken back), found by running the rules on a copy of the position with a
 * generator of its own, not guessed from the action's name. Ending the combat move, picking a battle,
 * pressing on, kamikaze strikes: whichever of them rolls now. Ending the mobilization with units still to
 * place is a warning (16: they are refunded).
 */
import { type Action, createFastRng, type GameEvent, type Json } from '@wargame/engine';
import { type PacificState, type PacificView, pacific1940 } from '@wargame/pacific-1940';
import type { Lang, T } from '../../i18n/index.tsx';
import type { Confirmation } from '../types.ts';
import { describeAction } from './describe.ts';
import { say } from './words.ts';

/** The rules' result of `action` on the position the view shows, for whichever pending seat may take it. */
export function preview(view: PacificView, action: Action): { events: GameEvent[]; rolled: boolean } | null {
  const state = { ...structuredClone(view), rng: createFastRng('confirm') } as PacificState;
  for (const decision of pacific1940.pending(state)) {
    const result = pacific1940.apply(state, action, decision.seat);
    if (!('error' in result)) return { events: result.events, rolled: result.boundary === true };
  }
  return null;
}

export function confirmation(
  action: Action,
  viewJson: Json,
  legal: Action[],
  t: T,
  lang: Lang,
): Confirmation | null {
  const view = viewJson as unknown as PacificView;
  const result = preview(view, action);
  const what = describeAction(action, viewJson, t, lang);
  if (result?.rolled) return { text: say(lang, 'confirm.dice', { what }) };
  // 16 Ending the mobilization with units still waiting refunds them: worth a second look.
  if (action.type === 'end-mobilize' && legal.some((a) => a.type === 'place'))
    return { text: say(lang, 'confirm.unplaced', { what }), warning: true };
  return null;
}
