/**
 * The options a game of a scenario may set: the scenario file's own options (today only the Tactical
 * Flexibility variant), each an optional boolean. Anything else is refused, so a server stores and
 * shows only options the rules read.
 */
import type { Json } from '@wargame/engine';
import { type ZodType, z } from 'zod';
import { scenarioById } from './scenario-library.ts';
import { ScenarioSchema } from './scenario-schema.ts';

/** The option names, from the scenario schema so that the two never drift apart. */
export const OPTION_NAMES = Object.keys(ScenarioSchema.shape.options.shape);

const schema = z.strictObject(Object.fromEntries(OPTION_NAMES.map((name) => [name, z.boolean().optional()])));

/** Throws for an unknown scenario (with the list of known ones). */
export function optionsSchema(scenarioId: string): ZodType<Record<string, Json>> {
  scenarioById(scenarioId);
  return schema as unknown as ZodType<Record<string, Json>>;
}
