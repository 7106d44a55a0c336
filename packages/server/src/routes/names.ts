/**
 * Player names as shown to everyone: NFC, without C0/C1 control characters and without the
 * bidirectional marks, embeddings, overrides and isolates that let a name reorder the text around it.
 */
import { z } from 'zod';

// Cc (C0, DEL, C1); LRM, RLM; LRE, RLE, PDF, LRO, RLO; LRI, RLI, FSI, PDI.
const HIDDEN = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

export function normalizeName(name: string): string {
  return name.normalize('NFC').replace(HIDDEN, '').trim();
}

export const playerName = z
  .string()
  .max(256)
  .transform(normalizeName)
  .pipe(z.string().min(1, 'the name is empty once control and direction characters are removed').max(64));
