/** The off-board parts of Gettysburg: the time track, the Tray, the reinforcement rows (to be written). */
import type { Json, Viewer } from '@wargame/engine';
import type { Lang, T } from '../../i18n/index.tsx';
import type { BoardProps } from '../types.ts';

export function GettysburgHand(_props: BoardProps) {
  return null;
}

export function GettysburgStatus(_props: { view: Json; viewer: Viewer; t: T; lang: Lang }) {
  return null;
}
