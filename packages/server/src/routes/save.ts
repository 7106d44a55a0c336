/**
 * GET /api/games/:id/save: the game in the engine's `wargame-save/1` format. The seed (and the
 * checkpoints, whose state hashes would let a player test guesses about hidden cards) only once the
 * game is over, or for a token holding every seat; before that the save has no `seed` field. The
 * `commitment` field is extra: `verifyCommitment(save.seed, save.commitment)` checks the dice were fair.
 */
import { replay, SAVE_FORMAT, type Save, withCheckpoints } from '@wargame/engine';
import type { FastifyInstance } from 'fastify';
import { accessOf } from '../auth/access.ts';
import { type Context, roomOr404 } from '../context.ts';
import { fail, parseOr400 } from '../errors.ts';
import type { Room } from '../rooms/room.ts';
import { idParams } from './schemas.ts';

export function registerSave(app: FastifyInstance, context: Context): void {
  app.get('/api/games/:id/save', async (request, reply) => {
    const params = parseOr400(reply, idParams, request.params, 'game id');
    if (!params) return reply;
    const room = await roomOr404(context, reply, params.id);
    if (!room) return reply;
    const access = accessOf(request, room.id, room.seats, false);
    if (!access.ok) return fail(reply, 403, 'forbidden', 'this token holds no seat of this game');
    const holdsAll = room.seats.every((s) => access.seats.includes(s.seat));
    return saveOf(room, room.outcome !== null || holdsAll);
  });
}

export function saveOf(
  room: Room,
  revealSeed: boolean,
): Omit<Save, 'seed'> & { seed?: string; commitment: string } {
  const { record } = room;
  const base: Save = {
    format: SAVE_FORMAT,
    game: record.game,
    scenario: record.scenario,
    options: record.options,
    seed: record.seed,
    actions: room.stack.map((entry) => ({ seat: entry.seat, action: entry.action })),
  };
  if (record.position !== null) base.position = record.position;
  if (!revealSeed) {
    const { seed: _secret, ...rest } = base;
    return { ...rest, commitment: record.commitment };
  }
  const replayed = replay(room.game, base, { keepStates: true });
  const save = replayed.ok && replayed.states ? withCheckpoints(base, replayed.states) : base;
  return { ...save, commitment: record.commitment };
}
