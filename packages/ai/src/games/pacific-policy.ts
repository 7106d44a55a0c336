/**
 * The default policy for Axis & Allies Pacific 1940: how the AI plays every decision no plan makes.
 * - Purchase (12): repairs first, then units by need: infantry only while the capital is outmatched,
 *   otherwise the power's mix, never more than its factories can place.
 * - Combat move (13): the amphibious assaults and attacks the exact odds favour at the default nerve.
 * - Conduct combat (14): casualties by the owner's default order, the attack pressed while its odds
 *   hold, submarines submerged when their side is losing, kamikaze at the biggest ship.
 * - Noncombat move (15): aircraft that must land go to the friendly land nearest the front; transports
 *   ferry units from lands with no road to the front (pacific-ferry.ts); land units move toward the
 *   front or to a threatened valuable land, never leaving one outmatched.
 * - Mobilize (16): land units at the factory nearest the front; the rest where the rules first allow.
 */
import { type Action, type RngState, randomInt } from '@wargame/engine';
import {
  battleOddsAt,
  capitalOf,
  isLand,
  type PacificState,
  type Piece,
  type Power,
  placements,
  productionLeft,
  SIDE_OF,
  UNITS,
  type UnitType,
} from '@wargame/pacific-1940';
import { nextAttack, type Posture, posture } from './pacific-attack.ts';
import { boardFacts, defenceIn, landValue, otherSide, piecesOf, sideOfOwner } from './pacific-board.ts';
import { nextFerry } from './pacific-ferry.ts';
import { nextLanding } from './pacific-landing.ts';

type SpaceId = string;

/** The lowest chance of winning the default policy attacks at. */
export const DEFAULT_NERVE = 0.8;

/** The default policy's posture: the default nerve, no target left alone. */
export const DEFAULT_POSTURE: Posture = posture(DEFAULT_NERVE);

const find = (legal: readonly Action[], type: string) => legal.find((a) => a.type === type);

/** The power's mix of units bought when nothing presses: relative weights. */
const MIX: Record<Power, Partial<Record<UnitType, number>>> = {
  japan: { infantry: 4, artillery: 2, armour: 1, fighter: 1.5, transport: 1, destroyer: 1 },
  usa: { infantry: 2, artillery: 1, fighter: 2, destroyer: 2, transport: 1, submarine: 1, carrier: 0.5 },
  china: { infantry: 1 },
  uk: { infantry: 4, artillery: 2, fighter: 1, destroyer: 0.5 },
  anzac: { infantry: 3, artillery: 1, fighter: 1, destroyer: 0.5 },
};

/** A capital whose threat exceeds its defence: its power buys infantry to hold it. */
function capitalOutmatched(state: PacificState, power: Power): boolean {
  const capital = capitalOf(power);
  if (!capital || state.control[capital] !== power) return false;
  const side = SIDE_OF[power];
  const threat = boardFacts(state).threat[otherSide(side)].get(capital) ?? 0;
  return threat > defenceIn(state, side, capital);
}

/** How many more units the power's factories can place this turn (China places by territory). */
function capacityLeft(state: PacificState): number {
  const power = state.power;
  const bought = Object.entries(state.turn.bought).reduce(
    (n, [item, k]) => n + (item in UNITS ? (k ?? 0) : 0),
    0,
  );
  if (power === 'china') return Number.POSITIVE_INFINITY;
  let capacity = 0;
  for (const [land, facilities] of Object.entries(state.facilities))
    if (state.control[land] === power && facilities.some((f) => f.type === 'majorIc' || f.type === 'minorIc'))
      capacity += productionLeft(state, land);
  return capacity - bought;
}

/**
 * Transports wanted: land units waiting where no land route leads to the front (Japan's home islands)
 * need two places each aboard; a power with too few transports for them buys more.
 */
function shipping(state: PacificState): Partial<Record<UnitType, number>> {
  const front = boardFacts(state).front[SIDE_OF[state.power]];
  let waiting = 0;
  let transports = 0;
  for (const p of Object.values(state.pieces)) {
    if (p.owner !== state.power) continue;
    if (p.type === 'transport') transports++;
    else if (UNITS[p.type].domain === 'land' && p.type !== 'aaGun' && !p.aboard && !front.has(p.at))
      waiting++;
  }
  const bought = state.turn.bought.transport ?? 0;
  return waiting >= 4 && 2 * (transports + bought) < waiting ? { transport: 6 } : {};
}

function purchase(state: PacificState, legal: readonly Action[]): Action {
  const repair = find(legal, 'repair');
  if (repair && state.ipcs[state.power] >= 6) return repair;
  const end = find(legal, 'end-purchase')!;
  if (capacityLeft(state) <= 0) return end;
  const power = state.power;
  const mix: Partial<Record<UnitType, number>> = capitalOutmatched(state, power)
    ? { infantry: 1 }
    : { ...MIX[power], ...shipping(state) };
  let best: Action | null = null;
  let bestScore = 0;
  for (const action of legal) {
    if (action.type !== 'buy') continue;
    const unit = action.unit as UnitType;
    const weight = mix[unit];
    if (!weight || placements(state, unit).length === 0) continue;
    const score = weight / (1 + (state.turn.bought[unit] ?? 0));
    if (score > bestScore) {
      bestScore = score;
      best = action;
    }
  }
  return best ?? end;
}

/**
 * 13 The combat move at a nerve: amphibious assaults, then the other attacks, then the end; when the
 * phase cannot end yet (cargo loaded this turn must go ashore to attack, 13.8), an unload or a move.
 */
export function combatMove(
  state: PacificState,
  legal: readonly Action[],
  stance: Posture = DEFAULT_POSTURE,
): Action {
  return (
    nextLanding(state, legal, stance) ??
    nextAttack(state, legal, stance) ??
    find(legal, 'end-combat-move') ??
    find(legal, 'unload') ??
    find(legal, 'move') ??
    legal[0]!
  );
}

const battleSpace = (state: PacificState): SpaceId | null => state.combat?.battle?.space ?? null;

function combat(state: PacificState, seat: string, legal: readonly Action[]): Action {
  const first = legal[0]!;
  switch (first.type) {
    case 'kamikaze': {
      const strikes = legal.filter((a) => a.type === 'kamikaze');
      const worth = (a: Action) => UNITS[state.pieces[a.target as string]?.type ?? 'infantry'].cost;
      return strikes.sort((a, b) => worth(b) - worth(a))[0] ?? first;
    }
    case 'casualties-default':
    case 'attack-subs':
    case 'intercept':
    case 'bombard':
    case 'fight':
      return first;
    case 'press': {
      const space = battleSpace(state);
      const odds = space ? battleOddsAt(state, space) : null;
      const retreat = legal.find((a) => a.type === 'retreat');
      if (retreat && odds && odds.odds.attackerWins < 0.35 && odds.odds.defenderWins > 0.4) return retreat;
      return first;
    }
    case 'submerge': {
      const space = battleSpace(state);
      const odds = space ? battleOddsAt(state, space) : null;
      if (!odds) return first;
      const attacking = state.power === seat;
      const losing = attacking ? odds.odds.attackerWins < 0.4 : odds.odds.defenderWins < 0.4;
      return losing ? first : (find(legal, 'surprise-strike') ?? first);
    }
    default:
      return find(legal, 'end-scramble') ?? find(legal, 'end-kamikaze') ?? first;
  }
}

/** An air unit not on a space it may end the turn on (15): it must fly to one. */
function mustLand(state: PacificState, piece: Piece): boolean {
  if (UNITS[piece.type].domain !== 'air') return false;
  if (isLand(piece.at))
    return (
      sideOfOwner(state.control[piece.at]) !== SIDE_OF[state.power] || state.turn.captured.includes(piece.at)
    );
  const carrier = piece.aboard ? state.pieces[piece.aboard] : undefined;
  return !carrier || carrier.at !== piece.at;
}

const endOf = (path: unknown): SpaceId => {
  const p = path as SpaceId[];
  return p[p.length - 1]!;
};

function noncombatMove(state: PacificState, legal: readonly Action[]): Action {
  const end = find(legal, 'end-noncombat-move');
  const side = SIDE_OF[state.power];
  const facts = boardFacts(state);
  const front = facts.front[side];
  const threat = facts.threat[otherSide(side)];
  const distance = (land: SpaceId) => front.get(land) ?? 99;
  // What a land needs to hold against the attack that can reach it, if it is worth holding.
  const shortfall = (land: SpaceId, defence: number) =>
    Math.max(0, (threat.get(land) ?? 0) - defence) * (landValue(state, land) >= 6 ? 1 : 0);
  // A plane that must land: the friendly land nearest the front, else anywhere listed.
  let landing: { action: Action; distance: number } | null = null;
  for (const action of legal) {
    if (action.type !== 'move' || !piecesOf(state, action.pieces).some((p) => mustLand(state, p))) continue;
    const to = endOf(action.path);
    const d = isLand(to) ? distance(to) : 50;
    if (!landing || d < landing.distance) landing = { action, distance: d };
  }
  if (landing) return landing.action;
  const ferry = nextFerry(state, legal);
  if (ferry) return ferry;
  let best: Action | null = null;
  let bestScore = 0;
  for (const action of legal) {
    if (action.type !== 'move') continue;
    const pieces = piecesOf(state, action.pieces);
    if (pieces.length === 0) continue;
    const to = endOf(action.path);
    const from = pieces[0]!.at;
    if (!pieces.every((p) => UNITS[p.type].domain === 'land') || !isLand(to)) continue;
    const strength = pieces.reduce((n, p) => n + UNITS[p.type].defense, 0);
    const leaving =
      shortfall(from, defenceIn(state, side, from) - strength) -
      shortfall(from, defenceIn(state, side, from));
    if (leaving > 0) continue;
    const helps = Math.min(strength, shortfall(to, defenceIn(state, side, to)));
    const score = (distance(from) - distance(to)) * 2 + helps;
    if (score > bestScore) {
      bestScore = score;
      best = action;
    }
  }
  return best ?? end ?? legal[0]!;
}

function mobilize(state: PacificState, legal: readonly Action[]): Action {
  const side = SIDE_OF[state.power];
  const front = boardFacts(state).front[side];
  let best: Action | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const action of legal) {
    if (action.type !== 'place') continue;
    const unit = action.unit as string;
    const space = action.space as SpaceId;
    const land = unit in UNITS && UNITS[unit as UnitType].domain === 'land';
    const score = land ? -(front.get(space) ?? 99) : 0;
    if (score > bestScore) {
      bestScore = score;
      best = action;
    }
  }
  return best ?? find(legal, 'end-mobilize') ?? legal[0]!;
}

/** The default policy's choice for `seat` among `legal`. */
export function pacificPolicy(
  state: PacificState,
  seat: string,
  legal: readonly Action[],
  rng: RngState,
): Action {
  if (legal.length === 1) return legal[0]!;
  switch (state.phase) {
    case 'purchase':
      return purchase(state, legal);
    case 'combat-move':
      return combatMove(state, legal);
    case 'combat':
      return combat(state, seat, legal);
    case 'noncombat-move':
      return noncombatMove(state, legal);
    case 'mobilize':
      return mobilize(state, legal);
    default:
      return legal[randomInt(rng, legal.length)]!;
  }
}
