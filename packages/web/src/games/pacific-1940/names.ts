/**
 * Pacific 1940 names in words: powers, units, facilities, phases and spaces, in English and Greek (the
 * Greek terms of the seed's glossary). Territories are named by the map in English and by
 * space-names-el.ts in Greek; sea zones are numbered.
 */
import { SPACES, UNITS } from '@wargame/pacific-1940';
import type { Lang } from '../../i18n/index.tsx';
import { SPACE_NAMES_EL } from './space-names-el.ts';

const POWER_EN: Record<string, string> = {
  japan: 'Japan',
  usa: 'United States',
  china: 'China',
  uk: 'United Kingdom',
  anzac: 'ANZAC',
  dutch: 'the Netherlands',
  french: 'France',
  russia: 'the Soviet Union',
  neutral: 'neutral',
};

const POWER_EL: Record<string, string> = {
  japan: 'Ιαπωνία',
  usa: 'Ηνωμένες Πολιτείες',
  china: 'Κίνα',
  uk: 'Ηνωμένο Βασίλειο',
  anzac: 'ANZAC',
  dutch: 'Ολλανδία',
  french: 'Γαλλία',
  russia: 'Σοβιετική Ένωση',
  neutral: 'ουδέτερη',
};

export function powerName(power: string, lang: Lang): string {
  return (lang === 'el' ? POWER_EL[power] : POWER_EN[power]) ?? power;
}

export function sideName(side: string, lang: Lang): string {
  if (side === 'axis') return lang === 'el' ? 'ο Άξονας' : 'the Axis';
  if (side === 'allies') return lang === 'el' ? 'οι Σύμμαχοι' : 'the Allies';
  return side;
}

interface UnitWords {
  one: string;
  many: string;
  /** The counter's label, three or four letters. */
  short: string;
}

const UNIT_EN: Record<string, UnitWords> = {
  infantry: { one: 'infantry', many: 'infantry', short: 'INF' },
  mechInfantry: { one: 'mechanized infantry', many: 'mechanized infantry', short: 'MECH' },
  artillery: { one: 'artillery', many: 'artillery', short: 'ART' },
  armour: { one: 'tank', many: 'tanks', short: 'TANK' },
  aaGun: { one: 'AA gun', many: 'AA guns', short: 'AA' },
  fighter: { one: 'fighter', many: 'fighters', short: 'FTR' },
  tacticalBomber: { one: 'tactical bomber', many: 'tactical bombers', short: 'TAC' },
  bomber: { one: 'strategic bomber', many: 'strategic bombers', short: 'BMB' },
  transport: { one: 'transport', many: 'transports', short: 'TRN' },
  submarine: { one: 'submarine', many: 'submarines', short: 'SUB' },
  destroyer: { one: 'destroyer', many: 'destroyers', short: 'DD' },
  cruiser: { one: 'cruiser', many: 'cruisers', short: 'CA' },
  carrier: { one: 'aircraft carrier', many: 'aircraft carriers', short: 'CV' },
  battleship: { one: 'battleship', many: 'battleships', short: 'BB' },
  majorIc: { one: 'major industrial complex', many: 'major industrial complexes', short: 'IC' },
  minorIc: { one: 'minor industrial complex', many: 'minor industrial complexes', short: 'ic' },
  airBase: { one: 'air base', many: 'air bases', short: 'AB' },
  navalBase: { one: 'naval base', many: 'naval bases', short: 'NB' },
};

const UNIT_EL: Record<string, Omit<UnitWords, 'short'>> = {
  infantry: { one: 'πεζικό', many: 'πεζικά' },
  mechInfantry: { one: 'μηχανοκίνητο πεζικό', many: 'μηχανοκίνητα πεζικά' },
  artillery: { one: 'πυροβολικό', many: 'πυροβολικά' },
  armour: { one: 'τανκ', many: 'τανκ' },
  aaGun: { one: 'αντιαεροπορικό όπλο', many: 'αντιαεροπορικά όπλα' },
  fighter: { one: 'μαχητικό', many: 'μαχητικά' },
  tacticalBomber: { one: 'τακτικό βομβαρδιστικό', many: 'τακτικά βομβαρδιστικά' },
  bomber: { one: 'στρατηγικό βομβαρδιστικό', many: 'στρατηγικά βομβαρδιστικά' },
  transport: { one: 'μεταγωγικό', many: 'μεταγωγικά' },
  submarine: { one: 'υποβρύχιο', many: 'υποβρύχια' },
  destroyer: { one: 'αντιτορπιλικό', many: 'αντιτορπιλικά' },
  cruiser: { one: 'καταδρομικό', many: 'καταδρομικά' },
  carrier: { one: 'αεροπλανοφόρο', many: 'αεροπλανοφόρα' },
  battleship: { one: 'θωρηκτό', many: 'θωρηκτά' },
  majorIc: { one: 'μεγάλο βιομηχανικό σύμπλεγμα', many: 'μεγάλα βιομηχανικά συμπλέγματα' },
  minorIc: { one: 'μικρό βιομηχανικό σύμπλεγμα', many: 'μικρά βιομηχανικά συμπλέγματα' },
  airBase: { one: 'αεροπορική βάση', many: 'αεροπορικές βάσεις' },
  navalBase: { one: 'ναυτική βάση', many: 'ναυτικές βάσεις' },
};

/** A unit or facility type in words: "tank", "3 tanks". */
export function unitName(type: string, lang: Lang, n = 1): string {
  const words = (lang === 'el' ? UNIT_EL[type] : undefined) ?? UNIT_EN[type];
  if (!words) return type;
  return n === 1 ? words.one : words.many;
}

export function unitCount(type: string, n: number, lang: Lang): string {
  return `${n} ${unitName(type, lang, n)}`;
}

/** The counter's label ("INF", "BB"). */
export function unitShort(type: string): string {
  return UNIT_EN[type]?.short ?? type.slice(0, 3).toUpperCase();
}

/** Counts by type in words, in the order of the unit chart: "2 infantry, 1 tank". */
export function countsText(counts: Record<string, number>, lang: Lang): string {
  const order = [...Object.keys(UNITS), 'majorIc', 'minorIc', 'airBase', 'navalBase'];
  return Object.entries(counts)
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([type, n]) => unitCount(type, n, lang))
    .join(', ');
}

const PHASE_EN: Record<string, string> = {
  purchase: 'Purchase & Repair',
  'combat-move': 'Combat Move',
  combat: 'Conduct Combat',
  'noncombat-move': 'Noncombat Move',
  mobilize: 'Mobilize New Units',
  income: 'Collect Income',
};

const PHASE_EL: Record<string, string> = {
  purchase: 'Αγορά & Επισκευή Μονάδων',
  'combat-move': 'Πολεμικές Κινήσεις',
  combat: 'Εκτέλεση Μάχης',
  'noncombat-move': 'Μη Πολεμικές Κινήσεις',
  mobilize: 'Ενεργοποίηση Νέων Μονάδων',
  income: 'Συλλογή Εισοδήματος',
};

export function phaseName(phase: string, lang: Lang): string {
  return (lang === 'el' ? PHASE_EL[phase] : PHASE_EN[phase]) ?? phase;
}

/** A space in words: the territory's name, or "sea zone 6". */
export function spaceName(id: string, lang: Lang): string {
  const sea = /^sz-(\d+)$/.exec(id);
  if (sea) return lang === 'el' ? `θαλάσσια ζώνη ${sea[1]}` : `sea zone ${sea[1]}`;
  return (lang === 'el' ? SPACE_NAMES_EL[id] : undefined) ?? SPACES[id]?.name ?? id;
}

/**
 * The Greek board labels shortened: a Greek name that would overflow its outline where the English label
 * does not, or run well past the English label's width, is abbreviated as Greek maps do ("Δυτικές
 * Η.Π.Α."). The full name stays the space's accessible name and what the panels say.
 */
const LABEL_EL: Record<string, string> = {
  'british-columbia': 'Βρετ. Κολομβία',
  'dutch-new-guinea': 'Ολλ. Νέα Γουινέα',
  'shan-state': 'Πολ. Σαν',
  'western-united-states': 'Δυτικές Η.Π.Α.',
  'yakut-ssr': 'Γιακουτ. Σ.Σ.Δ.',
  'yukon-territory': 'Επικρ. Γιούκον',
};

/** A space's name for the board: a sea zone's number, a territory's name ("Kwangtung", "Κουανγκτούνγκ"). */
export function spaceLabel(id: string, lang: Lang): string {
  const sea = /^sz-(\d+)$/.exec(id);
  if (sea) return sea[1] ?? id;
  return (lang === 'el' ? LABEL_EL[id] : undefined) ?? spaceName(id, lang);
}
