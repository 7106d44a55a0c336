/**
 * The combat in progress (phase 'combat'): plain JSON data, owned by combat/.
 *
 * A combat sequence is one ordered unit's battle (9): a ranged attack (10), or a close combat (11) with its
 * First Strike window, evade, the attacker's roll, retreats, momentum advance and bonus close combat (13) or
 * the defender's battle back (11.10). `stage` is where the main sequence stands; `tasks` are the steps that
 * must be finished before it goes on (a leader's casualty check, a flag decision, a retreat hex by hex, an
 * elephant's rampage, a leader's evade). The first task runs first; a task may put new tasks in front of
 * the rest. Whoever must decide is derived from the first task, or from the stage when there is none.
 */
import type { HexId, Side } from '../board.ts';
import type { UnitType } from '../types.ts';

export type CombatKind = 'close' | 'ranged';

export type CombatStage =
  /** The defender stands, evades (13.1) or plays First Strike (18-F): decision of the defender's side (11-A). */
  | 'reaction'
  /** The attacker, struck first, attacks now if it is still in its hex (18-F). */
  | 'after-first-strike'
  /** The attacker rolls (10.3 / 11.1 steps 3-6). */
  | 'attack'
  /** Momentum advance, battle back or the end? (automatic) */
  | 'after-attack'
  /** The attacker may advance into the emptied hex (13.2). */
  | 'momentum'
  /** The attacker, having advanced, may make one bonus close combat (13.3), or first its cavalry extra hex (13-B). */
  | 'bonus'
  /** The defender may battle back (11.10). */
  | 'battle-back'
  /** The sequence is over: clean up and hand back to the battle phase. */
  | 'done';

/** Why a unit must decide about flags: who rolled them, in which kind of combat. */
export interface FlagsTask {
  do: 'flags';
  /** The unit the flags were rolled against. */
  unit: string;
  flags: number;
  /** Hexes per flag not ignored: the unit's retreat (12.1), +1 for a horse unit against an elephant or camel. */
  perFlag: number;
  /** Close combat (an elephant ignores a flag from horse units only in close combat, 11.6). */
  close: boolean;
  /** The type of the unit that rolled the flags (elephant/camel effects, Fright at First Sight). */
  byType: UnitType | null;
  /** A camp, or a rampart edge facing the roll, lets a foot unit ignore one more flag (16-H, 16-I). */
  fortified: boolean;
}

export type CombatTask =
  /** 14.1 Roll for the leader attached to `unit` (or left alone when it was eliminated). Automatic. */
  | { do: 'leader-check'; leader: string; unitEliminated: boolean }
  /** 14.3 A leader left alone by the loss of his unit must evade 1-3 hexes toward his own side. */
  | { do: 'leader-evade'; leader: string }
  /** 12.2 Flags rolled against a unit: the owner decides how many to ignore; the rest become a retreat. */
  | FlagsTask
  /** 12.4 An elephant about to retreat first rampages against every adjacent unit. Automatic. */
  | { do: 'rampage'; unit: string; hexes: number }
  /** 12.1 Retreat `remaining` more hexes, one at a time, toward the unit's own side. */
  | { do: 'retreat'; unit: string; remaining: number; total: number }
  /** 13.1 An evading unit, its hits applied, moves to `to` (via `via` when it moves 2 hexes). Automatic. */
  | { do: 'evade-move'; unit: string; to: HexId; via: HexId | null };

export interface CombatState {
  kind: CombatKind;
  /** The ordered unit whose battle this is (it stays the attacker through a bonus close combat). */
  attacker: string;
  attackerSide: Side;
  /** The target: an enemy unit, or a lone enemy leader (14.2). */
  defender: string;
  /** True when the target is a lone leader. */
  defenderIsLeader: boolean;
  /** Where each stood when the (current) combat was declared. */
  attackerHex: HexId;
  defenderHex: HexId;
  stage: CombatStage;
  tasks: CombatTask[];
  /** This is the bonus close combat after a momentum advance (13.3): no further bonus combat. */
  bonus: boolean;
  /** The defender played First Strike in this combat (18): it battled first and does not battle back. */
  firstStrike: boolean;
  /** The defender evaded (13.1): no momentum advance, no battle back. */
  evaded: boolean;
  /** The attacker (cavalry) has taken its extra hex after the momentum advance (13-B). */
  extraHex: boolean;
  /** Units (warriors) that began this combat at full strength, keeping their +1 die and flag ignore (11.2). */
  fullStrength: string[];
  /** Leaders that have made their casualty check in this combat (only one per combat, 14.1). */
  checkedLeaders: string[];
}
