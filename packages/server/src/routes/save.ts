/**
 * GET /api/games/:id/save: the game in the engine's `wargame-save/1` format. While the game runs the
 * save is filtered like a view: the actions of the token's own seats only (another seat's action may
 * carry a hidden choice), the position only when it fixes nothing hidden (not scripted), and no seed,
 * reseed secrets or checkpoints (state hashes would let a player test guesses about hidden cards).
 * Once the game is over: the whole save, its generator, the seed, every reseed with its secret, and
 * checkpoints; `verifySecrets(save)` then checks the seed and each reseed against their commitments.
 */
import { replay, SAVE_FORMAT, type Save, type Seat, withCheckpoints } from '@wargame/engine';
import type { FastifyInstance } from 'fastify';
import { accessOf } from '../auth/access.ts';
import { type Context, roomOr404 } from '../context.ts';
import { fail, parseOr400 } from '../errors.ts';
import type { Room } from '../rooms/room.ts';
import { idParams } from './schemas.ts';

/** A save as the server sends it: the seed only once the game is over, and the commitment always. */
export type ServedSave = Omit<Save, 'seed'> & { seed?: string; commitment: string };

export function registerSave(app: FastifyInstance, context: Context): void {
  app.get('/api/games/:id/save', async (request, reply) => {
    const params = parseOr400(reply, idParams, request.params, 'game id');
    if (!params) return reply;
    const room = await roomOr404(context, reply, params.id);
    if (!room) return reply;
    const access = accessOf(request, room.id, room.seats, false);
    if (!access.ok) return fail(reply, 403, 'forbidden', 'this token holds no seat of this game');
    return room.outcome !== null ? fullSave(room) : filteredSave(room, access.seats);
  });
}

/** What both saves share: the game, its scenario, options and generator. */
function head(room: Room): Pick<Save, 'format' | 'game' | 'scenario' | 'options' | 'rng'> {
  const { record } = room;
  return {
    format: SAVE_FORMAT,
    game: record.game,
    scenario: record.scenario,
    options: record.options,
    rng: record.rng,
  };
}

/** What the holder of `seats` (none: a spectator) may have of a game still being played. */
export function filteredSave(room: Room, seats: readonly Seat[]): ServedSave {
  const { record } = room;
  const save: ServedSave = {
    ...head(room),
    actions: room.stack
      .filter((entry) => seats.includes(entry.seat))
      .map((entry) => ({ seat: entry.seat, action: entry.action })),
    commitment: record.commitment,
  };
  if (record.position !== null && !record.scripted) save.position = record.position;
  if (room.reseeds.length > 0) save.reseeds = room.reseeds.map(({ at, commitment }) => ({ at, commitment }));
  return save;
}

/** The finished game: everything needed to replay and verify it. */
export function fullSave(room: Room): ServedSave {
  const { record } = room;
  const base: Save = {
    ...head(room),
    seed: record.seed,
    actions: room.stack.map((entry) => ({ seat: entry.seat, action: entry.action })),
  };
  if (record.position !== null) base.position = record.position;
  if (room.reseeds.length > 0) {
    base.reseeds = room.reseeds.map(({ at, commitment, seed }) => ({ at, commitment, seed }));
  }
  const replayed = replay(room.game, base, { keepStates: true });
  const save = replayed.ok && replayed.states ? withCheckpoints(base, replayed.states) : base;
  return { ...save, commitment: record.commitment };
}
