/**
 * Ferrying land units to the front in an Axis & Allies Pacific 1940 noncombat move (13.8, 15): units
 * standing where no land route leads to the enemy (Japan's home islands, where its factory puts them)
 * board a transport, which sails beside the friendly land nearest the front and puts them ashore there.
 * Unload first, then load, then sail a loaded transport: so transports fill up before they leave; an
 * empty transport comes back beside the waiting units for the next turn.
 */
import type { Action } from '@wargame/engine';
import { isHostileSea, landsOf, type PacificState, SIDE_OF, shipReach, UNITS } from '@wargame/pacific-1940';
import { boardFacts, cargoOf, piecesOf, sailing, sideOfOwner } from './pacific-board.ts';

type SpaceId = string;

/** Land steps to the front from here; far (99) where no land route leads there. */
const FAR = 99;

/** The friendly land beside `zone` nearest the front, and its distance. */
function bestShore(state: PacificState, zone: SpaceId): { land: SpaceId; distance: number } | null {
  const side = SIDE_OF[state.power];
  const front = boardFacts(state).front[side];
  let best: { land: SpaceId; distance: number } | null = null;
  for (const land of landsOf(zone)) {
    if (sideOfOwner(state.control[land]) !== side || state.turn.captured.includes(land)) continue;
    const distance = front.get(land) ?? FAR;
    if (!best || distance < best.distance) best = { land, distance };
  }
  return best;
}

export function nextFerry(state: PacificState, legal: readonly Action[]): Action | null {
  const side = SIDE_OF[state.power];
  const front = boardFacts(state).front[side];
  const distance = (land: SpaceId) => front.get(land) ?? FAR;
  // Put cargo ashore where it is nearer the front than where it came from.
  let unload: { action: Action; distance: number } | null = null;
  for (const action of legal) {
    if (action.type !== 'unload') continue;
    const d = distance(action.to as SpaceId);
    if (d < FAR && (!unload || d < unload.distance)) unload = { action, distance: d };
  }
  if (unload) return unload.action;
  // Board units that stand far from any front onto a transport that can carry them nearer.
  for (const action of legal) {
    if (action.type !== 'load') continue;
    const cargo = piecesOf(state, action.pieces);
    const transport = state.pieces[action.transport as string];
    if (!transport || cargo.length === 0 || distance(cargo[0]!.at) < FAR) continue;
    const reachable = shipReach(state, transport).filter((z) => !isHostileSea(state, state.power, z));
    if (reachable.some((z) => (bestShore(state, z)?.distance ?? FAR) < FAR)) return action;
  }
  // Sail a loaded transport beside the shore nearest the front it can reach.
  let sail: { action: Action; distance: number } | null = null;
  for (const action of legal) {
    const sails = sailing(state, action);
    if (!sails || isHostileSea(state, state.power, sails.end)) continue;
    const shore = bestShore(state, sails.end);
    if (!shore || shore.distance >= FAR || (sail && shore.distance >= sail.distance)) continue;
    sail = { action: sails.alone, distance: shore.distance };
  }
  if (sail) return sail.action;
  // Bring an empty transport back beside units waiting far from any front, for next turn.
  const waiting = new Set(
    Object.values(state.pieces)
      .filter((p) => p.owner === state.power && UNITS[p.type].domain === 'land' && !p.aboard)
      .filter((p) => p.type !== 'aaGun' && distance(p.at) >= FAR)
      .map((p) => p.at),
  );
  let fetch: { action: Action; steps: number } | null = null;
  for (const action of legal) {
    if (action.type !== 'move') continue;
    const pieces = piecesOf(state, action.pieces);
    if (!pieces.every((p) => p.type === 'transport' && cargoOf(state, p).length === 0)) continue;
    if (pieces.some((p) => landsOf(p.at).some((l) => waiting.has(l)))) continue;
    const path = action.path as SpaceId[];
    const end = path[path.length - 1]!;
    if (isHostileSea(state, state.power, end) || !landsOf(end).some((l) => waiting.has(l))) continue;
    if (!fetch || path.length < fetch.steps) fetch = { action, steps: path.length };
  }
  return fetch?.action ?? null;
}
