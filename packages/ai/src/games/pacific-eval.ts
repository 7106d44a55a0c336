/**
 * The planner's evaluation of an Axis & Allies Pacific 1940 position for a seat's side, in [-1, 1].
 * Three edges of the side over the other, each (ours − theirs) / (ours + theirs):
 * - material: the cost of the units on the board, the IPCs in hand and the units bought this turn;
 * - income: the IPC value of the lands held, counting the ones worth more (cities, capitals,
 *   factories: `landValue`) as their worth;
 * - victory cities: Japan's count against the six it needs (5, 18).
 * Valuable lands within the other side's reach count less, by how little defends them (`exposure`).
 * When Conduct Combat has begun, each battle still to fight counts by its exact odds: each side loses
 * its expected IPCs, and a land changes hands with the probability that the attacker wins it. So the
 * end of a combat move is valued as the expectation of its battles, without rolling a die.
 */
import {
  battleOddsAt,
  isLand,
  isPower,
  LAND_IDS,
  type PacificState,
  type Power,
  piecesIn,
  SIDE_OF,
  type Side,
  spaceOf,
  UNITS,
  VICTORY_CITIES,
} from '@wargame/pacific-1940';
import { boardFacts, defenceIn, landValue, otherSide, sideOfOwner } from './pacific-board.ts';

const WEIGHTS = { material: 0.45, income: 0.35, cities: 0.2 };

/** How much of a valuable land's worth counts as lost when the other side's reach dwarfs its defence. */
const RISK = 0.5;

const edge = (ours: number, theirs: number): number =>
  ours + theirs > 0 ? (ours - theirs) / (ours + theirs) : 0;

interface Tally {
  material: Record<Side, number>;
  income: Record<Side, number>;
  /** Victory cities held by the Axis (fractional while battles for them are open). */
  axisCities: number;
}

function tally(state: PacificState): Tally {
  const material = { axis: 0, allies: 0 };
  const income = { axis: 0, allies: 0 };
  for (const piece of Object.values(state.pieces)) {
    const side = sideOfOwner(piece.owner);
    if (side) material[side] += UNITS[piece.type].cost;
  }
  for (const power of Object.keys(state.ipcs) as Power[]) material[SIDE_OF[power]] += state.ipcs[power];
  const bought = Object.entries(state.turn.bought).reduce(
    (sum, [item, n]) => sum + (item in UNITS ? UNITS[item as keyof typeof UNITS].cost * (n ?? 0) : 0),
    0,
  );
  material[SIDE_OF[state.power]] += bought;
  let axisCities = 0;
  for (const land of LAND_IDS) {
    const side = sideOfOwner(state.control[land]);
    if (!side) continue;
    income[side] += landValue(state, land);
    if (side === 'axis' && spaceOf(land).victoryCity !== undefined) axisCities++;
  }
  return { material, income, axisCities };
}

/** The open battles of Conduct Combat, each by its exact odds. */
function expectBattles(state: PacificState, t: Tally): void {
  const combat = state.combat;
  if (!combat) return;
  const attacker = SIDE_OF[state.power];
  const defender = otherSide(attacker);
  for (const site of combat.sites) {
    if (site.done || site.kind === 'raid') continue;
    const land = isLand(site.space);
    const result = battleOddsAt(state, site.space);
    let taken: number;
    if (result) {
      t.material[attacker] -= result.odds.expectedIpcLoss.attacker;
      t.material[defender] -= result.odds.expectedIpcLoss.defender;
      taken = result.odds.attackerWins;
    } else {
      // No defenders: the attacker's land units walk in.
      taken = piecesIn(state, site.space).some(
        (p) => p.owner === state.power && UNITS[p.type].domain === 'land',
      )
        ? 1
        : 0;
    }
    const owner = state.control[site.space];
    if (!land || taken === 0 || sideOfOwner(owner) === attacker) continue;
    const worth = landValue(state, site.space) * taken;
    t.income[attacker] += worth;
    const held = sideOfOwner(owner);
    if (held) t.income[held] -= worth;
    if (VICTORY_CITIES.includes(site.space)) t.axisCities += attacker === 'axis' ? taken : -taken;
  }
}

/**
 * Valuable lands (cities, capitals, factories: worth 6 or more) within the other side's reach: a share
 * of each one's worth is at risk, the more so the more the attack that can reach it outweighs the
 * defence standing in it. So a combat move that strips a capital to attack elsewhere pays for it.
 */
function exposure(state: PacificState, t: Tally): void {
  const { threat } = boardFacts(state);
  for (const land of LAND_IDS) {
    const side = sideOfOwner(state.control[land]);
    if (!side) continue;
    const worth = landValue(state, land);
    const reach = threat[otherSide(side)].get(land) ?? 0;
    if (worth < 6 || reach === 0) continue;
    const risk = reach / (reach + 2 * defenceIn(state, side, land) + 1);
    t.income[side] -= RISK * worth * risk;
  }
}

export function pacificEvaluate(state: PacificState, seat: string): number {
  if (!isPower(seat)) return 0;
  const side = SIDE_OF[seat];
  if (state.winner !== null) return state.winner === side ? 1 : -1;
  const t = tally(state);
  if (state.phase === 'combat') expectBattles(state, t);
  exposure(state, t);
  const other = otherSide(side);
  // Japan needs six cities: four is even (it starts with fewer and must take them).
  const cities = Math.max(-1, Math.min(1, (t.axisCities - 4) / 4));
  const value =
    WEIGHTS.material * edge(t.material[side], t.material[other]) +
    WEIGHTS.income * edge(t.income[side], t.income[other]) +
    WEIGHTS.cities * (side === 'axis' ? cities : -cities);
  return Math.max(-0.99, Math.min(0.99, value));
}
