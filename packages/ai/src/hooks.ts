/** Per-game knowledge, looked up by game id. A game without hooks is searched with the generic defaults. */
import { ancientsHooks } from './games/ancients.ts';
import { gettysburgHooks } from './games/gettysburg.ts';
import { pacificHooks } from './games/pacific-1940.ts';
import type { GameHooks } from './types.ts';

const HOOKS = new Map<string, GameHooks>([
  ['ancients', ancientsHooks as unknown as GameHooks],
  ['gettysburg', gettysburgHooks as unknown as GameHooks],
  ['pacific-1940', pacificHooks as unknown as GameHooks],
]);

export function hooksFor(gameId: string): GameHooks {
  return HOOKS.get(gameId) ?? {};
}
