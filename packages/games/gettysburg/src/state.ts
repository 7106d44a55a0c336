/**
 * The game state: plain JSON data, never mutated once made. It holds everything, hidden or not; what a
 * player may see is cut from it by the view. The random generator (token shuffles and draws, the blind
 * choice between replacements is the opponent's, not chance) is `rng`.
 *
 * The shape the rule files share (sections in brackets); the rules of each section live in their own
 * file and change only their part of it.
 */
import type { BaseState } from '@wargame/engine';
import type { Army, Corps } from './armies.ts';
import type { AttackInProgress, ExtendedBombardment } from './attack-state.ts';
import type { AreaId, PositionId } from './map.ts';
import type { EntryPointId } from './map-file.ts';

export type BlockId = string;
export type TokenId = string;

/** [2] What a block's sticker says: a full-strength block, a reduced replacement, or cavalry. */
export type BlockGrade = 'full' | 'reduced2' | 'reduced1';

/** [2] Where a block is. */
export type BlockPlace =
  /** Not yet in play: a reinforcement still in its row, or a reduced replacement not used. */
  | { kind: 'unused' }
  /** [11] Off the map beside an entry point, available to enter from `since` (an hour index). */
  | { kind: 'waiting'; entry: EntryPointId; since: number; transferredAt?: number }
  /** On a position, facing an area; `rank` orders the blocks of a position (0 nearest the front). */
  | { kind: 'map'; position: PositionId; front: AreaId; rank: number }
  /** [10] Exited through a partial area; it may re-enter there. */
  | { kind: 'exited'; area: AreaId }
  /** [2] Reduced away, eliminated or removed: face up, out of the game. */
  | { kind: 'gone' };

export interface Block {
  id: BlockId;
  army: Army;
  command: string;
  grade: BlockGrade;
  /** Flags: 2 or 1 (cavalry 1). */
  strength: 1 | 2;
  cavalry?: true;
  /** [19] The Iron Brigade. */
  ironBrigade?: true;
  place: BlockPlace;
  /** [2] Its sticker has been shown to the opponent (and stays shown). */
  revealed?: true;
  /** [2] The reduced block that took its place. */
  replacedBy?: BlockId;
}

/** [4] A battle token: artillery of an organization with a strength, or March / Field Works. */
export type BattleToken =
  | { id: TokenId; army: Army; kind: 'artillery'; organization: Organization; strength: 1 | 2 }
  | { id: TokenId; army: Army; kind: 'march' };

/** [13] Whose blocks an artillery token matches. */
export type Organization =
  | { of: 'command'; command: string }
  | { of: 'corps'; corps: Corps }
  | { of: 'reserve' }
  | { of: 'any' };

/** [4, 8, 13] Where each of an army's battle tokens is. */
export interface TokenPiles {
  /** Face down, in draw order (the top is the last). */
  pool: TokenId[];
  /** [8] At most 8 (after the draw), face up to their owner only. */
  tray: TokenId[];
  /** [6, 8] Face down on the board, shuffled into a new pool when the pool runs out or at night. */
  returned: TokenId[];
  /** [13] Used in this Action Phase's attacks, hit by bombardment or not. */
  used: { hit: TokenId[]; clean: TokenId[] };
  /** [12, 13] Out of the game. */
  spent: TokenId[];
}

/** [4, 11] A time token on a time track. */
export type TimeToken =
  | { id: TokenId; kind: 'rumor' }
  | { id: TokenId; kind: 'arrival'; entry: EntryPointId };

/** [6] General orders. */
export type Orders = 'attack' | 'hold' | 'withdrawal';

/** [5] Where the turn stands. */
export type Phase =
  /** [24] The auction (optional rule), then the receiving side's objective moves. */
  | BiddingPhase
  | { kind: 'buford' }
  | { kind: 'duration' }
  /** `hour`: the hour of the turn (0 = its first) the reinforcement step is at (§11, hour by hour). */
  | { kind: 'action'; army: Army; step: ActionStep; hour: number }
  | { kind: 'objectives'; movesLeft: number }
  | { kind: 'over' };

/**
 * [24] The auction: `bidder` bids next, `high` is the last bid (null before the first). Once one passes,
 * `moves`: the side receiving objective moves, how many, and how many each objective has made.
 */
export interface BiddingPhase {
  kind: 'bidding';
  bidder: Army;
  high: { army: Army; amount: number } | null;
  moves?: { army: Army; total: number; made: number[] };
}

/**
 * [5] The steps of an Action Phase, in order: the draw, WARM, the orders for the next turn; at night
 * (§17) field works and, the Union on 1 July, Buford's departure.
 */
export type ActionStep =
  | 'draw'
  | 'withdrawal'
  | 'attack'
  | 'reinforcement'
  | 'march'
  | 'orders'
  | 'field-works'
  | 'night-departure';

/** [2] A reduction waiting to be carried out (the opponent's blind pick may be needed). */
export interface PendingReduction {
  block: BlockId;
  /** [14] Reduced until eliminated. */
  untilGone?: true;
  /** [2] case 1: the two replacements its owner offered, face down, for the opponent to pick from. */
  offered?: [BlockId, BlockId];
  /** Why, for the log (a rule section and words). */
  rule: string;
}

/** [6, 8] Tray tokens an army must put on its Return stack, one decision a token. */
export interface TokenReturn {
  army: Army;
  /** Tokens still to return. */
  count: number;
  /** May return more than `count` (§6 "at least half"). */
  atLeast: boolean;
  rule: string;
}

export interface ArmyState {
  tokens: TokenPiles;
  /** [4, 11, 17] The time track: one slot per hour index, face down until flipped. */
  timeTrack: Record<number, { token: TimeToken; faceUp: boolean }>;
  /** [4] Arrival tokens still on the date track, by day. */
  dateTrack: Record<1 | 2 | 3, TimeToken[]>;
  /** [4, 11] Reinforcement tokens (command ids) of each entry row, the top first. */
  rows: Partial<Record<EntryPointId, string[][]>>;
  /** [16] Arrival tokens moved to the arrivals stack so far. */
  arrivalsStack: number;
  orders: Orders;
  /** [6] Orders declared for the next turn (null until the Action Phase's last step). */
  nextOrders: Orders | null;
  /** [7] It has declared Withdrawal at some time (the First Player is who did so last). */
  declaredWithdrawal?: true;
  /** [6] As Second Player it chose a turn shorter than the longest allowed, this turn. */
  shortenedTurn?: true;
  /** [6] Its enemy withdrew or attacked since it declared its orders (waives the Attack penalty). */
  enemyActed?: true;
  /** [6] It made mandatory withdrawals under Hold orders this turn. */
  mandatoryUnderHold?: true;
  /** [6, 17] Declared Withdrawal for a night turn: the Tray return waits for its night Action Phase. */
  nightReturnDue?: true;
  /** [17] The Union chose to forgo its next reinforcement blocks (1 July night): how many remain. */
  forgoBlocks?: number;
  /** [17] Full-strength blocks removed so far in the Union's 1 July night departure. */
  departed?: number;
}

export interface GettysburgState extends BaseState {
  game: 'gettysburg';
  options: GettysburgOptions;
  /** [7] The current turn: its first hour index and its length in hours (night turns are 1 hour). */
  turn: { number: number; start: number; hours: number };
  /** [5, 7] The First Player: the army that most recently declared Withdrawal (the Union until then). */
  firstPlayer: Army;
  /** [7] The army that most recently declared Withdrawal (First Player from the next turn on). */
  lastWithdrawal?: Army;
  phase: Phase;
  blocks: Record<BlockId, Block>;
  tokens: Record<TokenId, BattleToken>;
  armies: Record<Army, ArmyState>;
  /** [16, 20] The objectives: the area each is in and who controls it. */
  objectives: { area: AreaId; control: Army; movedThisTurn?: true }[];
  /** [17] Field works placed, each facing an area (its front). */
  fieldWorks: { position: PositionId; front: AreaId }[];
  /** [13, 14] Blocks that attacked and won in their army's most recent Action Phase, by army. */
  lastWinners: Record<Army, BlockId[]>;
  /** The current Action Phase's record. */
  moves: PhaseRecord;
  /** [2] Reductions waiting, the first to be done first; they come before any other decision. */
  reductions: PendingReduction[];
  /** [6, 8] A Tray return waiting; it comes after the reductions, before the steps' own decisions. */
  tokenReturn: TokenReturn | null;
  /** [13] The attack being made (steps 1-9), null between attacks. */
  attack: AttackInProgress | null;
  /** [22] The extended bombardment declared in this Action Phase, until its second pass is over. */
  extendedBombardment?: ExtendedBombardment | null;
  /** [14] Blocks that must withdraw in this withdrawal step (§14 b), in no order. */
  mustWithdraw: BlockId[];
  /** [16] The arrival tokens flipped this turn, by hour of the turn and army (for the arrivals stacks). */
  arrivedThisTurn: { hour: number; army: Army }[];
  winner: Army | null;
  /** How the game ended (a rule section and words), once it has. */
  endReason?: string;
}

/** What the current Action Phase has done so far (cleared when one begins). */
export interface PhaseRecord {
  /** [10, 15] The kinds of move each block has made, in order. */
  moved: Record<BlockId, MoveKind[]>;
  /** [15] The hour of the turn (0 = first) a block entered as a reinforcement, or withdrew in. */
  enteredAt: Record<BlockId, number>;
  /** [13] Positions attacked from and into. */
  attackedFrom: PositionId[];
  attackedInto: PositionId[];
  /** [6] Attacks made (declared and resolved). */
  attacks: number;
  /** [12] Blocks still to gain +1 step from March tokens spent, and those that did. */
  marchBonus: number;
  marchBonusTaken: BlockId[];
  /** [11] Per entry point, how this turn's entries came: on the road or off it. */
  entryMode: Partial<Record<EntryPointId, 'road' | 'off-road'>>;
  /** [11] Hours of the turn in which a block entered on the road at an entry point. */
  roadEntries: { entry: EntryPointId; hour: number; positions: PositionId[]; areas: AreaId[] }[];
  /** [11] Transfers made: from, to, in which hour of the turn, and the block. */
  transfers: { from: EntryPointId; to: EntryPointId; hour: number; block: BlockId }[];
  /** [14] Positions where a withdrawal ended next to the enemy with its reduction taken (one a position). */
  withdrawalPenalties: PositionId[];
}

export type MoveKind = 'withdrawal' | 'attack' | 'reinforcement' | 'march';

/** [21-25] The advanced and optional rules, chosen when the game is made. */
export interface GettysburgOptions {
  fullyObstructed: boolean;
  extendedBombardment: boolean;
  historicalReinforcements: boolean;
  balance: boolean;
  /** The map, when a player's own (else the package's reconstruction). */
  mapFile?: unknown;
  /** A shortened game (arena, practice): judged by §20 at the end of the Union Action Phase of this turn. */
  turnLimit?: number;
}
