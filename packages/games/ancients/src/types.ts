/**
 * The state of a game of Commands & Colors: Ancients, as plain JSON data.
 *
 * Pieces are kept in records keyed by id; a piece's hex is its only position. Everything a turn needs
 * to remember (which pieces were ordered, how far each moved, which battled) lives in `turn`; the
 * combat in progress, with the choices still open inside it, lives in `combat`.
 */
import type { BaseState } from '@wargame/engine';
import type { HexId, Section, Side } from './board.ts';
import type { CombatState } from './combat/combat-state.ts';

export type { HexId, Section, Side };

export type UnitType =
  | 'LI' // light infantry
  | 'LB' // light bow infantry
  | 'LS' // light sling infantry
  | 'AX' // auxilia
  | 'WA' // warriors
  | 'MI' // medium infantry
  | 'HI' // heavy infantry
  | 'HWM' // heavy war machine
  | 'LC' // light cavalry
  | 'LBC' // light bow cavalry
  | 'LCH' // light barbarian chariots
  | 'MC' // medium cavalry
  | 'HC' // heavy cavalry
  | 'HAC' // heavy armoured cavalry
  | 'CAM' // camels
  | 'ACA' // armoured camels
  | 'HCH' // heavy chariots
  | 'EL'; // elephants

export type Weight = 'light' | 'medium' | 'heavy';
/** The die faces. 'light' = green circle, 'medium' = blue triangle, 'heavy' = red square. */
export type DieFace = 'light' | 'medium' | 'heavy' | 'leader' | 'flag' | 'swords';

export type TerrainType =
  | 'hill'
  | 'forest'
  | 'broken'
  | 'river'
  | 'lake'
  | 'steep'
  | 'camp'
  | 'sea'
  | 'rampart'
  | 'marsh';

export type Direction = 'E' | 'NE' | 'NW' | 'W' | 'SW' | 'SE';

export interface Terrain {
  type: TerrainType;
  /** Rivers: may units cross here? */
  fordable?: boolean;
  /** Rivers: a ford without the usual dice cap (Issus). */
  noDiceCap?: boolean;
  /** Ramparts: the hexsides the earthwork protects. */
  protects?: Direction[];
}

export type Elite =
  | 'sacred-band'
  | 'companions'
  | 'theban-sacred-band'
  | 'silver-shields'
  | 'immortals'
  | 'bow-auxilia';

export interface Unit {
  id: string;
  side: Side;
  type: UnitType;
  hex: HexId;
  blocks: number;
  /** Blocks at full strength (4 foot, 3 mounted and barbarian chariots, 2 elephants/heavy chariots/war machines). */
  maxBlocks: number;
  elite?: Elite;
}

export type LeaderTrait = 'cc-bonus' | 'attached-only';

export interface Leader {
  id: string;
  side: Side;
  name: string;
  hex: HexId;
  traits?: LeaderTrait[];
}

/** One physical command card: `${kind}#${n}`, e.g. 'line-command#3'. */
export type CardId = string;

export interface ArmyInfo {
  name: string;
  commander: string;
  /** Command: the hand size in force (7 Command). */
  command: number;
  /** Banners this side needs to win. */
  bannersToWin: number;
}

/** A special rule of the scenario, as structured data (see the scenario schema). */
export interface SpecialRule {
  rule: string;
  [param: string]: unknown;
}

/** Why a banner was gained: for the log and the end-of-game summary. */
export interface BannerGain {
  reason: 'unit' | 'leader' | 'objective';
  what: string;
  turn: number;
}

/** What a card lets the player order, decided when the card is played (see orders.ts). */
export interface OrderPlan {
  card: CardId;
  /** The card kind's id, or for Counter-Attack the kind it copies. */
  kind: string;
  /** Pieces ordered so far, in order. */
  ordered: string[];
  /** Pieces ordered as detaching leaders (7 helmet cards). */
  detached: string[];
  /** The orders the card gives, as slots that ordered pieces are matched to (see orders.ts). */
  slots: OrderSlot[];
  /** Leaders may detach and move alone (7: helmet cards). */
  detachAllowed: boolean;
  /** Effects of the card that last for the turn (extra dice, move bonus, pass-through, ...). */
  effects: TurnEffects;
}

export interface OrderSlot {
  /** How many pieces this slot takes at most. */
  count: number;
  /** Which pieces qualify. */
  sections?: Section[];
  weights?: Weight[];
  mounted?: boolean;
  foot?: boolean;
  /** Only pieces listed here (leadership groups, lines, dice-selected units). */
  only?: string[];
  /** 18 Linked group: a piece takes this slot only if its hex is adjacent to an already ordered piece's hex. */
  linked?: boolean;
  /** Leaders may take this slot. */
  leaders: boolean;
  /** Units may take this slot. */
  units: boolean;
  label: string;
}

export interface TurnEffects {
  /** Extra close-combat dice for ordered units this turn (Mounted Charge, Inspired Leadership). */
  closeCombatBonus?: number;
  /** Extra dice only in the first close combat of each ordered unit (Clash of Shields). */
  firstCombatBonus?: number;
  /** Extra hexes of movement (Double Time). */
  moveBonus?: number;
  /** Maximum hexes ordered units may move this turn (Line Command). */
  moveCap?: number;
  /** No movement this turn (Clash of Shields, Darken the Sky). */
  noMove?: boolean;
  /** Light foot may move through friendly units (Order Light Troops, Move-Fire-Move). */
  lightFootPassThrough?: boolean;
  /** Ordered units may move again after firing (Move-Fire-Move). */
  moveAfterFire?: boolean;
  /** Only ranged combat this turn (Darken the Sky); and extra dice for it. */
  rangedOnly?: boolean;
  rangedBonus?: number;
  /** Only close combat this turn (Clash of Shields). */
  closeOnly?: boolean;
}

/** What one ordered piece has done this turn. */
export interface PieceTurn {
  /** Hexes moved (0 if it has not moved). */
  moved: number;
  /** Has it taken its move (even if 0 hexes, e.g. it declared it stays)? */
  hasMoved: boolean;
  /** It battled (ranged or close). */
  battled: boolean;
  /** It may not battle this turn (terrain, auxilia 2-hex move, war machine moved). */
  mayNotBattle?: boolean;
  /** Warriors that moved 2 hexes must close combat if they can (8.2). */
  mustCloseCombat?: boolean;
  /** A leader joined it this turn: it may no longer move (8.4). */
  joinedByLeader?: boolean;
  /** Move-Fire-Move: second move still available. */
  secondMoveLeft?: number;
  /** Clash of Shields: has it used the first-combat bonus. */
  usedFirstCombatBonus?: boolean;
  /** Darken the Sky: ranged combats begun this turn (each unit may fire twice). */
  shots?: number;
}

export type Phase =
  | 'placement' // scenario set-up decisions before turn 1 (Asculum's leaders)
  | 'play-card' // 6 play one command card
  | 'order' // 7 order units and leaders
  | 'move' // 8 movement
  | 'battle' // 9 battle
  | 'combat' // a combat in progress (see combat)
  | 'card-effect' // a card's own procedure (Rally rolls, I Am Spartacus, ...)
  | 'over';

export interface TurnState {
  number: number;
  side: Side;
  plan: OrderPlan | null;
  pieces: Record<string, PieceTurn>;
  /** Cards to draw at the end of this turn besides the active side's one (First Strike's replacement). */
  extraDraws: Record<Side, number>;
  /** 16-F, 14-D A leader whose unit a marsh roll eliminated in its move: he must evade before anything else. */
  leaderMustEvade?: string;
}

/** Dice rolled in one roll, faces in order, with any re-rolls (elephants) appended in order. */
export interface DiceRoll {
  faces: DieFace[];
  rerolls?: DieFace[];
}

export interface AncientsState extends BaseState {
  game: 'ancients';
  armies: Record<Side, ArmyInfo>;
  terrain: Record<HexId, Terrain>;
  units: Record<string, Unit>;
  leaders: Record<string, Leader>;
  /** Off-board forces that may enter under a special rule (Trebbia). */
  reserves: { units: Unit[]; leaders: Leader[] };
  specialRules: SpecialRule[];
  options: Record<string, boolean>;
  /** Hidden: the draw pile, top first. */
  deck: CardId[];
  /** Hidden from the other side. */
  hands: Record<Side, CardId[]>;
  /** Public: most recent last. */
  discard: CardId[];
  /** Public: the last card each side played (Counter-Attack copies it). */
  lastPlayed: Record<Side, string | null>;
  banners: Record<Side, BannerGain[]>;
  turn: TurnState;
  phase: Phase;
  /** The combat in progress (phase 'combat'); its shape belongs to combat/. */
  combat: CombatState | null;
  /** A card procedure in progress (phase 'card-effect'); shape belongs to cards/. */
  cardEffect: CardEffectState | null;
  /** Scenario-rule bookkeeping (captured camps, hand growth progress, ...). */
  scenarioFlags: Record<string, number | boolean | string>;
  /** 'draw': both sides reached victory at the same moment (RULINGS 4-A). */
  winner: Side | 'draw' | null;
  endReason: string | null;
}

export type { CombatState } from './combat/combat-state.ts';
/** A card procedure in progress (Rally, I Am Spartacus ...); its shape belongs to cards/. */
export type CardEffectState = { card: string; stage: string; [field: string]: unknown };
