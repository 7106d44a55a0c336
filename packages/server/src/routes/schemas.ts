/** Request schemas: every body and parameter is checked here before anything else reads it. */
import { z } from 'zod';
import { AI_LEVELS } from '../store/types.ts';
import { playerName } from './names.ts';

const version = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31 - 1);
const seatName = z.string().min(1).max(64);

export const idParams = z.object({ id: z.string().min(1).max(64) });
export const seatParams = z.object({ id: z.string().min(1).max(64), seat: seatName });

export const seatSpec = z.union([
  /** Someone else's: the creator gets a one-time invite for it. */
  z.literal('open'),
  /** The creator's own seat (all of them share the creator's token). */
  z.literal('me'),
  /** Played by the server's AI at its default level. */
  z.literal('ai'),
  z.strictObject({ ai: z.enum(AI_LEVELS) }),
  z.strictObject({ me: z.literal(true), player: playerName.optional() }),
  z.strictObject({ player: playerName }),
]);
export type SeatSpec = z.infer<typeof seatSpec>;

export const createBody = z.strictObject({
  game: z.string().min(1).max(64),
  scenario: z.string().min(1).max(128),
  options: z.record(z.string(), z.json()).optional(),
  position: z.json().optional(),
  seats: z.record(seatName, seatSpec).optional(),
  /** Seats one player holds with a single token (hot-seat online), e.g. [['top', 'bottom']]. */
  seatGroups: z.array(z.array(seatName).min(1).max(16)).max(16).optional(),
  /** Accept a position that fixes hands, deck order or dice (marked as scripted; off by default). */
  allowScripted: z.boolean().optional(),
  /** List the game in the lobby: anyone may take its open seats there, and watch it (off by default). */
  listed: z.boolean().optional(),
});
export type CreateBody = z.infer<typeof createBody>;

export const actionBody = z.strictObject({
  seat: seatName.optional(),
  action: z.object({ type: z.string().min(1).max(64) }).catchall(z.json()),
  version,
});

/**
 * What a live socket's client may send: a ping, or a move (as POST /actions, plus `ref`, which the
 * server echoes in the update that accepts the move or in the error that refuses it).
 */
export const liveMessage = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('ping') }),
  z.strictObject({
    type: z.literal('action'),
    ref: z.union([z.string().max(64), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)]).optional(),
    ...actionBody.shape,
  }),
]);
export type LiveMessage = z.infer<typeof liveMessage>;

export const undoBody = z.strictObject({ version, toVersion: version.optional() });
export const takebackBody = z.strictObject({ version, toVersion: version });
export const answerBody = z.strictObject({ version: version.optional() });
export const sessionBody = z.strictObject({ token: z.string().min(1).max(128) });
export const claimBody = z.strictObject({ invite: z.string().min(1).max(128) });
export const inviteQuery = z.object({ invite: z.string().min(1).max(128) });
export const webhookBody = z.strictObject({ url: z.url().max(2048).nullable() });
export const logQuery = z.object({ logFrom: z.coerce.number().int().min(0).optional() });
