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
  | { kind: 'buford' }
  | { kind: 'bid' }
  | { kind: 'duration' }
  | { kind: 'action'; army: Army; step: ActionStep }
  | { kind: 'objectives' };

/** [5] The steps of an Action Phase, in order (WARM between the draw and the orders). */
export type ActionStep = 'draw' | 'withdrawal' | 'attack' | 'reinforcement' | 'march' | 'orders';

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
}

export interface GettysburgState extends BaseState {
  game: 'gettysburg';
  options: GettysburgOptions;
  /** [7] The current turn: its first hour index and its length in hours (night turns are 1 hour). */
  turn: { number: number; start: number; hours: number };
  /** [5, 7] The First Player: the army that most recently declared Withdrawal (the Union until then). */
  firstPlayer: Army;
  phase: Phase;
  blocks: Record<BlockId, Block>;
  tokens: Record<TokenId, BattleToken>;
  armies: Record<Army, ArmyState>;
  /** [16, 20] The objectives: the area each is in and who controls it. */
  objectives: { area: AreaId; control: Army; movedThisTurn?: true }[];
  /** [17] Field works placed, each facing an area (its front). */
  fieldWorks: { position: PositionId; front: AreaId }[];
  /** [13, 14] Blocks that attacked and won in their army's most recent Action Phase. */
  lastWinners: BlockId[];
  /** The current Action Phase's record (who moved, attacked from and into where). */
  moves: { moved: Record<BlockId, string[]>; attackedFrom: PositionId[]; attackedInto: PositionId[] };
  winner: Army | null;
}

/** [21-25] The advanced and optional rules, chosen when the game is made. */
export interface GettysburgOptions {
  fullyObstructed: boolean;
  extendedBombardment: boolean;
  historicalReinforcements: boolean;
  balance: boolean;
  /** The map, when a player's own (else the package's reconstruction). */
  mapFile?: unknown;
}
