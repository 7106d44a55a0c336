/**
 * 9 The political situation, as the other rule areas ask about it: who is at war with whom. Japan and
 * China are always at war; Japan and each of the USA, the UK, ANZAC and the Netherlands as the state
 * says; the Allies never fight one another (14.1). How wars begin is decided where the acts of war
 * happen (combat move, convoy disruption, the USA's third turn).
 */
import type { Owner, Power } from './powers.ts';
import type { PacificState } from './state.ts';

type AtWarWithJapan = keyof PacificState['politics']['atWar'];

const japanAtWarWith = (state: Pick<PacificState, 'politics'>, other: Owner): boolean => {
  if (other === 'china') return true;
  return other in state.politics.atWar ? state.politics.atWar[other as AtWarWithJapan] : false;
};

/** 9 Whether `a` and `b` are at war (order does not matter). */
export function atWar(state: Pick<PacificState, 'politics'>, a: Owner, b: Owner): boolean {
  if (a === b) return false;
  if (a === 'japan') return japanAtWarWith(state, b);
  if (b === 'japan') return japanAtWarWith(state, a);
  return false;
}

/** The playing powers at war with `power`. */
export function enemiesOf(state: Pick<PacificState, 'politics'>, power: Power): Power[] {
  const all: Power[] = ['japan', 'usa', 'china', 'uk', 'anzac'];
  return all.filter((other) => atWar(state, power, other));
}
