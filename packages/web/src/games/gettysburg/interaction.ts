/** Clicks to legal actions on the Gettysburg board (to be written). */
import type { Action, Json } from '@wargame/engine';

export function buttonActions(legal: readonly Action[], _view: Json): Action[] {
  return [...legal];
}
