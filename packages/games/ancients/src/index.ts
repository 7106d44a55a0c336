/** Commands & Colors: Ancients behind the engine contract. */
import type { ApplyResult, GameModule, Json, Outcome, RngState, RuleError, Viewer } from '@wargame/engine';
import { actionSchema } from './actions.ts';
import { determinize } from './determinize.ts';
import { evaluate } from './evaluate.ts';
import { eventsOf } from './event-pieces.ts';
import { legal, pending, step } from './flow.ts';
import { optionsSchema } from './options.ts';
import { fromPosition, toPosition } from './position.ts';
import { SCENARIOS, scenarioById } from './scenario-library.ts';
import { scriptedParts } from './scripted.ts';
import { setupScenario } from './setup.ts';
import { cloneState } from './state.ts';
import type { AncientsState, Side } from './types.ts';
import { type AncientsView, viewOf } from './view.ts';

/**
 * Board geometry (precomputed tables: cheap in the AI's hot loop) and read-only rules questions for the
 * AI's plans and evaluation (packages/ai/src/games/ancients-*.ts).
 */
export { ALL_HEXES, distance as hexDistance, hexRC, isHomeRow, neighbours, sectionsOf } from './board.ts';
export { cardKind, kindOf } from './cards/deck.ts';
export { adjacentHexes, hasLineOfSight, hexesTowardHome, occupancy } from './combat/geometry.ts';
export { attackCardBonus, fullStrengthNow, rangedCardBonus } from './combat/helpers.ts';
export {
  closeCap,
  closeDice,
  closeSpec,
  mayBonusCombat,
  mayEvadeAgainst,
  rangedDice,
  rangeOf,
  supportCount,
} from './combat/rules.ts';
export { moveBarsBattle } from './movement.ts';
export { loadScenario } from './scenario-schema.ts';
export { scenarioPosition } from './setup.ts';
export { attachedLeader, isLoneLeader, otherSide } from './state.ts';
export { effectsAt, mayBattleAfterEntering } from './terrain.ts';
export type { Leader, Section, Unit, UnitType, Weight } from './types.ts';
export { canFire, stats as unitStats } from './units.ts';
export type { AncientsState, AncientsView, Side };
export { setupScenario };

const SIDES: Side[] = ['top', 'bottom'];
const isSide = (seat: string): seat is Side => seat === 'top' || seat === 'bottom';

type AnyAction = { type: string; [k: string]: Json | undefined };

/** The checks before any rule: a seat of this game, a battle still on. */
function refusal(s: AncientsState, seat: string): RuleError | null {
  if (!isSide(seat)) return { code: 'unknown-seat', message: `no seat '${seat}' in this game (top, bottom)` };
  if (s.winner) return { code: 'game-over', message: 'the battle is over', rule: '4' };
  return null;
}

function apply(s: AncientsState, action: AnyAction, seat: string): ApplyResult<AncientsState> {
  const refused = refusal(s, seat);
  if (refused) return { error: refused };
  const next = cloneState(s);
  const events = eventsOf(next);
  const error = step(next, action, seat as Side, events);
  if (error) return { error };
  const reveals = events.some((e) => e.type === 'draw' || e.type === 'card-played');
  return { state: next, events, boundary: reveals };
}

/** The AI's hot path: the same step on a state the search owns, without the copy. */
function applyInPlace(s: AncientsState, action: AnyAction, seat: string): { error: RuleError } | null {
  const refused = refusal(s, seat);
  if (refused) return { error: refused };
  const error = step(s, action, seat as Side, []);
  return error ? { error } : null;
}

function outcome(s: AncientsState): Outcome | null {
  if (!s.winner) return null;
  return {
    winners: s.winner === 'draw' ? [] : [s.winner],
    reason: s.endReason ?? 'victory',
    score: { top: s.banners.top.length, bottom: s.banners.bottom.length },
  };
}

export const ancients: GameModule<AncientsState, AncientsView> = {
  id: 'ancients',
  title: 'Commands & Colors: Ancients',
  seats: SIDES,
  sideOf: (seat) => seat,
  scenarios: () =>
    SCENARIOS.map((sc) => ({
      id: sc.id,
      name: `${sc.name} (${sc.year})`,
      seats: SIDES,
      length:
        sc.banners.top === sc.banners.bottom
          ? `${sc.banners.top} banners`
          : `${sc.banners.top}/${sc.banners.bottom} banners`,
      description: `${sc.armies.top.name} (top) against ${sc.armies.bottom.name} (bottom). ${sc.summary}`,
      group: sc.group,
    })),
  setup: (scenarioId, options, seed, generator) =>
    setupScenario(scenarioById(scenarioId), options, seed, generator),
  fromPosition: (position, seed, generator) => fromPosition(position, seed, generator),
  scriptedParts,
  optionsSchema,
  toPosition,
  pending,
  legal: (s, seat) => (isSide(seat) ? legal(s, seat) : []),
  apply,
  applyInPlace,
  view: (s, viewer: Viewer) => viewOf(s, viewer),
  outcome,
  determinize: (view, seat, rng: RngState) => determinize(view, seat as Side, rng),
  evaluate: (s, seat) => evaluate(s, seat as Side),
  actionSchema,
  describe: (s) => ({
    turn: s.turn.number,
    phase: s.phase,
    summary: s.winner
      ? s.winner === 'draw'
        ? `drawn: ${s.endReason}`
        : `${s.armies[s.winner].name} won: ${s.endReason}`
      : `turn ${s.turn.number}, ${s.armies[s.turn.side].name} (${s.turn.side}), ${s.phase}; banners ${s.armies.top.name} ${s.banners.top.length}/${s.armies.top.bannersToWin}, ${s.armies.bottom.name} ${s.banners.bottom.length}/${s.armies.bottom.bannersToWin}`,
  }),
};

export default ancients;
