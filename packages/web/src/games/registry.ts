/**
 * The games this client can show. A game whose rules module exists is playable; the others are listed as
 * planned, so the lobby tells the whole story of the platform.
 *
 * Each game's client (its board, rules module and data) is its own chunk, loaded the first time the game
 * is opened, so the lobby's first load carries none of them: the lobby lists games by their titles only.
 * `loadClient` fetches a client (once; the promise is kept), `useClient` is the same for a component
 * (it renders again when the client is there), and `clientFor` answers synchronously with a client
 * already loaded, for code that runs only once its game is open.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { MessageKey } from '../i18n/index.tsx';
import type { ClientGame } from './types.ts';

export interface GameListing {
  id: string;
  title: MessageKey;
  blurb: MessageKey;
  /** Fetch the game's client (a chunk of its own); null for a game not playable yet. */
  load: (() => Promise<ClientGame>) | null;
}

export const GAMES: readonly GameListing[] = [
  {
    id: 'ancients',
    title: 'game.ancients.title',
    blurb: 'game.ancients.blurb',
    load: () => import('./ancients/index.ts').then((m) => m.ancientsClient),
  },
  {
    id: 'gettysburg',
    title: 'game.gettysburg.title',
    blurb: 'game.gettysburg.blurb',
    load: () => import('./gettysburg/index.ts').then((m) => m.gettysburgClient),
  },
  {
    id: 'combat-commander',
    title: 'game.combat-commander.title',
    blurb: 'game.combat-commander.blurb',
    load: null,
  },
  {
    id: 'pacific-1940',
    title: 'game.pacific-1940.title',
    blurb: 'game.pacific-1940.blurb',
    load: () => import('./pacific-1940/index.ts').then((m) => m.pacific1940Client),
  },
];

const loaded = new Map<string, ClientGame>();
const pending = new Map<string, Promise<ClientGame | null>>();
const failures = new Map<string, string>();
const listeners = new Set<() => void>();
let generation = 0;

function changed(): void {
  generation++;
  for (const listener of listeners) listener();
}

/** Is this a game the client can play (whether or not its chunk is loaded yet)? */
export function isPlayable(gameId: string): boolean {
  return GAMES.some((g) => g.id === gameId && g.load !== null);
}

/** The game's client if it is loaded; null when it is not (yet), or is no game of ours. */
export function clientFor(gameId: string): ClientGame | null {
  return loaded.get(gameId) ?? null;
}

/** Load a game's client (once); null for a game that is not playable. Rejects when the chunk fails to load. */
export function loadClient(gameId: string): Promise<ClientGame | null> {
  const ready = loaded.get(gameId);
  if (ready) return Promise.resolve(ready);
  const inFlight = pending.get(gameId);
  if (inFlight) return inFlight;
  const load = GAMES.find((g) => g.id === gameId)?.load;
  if (!load) return Promise.resolve(null);
  const promise = load().then(
    (client) => {
      loaded.set(gameId, client);
      pending.delete(gameId);
      failures.delete(gameId);
      changed();
      return client;
    },
    (thrown: unknown) => {
      // Forget the attempt, so that opening the game again retries (a network error, a new deployment).
      pending.delete(gameId);
      failures.set(gameId, thrown instanceof Error ? thrown.message : String(thrown));
      changed();
      throw thrown;
    },
  );
  pending.set(gameId, promise);
  return promise;
}

/** Every playable game's client (opening a file: any game may read it). */
export async function loadAllClients(): Promise<void> {
  await Promise.all(GAMES.filter((g) => g.load).map((g) => loadClient(g.id)));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentGeneration = () => generation;

/**
 * A game's client for a component, loading it on first use: `client` is null until it is there (or for
 * no game), `failed` holds the reason when its chunk could not be loaded.
 */
export function useClient(gameId: string | null | undefined): {
  client: ClientGame | null;
  failed: string | null;
} {
  useSyncExternalStore(subscribe, currentGeneration, currentGeneration);
  useEffect(() => {
    if (gameId && !loaded.has(gameId)) loadClient(gameId).catch(() => {});
  }, [gameId]);
  if (!gameId) return { client: null, failed: null };
  return { client: loaded.get(gameId) ?? null, failed: failures.get(gameId) ?? null };
}

/** The clients of several games (e.g. the games in a list), each loaded on first use. */
export function useClients(gameIds: readonly string[]): (gameId: string) => ClientGame | null {
  useSyncExternalStore(subscribe, currentGeneration, currentGeneration);
  const key = [...new Set(gameIds)].sort().join(' ');
  useEffect(() => {
    for (const id of key.split(' ')) if (id && !loaded.has(id)) loadClient(id).catch(() => {});
  }, [key]);
  return clientFor;
}
