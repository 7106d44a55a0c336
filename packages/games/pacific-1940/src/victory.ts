/**
 * 5, 18 Winning the game. Japan wins when it controls any 6 of the 8 victory cities at the end of a
 * complete round (after ANZAC's turn). The Allies win when they have taken Japan (the territory of Tokyo)
 * and still hold it at the end of Japan's next turn. The seed's rule, not TripleA's extras (Tokyo among
 * the six; an Allied capital held): RULINGS.md.
 */
import { LAND_IDS, spaceOf } from './map.ts';
import { isPower, SIDE_OF, type Side } from './powers.ts';
import type { PacificState } from './state.ts';

export const VICTORY_CITIES: readonly string[] = LAND_IDS.filter(
  (id) => spaceOf(id).victoryCity !== undefined,
);
export const JAPAN_TO_WIN = 6;

/**
 * The option `roundLimit` (RULINGS.md): at the end of its last round a game still on goes to the Axis
 * if Japan holds at least half the victory cities (four of eight, twice its start), else to the Allies.
 */
export const AXIS_AT_LIMIT = VICTORY_CITIES.length / 2;

/** True when the turn ending now is the last of a game with a round limit. */
export const roundLimitReached = (state: Pick<PacificState, 'roundLimit' | 'round' | 'power'>): boolean =>
  state.roundLimit !== undefined && state.power === 'anzac' && state.round >= state.roundLimit;

/** The victory cities a side controls now. */
export function victoryCitiesOf(state: Pick<PacificState, 'control'>, side: Side): string[] {
  return VICTORY_CITIES.filter((id) => {
    const owner = state.control[id];
    return owner !== undefined && isPower(owner) && SIDE_OF[owner] === side;
  });
}

const alliesHoldJapan = (state: Pick<PacificState, 'control'>): boolean => {
  const owner = state.control.japan;
  return owner !== undefined && isPower(owner) && SIDE_OF[owner] === 'allies';
};

/**
 * The state after a power's turn ends, as far as victory goes: the round the Allies took Japan is
 * noted (or forgotten when Japan is back in Japanese hands), and the winner set when the game is won.
 */
export function afterTurn(state: PacificState): PacificState {
  let japanTakenRound = state.japanTakenRound;
  if (!alliesHoldJapan(state)) japanTakenRound = null;
  else if (japanTakenRound === null) japanTakenRound = state.round;
  let winner = state.winner;
  // 18 The Allies: Japan held through the end of the Japanese turn after the one that followed its capture.
  if (winner === null && state.power === 'japan' && japanTakenRound !== null && japanTakenRound < state.round)
    winner = 'allies';
  // 5 Japan: six victory cities at the end of a complete round.
  if (winner === null && state.power === 'anzac' && victoryCitiesOf(state, 'axis').length >= JAPAN_TO_WIN)
    winner = 'axis';
  if (winner === null && roundLimitReached(state))
    winner = victoryCitiesOf(state, 'axis').length >= AXIS_AT_LIMIT ? 'axis' : 'allies';
  if (japanTakenRound === state.japanTakenRound && winner === state.winner) return state;
  return { ...state, japanTakenRound, winner };
}
