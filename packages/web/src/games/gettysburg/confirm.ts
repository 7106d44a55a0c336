/** What the table asks before a Gettysburg action that cannot be undone (to be written). */
import type { Action, Json } from '@wargame/engine';
import type { Lang, T } from '../../i18n/index.tsx';
import type { Confirmation } from '../types.ts';

export function confirmation(
  _action: Action,
  _view: Json,
  _legal: Action[],
  _t: T,
  _lang: Lang,
): Confirmation | null {
  return null;
}
