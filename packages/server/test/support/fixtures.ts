/** The engine's fixture games, as the server hosts them. */

import { coalition } from '../../../engine/test/fixtures/coalition.ts';
import { raid } from '../../../engine/test/fixtures/reaction.ts';
import { duel } from '../../../engine/test/fixtures/simultaneous.ts';
import type { AnyGame } from '../../src/games.ts';

export const fixtureGames: AnyGame[] = [coalition, raid, duel].map((game) => game as unknown as AnyGame);
export { coalition, duel, raid };
