/**
 * 14.6 Retreat (condition B), decided by the attacker at the end of each round (14.5 Step 6):
 * - land units retreat together to one adjacent friendly territory from which at least one attacking
 *   land unit came; sea units together to one adjacent friendly sea zone (no enemy warships, 8) from which
 *   at least one attacking sea unit came;
 * - air units retreat at the same time and stay in the battle space, to fly to land in Noncombat Move;
 * - 14.4 land units that came from the sea never retreat: they fight on alone (a partial retreat);
 * - defenders never retreat (their submarines may submerge, 14.5 Step 2);
 * - with nowhere to go (no space of origin is friendly now, or the units started there, 13.2), there is no
 *   retreat: air units do not leave on their own while land or sea units fight on.
 */
import { isLaunchZone, landingCalledOff } from './amphibious.ts';
import { finishBattle } from './combat.ts';
import {
  battleOf,
  isAir,
  isLandUnit,
  piecesOf,
  refuse,
  type Step,
  startRound,
  withBattle,
} from './general-combat.ts';
import { isFriendlyTerritory, isHostileSea } from './hostility.ts';
import { areAdjacent, isLand } from './map.ts';
import type { SpaceId } from './map-schema.ts';
import type { PacificState, Piece } from './state.ts';

/** The attackers that may retreat: all but land units that came from the sea (14.4). */
const retreating = (state: PacificState): Piece[] =>
  piecesOf(state, battleOf(state).attackers).filter((p) => !p.seaborne);

/** 14.6 The spaces the attacker may retreat to now (the battle space itself: air units only). */
export function retreatOptions(state: PacificState): SpaceId[] {
  const battle = battleOf(state);
  const units = retreating(state);
  const movers = units.filter((p) => !isAir(p));
  if (movers.length === 0) return units.length > 0 ? [battle.space] : [];
  const land = isLand(battle.space);
  const from = new Set<SpaceId>();
  for (const p of movers) if (p.cameFrom !== undefined && isLandUnit(p) === land) from.add(p.cameFrom);
  return [...from]
    .filter(
      (s) =>
        areAdjacent(s, battle.space) &&
        (land
          ? isFriendlyTerritory(state, state.power, s)
          : !isLand(s) && !isHostileSea(state, state.power, s)),
    )
    .sort();
}

/** 14.5 Step 6 After a round: the attacker decides, unless it cannot retreat (then it presses on). */
export function pressOrRetreat(w: Step): Step {
  if (retreatOptions(w.state).length === 0) return startRound(w);
  return { ...w, state: withBattle(w.state, { step: 'press' }) };
}

/** 14.6 The attacker's retreat to `to`. */
export function retreat(w: Step, to: SpaceId): Step | ReturnType<typeof refuse> {
  const battle = battleOf(w.state);
  const options = retreatOptions(w.state);
  if (!options.includes(to))
    return refuse(
      `the attack on ${battle.space} may retreat only to ${options.join(', ') || 'nowhere'}, not ${to}: a space next to the battle, friendly, from which an attacking unit came`,
      '14.6',
    );
  const units = retreating(w.state);
  const moving = new Set(units.filter((p) => !isAir(p)).map((p) => p.id));
  const pieces = { ...w.state.pieces };
  for (const p of Object.values(w.state.pieces)) {
    if (moving.has(p.id)) pieces[p.id] = { ...p, at: to, engaged: true };
    // Cargo moves with its transport.
    else if (p.aboard !== undefined && moving.has(p.aboard)) pieces[p.id] = { ...p, at: to };
  }
  const gone = new Set(units.map((p) => p.id));
  const attackers = battle.attackers.filter((id) => !gone.has(id));
  const state = withBattle({ ...w.state, pieces }, { attackers });
  const events = [
    ...w.events,
    {
      type: 'retreat',
      rule: '14.6',
      seat: w.state.power,
      space: battle.space,
      to,
      ids: units.map((p) => p.id),
      units: units.map((p) => p.type),
    },
  ];
  let step: Step = { state, events };
  // 14.4 Step 3 Transports retreating from a launch zone take back the land units that were to unload.
  if (!isLand(battle.space) && isLaunchZone(state, battle.space))
    step = landingCalledOff(
      step,
      battle.space,
      piecesOf(state, [...moving]).filter((p) => p.type === 'transport'),
    );
  // 14.4 The seaborne land units fight on alone.
  if (attackers.length > 0) return startRound(step);
  return finishBattle(step, 'retreat');
}
