/**
 * Space ids and owners from TripleA names (shared by the map and geometry converters).
 *
 * - A sea zone `N Sea Zone` is `sz-N`.
 * - A land territory is its name in kebab case, ASCII: lower case, dots and apostrophes dropped
 *   (`Yakut S.S.R.` → `yakut-ssr`), every other run of non-alphanumerics one hyphen.
 * - Obvious misspellings in TripleA's names are corrected first (`NAME_CORRECTIONS`), so the id comes
 *   from the corrected display name (`Paulau Island` → `Palau Island` → `palau-island`).
 */

import type { NonPlaying, Power } from './powers.ts';

/** TripleA's player names → our owners. */
export const TRIPLEA_PLAYERS: Readonly<Record<string, Power | NonPlaying>> = Object.freeze({
  Japanese: 'japan',
  Americans: 'usa',
  Chinese: 'china',
  British: 'uk',
  ANZAC: 'anzac',
  Dutch: 'dutch',
  French: 'french',
  Russians: 'russia',
});

/** correction: TripleA spellings that are plainly wrong, with the name we display. */
export const NAME_CORRECTIONS: Readonly<Record<string, string>> = Object.freeze({
  'Paulau Island': 'Palau Island',
});

/** The English display name of a TripleA territory (its name, spelling corrected). */
export function displayNameOf(tripleaName: string): string {
  return NAME_CORRECTIONS[tripleaName] ?? tripleaName;
}

const SEA_ZONE = /^(\d+) Sea Zone$/;

export function spaceIdOf(tripleaName: string): string {
  const sea = SEA_ZONE.exec(tripleaName.trim());
  if (sea) return `sz-${Number(sea[1])}`;
  const id = displayNameOf(tripleaName.trim())
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (id === '') throw new Error(`no space id for TripleA name '${tripleaName}'`);
  return id;
}
