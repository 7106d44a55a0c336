/** The Gettysburg map with its blocks (to be written). */
import type { BoardProps } from '../types.ts';

export function GettysburgBoard(_props: BoardProps) {
  return <svg role="img" aria-label="Gettysburg" />;
}
