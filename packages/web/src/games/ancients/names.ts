/**
 * Proper names in the player's language: leaders (and commanders) and the scenarios' battles. The data
 * files give them in English; the Greek tables live in i18n/games/ancients.el.ts. A name the table does not
 * know stays as the data spells it.
 */
import { ancients } from '@wargame/ancients';
import { LEADER_EL, SCENARIO_EL } from '../../i18n/games/ancients.el.ts';
import type { Lang } from '../../i18n/index.tsx';

export function leaderName(name: string, lang: Lang): string {
  if (lang !== 'el') return name;
  return LEADER_EL[name] ?? name;
}

/** "Akragas (406 BC)" → "Ακράγας (406 π.Χ.)". */
export function battleTitle(englishTitle: string, lang: Lang): string {
  if (lang !== 'el') return englishTitle;
  const m = /^(.*) \((\d+) (BC|AD)\)$/.exec(englishTitle);
  const base = m ? m[1]! : englishTitle;
  const name = SCENARIO_EL[base] ?? base;
  if (!m) return name;
  return `${name} (${m[2]} ${m[3] === 'BC' ? 'π.Χ.' : 'μ.Χ.'})`;
}

/** A scenario's title in the player's language, by its id (null for an id the game does not know). */
export function scenarioTitle(scenarioId: string, lang: Lang): string | null {
  const scenario = ancients.scenarios().find((s) => s.id === scenarioId);
  return scenario ? battleTitle(scenario.name, lang) : null;
}
