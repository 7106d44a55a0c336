/**
 * §13 Artillery in an attack: organization (which blocks a token matches, the reinforcement thresholds,
 * the matching blocks needed in and near its position), where each side may play a token (steps 2-3),
 * the bombardment targets and line of fire (steps 3, 5), and the defense positions a defending artillery
 * position may support, with its strength (step 6).
 */
import type { Army } from './armies.ts';
import { commandOf } from './armies.ts';
import { defensiveFirePoints } from './artillery-fire.ts';
import type { AttackInProgress } from './attack-state.ts';
import { blocksOn, enemyOf, facingOf, mapBlocks, occupied } from './board.ts';
import { attackerSupply } from './extended-bombardment.ts';
import { type Facing, fieldOfFire, positionsUnderFire } from './fields-of-fire.ts';
import type { AreaId, GameMap, PositionId } from './map.ts';
import type { BattleToken, Block, GettysburgState, TokenId } from './state.ts';
import { stepsFrom } from './steps.ts';

type Artillery = Extract<BattleToken, { kind: 'artillery' }>;

/** §13 Does an artillery token match a block? */
export function matches(token: Artillery, block: Block): boolean {
  if (token.army !== block.army) return false;
  const o = token.organization;
  if (o.of === 'any') return true;
  if (o.of === 'command') return block.command === o.command;
  if (o.of === 'reserve') return block.army === 'union' && !block.cavalry;
  return commandOf(block.command).corps === o.corps;
}

/** §13 A command has entered when none of its full-strength blocks still waits or is unused. */
function commandEntered(state: GettysburgState, command: string): boolean {
  const full = Object.values(state.blocks).filter((b) => b.command === command && b.grade === 'full');
  return full.length > 0 && full.every((b) => b.place.kind !== 'unused' && b.place.kind !== 'waiting');
}

/** §13 Reinforcement thresholds: RESERVE after 4 Union commands (not Buford), a corps after 2 of its own. */
export function thresholdMet(state: GettysburgState, token: Artillery): boolean {
  const o = token.organization;
  if (o.of !== 'reserve' && o.of !== 'corps') return true;
  const commands = new Set(
    Object.values(state.blocks)
      .filter((b) => b.army === token.army && b.command !== 'buford')
      .filter((b) => o.of === 'reserve' || commandOf(b.command).corps === o.corps)
      .map((b) => b.command),
  );
  const entered = [...commands].filter((c) => commandEntered(state, c)).length;
  return entered >= (o.of === 'reserve' ? 4 : 2);
}

const REQUIRED: Record<Artillery['organization']['of'], number> = {
  any: 1,
  command: 2,
  corps: 3,
  reserve: 3,
};

/** §13 A block still in the game: not gone, and not a reduced replacement never used. */
const surviving = (b: Block) => b.place.kind !== 'gone' && (b.place.kind !== 'unused' || b.grade === 'full');

/**
 * §13 Organization: a matching block on the position (one of them attacking, for the attacker: `own`),
 * and enough matching blocks there, adjacent, or adjacent once removed (all that survive, if fewer).
 */
export function organizationMet(
  state: GettysburgState,
  map: GameMap,
  token: Artillery,
  position: PositionId,
  own?: (block: Block) => boolean,
): boolean {
  if (!thresholdMet(state, token)) return false;
  const matching = mapBlocks(state, token.army).filter((b) => matches(token, b));
  const here = matching.filter((b) => b.place.position === position);
  if (here.length === 0 || (own && !here.some(own))) return false;
  const alive = Object.values(state.blocks).filter((b) => matches(token, b) && surviving(b)).length;
  const needed = Math.min(REQUIRED[token.organization.of], alive);
  const near = new Set([position, ...map.adjacent[position]!]);
  for (const p of map.adjacent[position]!)
    if (matching.some((b) => b.place.position === p)) for (const q of map.adjacent[p]!) near.add(q);
  return matching.filter((b) => near.has(b.place.position)).length >= needed;
}

/** The facing of an army's blocks on a position (they share it), or null when it has none there. */
export function facingOn(state: GettysburgState, position: PositionId, army: Army): Facing | null {
  const b = blocksOn(state, position, army)[0];
  return b ? facingOf(b) : null;
}

/** §9 The field of fire of an army's blocks (or artillery, §13 step 2) on a position. */
export function fieldOn(
  state: GettysburgState,
  map: GameMap,
  position: PositionId,
  army: Army,
  artillery = false,
): { areas: AreaId[]; extended: AreaId[]; facing: Facing } | null {
  const facing = facingOn(state, position, army);
  if (!facing) return null;
  const own = occupied(state)[army];
  return { ...fieldOfFire(map, facing, (p) => own.has(p), artillery), facing };
}

export const artilleryToken = (state: GettysburgState, id: TokenId): Artillery | null => {
  const t = state.tokens[id];
  return t && t.kind === 'artillery' ? t : null;
};

const tokensOn = (a: AttackInProgress, army: Army, position: PositionId) => a.artillery[army][position] ?? [];

/** §13 step 2 May the defender play `token` on `position`? (null: yes; else why not) */
export function defenderPlayProblem(
  state: GettysburgState,
  map: GameMap,
  token: TokenId,
  position: PositionId,
): string | null {
  const a = state.attack!;
  const defender = enemyOf(a.attacker);
  const t = artilleryToken(state, token);
  if (!t || !state.armies[defender].tokens.tray.includes(token))
    return 'play an artillery token of your Tray';
  if (tokensOn(a, defender, position).length >= 2) return 'at most two tokens on a position';
  if (occupied(state)[a.attacker].has(position)) return 'not on an enemy-occupied position';
  if (!organizationMet(state, map, t, position)) return `${position}: its organization does not match`;
  const field = fieldOn(state, map, position, defender, true)!;
  if (!a.blocks.some((b) => b.path.some((s) => field.areas.includes(s.area))))
    return `no attacking block's path crosses the field of fire of ${position}`;
  return null;
}

/** The side of `position` nearer `other`: the area they share, else the one from which it is fewer steps. */
function nearerSides(map: GameMap, position: PositionId, other: PositionId): AreaId[] {
  const areas = map.positions[position]!.areas;
  const shared = areas.filter((a) => map.areas[a]!.positions.includes(other));
  if (shared.length > 0) return shared;
  const cost = areas.map(
    (a) =>
      stepsFrom(map, position, { limit: Number.MAX_SAFE_INTEGER, firstArea: a }).get(other) ??
      Number.POSITIVE_INFINITY,
  );
  const least = Math.min(...cost);
  return areas.filter((_, i) => cost[i] === least);
}

const obstacleToward = (map: GameMap, position: PositionId, other: PositionId) =>
  nearerSides(map, position, other).some((a) => map.positions[position]!.sides[a]?.obstacle === true);

/** §13 step 3 Line of fire between an attacking artillery position and a target. */
export function lineOfFire(
  state: GettysburgState,
  map: GameMap,
  from: PositionId,
  target: PositionId,
): boolean {
  const a = state.attack!;
  if (obstacleToward(map, from, target) || obstacleToward(map, target, from)) return false;
  const mine = fieldOn(state, map, from, a.attacker);
  if (mine && positionsUnderFire(map, mine).has(target)) return true;
  const theirs = fieldOn(state, map, target, enemyOf(a.attacker));
  return theirs !== null && positionsUnderFire(map, theirs).has(from);
}

/** §13 step 3 The bombardment targets: enemy-occupied defense positions and defending artillery positions. */
export function bombardmentTargets(state: GettysburgState, map: GameMap, from: PositionId): PositionId[] {
  const a = state.attack!;
  const enemy = occupied(state)[enemyOf(a.attacker)];
  const targets = new Set<PositionId>();
  for (const b of a.blocks) {
    const to = b.path.at(-1)!.to;
    if (enemy.has(to)) targets.add(to);
  }
  for (const [p, ts] of Object.entries(a.artillery[enemyOf(a.attacker)])) if (ts.length > 0) targets.add(p);
  return [...targets].filter((t) => lineOfFire(state, map, from, t)).sort();
}

/** §13 step 3 May the attacker play `token` on `position`? (null: yes) */
export function attackerPlayProblem(
  state: GettysburgState,
  map: GameMap,
  token: TokenId,
  position: PositionId,
): string | null {
  const a = state.attack!;
  const t = artilleryToken(state, token);
  if (!t || !attackerSupply(state, a.attacker).includes(token))
    return a.extended === 'second'
      ? 'play an artillery token of your extended-bombardment stack (§22)'
      : 'play an artillery token of your Tray';
  if (tokensOn(a, a.attacker, position).length >= 2) return 'at most two tokens on a position';
  if (occupied(state)[enemyOf(a.attacker)].has(position)) return 'not on an enemy-occupied position';
  const attacking = new Set(a.blocks.map((b) => b.block));
  if (!organizationMet(state, map, t, position, (b) => attacking.has(b.id)))
    return `${position}: no attacking block there matches its organization, or too few matching blocks near`;
  if (bombardmentTargets(state, map, position).length === 0)
    return `no bombardment target in line of fire from ${position}`;
  return null;
}

/** The defense positions of the attack. */
export const defensePositions = (a: AttackInProgress): PositionId[] => [
  ...new Set(a.blocks.map((b) => b.path.at(-1)!.to)),
];

/** §13 step 6.2 The defense positions a defending artillery position may support (its own, if it is one). */
export function supportTargets(state: GettysburgState, map: GameMap, from: PositionId): PositionId[] {
  const a = state.attack!;
  const targets = defensePositions(a);
  if (targets.includes(from)) return [from];
  const field = fieldOn(state, map, from, enemyOf(a.attacker), true);
  if (!field) return [];
  return targets.filter((t) =>
    a.blocks.some((b) => b.path.at(-1)!.to === t && b.path.some((s) => field.areas.includes(s.area))),
  );
}

/** §13 step 6.2 The strength of a defending artillery position supporting `target`. */
export function supportPoints(
  state: GettysburgState,
  map: GameMap,
  from: PositionId,
  target: PositionId,
): number {
  const a = state.attack!;
  const defender = enemyOf(a.attacker);
  const strengths = (a.artillery[defender][from] ?? []).map((id) => artilleryToken(state, id)?.strength ?? 0);
  const field = fieldOn(state, map, from, defender, true);
  if (!field) return 0;
  const crest = map.positions[from]!.sides[field.facing.front]?.crest;
  const crossing = a.blocks
    .filter((b) => b.path.at(-1)!.to === target)
    .flatMap((b) => b.path.map((s) => s.area))
    .filter((area) => field.areas.includes(area));
  const extendedOnly = crossing.length > 0 && !crossing.includes(field.facing.front);
  return defensiveFirePoints(strengths, crest ? crest.guns : null, extendedOnly);
}
