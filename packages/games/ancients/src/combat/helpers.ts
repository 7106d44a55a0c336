/** Small helpers shared by the combat modules: a piece's turn record, card bonuses, full strength, dice logs. */
import type { GameEvent } from '@wargame/engine';
import type { HexId } from '../board.ts';
import type { AncientsState, PieceTurn, Unit } from '../types.ts';
import { stats } from '../units.ts';
import { type DiceTerm, diceOf, type ScoreResult, type ScoreSpec } from './rules.ts';

export function turnOf(s: AncientsState, id: string): PieceTurn {
  s.turn.pieces[id] ??= { moved: 0, hasMoved: false, battled: false };
  return s.turn.pieces[id]!;
}

export const isFirstStrikeCard = (card: string): boolean => card.split('#')[0] === 'first-strike';

/** Card bonuses to an attacker's close-combat dice (18-F): Mounted Charge, I Am Spartacus; Clash of Shields' first combat. */
export function attackCardBonus(
  s: AncientsState,
  attacker: Unit,
  bonusCombat: boolean,
  consume: boolean,
): number {
  if (attacker.side !== s.turn.side) return 0;
  const fx = s.turn.plan?.effects;
  if (!fx) return 0;
  let bonus = fx.closeCombatBonus ?? 0;
  if (!bonusCombat && fx.firstCombatBonus && !s.turn.pieces[attacker.id]?.usedFirstCombatBonus) {
    bonus += fx.firstCombatBonus;
    if (consume) turnOf(s, attacker.id).usedFirstCombatBonus = true;
  }
  return bonus;
}

/** Card bonus to ranged dice (Darken the Sky, I Am Spartacus). */
export function rangedCardBonus(s: AncientsState, firer: Unit): number {
  return firer.side === s.turn.side ? (s.turn.plan?.effects.rangedBonus ?? 0) : 0;
}

/** A warrior unit at full strength keeps its bonus through the combat (11.2): checked at combat start. */
export const fullStrengthNow = (unit: Unit): boolean =>
  stats(unit).fullStrengthBonus === true && unit.blocks >= unit.maxBlocks;

/** The faces that hit in a roll scored by `spec`: its symbol, swords when they score, helmets when they do. */
export function hitFaces(spec: ScoreSpec): string[] {
  const faces: string[] = spec.symbol ? [spec.symbol] : [];
  if (spec.swords) faces.push('swords');
  if (spec.helmets) faces.push('leader');
  return faces;
}

/** A combat roll in the log: who rolled at whom, why this many dice (`count`), what hit, what came up. */
export function logRoll(
  events: GameEvent[],
  rule: string,
  purpose: string,
  roller: Unit,
  target: string,
  count: DiceTerm[],
  spec: ScoreSpec,
  r: ScoreResult,
): void {
  events.push({
    type: 'dice',
    rule,
    purpose,
    unit: roller.id,
    target,
    dice: diceOf(count),
    count,
    hitOn: hitFaces(spec),
    flagsCount: spec.flags,
    faces: r.faces,
    ...(r.rerolls.length > 0 ? { rerolls: r.rerolls } : {}),
    hits: r.hits,
    flags: r.flags,
    ...(r.ignoredSwords > 0 ? { ignoredSwords: r.ignoredSwords } : {}),
    ...(r.ignoredHits > 0 ? { ignoredHits: r.ignoredHits } : {}),
  });
}

export function leaderIdAt(s: AncientsState, hex: HexId): string | undefined {
  for (const id in s.leaders) if (s.leaders[id]!.hex === hex) return id;
  return undefined;
}
