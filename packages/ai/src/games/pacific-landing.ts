/**
 * Amphibious assaults in an Axis & Allies Pacific 1940 combat move (13.4, 13.8, 14.4): fill a transport
 * with land units when it can sail beside a land worth assaulting, sail it beside the best such land,
 * unload there. A land is worth it when the cargo, with the land and air units that can join the
 * attack, wins at the plan's nerve or better and gains more than it risks (the exact odds, as for every
 * attack: pacific-attack.ts). Unloading first, then loading, then sailing, so a transport leaves full.
 */
import type { Action } from '@wargame/engine';
import { isHostileSea, landsOf, type PacificState, type Piece, shipReach } from '@wargame/pacific-1940';
import { oddsFor, type Posture, prize, type Target, targetsOf } from './pacific-attack.ts';
import { cargoOf, hostileTo, piecesOf, sailing } from './pacific-board.ts';

type SpaceId = string;

/** What an assault on `land` by `cargo` (and everyone who can join it) is worth; null below the nerve. */
function assaultGain(
  state: PacificState,
  land: SpaceId,
  cargo: readonly Piece[],
  joiners: ReadonlyMap<SpaceId, Target>,
  { nerve, spare }: Posture,
): number | null {
  if (spare.has(land) || !hostileTo(state, state.power, land) || state.control[land] === 'neutral')
    return null;
  const target = joiners.get(land);
  const force = [...(target?.committed ?? []), ...cargo, ...(target?.movers.flatMap((m) => m.pieces) ?? [])];
  const odds = oddsFor(state, state.power, land, force);
  if (odds === null) return prize(state, land);
  if (odds.attackerWins < nerve) return null;
  const gain =
    odds.attackerWins * prize(state, land) + odds.expectedIpcLoss.defender - odds.expectedIpcLoss.attacker;
  return gain > 0 ? gain : null;
}

/** The best assault a transport with `cargo` could make from any of `zones`: its zone and gain. */
function bestFrom(
  state: PacificState,
  zones: readonly SpaceId[],
  cargo: readonly Piece[],
  joiners: ReadonlyMap<SpaceId, Target>,
  stance: Posture,
): { zone: SpaceId; gain: number } | null {
  let best: { zone: SpaceId; gain: number } | null = null;
  for (const zone of zones) {
    if (isHostileSea(state, state.power, zone)) continue;
    for (const land of landsOf(zone)) {
      const gain = assaultGain(state, land, cargo, joiners, stance);
      if (gain !== null && (!best || gain > best.gain)) best = { zone, gain };
    }
  }
  return best;
}

/** The next step of an amphibious assault worth making in this posture, or null. */
export function nextLanding(state: PacificState, legal: readonly Action[], stance: Posture): Action | null {
  const joiners = new Map(targetsOf(state, legal).map((t) => [t.space, t]));
  // Unload where the assault holds.
  let unload: { action: Action; gain: number } | null = null;
  for (const action of legal) {
    if (action.type !== 'unload') continue;
    const gain = assaultGain(state, action.to as SpaceId, piecesOf(state, action.pieces), joiners, stance);
    if (gain !== null && (!unload || gain > unload.gain)) unload = { action, gain };
  }
  if (unload) return unload.action;
  // Load a transport that can then reach a good assault.
  for (const action of legal) {
    if (action.type !== 'load') continue;
    const transport = state.pieces[action.transport as string];
    if (!transport) continue;
    const cargo = [...cargoOf(state, transport), ...piecesOf(state, action.pieces)];
    if (bestFrom(state, shipReach(state, transport), cargo, joiners, stance)) return action;
  }
  // Sail a loaded transport beside the best assault.
  let sail: { action: Action; gain: number } | null = null;
  for (const action of legal) {
    const sails = sailing(state, action);
    if (!sails) continue;
    const best = bestFrom(state, [sails.end], cargoOf(state, sails.transport), joiners, stance);
    if (best && (!sail || best.gain > sail.gain)) sail = { action: sails.alone, gain: best.gain };
  }
  return sail?.action ?? null;
}
