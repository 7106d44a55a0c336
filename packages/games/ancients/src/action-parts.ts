/** Field schemas shared by every action schema of the game (actions.ts, cards/tactics.ts). */
import { z } from 'zod';

export const pieceIdSchema = z.string().min(1).max(40);
export const hexIdSchema = z.string().regex(/^[A-I]\d{1,2}$/, 'a hex id such as E7');
