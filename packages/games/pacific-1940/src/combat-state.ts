/**
 * 14 The conduct of combat as plain data: which battles the combat move made, which are done, and the
 * battle being fought. Owned by the combat rules; the position format carries it whole
 * (`CombatStateSchema`). Placeholder shape until the combat rules define it.
 */
import { z } from 'zod';

export const CombatStateSchema = z.object({}).passthrough();
export type CombatState = z.infer<typeof CombatStateSchema>;
