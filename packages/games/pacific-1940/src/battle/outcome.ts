/**
 * 14.5 Step 6 Press attack or retreat, and 14.7 the result. Between rounds (and before the first) the
 * battle ends when a side has no units left (A), when the attacker retreats (B: here after a set
 * number of rounds, 14.6), or when neither side can hurt the other (C). Defenceless transports left
 * alone are destroyed if the enemy has a unit that can fire at them. Submarines that submerge leave
 * the battle (14.5 Step 2): all of the attacker's leaving is a withdrawal, like a retreat; all of the
 * defender's leaving gives the attacker the battle.
 */
import { ATTACKER, type Battle, DEFENDER, type Sides } from './battle.ts';
import { canHurt } from './fire.ts';
import { emptySide, onlyTransports, type Side, unitCount } from './pieces.ts';
import { submerges } from './submarines.ts';

export type OutcomeKind = 'attacker' | 'defender' | 'mutual' | 'retreat' | 'stalemate';

export interface Verdict {
  outcome: OutcomeKind;
  /** The units each side has left at the end (retreating or submerged units included). */
  att: Side;
  def: Side;
}

/** How the battle ends now, after `rounds` rounds, or null if it goes on. */
export function verdict(battle: Battle, sides: Sides, rounds: number): Verdict | null {
  // Bombardment casualties fire in the first round: it must be fought.
  if (sides.pending && unitCount(sides.pending) > 0) return null;
  let { att, def } = sides;
  if (onlyTransports(att) && canHurt(def, att, false)) att = emptySide();
  if (onlyTransports(def) && canHurt(att, def, true)) def = emptySide();
  const a = unitCount(att);
  const d = unitCount(def);
  if (a === 0 && d === 0) return { outcome: 'mutual', att, def };
  if (a === 0) return { outcome: 'defender', att, def };
  if (d === 0) return { outcome: 'attacker', att, def };
  if (!canHurt(att, def, true) && !canHurt(def, att, false)) return { outcome: 'stalemate', att, def };
  if (battle.retreatAfter !== null && rounds >= battle.retreatAfter) return { outcome: 'retreat', att, def };
  if (submerges(battle, ATTACKER, att, def)) return { outcome: 'retreat', att, def };
  if (submerges(battle, DEFENDER, def, att)) return { outcome: 'attacker', att, def };
  return null;
}
