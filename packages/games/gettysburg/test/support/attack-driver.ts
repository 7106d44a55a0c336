/**
 * A tiny flow for the attack tests: a state on the small map with the attacker's Action Phase at its
 * attack step and blocks placed by hand; actions applied through the attack step's handler on a copy,
 * then the work nobody decides run (reductions first, their choices the first legal ones, then the
 * attack's own `proceed`), as the flow does.
 */
import type { Action, GameEvent, RuleError } from '@wargame/engine';
import type { Army } from '../../src/armies.ts';
import { attackStep } from '../../src/attack.ts';
import { enemyOf } from '../../src/board.ts';
import type { AreaId, PositionId } from '../../src/map.ts';
import { type GameMap, loadMap } from '../../src/map.ts';
import type { MapFile } from '../../src/map-file.ts';
import { reductionStep } from '../../src/reduction.ts';
import { initialState } from '../../src/setup.ts';
import type { GettysburgState, TokenId } from '../../src/state.ts';
import { newCtx } from '../../src/step.ts';
import { smallMap } from './small-map.ts';

export const options = {
  fullyObstructed: false,
  extendedBombardment: false,
  historicalReinforcements: false,
  balance: false,
};

export function fixtureMap(edit?: (file: MapFile) => void): GameMap {
  const file = smallMap();
  edit?.(file);
  return loadMap(file);
}

/** The attacker's attack step with `blocks` placed (id: [position, front]) and the Trays given. */
export function attackState(
  map: GameMap,
  attacker: Army,
  blocks: Record<string, [PositionId, AreaId]>,
  trays: Partial<Record<Army, TokenId[]>> = {},
): GettysburgState {
  const s = initialState('attack-test', options, map);
  s.phase = { kind: 'action', army: attacker, step: 'attack', hour: 0 };
  s.armies[attacker].orders = 'attack';
  for (const army of [attacker, enemyOf(attacker)]) {
    const tray = trays[army];
    if (!tray) continue;
    const piles = s.armies[army].tokens;
    piles.pool = [...piles.pool, ...piles.tray].filter((t) => !tray.includes(t));
    piles.tray = [...tray];
  }
  // Buford's blocks stay off the map unless placed.
  for (const b of Object.values(s.blocks)) if (b.place.kind === 'map') b.place = { kind: 'unused' };
  const ranks: Record<string, number> = {};
  for (const [id, [position, front]] of Object.entries(blocks)) {
    const rank = ranks[position] ?? 0;
    ranks[position] = rank + 1;
    s.blocks[id]!.place = { kind: 'map', position, front, rank };
  }
  return s;
}

export interface Step {
  state: GettysburgState;
  events: GameEvent[];
  error: RuleError | null;
  ended: boolean;
}

/** Run what nobody decides: reductions (first legal choices), then the attack's proceed. */
function settle(draft: GettysburgState, map: GameMap, ctx: ReturnType<typeof newCtx>) {
  for (let guard = 0; guard < 500; guard++) {
    if (draft.reductions.length > 0) {
      if (reductionStep.proceed!(draft, ctx)) continue;
      const seat = reductionStep.pending(draft, map)[0]!.seat as Army;
      const choice = reductionStep.legal(draft, seat, map)[0]!;
      const err = reductionStep.apply(draft, choice, seat, ctx);
      if (err) throw new Error(err.message);
      continue;
    }
    if (draft.tokenReturn) return;
    if (!attackStep.proceed!(draft, ctx)) return;
  }
  throw new Error('the attack step does not settle');
}

/** Apply an action of `army` to a copy of `state`; the state is returned unchanged on an error. */
export function act(state: GettysburgState, map: GameMap, army: Army, action: Action): Step {
  const draft = structuredClone(state);
  const ctx = newCtx(map, draft);
  const error = attackStep.apply(draft, action, army, ctx);
  if (error) return { state, events: [], error, ended: false };
  settle(draft, map, ctx);
  return { state: draft, events: ctx.events, error: null, ended: ctx.ended };
}

/** Apply several actions in turn, failing on the first error; all the events. */
export function run(state: GettysburgState, map: GameMap, steps: [Army, Action][]): Step {
  let s = state;
  const events: GameEvent[] = [];
  let ended = false;
  for (const [army, action] of steps) {
    const r = act(s, map, army, action);
    if (r.error) throw new Error(`${JSON.stringify(action)}: ${r.error.message}`);
    s = r.state;
    events.push(...r.events);
    ended ||= r.ended;
  }
  return { state: s, events, error: null, ended };
}
