/**
 * The in-memory rooms, keyed by game id: loaded (replayed from the store) on first access, kept while
 * used, evicted least-recently-used beyond a bound unless someone is connected. Every change to a room
 * happens under its lock, so the actions of one game are applied one at a time in this process (the
 * store's version check orders them across processes).
 */
import type { GameRegistry } from '../games.ts';
import type { Store } from '../store/types.ts';
import { loadRoom, type Room, replayRow } from './room.ts';

export interface Rooms {
  /** The room of `id`, loaded if needed; with a shared store, caught up with other processes first. */
  get(id: string): Promise<Room | null>;
  /** The cached room, if any (no loading, no catching up). */
  peek(id: string): Room | undefined;
  add(room: Room): void;
  /** Run `work` alone for this game (in this process). */
  withLock<T>(id: string, work: () => Promise<T>): Promise<T>;
  /** Apply rows other processes appended; true when there were any. Call under the lock. */
  catchUp(room: Room): Promise<boolean>;
  ids(): string[];
  readonly size: number;
}

export interface RoomsOptions {
  store: Store;
  games: GameRegistry;
  /** Rooms kept in memory beyond those with connections (default 5000). */
  max?: number;
  /** True when `id` has live connections (such rooms are never evicted). */
  inUse?: (id: string) => boolean;
}

export class ReplayError extends Error {}

export function createRooms(options: RoomsOptions): Rooms {
  const { store, games } = options;
  const max = options.max ?? 5000;
  const cache = new Map<string, Room>();
  const loading = new Map<string, Promise<Room | null>>();
  const locks = new Map<string, Promise<unknown>>();

  function touch(room: Room): void {
    cache.delete(room.id);
    cache.set(room.id, room);
  }

  function evict(): void {
    if (cache.size <= max) return;
    for (const id of cache.keys()) {
      if (cache.size <= max) break;
      if (!options.inUse?.(id) && !locks.has(id)) cache.delete(id);
    }
  }

  async function load(id: string): Promise<Room | null> {
    const found = await store.loadGame(id);
    if (!found) return null;
    const game = games.get(found.game.game);
    if (!game)
      throw new ReplayError(`game ${id} is of '${found.game.game}', which this server does not host`);
    const rows = await store.loadLog(id, 0);
    try {
      return loadRoom(game, found.game, found.seats, rows);
    } catch (error) {
      throw new ReplayError((error as Error).message);
    }
  }

  function withLock<T>(id: string, work: () => Promise<T>): Promise<T> {
    const previous = locks.get(id) ?? Promise.resolve();
    const run = previous.then(work, work);
    const settled = run.then(
      () => {},
      () => {},
    );
    locks.set(id, settled);
    void settled.then(() => {
      if (locks.get(id) === settled) locks.delete(id);
    });
    return run;
  }

  async function catchUp(room: Room): Promise<boolean> {
    const rows = await store.loadLog(room.id, room.record.version);
    for (const row of rows) replayRow(room, row);
    if (rows.length > 0) room.seats = await store.loadSeats(room.id);
    return rows.length > 0;
  }

  return {
    async get(id) {
      let room = cache.get(id);
      if (!room) {
        let pending = loading.get(id);
        if (!pending) {
          pending = load(id).finally(() => loading.delete(id));
          loading.set(id, pending);
        }
        const loaded = await pending;
        if (!loaded) return null;
        room = cache.get(id) ?? loaded;
        cache.set(id, room);
        evict();
      } else if (store.shared) {
        const cached = room;
        await withLock(id, () => catchUp(cached));
      }
      touch(room);
      return room;
    },
    peek: (id) => cache.get(id),
    add(room) {
      cache.set(room.id, room);
      evict();
    },
    withLock,
    catchUp,
    ids: () => [...cache.keys()],
    get size() {
      return cache.size;
    },
  };
}
