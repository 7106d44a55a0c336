/**
 * The position format (`gettysburg-position/1`): a whole situation as JSON, everything the state holds
 * but the generator (which the save's seed supplies): blocks with identity, grade, place (position,
 * facing, rank), tokens in each pile in order (the pool's top last: forced draws are the pool's order),
 * time tracks and date tracks, reinforcement rows, orders, objectives, field works, turn and phase, the
 * attack in progress, the §22 extended bombardment (its face-down stack and the pending second pass,
 * `extendedBombardment`). `toPosition` writes one; `fromPosition` checks and loads it.
 */
import { createRng, type Json, type RngAlgorithm } from '@wargame/engine';
import { z } from 'zod';
import { mapOf } from './board.ts';
import type { GettysburgState } from './state.ts';

export const POSITION_FORMAT = 'gettysburg-position/1';

const PositionSchema = z.looseObject({
  format: z.literal(POSITION_FORMAT),
  game: z.literal('gettysburg'),
  scenario: z.string(),
  options: z.looseObject({}),
  turn: z.strictObject({
    number: z.number().int().min(1),
    start: z.number().int().min(0),
    hours: z.number().int().min(1),
  }),
  firstPlayer: z.enum(['union', 'confederate']),
  phase: z.looseObject({ kind: z.enum(['bidding', 'buford', 'duration', 'action', 'objectives', 'over']) }),
  blocks: z.record(
    z.string(),
    z.looseObject({
      id: z.string(),
      army: z.enum(['union', 'confederate']),
      place: z.looseObject({ kind: z.string() }),
    }),
  ),
  tokens: z.record(z.string(), z.looseObject({ id: z.string() })),
  armies: z.strictObject({ union: z.looseObject({}), confederate: z.looseObject({}) }),
  objectives: z.array(z.looseObject({ area: z.string(), control: z.enum(['union', 'confederate']) })),
});

export function toPosition(state: GettysburgState): Json {
  const { rng: _rng, ...rest } = state;
  return { format: POSITION_FORMAT, ...(structuredClone(rest) as unknown as Record<string, Json>) };
}

export function fromPosition(position: Json, seed: string, generator?: RngAlgorithm): GettysburgState {
  const parsed = PositionSchema.safeParse(position);
  if (!parsed.success)
    throw new Error(
      `not a ${POSITION_FORMAT} position: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'file'}: ${i.message}`).join('; ')}`,
    );
  const { format: _format, ...rest } = structuredClone(parsed.data) as Record<string, unknown>;
  const state = { ...rest, rng: createRng(seed, undefined, generator) } as unknown as GettysburgState;
  mapOf(state);
  for (const b of Object.values(state.blocks))
    if (b.place.kind === 'map' && !mapOf(state).positions[b.place.position])
      throw new Error(`block ${b.id}: no position ${b.place.position} on the map`);
  return state;
}

/** Everything a position fixes that the generator would otherwise deal. */
export const scriptedParts = (position: Json): string[] =>
  position && typeof position === 'object' && !Array.isArray(position)
    ? ['blocks', 'tray', 'pool', 'time-tracks', 'rows']
    : [];
