/**
 * The shape of every action of the game, to refuse malformed input before the rules see it. Shapes
 * only: whether a unit, a space or a move is allowed is the rules' question (an 'illegal' refusal).
 */
import type { Action } from '@wargame/engine';
import { z } from 'zod';

const pieceId = z.string().regex(/^p[1-9]\d*$/, 'a piece id is p1, p2, …');
const pieces = z.array(pieceId).min(1).max(500);
/** A choice of pieces that may be none (no interceptors, no bombarding ship). */
const somePieces = z.array(pieceId).max(500);
const space = z.string().min(1).max(60);
/** On a listed action: any part of its `pieces` may be sent (the engine's contract). */
const subset = z.literal('pieces').optional();
const name = z.string().min(1).max(60);

const act = <T extends string, S extends z.ZodRawShape>(type: T, shape: S = {} as S) =>
  z.strictObject({ type: z.literal(type), ...shape });

/** 12 Purchase and repair. */
const purchase = [
  act('buy', { unit: name }),
  act('unbuy', { unit: name }),
  act('repair', { space, facility: name }),
  act('end-purchase'),
];

/** 13, 15 Combat move and noncombat move: a group of pieces along a path, loading and unloading. */
const movement = [
  act('move', {
    pieces,
    path: z.array(space).min(1).max(20),
    mission: z.enum(['raid', 'escort']).optional(),
    subset,
  }),
  act('load', { pieces, transport: pieceId, subset }),
  act('unload', { pieces, to: space }),
  act('end-combat-move'),
  act('end-noncombat-move'),
];

/** 14 Conduct combat: the attacker's and the defender's decisions, battle by battle. */
const combat = [
  act('fight', { space }),
  act('kamikaze', { target: pieceId }),
  act('end-kamikaze'),
  act('scramble', { pieces, to: space, subset }),
  act('end-scramble'),
  act('submerge', { pieces }),
  act('surprise-strike'),
  act('casualty', { piece: pieceId }),
  act('casualties-default'),
  act('press'),
  act('retreat', { to: space }),
  act('intercept', { pieces: somePieces, subset }),
  act('bombard', { ships: somePieces }),
  act('attack-subs'),
  act('ignore'),
  act('raid-target', { pieces, facility: name, subset }),
];

/** 16 Mobilize; 17 Collect Income (offered only to a position that starts in that phase). */
const mobilize = [
  act('place', { unit: name, at: space, space: space.optional() }),
  act('end-mobilize'),
  act('collect-income'),
];

export const ACTION_SCHEMAS = [...purchase, ...movement, ...combat, ...mobilize];

export const actionSchema = z.discriminatedUnion(
  'type',
  ACTION_SCHEMAS as unknown as [(typeof ACTION_SCHEMAS)[number], ...(typeof ACTION_SCHEMAS)[number][]],
) as unknown as z.ZodType<Action>;
