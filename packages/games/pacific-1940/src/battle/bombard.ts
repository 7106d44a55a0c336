/**
 * 14.4 Step 2 Shore bombardment: in an amphibious assault with no sea battle, each bombarding
 * battleship (hits on 4) and cruiser (on 3) rolls one die before the first round of land combat. The
 * defender picks a casualty per hit; the casualties still fire in the first round, then are removed.
 * `createBattle` has already limited the ships to one per seaborne land unit.
 */
import { UNITS } from '../units.ts';
import { addDice, type DiceGroup, HIT_ANY } from './dice.ts';

export function bombardDice(ships: { battleship: number; cruiser: number }): DiceGroup[] {
  const groups: DiceGroup[] = [];
  addDice(groups, ships.battleship, UNITS.battleship.bombard!, HIT_ANY);
  addDice(groups, ships.cruiser, UNITS.cruiser.bombard!, HIT_ANY);
  return groups;
}
