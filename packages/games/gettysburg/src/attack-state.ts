/**
 * §13 The attack being made, as plain data in the state: the declaration being built (step 1), the
 * face-down artillery of both sides (steps 2-3), and the resolution's progress (steps 4-9). Owned by
 * attack.ts; the flow knows only that an attack is in progress when this is not null.
 */
import type { Army } from './armies.ts';
import type { AttackPath } from './attack-paths.ts';
import type { AreaId, PositionId } from './map.ts';
import type { BlockId, TokenId } from './state.ts';

/** §13 The step of the attack procedure (player aid, 1-9). */
export type AttackStep =
  | 'declare'
  | 'defender-artillery'
  | 'attacker-artillery'
  | 'reveal'
  | 'bombard'
  | 'defensive-fire'
  | 'advance'
  | 'close-combat'
  | 'result'
  | 'withdraw';

export interface AttackingBlock {
  /** The block as declared (a reduction replaces it: follow `replacedBy`, reduction.ts `current`). */
  block: BlockId;
  /** Its attack position and the path to its defense position (the last step's `to`). */
  from: PositionId;
  path: AttackPath;
  /** §21 It attacks the enemy on its own position without moving (the path: its rear area, its position). */
  inPlace?: true;
}

export interface AttackInProgress {
  attacker: Army;
  step: AttackStep;
  blocks: AttackingBlock[];
  /** Lead block of each defense position (step 1), as declared. */
  leads: Record<PositionId, BlockId>;
  /** Face-down artillery per army: the tokens on each of its positions (at most two). */
  artillery: Record<Army, Record<PositionId, TokenId[]>>;
  /** Tokens the attacker added to the Used stack to meet the minimum commitment (step 3). */
  extras: TokenId[];
  /** Bombardment hits on the defending blocks of each defense position (step 5). */
  hits: Record<PositionId, number>;
  /** Step 5: the target each attacking artillery position bombards. */
  bombard: Record<PositionId, PositionId>;
  /** Step 5: hits still to fall on each target's tokens (null until the hits are counted). */
  tokenHits: Record<PositionId, number> | null;
  /** Step 6: the defense position each defending artillery position supports (null: none it can). */
  support: Record<PositionId, PositionId | null>;
  /** Step 6: reductions still to apply at each defense position (null until the fire is counted). */
  fire: Record<PositionId, number> | null;
  /** Step 8: the close combats fought, in order, and whether the attacker won each. */
  combats: { position: PositionId; won: boolean }[];
  /** Step 8: the close combat being fought and the defensive lead chosen for it. */
  combatAt: PositionId | null;
  defensiveLead: BlockId | null;
  /** Step 9: the attacking blocks still to withdraw (current ids). */
  withdrawing: BlockId[];
  /** Step 9, §21: the losers may stay (a fully obstructed position), withdrawing only if they wish. */
  mayStay?: true;
  /** §21 A sandwich: the defense position where the attack comes in behind the enemy, own blocks in front. */
  sandwich?: { position: PositionId; front: AreaId };
  /** §22 An extended bombardment was declared for this attack (first pass), or this is its second pass. */
  extended?: 'first' | 'second';
}

/**
 * §22 An extended bombardment: the attack as declared, the first pass's hits on the defending blocks,
 * and the face-down stack the attacker drew for the second pass (seen by nobody until then, by the
 * attacker only from then on).
 */
export interface ExtendedBombardment {
  attacker: Army;
  blocks: AttackingBlock[];
  leads: Record<PositionId, BlockId>;
  hits: Record<PositionId, number>;
  // 22 The extended-bombardment tokens, face down.
  tokens: TokenId[];
  /**
   * 'declared': the first pass is being made; 'drawn': the stack waits for the normal attacks to end;
   * 'second': the second pass is being made; 'over': it is, the stack to be spent.
   */
  pass: 'declared' | 'drawn' | 'second' | 'over';
}
