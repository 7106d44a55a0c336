/**
 * 8 Friendly, hostile and neutral spaces, as every movement and combat rule asks about them.
 * - Powers are enemies while they are at war (9, `politics.ts`). Japan may attack French Indochina freely
 *   (9 rule 2): French territory is enemy territory to Japan, though no war with France is recorded
 *   (RULINGS.md, Data). The Soviet Union is nobody's enemy (9 rule 10: nobody may enter it at all).
 * - The Dutch and the French are Allied owners that never take a turn: their territories are friendly to
 *   every Allied power (RULINGS.md).
 * - A neutral that has been attacked has joined the side opposed to its attacker (8.1 rule 4,
 *   `politics.neutrals`): its raised infantry (owner 'neutral') are enemies of the other side, and the
 *   territory, while uncontrolled, is enemy territory to that side and friendly to its own (8.1 rule 5).
 * - A sea zone is hostile when it holds warships of a power at war with you, not counting submarines and
 *   transports (8).
 */
import { isLand, spaceOf } from './map.ts';
import type { SpaceId } from './map-schema.ts';
import { atWar } from './politics.ts';
import { isPower, type Owner, type Power, SIDE_OF, type Side } from './powers.ts';
import type { PacificState, Piece } from './state.ts';
import { UNITS } from './units.ts';

type Politics = Pick<PacificState, 'politics'>;

/** 8.1 The side an attacked neutral territory has joined; undefined while it is still neutral. */
export const neutralSide = (state: Politics, land: SpaceId): Side | undefined =>
  state.politics.neutrals?.[land];

const otherSide = (side: Side): Side => (side === 'axis' ? 'allies' : 'axis');

/** 9 Whether `owner` (of a unit or of a territory) is at war with `power`. */
export function isEnemy(state: Politics, power: Power, owner: Owner): boolean {
  if (owner === 'neutral' || owner === 'russia') return false;
  if (owner === 'french') return power === 'japan';
  return atWar(state, power, owner);
}

/** Whether `owner` is `power` or on its side (the Dutch and the French count as Allies). */
export function isFriend(power: Power, owner: Owner): boolean {
  if (owner === 'neutral' || owner === 'russia') return false;
  if (owner === 'dutch' || owner === 'french') return SIDE_OF[power] === 'allies';
  return isPower(owner) && SIDE_OF[owner] === SIDE_OF[power];
}

/** Whether `piece` is an enemy unit to `power` (neutral infantry: by the side their territory joined). */
export function isEnemyPiece(state: Politics, power: Power, piece: Piece): boolean {
  if (piece.owner !== 'neutral') return isEnemy(state, power, piece.owner);
  const side = neutralSide(state, piece.at);
  return side !== undefined && side !== SIDE_OF[power];
}

const BY_SPACE = new WeakMap<PacificState['pieces'], Map<SpaceId, Piece[]>>();

/** The pieces in `space` (the state is never mutated, so the index is kept per pieces record). */
export function piecesIn(state: Pick<PacificState, 'pieces'>, space: SpaceId): readonly Piece[] {
  let index = BY_SPACE.get(state.pieces);
  if (!index) {
    index = new Map();
    for (const p of Object.values(state.pieces)) {
      const list = index.get(p.at);
      if (list) list.push(p);
      else index.set(p.at, [p]);
    }
    BY_SPACE.set(state.pieces, index);
  }
  return index.get(space) ?? [];
}

/** Every unit in `space` at war with `power` (cargo and planes aboard included). */
export function enemyUnitsIn(
  state: Pick<PacificState, 'politics' | 'pieces'>,
  power: Power,
  space: SpaceId,
): Piece[] {
  return piecesIn(state, space).filter((p) => isEnemyPiece(state, power, p));
}

/** A warship for 8's hostility: a sea unit that is neither a submarine nor a transport. */
export const isSurfaceWarship = (type: Piece['type']): boolean =>
  UNITS[type].domain === 'sea' && !UNITS[type].submarine && type !== 'transport';

/** 8 A sea zone holding surface warships of a power at war with `power`. */
export function isHostileSea(
  state: Pick<PacificState, 'politics' | 'pieces'>,
  power: Power,
  zone: SpaceId,
): boolean {
  return enemyUnitsIn(state, power, zone).some((p) => isSurfaceWarship(p.type));
}

/**
 * 8 A territory controlled by a power at war with `power` (hostile), or an attacked neutral that joined
 * the other side and is still uncontrolled (8.1 rule 5).
 */
export function isEnemyTerritory(
  state: Pick<PacificState, 'politics' | 'control'>,
  power: Power,
  land: SpaceId,
): boolean {
  if (!isLand(land)) return false;
  const owner = state.control[land] ?? 'neutral';
  if (owner === 'neutral') {
    const side = neutralSide(state, land);
    return side !== undefined && side === otherSide(SIDE_OF[power]);
  }
  return isEnemy(state, power, owner);
}

/**
 * 8 A territory controlled by `power` or a friendly power, or an attacked neutral that joined `power`'s
 * side and is still uncontrolled (8.1 rule 5: its new side may move in).
 */
export function isFriendlyTerritory(
  state: Pick<PacificState, 'politics' | 'control'>,
  power: Power,
  land: SpaceId,
): boolean {
  if (!isLand(land)) return false;
  const owner = state.control[land] ?? 'neutral';
  if (owner === 'neutral') return neutralSide(state, land) === SIDE_OF[power];
  return isFriend(power, owner);
}

/** 8.1 A neutral territory never attacked: entering it is an attack, flying over it is not allowed. */
export function isTrueNeutral(state: Pick<PacificState, 'politics' | 'control'>, land: SpaceId): boolean {
  return (
    isLand(land) &&
    spaceOf(land).neutral !== undefined &&
    (state.control[land] ?? 'neutral') === 'neutral' &&
    neutralSide(state, land) === undefined
  );
}
