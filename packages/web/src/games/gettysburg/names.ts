/**
 * The names of The Guns of Gettysburg in English and Greek: armies, blocks (by command: "Heth 2"),
 * general orders, battle tokens ("artillery I Corps 2"), phases and steps, the map's areas, positions,
 * roads and entry points, the time track's hours. Greek game terms follow the glossary of the team's rules
 * reference (the Greek rulebook's own words); place and commander names stay as printed.
 */
import type { Json } from '@wargame/engine';
import { ARMY_DATA, type GameMap, type GettysburgView, mapOf } from '@wargame/gettysburg';
import type { Lang } from '../../i18n/index.tsx';

const str = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);

/** The view as the game's own type (null when there is none, e.g. the new-game form). */
export const asView = (view: Json | null): GettysburgView | null => view as unknown as GettysburgView | null;

/** The map of the game the view shows (its own file, else the package's), null when it cannot be read. */
export function mapOfView(view: Json | null): GameMap | null {
  try {
    const v = asView(view);
    return mapOf({ options: v?.options ?? ({} as GettysburgView['options']) });
  } catch {
    return null;
  }
}

/** An id in words when nothing better is known: "cemetery-hill" → "Cemetery hill". */
export function readableId(id: string): string {
  const words = id.replace(/[-_]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : id;
}

// ---- armies

const ARMY: Record<Lang, Record<string, string>> = {
  en: { union: 'Union', confederate: 'Confederacy' },
  el: { union: 'Ένωση', confederate: 'Ομοσπονδία' },
};

/** The army as the subject of a sentence: "The Union", "Η Ομοσπονδία". */
const ARMY_SUBJECT: Record<Lang, Record<string, string>> = {
  en: { union: 'The Union', confederate: 'The Confederacy' },
  el: { union: 'Η Ένωση', confederate: 'Η Ομοσπονδία' },
};

/** The army as an adjective: "Union", "Confederate". */
const ARMY_ADJ: Record<Lang, Record<string, string>> = {
  en: { union: 'Union', confederate: 'Confederate' },
  el: { union: 'της Ένωσης', confederate: 'της Ομοσπονδίας' },
};

export const armyName = (army: unknown, lang: Lang): string => ARMY[lang][str(army)] ?? readableId(str(army));
export const armySubject = (army: unknown, lang: Lang): string =>
  ARMY_SUBJECT[lang][str(army)] ?? readableId(str(army));
export const armyAdjective = (army: unknown, lang: Lang): string =>
  ARMY_ADJ[lang][str(army)] ?? readableId(str(army));

// ---- commands and blocks

const COMMANDS = new Map<string, { name: string; army: string; corps?: string; ironBrigade?: boolean }>();
for (const army of ['union', 'confederate'] as const)
  for (const c of ARMY_DATA.armies[army].commands)
    COMMANDS.set(c.id, {
      name: c.name,
      army,
      ...(c.corps ? { corps: c.corps } : {}),
      ...(c.ironBrigade ? { ironBrigade: true } : {}),
    });

/** A command's printed name ("McLaws"); an unknown id readable. */
export const commandName = (id: unknown): string => COMMANDS.get(str(id))?.name ?? readableId(str(id));

/** The army of a block id or view handle ("heth-2" → confederate), null when it cannot be told. */
export function blockArmy(id: string): string | null {
  const handle = /^(union|confederate)-block@/.exec(id);
  if (handle) return handle[1]!;
  const parsed = /^(.+?)-(?:(r2|r1)-)?(\d+)$/.exec(id);
  return parsed ? (COMMANDS.get(parsed[1]!)?.army ?? null) : null;
}

/**
 * A block by its id: "Heth 2", "Reynolds (Reduced-2)", "Reynolds 1 (Iron Brigade)"; a face-down block
 * of the view (a handle) as "a face-down Confederate block".
 */
export function blockName(id: unknown, lang: Lang): string {
  const s = str(id);
  const handle = /^(union|confederate)-block@/.exec(s);
  if (handle)
    return lang === 'el'
      ? `κρυφό πλακάκι ${armyAdjective(handle[1], lang)}`
      : `a face-down ${armyAdjective(handle[1], lang)} block`;
  if (s === 'face-down' || s === 'unused-block' || s === '')
    return lang === 'el' ? 'κρυφό πλακάκι' : 'a face-down block';
  const parsed = /^(.+?)-(?:(r2|r1)-)?(\d+)$/.exec(s);
  if (!parsed) return readableId(s);
  const [, command, grade, n] = parsed;
  const c = COMMANDS.get(command!);
  const name = c?.name ?? readableId(command!);
  const iron = c?.ironBrigade && n === '1' ? (lang === 'el' ? ' (Σιδηρά Ταξιαρχία)' : ' (Iron Brigade)') : '';
  if (!grade) return `${name} ${n}${iron}`;
  const reduced =
    lang === 'el'
      ? grade === 'r2'
        ? 'μειωμένο κατά 2'
        : 'μειωμένο κατά 1'
      : grade === 'r2'
        ? 'Reduced-2'
        : 'Reduced-1';
  return `${name} (${reduced})${iron}`;
}

/** The engine's own block label of a reduction event ("heth (Reduced-2)") in words. */
export function gradedName(name: unknown, lang: Lang): string {
  const m = /^(\S+?)(?: \((Reduced-2|Reduced-1)\))?$/.exec(str(name));
  if (!m) return str(name);
  const base = commandName(m[1]);
  if (!m[2]) return base;
  const reduced = lang === 'el' ? (m[2] === 'Reduced-2' ? 'μειωμένο κατά 2' : 'μειωμένο κατά 1') : m[2];
  return `${base} (${reduced})`;
}

// ---- general orders

const ORDERS: Record<Lang, Record<string, string>> = {
  en: { attack: 'Attack', hold: 'Hold', withdrawal: 'Withdrawal' },
  el: { attack: 'Επίθεση', hold: 'Αναμονή', withdrawal: 'Υποχώρηση' },
};

export const ordersName = (orders: unknown, lang: Lang): string =>
  ORDERS[lang][str(orders)] ?? readableId(str(orders));

const ORDERS_OF_EL: Record<string, string> = {
  attack: 'Επίθεσης',
  hold: 'Αναμονής',
  withdrawal: 'Υποχώρησης',
};

/** Orders after the word "orders": "Attack orders", "εντολές Επίθεσης" (Greek takes the genitive). */
export const ordersOf = (orders: unknown, lang: Lang): string =>
  lang === 'el' ? (ORDERS_OF_EL[str(orders)] ?? ordersName(orders, lang)) : ordersName(orders, lang);

// ---- battle tokens

type Organization = { of?: string; command?: string; corps?: string };

/** An artillery organization in words: "Heth", "I Corps", "RESERVE", "ANY". */
export function organizationName(o: unknown, lang: Lang): string {
  const org = (o ?? {}) as Organization;
  switch (org.of) {
    case 'command':
      return commandName(org.command);
    case 'corps':
      return lang === 'el' ? `Σώμα ${str(org.corps)}` : `${str(org.corps)} Corps`;
    case 'reserve':
      return lang === 'el' ? 'ΑΠΟΘΕΜΑ' : 'RESERVE';
    case 'any':
      return 'ANY';
    default:
      return '?';
  }
}

/** An artillery token from its organization and strength: "artillery I Corps 2". */
export function artilleryName(organization: unknown, strength: unknown, lang: Lang): string {
  const word = lang === 'el' ? 'πυροβολικό' : 'artillery';
  return `${word} ${organizationName(organization, lang)} ${str(strength)}`.trim();
}

const MARCH: Record<Lang, string> = { en: 'March / Field Works', el: 'Πορείας / Έργων Πεδίου' };

/** A battle token by id, from the view's catalogue (the same in every game): "artillery Heth 2". */
export function tokenName(id: unknown, view: Json | null, lang: Lang): string {
  const s = str(id);
  if (s === 'face-down' || s === '') return lang === 'el' ? 'κρυφός δείκτης' : 'a face-down token';
  const t = asView(view)?.tokens?.[s] as
    | { kind: 'artillery'; organization: unknown; strength: number }
    | { kind: 'march' }
    | undefined;
  if (!t) return lang === 'el' ? `δείκτης ${s}` : `token ${s}`;
  if (t.kind === 'march') return lang === 'el' ? `δείκτης ${MARCH.el}` : `${MARCH.en} token`;
  return artilleryName(t.organization, t.strength, lang);
}

export const marchTokenName = (lang: Lang): string =>
  lang === 'el' ? `δείκτης ${MARCH.el}` : `${MARCH.en} token`;

// ---- phases and steps

const STEP: Record<Lang, Record<string, string>> = {
  en: {
    buford: 'Buford’s set-up',
    duration: 'Turn Duration Phase',
    action: 'Action Phase',
    objectives: 'Objectives Phase',
    over: 'the end of the game',
    draw: 'drawing battle tokens',
    withdrawal: 'withdrawal moves',
    attack: 'attack moves',
    reinforcement: 'reinforcement moves',
    march: 'march moves',
    orders: 'general orders',
    'field-works': 'field works',
    'night-departure': 'the night departure',
  },
  el: {
    buford: 'ανάπτυξη του Buford',
    duration: 'Φάση Διάρκειας Γύρου',
    action: 'Φάση Ενεργειών',
    objectives: 'Φάση Στόχων',
    over: 'τέλος του παιχνιδιού',
    draw: 'τράβηγμα δεικτών μάχης',
    withdrawal: 'κινήσεις υποχώρησης',
    attack: 'κινήσεις επίθεσης',
    reinforcement: 'κινήσεις εισόδου ενισχύσεων',
    march: 'κινήσεις πορείας',
    orders: 'γενικές εντολές',
    'field-works': 'έργα πεδίου',
    'night-departure': 'νυχτερινή αποχώρηση',
  },
};

/** A phase (buford, duration, action, objectives) or an Action Phase step in words. */
export const stepName = (step: unknown, lang: Lang): string => STEP[lang][str(step)] ?? readableId(str(step));

// ---- the map

const QUALIFIERS_EL: [RegExp, string][] = [
  [/\(north\)/, '(βόρεια)'],
  [/\(south\)/, '(νότια)'],
  [/\(west\)/, '(δυτικά)'],
  [/\(east\)/, '(ανατολικά)'],
  [/\(north-east\)/, '(βορειοανατολικά)'],
  [/\(south-east\)/, '(νοτιοανατολικά)'],
  [/\(east slope\)/, '(ανατολική πλαγιά)'],
  [/\(west slope\)/, '(δυτική πλαγιά)'],
];

function placeName(name: string, lang: Lang): string {
  if (lang !== 'el') return name;
  return QUALIFIERS_EL.reduce((s, [re, to]) => s.replace(re, to), name);
}

/** An area by its map name, else its id in words. */
export function areaName(id: unknown, view: Json | null, lang: Lang): string {
  const s = str(id);
  const area = mapOfView(view)?.areas[s];
  return placeName(area?.name ?? readableId(s), lang);
}

/** A position by its map name, else by the two areas it lies between ("Herr Ridge – McPherson Ridge"). */
export function positionName(id: unknown, view: Json | null, lang: Lang): string {
  const s = str(id);
  const map = mapOfView(view);
  const p = map?.positions[s];
  if (!p) return readableId(s);
  if (p.name) return placeName(p.name, lang);
  // In the order the id names them (the map's own order is geometric).
  const [x, y] = s.startsWith(`${p.areas[1]}-`) ? [p.areas[1], p.areas[0]] : p.areas;
  return `${areaName(x, view, lang)} – ${areaName(y, view, lang)}`;
}

export function roadName(id: unknown, view: Json | null): string {
  const s = str(id);
  return mapOfView(view)?.roads[s]?.name ?? readableId(s);
}

/** An entry point (Chambersburg, Taneytown…): printed names, the same in both languages. */
export const entryName = (id: unknown): string => readableId(str(id));

// ---- the time track

/** A time-track label ('7:00AM', 'Night') in the language. */
export function hourLabel(label: unknown, lang: Lang): string {
  const s = str(label);
  if (lang !== 'el') return s === 'Night' ? 'night' : s;
  if (s === 'Night') return 'νύχτα';
  // Greek writes the hours of the day from 0 to 24.
  const m = /^(\d+):(\d+)(AM|PM)$/.exec(s);
  if (!m) return s;
  const h = (Number(m[1]) % 12) + (m[3] === 'PM' ? 12 : 0);
  return `${h}:${m[2]}`;
}

export const dayName = (day: unknown, lang: Lang): string =>
  lang === 'el' ? `${str(day)} Ιουλίου` : `${str(day)} July`;

// ---- close combat modifiers (the engine's English labels)

const MODIFIER_EL: Record<string, string> = {
  'Confederates attacking': 'επιτίθενται οι Νότιοι',
  'up a steep slope': 'επίθεση σε απότομη κλίση',
  'obstacles on both sides': 'εμπόδια και στις δύο πλευρές',
  'field works in front': 'έργα πεδίου μπροστά',
  'bombardment hit': 'χτύπημα βομβαρδισμού',
  'won the first position': 'νίκη στην πρώτη θέση',
  "flank threat on the defender's left": 'πλευρική απειλή στα αριστερά του αμυνόμενου',
  "flank threat on the defender's right": 'πλευρική απειλή στα δεξιά του αμυνόμενου',
  "flank threat on the attacker's left": 'πλευρική απειλή στα αριστερά του επιτιθέμενου',
  "flank threat on the attacker's right": 'πλευρική απειλή στα δεξιά του επιτιθέμενου',
  'the Iron Brigade defends': 'αμύνεται η Σιδηρά Ταξιαρχία',
};

export const modifierName = (rule: unknown, lang: Lang): string =>
  lang === 'el' ? (MODIFIER_EL[str(rule)] ?? str(rule)) : str(rule);
