/**
 * Builds our Commands & Colors: Ancients scenario files (`ancients-scenario/1`) from the shared transcription.
 *
 * Usage (from the repo root, /work/main):
 *
 *   node --import tsx packages/games/ancients/scripts/convert-scenarios.ts [sourceDir] [outDir]
 *
 * - sourceDir defaults to `../shared/data/commands-and-colors-ancients/scenarios` (relative to the repo root);
 *   it holds the transcribed battles `<id>.json` described in that folder's SOURCE.md.
 * - outDir defaults to `packages/games/ancients/data/scenarios`. One `<id>.json` per battle is written there, plus
 *   `index.json` (the ids in order). Stale `<nnn>.json` files in outDir are removed.
 *
 * The transcription supplies facts only (positions, counts, names, banners, hand sizes). Every sentence in our files
 * (summary, special-rules text, doubts) is our own and lives in EDITORIAL below; the transcription's own rule text
 * and notes are never copied. Corrections applied on top of the facts are listed in `data/SOURCES.md` and are marked
 * "correction" in the code below. The conversion is deterministic: same input, same bytes.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { z } from 'zod';
import { DIRECTIONS, type Direction, hexId, type Side } from '../src/board.ts';
import {
  type EliteCode,
  type Leader,
  type LeaderTrait,
  loadScenario,
  type ReserveLeader,
  type ReserveUnit,
  SCENARIO_FORMAT,
  type Scenario,
  type SpecialRule,
  type Terrain,
  UNIT_TYPES,
  type Unit,
} from '../src/scenario-schema.ts';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
export const DEFAULT_SOURCE_DIR = resolve(REPO_ROOT, '../shared/data/commands-and-colors-ancients/scenarios');
export const DEFAULT_OUT_DIR = resolve(REPO_ROOT, 'packages/games/ancients/data/scenarios');

// ---- the transcription's shape (only the fields we read; extra fields are ignored) ------------------------------

const sideS = z.enum(['top', 'bottom']);
const SourceArmy = z.object({
  army: z.string(),
  blocks: z.enum(['rom', 'car', 'grk', 'eas']),
  commander: z.string(),
  cards: z.number().int(),
});
const SourceTerrain = z.object({
  r: z.number().int(),
  c: z.number().int(),
  t: z.string(),
  ford: z.union([z.boolean(), z.literal('nocap')]).optional(),
  faces: z.enum(['top', 'bottom']).optional(),
  edges: z.array(z.enum(DIRECTIONS as [Direction, ...Direction[]])).optional(),
});
const SourceUnit = z.object({
  side: sideS,
  type: z.enum(UNIT_TYPES),
  r: z.number().int(),
  c: z.number().int(),
  elite: z.string().optional(),
});
const SourceLeader = z.object({
  side: sideS,
  name: z.string(),
  r: z.number().int(),
  c: z.number().int(),
  traits: z.array(z.string()).optional(),
});
export const SourceScenario = z.object({
  id: z.string(),
  name: z.string(),
  year: z.string(),
  expansion: z.literal('exp1').optional(),
  top: SourceArmy,
  bottom: SourceArmy,
  first: sideS,
  banners: z.number().int(),
  terrain: z.array(SourceTerrain),
  units: z.array(SourceUnit),
  leaders: z.array(SourceLeader),
  reserves: z.array(z.object({ side: sideS, type: z.enum(UNIT_TYPES) })),
  reserveLeaders: z.array(z.object({ side: sideS, name: z.string() })),
  specialRules: z.string().optional(),
  rules: z.array(z.string()).optional(),
  options: z.object({ tacticalFlexibility: z.boolean().optional() }).optional(),
  campCapture: z
    .object({ side: sideS, hexes: z.array(z.tuple([z.number().int(), z.number().int()])) })
    .optional(),
  placeLeaders: z.array(z.object({ side: sideS, name: z.string() })).optional(),
  rosterCheck: z
    .object({
      top: z.record(z.string(), z.number()),
      bottom: z.record(z.string(), z.number()),
      official: z.object({ car: z.record(z.string(), z.number()), rom: z.record(z.string(), z.number()) }),
      match: z.boolean(),
    })
    .optional(),
});
export type SourceScenario = z.infer<typeof SourceScenario>;

// ---- our own words ------------------------------------------------------------------------------------------------

const h = hexId;

interface Editorial {
  summary: string;
  specialRulesText: string;
  doubts: string[];
}

const ALEXANDER =
  "Alexander's unit rolls one extra die in close combat, added after any terrain limit. The Companion cavalry " +
  'ignore one sword hit in close combat and may ignore one flag.';
const SILVER_SHIELDS =
  "Eumenes' Silver Shields (the marked heavy infantry) score a hit for every leader symbol they roll in close " +
  'combat, with or without a leader nearby.';
const TACTICAL_FLEXIBILITY =
  'Optional Roman tactical flexibility (on by default): an enemy heavy infantry unit without support that is ' +
  'attacked in close combat by Roman medium or heavy infantry battles back with at most 3 dice.';
const NAMED_BY_TRANSCRIBER = 'no caption on the map; the name is a cosmetic pick of the transcription';

export const EDITORIAL: Readonly<Record<string, Editorial>> = {
  '001': {
    summary:
      'Daphnaeus leads a Syracusan relief army against the Carthaginian force of Himilco besieging Akragas in ' +
      'Sicily. Open ground and no special rules make it the suggested first battle.',
    specialRulesText: '',
    doubts: [
      "The map captions the Syracusan leader 'Daphaeus' while the War Council spells the commander 'Daphnaeus'; " +
        'we use Daphnaeus for both (correction).',
    ],
  },
  '002': {
    summary:
      "Timoleon's small Syracusan army falls on a much larger Carthaginian host while it is still crossing the " +
      'Crimissos in western Sicily.',
    specialRulesText:
      'The Crimissos can be crossed only at its five bends, the fordable river hexes; the other river hexes are ' +
      'impassable. The Carthaginian Sacred Band (the marked heavy infantry) scores a hit for every leader symbol it ' +
      'rolls in close combat, whether or not a leader is near, and may ignore one flag. It keeps both abilities until ' +
      'its last block is lost. Its marker block travels with it and is never taken as a loss.',
    doubts: [
      `Which five hexes are the fordable bends is the transcriber's reading of the map: ${h(2, 7)}, ${h(2, 8)}, ` +
        `${h(3, 8)}, ${h(3, 9)} and ${h(7, 11)}.`,
      `The transcription does not mark the Sacred Band; following the map caption we mark the Carthaginian heavy ` +
        `infantry at ${h(3, 2)} (the other one, at ${h(2, 3)}, carries Hasdrubal) (correction).`,
    ],
  },
  '003': {
    summary:
      'In Africa during the First Punic War, the Spartan mercenary Xanthippus leads a rebuilt Carthaginian army, ' +
      'strong in elephants and horse, against the invading consul Regulus.',
    specialRulesText: '',
    doubts: [
      `The second Roman leader (with the medium infantry at ${h(7, 4)}) has no caption on the map; we call him ` +
        "'Roman leader'.",
      'The page dates the battle 253 BC; most histories give 255 BC. The page date is kept.',
    ],
  },
  '004': {
    summary:
      "The first clash of Hannibal's invasion of Italy: Carthaginian and Numidian horse catch Publius Scipio's " +
      'cavalry and light troops on reconnaissance near the Ticinus.',
    specialRulesText: 'The Ticinus cannot be crossed.',
    doubts: [
      'The War Council names Hannibal as commander, yet no Hannibal leader is on the map; the Carthaginian leaders ' +
        'are Maharbal, Mago and Hasdrubal.',
      `At ${h(3, 11)} and ${h(5, 11)} the river art runs through only the right half of the hex; both are taken as ` +
        'river hexes.',
    ],
  },
  '005': {
    summary:
      "Hannibal tempts Sempronius's legions across the icy Trebbia at dawn while his brother Mago waits in hiding " +
      'to fall on the Roman rear.',
    specialRulesText:
      "The Trebbia is fordable everywhere. Mago's hidden force (one medium cavalry unit, two warrior units and Mago " +
      'himself) starts off the board. From his second turn on, the Carthaginian player may bring it in by playing a ' +
      'Leadership card: in the section an Inspired Leadership card names, or in any section with Leadership Any ' +
      'Section. Each unit is set on a hex of the Roman baseline, and Mago may join any one of them; setting a unit ' +
      "down counts as its first hex of movement that turn. Mago's units retreat toward the Carthaginian side.",
    doubts: [
      "The scenario's unit table gives the Carthaginians 3 medium infantry and 2 medium cavalry, but the map shows 2 " +
        'medium infantry on the board and the rules text puts a third medium cavalry in the ambush; we follow the ' +
        'map and the rules text (same total of 18 units).',
      "The ambush leader's caption is cut off on the map; his name, Mago, comes from the rules text.",
    ],
  },
  '006': {
    summary:
      "Marching along the lake shore in the morning mist, Flaminius's column is ambushed from the hills by " +
      "Hannibal's whole army.",
    specialRulesText:
      'Lake Trasimenus and the four steep hills on the right are impassable. The Roman player begins with only 2 ' +
      'command cards: on each of his first two turns he plays one card and draws two, so his hand grows to 3 and ' +
      'then to 4; from his third turn on he plays one and draws one as usual, keeping 4 cards.',
    doubts: [
      "The unit table lists two Roman leaders but the map shows only Flaminius. A correction posted on the scenario's " +
        `page attaches a second leader to the heavy infantry on the Roman right flank, i.e. ${h(8, 9)}; we add him ` +
        "there as 'Roman legate', an unnamed officer (correction).",
      `The two uncaptioned Carthaginian leaders (at ${h(2, 2)} and ${h(3, 6)}) are called 'Carthaginian leader 1' ` +
        "and 'Carthaginian leader 2'.",
      "The Roman army's command is stored as 4, the hand it reaches on turn 3; the hand-growth rule starts it at 2.",
      `The hills at ${h(3, 5)} and ${h(4, 1)} are partly hidden under unit blocks on the map.`,
    ],
  },
  '007': {
    summary:
      'Outnumbered two to one, Hannibal lets the massed Roman legions of Varro and Paullus push into his centre, then ' +
      'closes both wings and his cavalry around them.',
    specialRulesText: '',
    doubts: [
      "The map captions the Roman leader 'Paillus'; we use the historical spelling Paullus (correction).",
      "The War Council misspells Hannibal as 'Hannibbal'.",
    ],
  },
  '008': {
    summary:
      'In Spain, the brothers Gnaeus and Publius Scipio defeat Hasdrubal Barca near the Ebro and keep him from ' +
      'marching to join Hannibal in Italy.',
    specialRulesText: '',
    doubts: [
      "The War Council names the Roman command jointly ('Gnaeus & Publius Scipio'); the map has two leaders, Gnaeus " +
        'and Publius Scipio.',
    ],
  },
  '009': {
    summary:
      "Tiberius Gracchus, whose army is largely made of slave volunteers, beats Hanno's Carthaginian army near " +
      'Beneventum in southern Italy.',
    specialRulesText:
      'The Calor cannot be crossed. As soon as the Roman player wins his third victory banner he draws two extra ' +
      'command cards, and from then on he holds 6 cards.',
    doubts: [
      `The Roman leader with the heavy infantry at ${h(7, 8)} has no caption on the map; we call him 'Roman leader'.`,
      "The two 'W' blocks on the Roman side are read as warrior units in Roman blocks.",
    ],
  },
  '010': {
    summary:
      "Caught by the combined armies of Hasdrubal Gisgo and Mago and by Masinissa's Numidians, Publius Scipio tries to " +
      'break out in the upper Baetis valley; he died in the fighting.',
    specialRulesText:
      'Rome loses at once if Publius Scipio, its only leader, is eliminated. Any Roman unit that ' +
      'leaves the board across the Carthaginian baseline, from a centre hex or a hex of the Roman right section, is ' +
      'taken out of play and counts as one victory banner for Rome.',
    doubts: [
      "The map captions the leaders 'Hasdrubal' and 'Scipio'; the War Council gives Hasdrubal Gisgo and Publius " +
        'Scipio. The sudden-death rule applies to Scipio, the only Roman leader.',
    ],
  },
  '011': {
    summary:
      "The young Scipio (later Africanus) attacks Hasdrubal Barca's army, drawn up on a terraced ridge in southern " +
      'Spain with its camps behind it.',
    specialRulesText:
      'A Roman unit that ends its move in a Carthaginian camp hex (passing through is not enough) wins one victory ' +
      'banner for Rome. Each camp can be taken only once, and a banner won this way is never lost.',
    doubts: [
      `The hill at ${h(4, 8)} lies under a unit block and is inferred from the hill art showing around it.`,
      'Camp capture is read as one banner per camp, three camps in all.',
    ],
  },
  '012': {
    summary:
      'Marching to join his brother Hannibal, Hasdrubal Barca is caught at the Metaurus by the joined consular armies ' +
      'of Nero and Livius and his army is destroyed.',
    specialRulesText: 'Both streams are fordable everywhere.',
    doubts: [
      'The four broken-ground hexes on the left have no rule text on the scenario page; the standard broken-ground ' +
        'rules are assumed.',
      `The lower stream ends at ${h(5, 8)}; ${h(6, 8)} is plain.`,
    ],
  },
  '013': {
    summary:
      'Scipio reverses his usual order of battle, holds the Carthaginian centre in place and crushes both wings of ' +
      "Hasdrubal Gisgo's army, ending Carthaginian rule in Spain.",
    specialRulesText: '',
    doubts: [
      `An older version of the map lacked the second Roman leader; the current map shows Marcius at ${h(6, 3)}, ` +
        'which matches the unit table.',
    ],
  },
  '014': {
    summary:
      'In Africa, Scipio and his Numidian ally Masinissa rout the newly raised army of Hasdrubal Gisgo and his allies ' +
      'on the Great Plains.',
    specialRulesText: '',
    doubts: [
      `Two map images disagree about Hasdrubal's unit at ${h(1, 4)}: heavy cavalry in one, heavy infantry in the ` +
        'other. Heavy infantry is used, as on the current page and in the unit table.',
    ],
  },
  '015': {
    summary:
      "The decisive battle of the Second Punic War: Scipio's legions and Masinissa's horse face Hannibal's elephants " +
      'and veterans in North Africa.',
    specialRulesText: '',
    doubts: [],
  },
  '101': {
    summary:
      'The Athenians and Plataeans charge across the plain by the sea into the Persian landing force of Datis and ' +
      'Artaphernes.',
    specialRulesText:
      'The sea on the left and the hills marked impassable on the right cannot be entered. The stream is fordable ' +
      'everywhere.',
    doubts: [
      `The coast art skips ${h(5, 0)}, which is taken as plain; the river-mouth hex ${h(7, 0)} is treated as sea.`,
      "The map spells 'Miltades'; the transcription uses Miltiades.",
    ],
  },
  '102': {
    summary:
      "Gelon of Syracuse and Theron of Akragas attack Hamilcar's great Carthaginian army in its fortified camps; a " +
      'Syracusan cavalry force has already slipped inside the Carthaginian lines.',
    specialRulesText:
      'The sea is impassable. Camps and ramparts follow the standard terrain rules and score nothing. By official ' +
      `errata the medium cavalry with Eumachus at ${h(2, 8)} is Syracusan, deep inside the Carthaginian position.`,
    doubts: [
      `Hamilcar starts alone at ${h(2, 10)}, without a unit; the only lone leader at set-up in these files.`,
      `The ramparts at ${h(0, 8)} and ${h(1, 8)} are the transcriber's reading of one diagonal wall; each is taken ` +
        'to protect its W and SW hexsides.',
    ],
  },
  '103': {
    summary:
      "The allied Greeks under the Spartan Pausanias defeat Mardonius's Persian army and end the Persian invasion of " +
      'Greece.',
    specialRulesText: '',
    doubts: [
      `The Greek leader at ${h(1, 11)}, called Myronides: ${NAMED_BY_TRANSCRIBER}.`,
      "The map spells 'Pausanius'; the transcription uses Pausanias.",
    ],
  },
  '104': {
    summary:
      'Epaminondas masses the Thebans in a deep column on his left, led by the Sacred Band, and smashes the Spartan ' +
      'right under King Cleombrotus.',
    specialRulesText:
      'The Theban Sacred Band (the marked medium infantry) scores a hit for every leader symbol it rolls in close ' +
      'combat, with or without a leader nearby.',
    doubts: [],
  },
  '105': {
    summary:
      'Epaminondas leads the Thebans once more against a Spartan-led coalition; he wins the field but falls mortally ' +
      'wounded.',
    specialRulesText: '',
    doubts: [
      `The Theban leader at ${h(1, 6)} (Daiphantus) and the Spartan leader at ${h(7, 9)} (Archidamus): ` +
        `${NAMED_BY_TRANSCRIBER}.`,
      'A survey of the map counted about 11 hills; the transcription has 10.',
    ],
  },
  '106': {
    summary:
      'Philip II of Macedon defeats the Phocian general Onomarchus in Thessaly, on the plain by the Pagasaean Gulf.',
    specialRulesText: 'The gulf along the bottom edge is impassable.',
    doubts: [
      `The gulf is coded as lake from ${h(8, 1)} to ${h(8, 11)}, including the curved end pieces; ${h(8, 0)} and ` +
        `${h(8, 12)} are dry land.`,
      `The Macedonian leader at ${h(1, 1)}, called Parmenio: ${NAMED_BY_TRANSCRIBER}.`,
    ],
  },
  '107': {
    summary:
      "Alexander's first great battle in Asia: he leads the Companions across the Granicus into the Persian satraps' " +
      'cavalry lining the bank.',
    specialRulesText:
      `The Granicus is fordable everywhere. ${ALEXANDER} Poor Persian leadership: each satrap commands only the ` +
      'unit he is with, so a Leadership card orders him and his own unit and nothing beside them.',
    doubts: [
      `By errata, the units of Rhoesaces (${h(4, 5)}) and Spithridates (${h(4, 6)}) are medium cavalry, not the ` +
        'medium infantry the map draws.',
      'A player report mentions four hills near the Persian baseline in the printed booklet that the web map lacks; ' +
        'their hexes are unknown and they are not included.',
    ],
  },
  '108': {
    summary:
      'Alexander meets Darius III himself on the narrow plain between the mountains and the sea, across the Pinarus ' +
      'stream.',
    specialRulesText:
      'The Pinarus is fordable and imposes no battle dice limits. The sea on the right is impassable. ' +
      `${ALEXANDER} The Persian Immortals (the marked medium infantry) can also shoot: range 3, 2 dice if they did ` +
      'not move and 1 if they did, but never ranged and close combat in the same turn.',
    doubts: [
      `The river mouth at ${h(5, 11)} is treated as sea.`,
      `The leader with Darius's Greek mercenaries at ${h(5, 6)}, called Thymondas: ${NAMED_BY_TRANSCRIBER}. The map's ` +
        "'Narbarzanes' is written Nabarzanes.",
    ],
  },
  '109': {
    summary:
      "On open ground levelled for Darius's chariots, Alexander's drive at the Persian centre decides the fate of the " +
      'Persian Empire.',
    specialRulesText: ALEXANDER,
    doubts: [
      'The year 331 BC follows the errata. The Persian chariots are ordinary heavy chariots, with no scythe rule.',
    ],
  },
  '110': {
    summary:
      'Alexander forces a crossing of the Jaxartes, using his war machines to clear the far bank of Scythian horse ' +
      'archers.',
    specialRulesText: `The Jaxartes is fordable everywhere. ${ALEXANDER}`,
    doubts: ['Histories usually date the crossing to 329 BC; the page date, 328 BC, is kept.'],
  },
  '111': {
    summary:
      'Having crossed the Hydaspes in secret, Alexander defeats the Indian king Porus and his war elephants.',
    specialRulesText: `The river on the left edge cannot be crossed. ${ALEXANDER} There are two Companion units.`,
    doubts: [`The Indian leaders at ${h(7, 5)} (Spitaces) and ${h(7, 8)} (Hages): ${NAMED_BY_TRANSCRIBER}.`],
  },
  '112': {
    summary:
      "Two of Alexander's successors, Craterus and Eumenes, meet near the Hellespont; Craterus is killed in the " +
      'battle.',
    specialRulesText:
      'Each leader a side loses costs it one command card: its hand, and so its Command, shrinks by one for the rest ' +
      'of the battle. A side that loses all of its leaders loses the battle at once.',
    doubts: [
      'The battle is usually dated 321 or 320 BC; the page date, 323 BC, is kept.',
      "The map's 'Alcetus' is written Alcetas.",
      "The scenario does not say how the lost card is taken (for example a random discard on the opponent's turn); " +
        'that is left to the rules engine.',
    ],
  },
  '113': {
    summary:
      'Antigonus and Eumenes, rival successors of Alexander, fight a hard but indecisive battle in Persia; the veteran ' +
      "Silver Shields anchor Eumenes' phalanx.",
    specialRulesText: `The steep hills on the left edge are impassable. ${SILVER_SHIELDS}`,
    doubts: [
      `The leaders at ${h(1, 5)} (Demetrius) and ${h(7, 2)} (Eudamus): ${NAMED_BY_TRANSCRIBER}.`,
      `The transcription renamed the leader at ${h(7, 6)} from Antigenes to Peucestas, since Antigenes historically ` +
        'led the Silver Shields, a different unit.',
      'A survey of the map counted about 7 steep hexes; the transcription has 6.',
    ],
  },
  '114': {
    summary:
      "The rematch of Antigonus and Eumenes: Antigonus's cavalry seizes Eumenes' baggage, and the Silver Shields " +
      'later hand over their own general to get it back.',
    specialRulesText:
      "An Antigonid unit that ends its move in Eumenes' baggage camp (the bottom-right corner) wins one victory " +
      `banner, once; the banner is never lost. ${SILVER_SHIELDS}`,
    doubts: [`The leader of Eumenes' army at ${h(7, 10)}, called Philip: ${NAMED_BY_TRANSCRIBER}.`],
  },
  '115': {
    summary:
      'The battle of the kings: Seleucus and Lysimachus, with a mass of elephants, defeat old Antigonus and his son ' +
      'Demetrius; Antigonus dies on the field.',
    specialRulesText: '',
    doubts: [
      'Seleucus fields four elephant units; played with the expansion blocks, one of them needs a core-game block.',
      `Seleucus stands with the auxilia at ${h(7, 4)}, not with the elephant behind it.`,
      `The leader at ${h(7, 0)}, called Antiochus: ${NAMED_BY_TRANSCRIBER}.`,
    ],
  },
  '116': {
    summary:
      'Pyrrhus of Epirus fights Rome for the first time; his elephants, never seen before by the Romans, help win a ' +
      'costly victory.',
    specialRulesText:
      'The Siris along the Roman baseline can be crossed only at its two bends; its other hexes are impassable. ' +
      'Fright at first sight: Roman infantry may not ignore flags that elephants roll against them in close combat.',
    doubts: [
      `Treating the bends (${h(8, 2)} and ${h(8, 11)}) as fordable river follows the Crimissos precedent; the scenario ` +
        'does not say so in those words.',
      'Whether leaders or support may still cancel elephant flags under fright at first sight is not stated; we read ' +
        'the rule as allowing no ignore at all.',
    ],
  },
  '117': {
    summary:
      'Pyrrhus beats the consuls Decius and Sulpicius a second time, at such a cost that his name is still given to ' +
      'victories won too dearly.',
    specialRulesText:
      'The leaders start off the board. Before the first turn they are placed one at a time in this order: the Roman ' +
      'leaders Decius and Sulpicius, then the Epirote leaders Pyrrhus and Leonatus.',
    doubts: [
      'Banners: 6, as in the War Council and the errata; a tag on the scenario site says 7.',
      `The second Epirote leader, called Leonatus: ${NAMED_BY_TRANSCRIBER}.`,
      'The scenario sets no limit on where a leader may be placed; by the general rules a leader may not share a hex ' +
        'with another leader or stand on an enemy unit.',
    ],
  },
  '118': {
    summary:
      'Pyrrhus attacks the fortified camp of Manius Curius Dentatus; the Romans drive off his elephants, and he soon ' +
      'leaves Italy for good.',
    specialRulesText:
      'The camps and ramparts along the Roman baseline follow the standard terrain rules and score nothing; the ' +
      'ramparts face the Epirote side.',
    doubts: [
      'The War Council names the Roman leaders Decius and Sulpicius, apparently copied from Asculum; the map and the ' +
        'history give Dentatus.',
      `The leaders at ${h(7, 3)} (Lentulus), ${h(8, 9)} (Fabricius) and ${h(2, 9)} (Leonatus): ` +
        `${NAMED_BY_TRANSCRIBER}.`,
      'A survey of the map counted about 14 forests; the transcription has 9.',
    ],
  },
  '119': {
    summary:
      'Ptolemy IV of Egypt and Antiochus III of Syria fight one of the largest battles of the age, with elephants on ' +
      'both sides.',
    specialRulesText: '',
    doubts: ["Echecrates' caption is cut off on the map. The map's 'Nicharchus' is written Nicarchus."],
  },
  '120': {
    summary:
      "In fog on the Thessalian hills, Flamininus's legions defeat Philip V's phalanx once it loses its order on the " +
      'rough ground.',
    specialRulesText: TACTICAL_FLEXIBILITY,
    doubts: [
      'A survey of the map counted about 16 hills; the transcription has 18.',
      `The second Roman leader at ${h(7, 8)}, called Villius: ${NAMED_BY_TRANSCRIBER}.`,
      "The map's 'Flaminius' is written Flamininus.",
    ],
  },
  '121': {
    summary: 'Scipio, with Eumenes of Pergamum, crushes the huge army of Antiochus III in Asia Minor.',
    specialRulesText: `The Phrygios on the left edge cannot be crossed. ${TACTICAL_FLEXIBILITY}`,
    doubts: [
      'By errata the Seleucids use Greek blocks, not the Persian blocks the War Council names.',
      `The camel at ${h(2, 11)} is on the map although the page's unit table leaves it out; it is kept.`,
    ],
  },
  '122': {
    summary:
      'Dionysius of Syracuse, fresh from a victory over Carthage, is routed by a Carthaginian army under Himilco; his ' +
      'brother Leptines falls.',
    specialRulesText: '',
    doubts: [
      'Set-up from the Bonus Pack #2 map.',
      `The leaders at ${h(1, 1)} (Hanno), ${h(1, 9)} (Bomilcar) and ${h(8, 3)} (Thearides): ${NAMED_BY_TRANSCRIBER}.`,
    ],
  },
  '123': {
    summary:
      "Seleucus marches east to recover Alexander's Indian provinces and meets Chandragupta Maurya's army; the war " +
      'ended in a treaty that gave Seleucus 500 elephants.',
    specialRulesText:
      'The stream is fordable everywhere. The three marked Indian auxilia carry bows: they shoot at range 3 like bow ' +
      'infantry and are normal auxilia in every other way.',
    doubts: [
      'Set-up from the Bonus Pack #2 map. A survey counted about 11 forests; the transcription has 5.',
      `The leaders at ${h(0, 1)} (Antiochus) and ${h(7, 5)} (Chanakya): ${NAMED_BY_TRANSCRIBER}.`,
    ],
  },
  '124': {
    summary:
      "Aemilius Paullus's legions break the Macedonian phalanx of Perseus as it advances over uneven ground, ending " +
      'the kingdom of Macedon.',
    specialRulesText:
      `${TACTICAL_FLEXIBILITY} It does not apply to heavy infantry standing on broken ground. The two camps carry no ` +
      'special rule.',
    doubts: ["Set-up from the Bonus Pack #2 map; the site map misprints 'Paullus' as 'Paulius'."],
  },
};

// ---- corrections (facts we change; each is also listed in data/SOURCES.md) --------------------------------------

/** Leader names we correct: scenario id → side → map name → our name. */
const LEADER_RENAMES: Readonly<Record<string, Partial<Record<Side, Record<string, string>>>>> = {
  '001': { bottom: { Daphaeus: 'Daphnaeus' } },
  '007': { bottom: { Paillus: 'Paullus' } },
};

/** Leaders the transcription leaves out: added after its own leaders. */
const EXTRA_LEADERS: Readonly<
  Record<string, { side: Side; name: string; r: number; c: number; traits?: string[] }[]>
> = {
  '006': [{ side: 'bottom', name: 'Roman legate', r: 8, c: 9 }],
};

/** Elite marks the transcription leaves out. */
const EXTRA_ELITES: Readonly<
  Record<string, { side: Side; type: string; r: number; c: number; elite: EliteCode }[]>
> = {
  '002': [{ side: 'top', type: 'HI', r: 3, c: 2, elite: 'sacred-band' }],
};

/** Command overrides: 006's Roman hand grows from 2 to 4, and we store the final Command. */
const COMMAND_OVERRIDES: Readonly<Record<string, Partial<Record<Side, number>>>> = {
  '006': { bottom: 4 },
};

const ELITE_CODES_FROM_SOURCE: Readonly<Record<string, EliteCode>> = {
  sacredBand: 'sacred-band',
  companions: 'companions',
  thebanSacredBand: 'theban-sacred-band',
  silverShields: 'silver-shields',
  immortals: 'immortals',
  bowAuxilia: 'bow-auxilia',
};
const TRAITS_FROM_SOURCE: Readonly<Record<string, LeaderTrait>> = {
  ccBonus: 'cc-bonus',
  attachedOnly: 'attached-only',
};

// ---- conversion --------------------------------------------------------------------------------------------------

function fail(id: string, msg: string): never {
  throw new Error(`scenario ${id}: ${msg}`);
}

const canonicalDirs = (dirs: Iterable<Direction>): Direction[] => {
  const set = new Set(dirs);
  return DIRECTIONS.filter((d) => set.has(d));
};

function convertTerrain(id: string, t: SourceScenario['terrain'][number]): Terrain {
  const hex = hexId(t.r, t.c);
  switch (t.t) {
    case 'hill':
    case 'forest':
    case 'broken':
    case 'lake':
    case 'steep':
    case 'camp':
    case 'sea':
    case 'marsh':
      return { hex, type: t.t };
    case 'river':
      if (t.ford === undefined) fail(id, `river at ${hex} has no ford value`);
      return t.ford === 'nocap'
        ? { hex, type: 'river', fordable: true, noDiceCap: true }
        : { hex, type: 'river', fordable: t.ford };
    case 'rampart': {
      // "faces" = the wall runs along that side of the hex: the hexsides toward that board edge are protected.
      if (t.faces === 'top') return { hex, type: 'rampart', protects: ['NE', 'NW'] };
      if (t.faces === 'bottom') return { hex, type: 'rampart', protects: ['SW', 'SE'] };
      if (t.edges?.length) return { hex, type: 'rampart', protects: canonicalDirs(t.edges) };
      return fail(id, `rampart at ${hex} has neither faces nor edges`);
    }
    default:
      return fail(id, `unknown terrain code ${JSON.stringify(t.t)} at ${hex}`);
  }
}

/** Converts one transcribed battle into our format (validated). */
export function convertScenario(json: unknown): Scenario {
  const src = SourceScenario.parse(json);
  const id = src.id;
  const ed = EDITORIAL[id] ?? fail(id, 'no editorial entry (summary, rules text, doubts)');
  const armyName = { top: src.top.army, bottom: src.bottom.army };

  // Units, then reserves, numbered per side in file order.
  const unitCount = { top: 0, bottom: 0 };
  const nextUnitId = (s: Side) => `${s[0]}${++unitCount[s]}`;
  const extraElites = EXTRA_ELITES[id] ?? [];
  const units: Unit[] = src.units.map((u) => {
    const unit: Unit = { id: nextUnitId(u.side), side: u.side, type: u.type, hex: hexId(u.r, u.c) };
    const srcElite = u.elite === undefined ? undefined : ELITE_CODES_FROM_SOURCE[u.elite];
    if (u.elite !== undefined && !srcElite) fail(id, `unknown elite ${JSON.stringify(u.elite)}`);
    const extra = extraElites.find((e) => e.r === u.r && e.c === u.c);
    if (extra && (extra.side !== u.side || extra.type !== u.type))
      fail(id, `expected a ${extra.side} ${extra.type} at ${unit.hex} for ${extra.elite}`);
    const elite = srcElite ?? extra?.elite;
    if (elite) unit.elite = elite;
    return unit;
  });
  for (const e of extraElites) {
    if (!units.some((u) => u.hex === hexId(e.r, e.c)))
      fail(id, `no unit at ${hexId(e.r, e.c)} for ${e.elite}`);
  }
  const reserves: ReserveUnit[] = src.reserves.map((u) => ({
    id: nextUnitId(u.side),
    side: u.side,
    type: u.type,
  }));

  // Leaders: names corrected or filled in, extra leaders appended, reserve leaders continuing the numbering.
  const leaderCount = { top: 0, bottom: 0 };
  const nextLeaderId = (s: Side) => `${s[0]}L${++leaderCount[s]}`;
  const unnamedTotal = { top: 0, bottom: 0 };
  for (const l of src.leaders) if (l.name.trim() === '') unnamedTotal[l.side]++;
  const unnamedSeen = { top: 0, bottom: 0 };
  const leaderName = (s: Side, name: string): string => {
    if (name.trim() === '') {
      const n = ++unnamedSeen[s];
      return unnamedTotal[s] > 1 ? `${armyName[s]} leader ${n}` : `${armyName[s]} leader`;
    }
    return LEADER_RENAMES[id]?.[s]?.[name] ?? name;
  };
  const traitsOf = (traits: string[] | undefined): LeaderTrait[] | undefined =>
    traits?.length
      ? traits.map((t) => TRAITS_FROM_SOURCE[t] ?? fail(id, `unknown leader trait ${JSON.stringify(t)}`))
      : undefined;
  const leaders: Leader[] = [...src.leaders, ...(EXTRA_LEADERS[id] ?? [])].map((l) => {
    const leader: Leader = {
      id: nextLeaderId(l.side),
      side: l.side,
      name: leaderName(l.side, l.name),
      hex: hexId(l.r, l.c),
    };
    const traits = traitsOf(l.traits);
    if (traits) leader.traits = traits;
    return leader;
  });
  const reserveLeaders: ReserveLeader[] = [...src.reserveLeaders, ...(src.placeLeaders ?? [])].map((l) => ({
    id: nextLeaderId(l.side),
    side: l.side,
    name: leaderName(l.side, l.name),
  }));

  const terrain = src.terrain.map((t) => convertTerrain(id, t));
  const specialRules = buildSpecialRules(src, { units, leaders, reserves, reserveLeaders, terrain });

  const command = (s: Side) => COMMAND_OVERRIDES[id]?.[s] ?? src[s].cards;
  const scenario: Scenario = {
    format: SCENARIO_FORMAT,
    id,
    name: src.name,
    year: src.year,
    group: src.expansion === 'exp1' ? 'expansion-1' : 'base',
    summary: ed.summary,
    armies: {
      top: {
        name: src.top.army,
        blocks: src.top.blocks,
        commander: src.top.commander,
        command: command('top'),
      },
      bottom: {
        name: src.bottom.army,
        blocks: src.bottom.blocks,
        commander: src.bottom.commander,
        command: command('bottom'),
      },
    },
    firstPlayer: src.first,
    banners: { top: src.banners, bottom: src.banners },
    terrain,
    units,
    leaders,
    reserves,
    reserveLeaders,
    specialRules,
    specialRulesText: ed.specialRulesText,
    options:
      src.options?.tacticalFlexibility === undefined
        ? {}
        : { tacticalFlexibility: src.options.tacticalFlexibility },
    doubts: ed.doubts,
  };
  return loadScenario(scenario);
}

interface Built {
  units: Unit[];
  leaders: Leader[];
  reserves: ReserveUnit[];
  reserveLeaders: ReserveLeader[];
  terrain: Terrain[];
}

function buildSpecialRules(src: SourceScenario, b: Built): SpecialRule[] {
  const id = src.id;
  const needsText = () => {
    if (!src.specialRules?.trim()) fail(id, 'expected special-rules text in the transcription');
  };
  const leaderNamed = (side: Side, name: string): string =>
    [...b.leaders, ...b.reserveLeaders].find((l) => l.side === side && l.name === name)?.id ??
    fail(id, `no ${side} leader named ${name}`);
  const sideOfArmy = (name: string): Side =>
    src.top.army === name ? 'top' : src.bottom.army === name ? 'bottom' : fail(id, `no army named ${name}`);

  // Base game: the transcription keeps these rules as text only; we encode them.
  switch (id) {
    case '005':
      needsText();
      return [
        {
          rule: 'ambush',
          side: 'top',
          units: b.reserves.filter((u) => u.side === 'top').map((u) => u.id),
          leaders: b.reserveLeaders.filter((l) => l.side === 'top').map((l) => l.id),
          fromTurn: 2,
          enterOn: 'baseline-of',
          enemyBaseline: 'bottom',
          cards: 'leadership',
          section: 'card',
          entryCountsAsMove: true,
          retreatToward: 'top',
        },
      ];
    case '006':
      needsText();
      return [
        {
          rule: 'hand-growth',
          side: 'bottom',
          startCards: src.bottom.cards,
          drawPerTurn: [2, 2],
          finalCommand: 4,
        },
      ];
    case '009':
      needsText();
      return [{ rule: 'banner-hand-bonus', side: 'bottom', atBanners: 3, draw: 2, newCommand: 6 }];
    case '010':
      needsText();
      return [
        { rule: 'leader-loss-defeat', side: 'bottom', leader: leaderNamed('bottom', 'Scipio') },
        { rule: 'exit-banners', side: 'bottom', edge: 'top', fromSections: ['center', 'right'], banners: 1 },
      ];
    case '011':
      needsText();
      return [
        {
          rule: 'camp-capture',
          side: 'bottom',
          hexes: b.terrain.filter((t) => t.type === 'camp').map((t) => t.hex),
          banners: 1,
          once: true,
        },
      ];
  }

  // Expansion #1: rule ids in the transcription.
  return (src.rules ?? []).map((r): SpecialRule => {
    switch (r) {
      case 'leaderLossCostsCard':
        return { rule: 'leader-loss-costs-card' };
      case 'allLeadersSuddenDeath':
        return { rule: 'all-leaders-lost-defeat' };
      case 'campCapture': {
        const cc = src.campCapture ?? fail(id, 'campCapture rule without campCapture data');
        return {
          rule: 'camp-capture',
          side: cc.side,
          hexes: cc.hexes.map(([r, c]) => hexId(r, c)),
          banners: 1,
          once: true,
        };
      }
      case 'frightAtFirstSight':
        return { rule: 'fright-at-first-sight', side: sideOfArmy('Roman') };
      case 'leaderPlacement': {
        const order = (src.placeLeaders ?? fail(id, 'leaderPlacement without placeLeaders')).map((l) =>
          leaderNamed(l.side, l.name),
        );
        return { rule: 'leader-placement', order };
      }
      default:
        return fail(id, `unknown special rule ${JSON.stringify(r)}`);
    }
  });
}

/** Our file text: 2-space JSON with a trailing newline. */
export function renderScenario(s: Scenario): string {
  return `${JSON.stringify(s, null, 2)}\n`;
}

/** Reads every `<id>.json` in sourceDir and writes our files to outDir. Returns the ids in order. */
export function convertAll(
  sourceDir: string = DEFAULT_SOURCE_DIR,
  outDir: string = DEFAULT_OUT_DIR,
): string[] {
  const files = readdirSync(sourceDir)
    .filter((f) => /^\d{3}\.json$/.test(f))
    .sort();
  if (files.length === 0) throw new Error(`no scenario files in ${sourceDir}`);
  const scenarios = files.map((f) => {
    const s = convertScenario(JSON.parse(readFileSync(join(sourceDir, f), 'utf8')));
    if (`${s.id}.json` !== f) throw new Error(`${f}: file name does not match id ${s.id}`);
    return s;
  });
  const ids = scenarios.map((s) => s.id);
  const missing = Object.keys(EDITORIAL).filter((k) => !ids.includes(k));
  if (missing.length) throw new Error(`editorial entries without a source file: ${missing.join(', ')}`);

  mkdirSync(outDir, { recursive: true });
  for (const f of readdirSync(outDir)) {
    if (/^\d{3}\.json$/.test(f) && !ids.includes(f.slice(0, 3))) rmSync(join(outDir, f));
  }
  for (const s of scenarios) writeFileSync(join(outDir, `${s.id}.json`), renderScenario(s));
  writeFileSync(join(outDir, 'index.json'), `${JSON.stringify(ids, null, 2)}\n`);
  return ids;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const [sourceDir, outDir] = process.argv.slice(2);
  const ids = convertAll(
    sourceDir ? resolve(sourceDir) : DEFAULT_SOURCE_DIR,
    outDir ? resolve(outDir) : DEFAULT_OUT_DIR,
  );
  console.log(
    `wrote ${ids.length} scenarios and index.json to ${outDir ? resolve(outDir) : DEFAULT_OUT_DIR}`,
  );
}
