/**
 * §13 step 8 Flank threats. A block in a position adjacent to an enemy block threatens its flank when,
 * swung forward in an arc around the endpoint the two positions share, it reaches the enemy's position
 * within two movement steps (obstacles count, §10), arriving on the enemy's rear side, without passing
 * another enemy block. The flank is the enemy's left or right: its position's endpoints, seen from
 * where it faces.
 */
import type { Facing } from './fields-of-fire.ts';
import { rearOf } from './fields-of-fire.ts';
import { type AreaId, type EndpointId, type GameMap, leftAt, type PositionId } from './map.ts';
import { crossingCost } from './steps.ts';

/** The area counterclockwise (`turn` +1) or clockwise (−1) from a position around one of its endpoints. */
function sectorFrom(map: GameMap, position: PositionId, endpoint: EndpointId, turn: 1 | -1): AreaId {
  const p = map.positions[position]!;
  const left = leftAt(map, position, endpoint);
  const right = left === p.areas[0] ? p.areas[1] : p.areas[0];
  return turn === 1 ? left : right;
}

/** The way round an endpoint that sweeps a block's front side first. */
function forwardTurn(map: GameMap, block: Facing, endpoint: EndpointId): 1 | -1 {
  return sectorFrom(map, block.position, endpoint, 1) === block.front ? 1 : -1;
}

/** The endpoint on a block's left and the one on its right, seen from where it faces (null: none there). */
export function flanksOf(map: GameMap, block: Facing): { left: EndpointId | null; right: EndpointId | null } {
  const p = map.positions[block.position]!;
  // Facing the area on the left of the line from ends[0] to ends[1], ends[0] is on the left hand.
  const [leftEnd, rightEnd] = block.front === p.areas[0] ? p.ends : [p.ends[1], p.ends[0]];
  const isEndpoint = (e: string) => (p.endpoints.includes(e) ? e : null);
  return { left: isEndpoint(leftEnd), right: isEndpoint(rightEnd) };
}

/**
 * §13 step 8 Does `threat` threaten the flank of `target`? `enemyOfThreatOn(p)`: a block of the target's
 * army stands on position p (the arc may not pass one). Returns the target's flank threatened, or null.
 */
export function flankThreat(
  map: GameMap,
  threat: Facing,
  target: Facing,
  enemyOfThreatOn: (position: PositionId) => boolean,
): 'left' | 'right' | null {
  const from = map.positions[threat.position]!;
  const shared = from.endpoints.filter((e) => map.positions[target.position]!.endpoints.includes(e));
  const rear = rearOf(map, target);
  for (const endpoint of shared) {
    const around = map.endpoints[endpoint]!.positions;
    const turn = forwardTurn(map, threat, endpoint);
    let here = threat.position;
    let steps = 0;
    for (let k = 1; k < around.length; k++) {
      const next = around[(around.indexOf(threat.position) + k * turn + k * around.length) % around.length]!;
      const area = sectorFrom(map, here, endpoint, turn);
      steps += crossingCost(map, area, here, next);
      if (steps > 2) break;
      if (next === target.position) {
        if (area === rear) {
          const flanks = flanksOf(map, target);
          return flanks.left === endpoint ? 'left' : 'right';
        }
        break;
      }
      if (enemyOfThreatOn(next)) break;
      here = next;
    }
  }
  return null;
}
