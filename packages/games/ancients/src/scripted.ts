/**
 * What of hidden or random content a position fixes. Hands and the deck order are hidden, scripted
 * dice and draws are random: a position naming any of them lets its author know what the others may
 * not. The discard pile, the board and the turn are public, so a position with only those is not.
 */
import type { Json } from '@wargame/engine';

export function scriptedParts(position: Json): string[] {
  if (typeof position !== 'object' || position === null || Array.isArray(position)) return [];
  const { hands, deck, forced } = position as { hands?: Json; deck?: Json; forced?: Json };
  const parts: string[] = [];
  const namesAHand =
    typeof hands === 'object' && hands !== null && !Array.isArray(hands)
      ? Object.values(hands).some((hand) => hand !== undefined && hand !== null)
      : hands !== undefined;
  if (namesAHand) parts.push('hands');
  if (deck !== undefined) parts.push('deck');
  if (Array.isArray(forced) && forced.length > 0) parts.push('forced');
  return parts;
}
