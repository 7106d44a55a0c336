/**
 * §13 step 8 Close combat at one position: the leads' strengths, the modifiers of the player aid, the
 * winner and the losses; with the advanced rule of fully obstructed positions (§21), its own bands.
 */

export interface CloseCombatSituation {
  /** The attacking lead's strength (0 when defensive fire eliminated it: no lead). */
  attackerLead: 0 | 1 | 2;
  defenderLead: 1 | 2;
  /** Attacked from the rear: the defender counts 0 (and is turned about, which the caller does). */
  fromRear: boolean;
  confederatesAttack: boolean;
  /** A steep slope on the side of the defense position the attack comes from. */
  upSteepSlope: boolean;
  /** Obstacles on both sides of the position. */
  obstaclesBothSides: boolean;
  /** Field works there, and the attack comes from their front. */
  fieldWorksFront: boolean;
  bombardmentHits: number;
  /** The second position of a group attack, the attacker having won at the first. */
  wonFirstPosition: boolean;
  flanks: { defenderLeft: boolean; defenderRight: boolean; attackerLeft: boolean; attackerRight: boolean };
  /** Attacking blocks at this position (two or more cancel the flank threats against the attacker). */
  attackers: number;
  /** §19 The Iron Brigade leads the defense. */
  ironBrigadeDefends: boolean;
  /** §21 in play and this position fully obstructed (obstacles on both sides). */
  fullyObstructed: boolean;
}

export interface CloseCombatResult {
  result: number;
  modifiers: { rule: string; value: number }[];
  attackerWins: boolean;
  losses: { attacker: 0 | 1; defender: 0 | 1 };
}

export function closeCombat(s: CloseCombatSituation): CloseCombatResult {
  const modifiers: { rule: string; value: number }[] = [];
  const add = (rule: string, value: number, when: boolean) => {
    if (when) modifiers.push({ rule, value });
  };
  add('Confederates attacking', 1, s.confederatesAttack);
  add('up a steep slope', -1, s.upSteepSlope);
  // §21 replaces this modifier with its own loss bands.
  add('obstacles on both sides', -1, s.obstaclesBothSides && !s.fullyObstructed);
  add('field works in front', -1, s.fieldWorksFront);
  for (let i = 0; i < s.bombardmentHits; i++) add('bombardment hit', 1, true);
  add('won the first position', 1, s.wonFirstPosition);
  add("flank threat on the defender's left", 1, s.flanks.defenderLeft);
  add("flank threat on the defender's right", 1, s.flanks.defenderRight);
  const covered = s.attackers >= 2;
  add("flank threat on the attacker's left", -1, s.flanks.attackerLeft && !covered);
  add("flank threat on the attacker's right", -1, s.flanks.attackerRight && !covered);
  add('the Iron Brigade defends', -2, s.ironBrigadeDefends);
  const base = s.attackerLead - (s.fromRear ? 0 : s.defenderLead);
  const result = base + modifiers.reduce((n, m) => n + m.value, 0);
  return { result, modifiers, attackerWins: result >= 1, losses: lossesFor(result, s.fullyObstructed) };
}

/** §13 step 8 The loss table; §21 in a fully obstructed position, +2 hurts both and +3 only the defender. */
function lossesFor(result: number, fullyObstructed: boolean): CloseCombatResult['losses'] {
  const defenderOnly = fullyObstructed ? 3 : 2;
  if (result >= defenderOnly) return { attacker: 0, defender: 1 };
  if (result >= -1) return { attacker: 1, defender: 1 };
  return { attacker: 1, defender: 0 };
}
