/** 2.6 Battle dice: six different faces, each with chance 1/6. A position may script the faces. */
import { type RngState, randomInt, takeForced } from '@wargame/engine';
import type { DieFace } from './types.ts';

export const DIE_FACES: readonly DieFace[] = ['light', 'medium', 'heavy', 'leader', 'flag', 'swords'];

export function rollDie(rng: RngState): DieFace {
  const forced = takeForced(rng, 'die');
  if (forced !== undefined) {
    if (!DIE_FACES.includes(forced as DieFace))
      throw new Error(`scripted die face '${String(forced)}' is not a face`);
    return forced as DieFace;
  }
  return DIE_FACES[randomInt(rng, 6)] as DieFace;
}

export function rollDice(rng: RngState, count: number): DieFace[] {
  const faces: DieFace[] = [];
  for (let i = 0; i < count; i++) faces.push(rollDie(rng));
  return faces;
}
