/** States for the reinforcement and march step tests: an Action Phase at a given step, no block placed. */
import type { Army } from '../../src/armies.ts';
import type { GameMap } from '../../src/map.ts';
import type { EntryPointId } from '../../src/map-file.ts';
import { initialState } from '../../src/setup.ts';
import type { ActionStep, GettysburgState } from '../../src/state.ts';

const OPTIONS = {
  fullyObstructed: false,
  extendedBombardment: false,
  historicalReinforcements: false,
  balance: false,
};

/** `army`'s Action Phase at `step`, a turn of `hours` from index 10, empty time tracks, Hold orders. */
export function movesGame(
  map: GameMap,
  army: Army,
  step: ActionStep,
  hours = 1,
  first: Army = 'union',
): GettysburgState {
  const s = initialState('moves', OPTIONS, map);
  s.phase = { kind: 'action', army, step, hour: 0 };
  s.turn = { number: 3, start: 10, hours };
  s.firstPlayer = first;
  for (const a of ['union', 'confederate'] as const) {
    s.armies[a].orders = 'hold';
    s.armies[a].timeTrack = {};
  }
  for (const b of Object.values(s.blocks)) if (b.place.kind !== 'unused') b.place = { kind: 'unused' };
  return s;
}

export const put = (s: GettysburgState, id: string, position: string, front: string, rank = 0): void => {
  s.blocks[id]!.place = { kind: 'map', position, front, rank };
};

export const wait = (s: GettysburgState, id: string, entry: EntryPointId, since = 0): void => {
  s.blocks[id]!.place = { kind: 'waiting', entry, since };
};

/** An arrival token at `entry` on `army`'s time track at hour `hour` of the turn. */
export const arrival = (s: GettysburgState, army: Army, hour: number, entry: EntryPointId): void => {
  s.armies[army].timeTrack[s.turn.start + hour] = {
    token: { id: `arr-${hour}-${entry}`, kind: 'arrival', entry },
    faceUp: false,
  };
};
