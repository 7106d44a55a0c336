/**
 * 9 The political situation, as the other rule areas ask about it: who is at war with whom. Japan and
 * China are always at war; Japan and each of the USA, the UK, ANZAC and the Netherlands as the state
 * says; the Allies never fight one another (14.1). How wars begin is decided where the acts of war
 * happen (combat move, convoy disruption, the USA's third turn).
 */
import type { GameEvent } from '@wargame/engine';
import type { Owner, Power } from './powers.ts';
import type { PacificState } from './state.ts';

export type AtWarWithJapan = keyof PacificState['politics']['atWar'];

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

/** 9 War begins between Japan and `powers`; the US war economy starts with the USA's war (9 rule 9). */
export function goToWar(
  state: PacificState,
  powers: readonly AtWarWithJapan[],
  why: string,
): { state: PacificState; events: GameEvent[] } {
  const joining = powers.filter((p) => !state.politics.atWar[p]);
  if (joining.length === 0) return { state, events: [] };
  const atWar = { ...state.politics.atWar };
  for (const p of joining) atWar[p] = true;
  const usWarEconomy = state.politics.usWarEconomy || atWar.usa;
  return {
    state: { ...state, politics: { ...state.politics, atWar, usWarEconomy } },
    events: [{ type: 'war', rule: '9', with: 'japan', powers: joining, why }],
  };
}

/**
 * 9 rule 8 A USA still at peace enters the war in the Collect Income phase of its third turn, before it
 * collects (so that income already has the war economy). Only the USA: the seed names no other power
 * (TripleA also brings in the UK, ANZAC and the Dutch; RULINGS.md).
 */
export function usaThirdTurnEntry(state: PacificState): { state: PacificState; events: GameEvent[] } {
  if (state.power !== 'usa' || state.phase !== 'income' || state.round < 3) return { state, events: [] };
  return goToWar(state, ['usa'], 'the USA enters the war on its third turn');
}
