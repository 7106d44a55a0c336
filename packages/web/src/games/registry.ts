/**
 * The games this client can show. A game whose rules module exists is playable; the others are listed as
 * planned, so the lobby tells the whole story of the platform.
 */
import type { MessageKey } from '../i18n/index.tsx';
import { ancientsClient } from './ancients/index.ts';
import type { ClientGame } from './types.ts';

export interface GameListing {
  id: string;
  title: MessageKey;
  blurb: MessageKey;
  client: ClientGame | null;
}

export const GAMES: readonly GameListing[] = [
  { id: 'ancients', title: 'game.ancients.title', blurb: 'game.ancients.blurb', client: ancientsClient },
  { id: 'gettysburg', title: 'game.gettysburg.title', blurb: 'game.gettysburg.blurb', client: null },
  {
    id: 'combat-commander',
    title: 'game.combat-commander.title',
    blurb: 'game.combat-commander.blurb',
    client: null,
  },
  { id: 'pacific-1940', title: 'game.pacific-1940.title', blurb: 'game.pacific-1940.blurb', client: null },
];

export function clientFor(gameId: string): ClientGame | null {
  return GAMES.find((g) => g.id === gameId)?.client ?? null;
}
