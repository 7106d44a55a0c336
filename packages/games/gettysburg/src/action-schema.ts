/**
 * The shape of every action of the game, to refuse malformed input before the rules see it. Shapes
 * only: whether a block, a position or a token is allowed is the rules' question (an 'illegal' refusal).
 */
import type { Action } from '@wargame/engine';
import { z } from 'zod';

const id = z.string().min(1).max(80);
const act = <T extends string, S extends z.ZodRawShape>(type: T, shape: S = {} as S) =>
  z.strictObject({ type: z.literal(type), ...shape });

const ACTIONS = [
  act('done'),
  // 24
  act('bid', { amount: z.number().int().min(0).max(99) }),
  act('pass'),
  // 4.8, 23, 7, 6
  act('place-buford', { block: id, position: id, front: id }),
  act('buford-historical'),
  act('duration', { hours: z.number().int().min(1).max(24) }),
  act('orders', { orders: z.enum(['attack', 'hold', 'withdrawal']) }),
  // 2, 6, 8
  act('offer-replacements', { blocks: z.tuple([id, id]) }),
  act('pick-replacement', { choice: z.union([z.literal(0), z.literal(1)]) }),
  act('return-token', { token: id }),
  act('keep-tokens'),
  // 14
  act('withdraw', { block: id, to: id, front: id, mounted: z.literal(true).optional() }),
  // 13
  act('attack-block', { block: id, path: z.array(id).min(1).max(40), target: id }),
  act('attack-lead', { position: id, block: id }),
  act('attack-declare'),
  act('attack-cancel'),
  act('artillery', { token: id, position: id }),
  act('artillery-done'),
  act('extra', { token: id }),
  // 22
  act('extended-bombardment'),
  act('bombard', { from: id, target: id }),
  act('bombard-hit', { position: id, token: id }),
  act('support', { from: id, target: id }),
  act('close-combat', { position: id }),
  act('defensive-lead', { block: id }),
  // 11, 12
  act('enter', { block: id, to: id, front: id, road: id.optional() }),
  act('transfer', { block: id, to: id }),
  act('march', {
    block: id,
    to: id.optional(),
    front: id.optional(),
    exit: id.optional(),
    mounted: z.literal(true).optional(),
  }),
  act('face', { block: id, front: id }),
  act('march-token', { token: id }),
  // 16, 17
  act('field-works', { token: id, position: id, front: id }),
  act('depart', { block: id }),
  act('forgo'),
  act('move-objective', { objective: z.number().int().min(0).max(5), to: id }),
  // 25
  act('special-orders', { text: z.string().max(1000) }),
] as const;

export const actionSchema = z.discriminatedUnion('type', ACTIONS) as unknown as z.ZodType<Action>;
