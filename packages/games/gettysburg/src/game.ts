/**
 * The Guns of Gettysburg behind the engine contract: two seats, the Union and the Confederacy (four in
 * the §25 team scenario, team-play.ts: each army's commander and lieutenant). The
 * flow (flow.ts) runs the rules; the view (view.ts) cuts what each side may know; determinize gives
 * the AI a full state from a view.
 */
import type { Action, ApplyResult, GameModule, Json, Outcome, RuleError } from '@wargame/engine';
import { sameRng } from '@wargame/engine';
import { type ZodType, z } from 'zod';
import { actionSchema } from './action-schema.ts';
import { ARMIES, type Army } from './armies.ts';
import { mapOf } from './board.ts';
import { determinize } from './determinize.ts';
import { evaluatePosition } from './evaluate.ts';
import { applyAction, legalActions, pendingDecisions, startGame } from './flow.ts';
import { loadMap } from './map.ts';
import { fromPosition, scriptedParts, toPosition } from './position.ts';
import { initialState, SCENARIO_ID } from './setup.ts';
import type { GettysburgState } from './state.ts';
import {
  actionsOf,
  armyOfSeat,
  isTeamSeat,
  roleOfAction,
  roleOfKind,
  roleOfSeat,
  startTeams,
  TEAM_SCENARIO_ID,
  TEAM_SEATS,
  teamDecisions,
  teamEvents,
  teamOf,
  teamView,
} from './team-play.ts';
import { TIME_TRACK } from './time-track.ts';
import { type GettysburgView, view } from './view.ts';

/** §21-§24 The advanced and optional rules, each off unless chosen; `mapFile`: a player's own map (gettysburg-map/1). */
const OptionsSchema = z.strictObject({
  fullyObstructed: z.boolean().optional(),
  extendedBombardment: z.boolean().optional(),
  historicalReinforcements: z.boolean().optional(),
  balance: z.boolean().optional(),
  mapFile: z.looseObject({}).optional(),
  /** End the game after this turn, judged by §20 then (arena games, practice). */
  turnLimit: z.number().int().min(1).max(60).optional(),
});
const OPTIONS = OptionsSchema as unknown as ZodType<Record<string, Json>>;

const isArmy = (seat: string): seat is Army => (ARMIES as readonly string[]).includes(seat);
const NAMES: Record<Army, string> = { union: 'the Union', confederate: 'the Confederacy' };

function knownScenario(id: string): void {
  if (id !== SCENARIO_ID && id !== TEAM_SCENARIO_ID)
    throw new Error(`unknown scenario '${id}' for gettysburg (known: ${SCENARIO_ID}, ${TEAM_SCENARIO_ID})`);
}

/** §25 The army a seat plays for, when the seat is one of this game's. */
function armyOf(state: GettysburgState, seat: string): Army | null {
  if (teamOf(state)) return isTeamSeat(seat) ? armyOfSeat(seat) : null;
  return isArmy(seat) ? seat : null;
}

/** §25 Whether a team seat may take this action now (the flow decides by army). */
function teamRefusal(state: GettysburgState, type: string, seat: string): RuleError | null {
  if (!isTeamSeat(seat)) return null;
  const army = armyOfSeat(seat);
  const role = roleOfSeat(seat);
  const decision = pendingDecisions(state).find((d) => d.seat === army);
  if (!decision || roleOfAction(decision.kind, type) === role) return null;
  const other = role === 'commander' ? 'lieutenant' : 'commander';
  return {
    code: 'not-your-turn',
    message: `the ${army} ${other} decides this (${decision.kind}), not the ${role}`,
    rule: '25',
  };
}

function refusal(state: GettysburgState, action: unknown, seat: string): RuleError | null {
  const army = armyOf(state, seat);
  if (army === null)
    return {
      code: 'unknown-seat',
      message: `no seat '${seat}' in this game (${teamOf(state) ? TEAM_SEATS.join(', ') : ARMIES.join(', ')})`,
    };
  if (state.winner !== null)
    return { code: 'game-over', message: `the game is over: ${state.endReason}`, rule: '20' };
  const parsed = actionSchema.safeParse(action);
  if (!parsed.success)
    return {
      code: 'malformed',
      message: `malformed action ${JSON.stringify(action)}: ${parsed.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ')}`,
    };
  if (!pendingDecisions(state).some((d) => d.seat === army))
    return { code: 'not-your-turn', message: `${NAMES[army]} has no decision to make now`, rule: '5' };
  return teamRefusal(state, (action as { type: string }).type, seat);
}

function apply(
  state: GettysburgState,
  action: Parameters<GameModule['apply']>[1],
  seat: string,
): ApplyResult<GettysburgState> {
  const refused = refusal(state, action, seat);
  if (refused) return { error: refused };
  const result = applyAction(state, action, armyOf(state, seat)!);
  if ('error' in result) return result;
  const events = teamOf(state) ? teamEvents(result.events) : result.events;
  return { ...result, events, boundary: !sameRng(state.rng, result.state.rng) };
}

function outcome(state: GettysburgState): Outcome | null {
  if (state.winner === null) return null;
  const w = state.winner;
  const winners = teamOf(state) ? TEAM_SEATS.filter((s) => armyOfSeat(s) === w) : [w];
  return { winners, reason: state.endReason ?? '' };
}

function legal(state: GettysburgState, seat: string): Action[] {
  if (!teamOf(state)) return isArmy(seat) ? legalActions(state, seat) : [];
  if (!isTeamSeat(seat)) return [];
  const army = armyOfSeat(seat);
  const role = roleOfSeat(seat);
  const decision = pendingDecisions(state).find((d) => d.seat === army);
  if (!decision || (decision.kind !== 'march' && roleOfKind(decision.kind) !== role)) return [];
  return actionsOf(decision.kind, role, legalActions(state, army));
}

function describe(state: GettysburgState): { turn: number; phase: string; summary: string } {
  const at = TIME_TRACK[state.turn.start];
  const phase = state.phase.kind === 'action' ? `${state.phase.army} ${state.phase.step}` : state.phase.kind;
  const summary =
    state.winner !== null
      ? `${NAMES[state.winner]} won: ${state.endReason}`
      : `turn ${state.turn.number}, ${at?.day} July ${at?.label}, ${state.turn.hours} h; ${phase}`;
  return { turn: state.turn.number, phase, summary };
}

export const gettysburg: GameModule<GettysburgState, GettysburgView> = {
  id: 'gettysburg',
  title: 'The Guns of Gettysburg',
  seats: [...ARMIES, ...TEAM_SEATS],
  sideOf: (seat) => (isTeamSeat(seat) ? armyOfSeat(seat) : seat),
  scenarios: () => [
    {
      id: SCENARIO_ID,
      name: 'The battle, 1-3 July 1863',
      seats: [...ARMIES],
      length: 'to the end of the 3 July night turn',
      description:
        'The whole battle on a reconstructed map: the Confederates win when the Union does not fully control all three objectives at the end of a Union Action Phase on 2 or 3 July without declaring Attack; otherwise the Union wins at the end of 3 July.',
    },
    {
      id: TEAM_SCENARIO_ID,
      name: 'The battle, team play (§25)',
      seats: [...TEAM_SEATS],
      length: 'to the end of the 3 July night turn',
      description:
        'The whole battle for two teams: each army has a commander (tokens, turn length, orders, objectives) and a lieutenant (blocks), who hears from his commander only through special orders of five words an hour of the turn.',
    },
  ],
  setup: (scenarioId, options, seed, generator) => {
    knownScenario(scenarioId);
    const o = OptionsSchema.parse(options);
    const opts = {
      fullyObstructed: o.fullyObstructed ?? false,
      extendedBombardment: o.extendedBombardment ?? false,
      historicalReinforcements: o.historicalReinforcements ?? false,
      balance: o.balance ?? false,
      ...(o.mapFile ? { mapFile: o.mapFile } : {}),
      ...(o.turnLimit !== undefined ? { turnLimit: o.turnLimit } : {}),
    };
    const map = o.mapFile ? loadMap(o.mapFile) : mapOf({ options: opts });
    const state = initialState(seed, opts, map, generator);
    if (scenarioId === TEAM_SCENARIO_ID) startTeams(state);
    startGame(state);
    return state;
  },
  fromPosition,
  scriptedParts,
  optionsSchema: (scenarioId) => {
    knownScenario(scenarioId);
    return OPTIONS;
  },
  toPosition,
  pending: (state) =>
    teamOf(state) ? teamDecisions(state, pendingDecisions(state)) : pendingDecisions(state),
  legal,
  apply,
  view: (state, viewer) => (teamOf(state) ? teamView(state, viewer, view) : view(state, viewer)),
  outcome,
  determinize: (seen, seat, rng) => determinize(seen, isTeamSeat(seat) ? armyOfSeat(seat) : seat, rng),
  evaluate: (state, seat) => evaluatePosition(state, isTeamSeat(seat) ? armyOfSeat(seat) : seat),
  actionSchema,
  describe,
};
