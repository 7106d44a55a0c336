/** Schemas of every action of the game, used to refuse malformed input before the rules see it. */
import type { Action } from '@wargame/engine';
import { z } from 'zod';
import { hexIdSchema as hex, pieceIdSchema as id } from './action-parts.ts';
import { cardEffectActionSchemas } from './cards/tactics.ts';
import { combatActionSchemas } from './combat/index.ts';

const turnActionSchemas = [
  z.strictObject({ type: z.literal('play-card'), card: z.string().min(1).max(60) }),
  z.strictObject({ type: z.literal('order'), piece: id }),
  z.strictObject({ type: z.literal('detach'), leader: id }),
  z.strictObject({ type: z.literal('end-orders') }),
  // 010 Castulo: a unit may move off the board ('off') where a scenario allows it.
  z.strictObject({ type: z.literal('move'), piece: id, to: z.union([hex, z.literal('off')]) }),
  z.strictObject({ type: z.literal('end-movement') }),
  z.strictObject({ type: z.literal('close-combat'), unit: id, target: id }),
  z.strictObject({ type: z.literal('fire'), unit: id, target: id }),
  z.strictObject({ type: z.literal('end-battles') }),
  // 117 Asculum: leaders placed before the first turn.
  z.strictObject({ type: z.literal('place-leader'), leader: id, hex }),
];

const all = [...turnActionSchemas, ...combatActionSchemas, ...cardEffectActionSchemas] as z.ZodType[];

export const actionSchema = z.union(
  all as [z.ZodType, z.ZodType, ...z.ZodType[]],
) as unknown as z.ZodType<Action>;
