/** The Guns of Gettysburg in words: events, actions and decisions as the rulebook tells them (to be written). */
import type { Action, Decision, GameEvent, Json, Outcome } from '@wargame/engine';
import type { Lang, T } from '../../i18n/index.tsx';

export function seatName(seat: string, _view: Json | null, _t: T, lang: Lang): string {
  if (seat === 'union') return lang === 'el' ? 'Βόρειοι (Ένωση)' : 'Union';
  if (seat === 'confederate') return lang === 'el' ? 'Νότιοι (Συνομοσπονδία)' : 'Confederacy';
  return seat;
}

export function describeEvent(event: GameEvent, _view: Json, _t: T, _lang: Lang): string {
  return event.type;
}

export function describeAction(action: Action, _view: Json, _t: T, _lang: Lang): string {
  return JSON.stringify(action);
}

export function describeDecision(decision: Decision, _view: Json, _t: T, _lang: Lang): string {
  return decision.prompt;
}

export function describeWaiting(decision: Decision, _view: Json, _t: T, _lang: Lang): string {
  return decision.prompt;
}

export function describeOutcome(outcome: Outcome, _view: Json, _t: T, _lang: Lang): string {
  return outcome.reason;
}
