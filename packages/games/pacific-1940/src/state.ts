/**
 * The game state: plain JSON data, never mutated once made (apply returns a new state). Everything the
 * rules need is here; derived facts (who is at war with whom as a side, hostile sea zones, income) are
 * computed from it by the rule files. The random generator, with any scripted dice, is `rng`.
 */
import type { BaseState } from '@wargame/engine';
import type { CombatState } from './combat-state.ts';
import type { SpaceId } from './map-schema.ts';
import type { Owner, Power, Side } from './powers.ts';
import type { FacilityType, UnitType } from './units.ts';

/** 11 The six phases of a power's turn. */
export const PHASES = ['purchase', 'combat-move', 'combat', 'noncombat-move', 'mobilize', 'income'] as const;
export type Phase = (typeof PHASES)[number];

export type PieceId = string;

/** One unit on the board. */
export interface Piece {
  id: PieceId;
  type: UnitType;
  /** Its power; 'neutral' for the infantry a neutral territory raises when attacked (8.1). */
  owner: Power | 'neutral';
  at: SpaceId;
  /** A battleship or carrier that has taken one hit (19.10). */
  damaged?: true;
  /** The transport carrying it, or the carrier it stands on (13.5, 13.8). */
  aboard?: PieceId;
  /** Spaces moved this turn; for air units, combat and noncombat moves together (13.3). */
  moved?: number;
  /**
   * 13.2, 15 A land or sea unit that moved in combat move, fought or retreated: it may not move in
   * noncombat move. (Air units always may, and must, fly to land.)
   */
  engaged?: true;
  /** 14.6 The space it entered its battle from, for the attacker's retreat (set by combat move). */
  cameFrom?: SpaceId;
  /** 14.4 A land unit unloaded from a transport into an enemy territory this turn (it may not retreat). */
  seaborne?: true;
  /** 13.8 A transport that unloaded this turn: it moves no further. */
  unloaded?: true;
  /**
   * 13.9, 13.10 It began its movement this turn from an operative air base (air) or in a sea zone served
   * by an operative naval base (sea): +1 movement for the whole turn (air: combat and noncombat together).
   */
  bonus?: true;
  /** 13.1 exception 3, 13.2 A sea unit that left a hostile sea zone in combat move to escape combat. */
  escaped?: true;
  /** 14.3 A strategic bomber sent to bomb the facilities of its territory, or a fighter escorting it. */
  mission?: 'raid' | 'escort';
  /** 14.2.2 A fighter or tactical bomber scrambled from this island: it must fly back there (15). */
  scrambledFrom?: SpaceId;
}

/** An industrial complex or a base; it belongs to whoever controls its territory (14.7). */
export interface Facility {
  type: FacilityType;
  /** 14.3 Damage points (at most the facility's maxDamage). */
  damage: number;
}

/** 9 The political situation. */
export interface Politics {
  /** Whether Japan is at war with each of them; Japan and China are always at war. */
  atWar: { usa: boolean; uk: boolean; anzac: boolean; dutch: boolean };
  /** 9 rule 9 The US war economy (+40 IPCs a turn) is in force. */
  usWarEconomy: boolean;
  /** 14.2.1 Kamikaze strikes: allowed yet, and tokens left for the game. */
  kamikaze: { active: boolean; tokens: number };
  /**
   * 8.1 rule 4 The neutral territories attacked so far, each with the side it joined (the side opposed
   * to its attacker). Absent while none has been attacked. Written by `neutrals.ts`.
   */
  neutrals?: Record<SpaceId, Side>;
}

/** What the power whose turn it is has done so far this turn (reset when the next power begins). */
export interface TurnState {
  /** 12 Units and facilities bought, waiting in the mobilization zone. */
  bought: Partial<Record<UnitType | FacilityType, number>>;
  /** 14.7 Territories captured this turn (no air unit may land there, 15; no production there, 16). */
  captured: SpaceId[];
  /** 16 Units each industrial complex has produced this turn. */
  produced: Record<SpaceId, number>;
  /** 16 Territories where a complex was placed this turn (it produces from the next). */
  newFacilities: SpaceId[];
}

export interface PacificState extends BaseState {
  game: 'pacific-1940';
  /** 11 Rounds are numbered from 1; the USA's third turn is in round 3. */
  round: number;
  power: Power;
  phase: Phase;
  /** IPCs in hand. */
  ipcs: Record<Power, number>;
  /** Who controls each land territory now (sea zones are nobody's). */
  control: Record<SpaceId, Owner>;
  pieces: Record<PieceId, Piece>;
  /** The number the next new piece's id is made from ('p' + n); ids are never reused. */
  nextPiece: number;
  facilities: Record<SpaceId, Facility[]>;
  politics: Politics;
  turn: TurnState;
  /** 17.2 The once-only national objectives already paid. */
  objectivesPaid: string[];
  /** 18 The round in which the Allies took Japan, while they still hold it. */
  japanTakenRound: number | null;
  /** 5 The winning side, once the game is over. */
  winner: 'axis' | 'allies' | null;
  /**
   * The option `roundLimit` (not a rule of the game; for arenas and short games): the game stops at the
   * end of this round and is judged by the victory cities (`judgedAtLimit`, RULINGS.md).
   */
  roundLimit?: number;
  /**
   * 14 The conduct of combat while the phase runs (null in every other phase): owned by the combat
   * rules (`combat-state.ts`), opaque to the rest.
   */
  combat: CombatState | null;
}
