/**
 * Axis & Allies Pacific 1940 (1st edition) behind the engine contract. The seats are the five powers;
 * the sides are the Axis (Japan) and the Allies. Nothing is hidden but the generator, so a view is the
 * state without it and `determinize` only draws a fresh one.
 */
import {
  type Action,
  type ApplyResult,
  createFastRng,
  type GameModule,
  type Json,
  nextUint32,
  type Outcome,
  type RngState,
  type RuleError,
  sameRng,
} from '@wargame/engine';
import { type ZodType, z } from 'zod';
import { actionSchema } from './action-schema.ts';
import { evaluate } from './evaluate.ts';
import { applyAction, legalActions, pendingDecisions } from './phases.ts';
import { fromPosition, scriptedParts, toPosition } from './position.ts';
import { isPower, POWER_NAMES, POWERS, type Power, SIDE_OF, type Side } from './powers.ts';
import { initialState, SCENARIO_ID } from './setup.ts';
import type { PacificState } from './state.ts';
import { AXIS_AT_LIMIT, JAPAN_TO_WIN, victoryCitiesOf } from './victory.ts';
import { type PacificView, view } from './view.ts';

const SEATS: string[] = [...POWERS];

/** The one option: a round limit, for arenas and short games (not a rule of the game; RULINGS.md). */
const OptionsSchema = z.strictObject({ roundLimit: z.number().int().min(1).max(100).optional() });
const OPTIONS = OptionsSchema as unknown as ZodType<Record<string, Json>>;

function knownScenario(scenarioId: string): void {
  if (scenarioId !== SCENARIO_ID)
    throw new Error(`unknown scenario '${scenarioId}' for pacific-1940 (known: ${SCENARIO_ID})`);
}

/** The checks before any rule: a seat of this game, a game still on, a well-formed action, the seat's turn. */
function refusal(state: PacificState, action: unknown, seat: string): RuleError | null {
  if (!isPower(seat))
    return { code: 'unknown-seat', message: `no seat '${seat}' in this game (${POWERS.join(', ')})` };
  if (state.winner !== null)
    return {
      code: 'game-over',
      message: `the game is over: ${winnerText(state, state.winner)}`,
      rule: state.winner === 'axis' ? '5' : '18',
    };
  const parsed = actionSchema.safeParse(action);
  if (!parsed.success) {
    const detail = parsed.error.issues
      .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
      .join('; ');
    return { code: 'malformed', message: `malformed action ${JSON.stringify(action)}: ${detail}` };
  }
  const waiting = pendingDecisions(state);
  if (!waiting.some((d) => d.seat === seat)) {
    const who = [...new Set(waiting.map((d) => POWER_NAMES[d.seat as Power] ?? d.seat))].join(', ');
    return {
      code: 'not-your-turn',
      message: `${POWER_NAMES[seat]} has no decision to make now: ${who || 'nobody'} decides (${state.phase})`,
      rule: '11',
    };
  }
  return null;
}

function apply(state: PacificState, action: Action, seat: string): ApplyResult<PacificState> {
  const refused = refusal(state, action, seat);
  if (refused) return { error: refused };
  const result = applyAction(state, action, seat as Power);
  if ('error' in result) return result;
  return { ...result, boundary: !sameRng(state.rng, result.state.rng) };
}

function winnerText(state: PacificState, side: Side): string {
  const axis = victoryCitiesOf(state, 'axis').length;
  const atLimit =
    state.roundLimit !== undefined && state.power === 'anzac' && state.round >= state.roundLimit;
  if (atLimit && !(side === 'axis' && axis >= JAPAN_TO_WIN))
    return `round ${state.round} ends the game (its round limit) with Japan holding ${axis} victory cities, ${side === 'axis' ? 'at least' : 'fewer than'} ${AXIS_AT_LIMIT}`;
  return side === 'axis'
    ? `Japan holds ${JAPAN_TO_WIN} victory cities at the end of a round (5)`
    : 'the Allies took Japan and held it through the next Japanese turn (18)';
}

function outcome(state: PacificState): Outcome | null {
  if (state.winner === null) return null;
  return {
    winners: POWERS.filter((p) => SIDE_OF[p] === state.winner),
    reason: winnerText(state, state.winner),
  };
}

/** The view plus a fresh generator (the AI's own guess at the dice to come; nothing else is hidden). */
function determinize(seen: PacificView, _seat: string, rng: RngState): PacificState {
  return { ...structuredClone(seen), rng: createFastRng(`${nextUint32(rng)}-${nextUint32(rng)}`) };
}

function describe(state: PacificState): { turn: number; phase: string; summary: string } {
  const cities = `victory cities: Axis ${victoryCitiesOf(state, 'axis').length}, Allies ${victoryCitiesOf(state, 'allies').length}`;
  const summary =
    state.winner !== null
      ? `${state.winner === 'axis' ? 'the Axis' : 'the Allies'} won: ${winnerText(state, state.winner)}`
      : `round ${state.round}, ${POWER_NAMES[state.power]}, ${state.phase}; ${state.ipcs[state.power]} IPCs; ${cities}`;
  return { turn: state.round, phase: state.phase, summary };
}

export const pacific1940: GameModule<PacificState, PacificView> = {
  id: 'pacific-1940',
  title: 'Axis & Allies Pacific 1940',
  seats: SEATS,
  sideOf: (seat) => SIDE_OF[seat as Power] ?? seat,
  scenarios: () => [
    {
      id: SCENARIO_ID,
      name: 'Spring 1940',
      seats: SEATS,
      length: 'until 6 victory cities / the Allies take Tokyo',
      description:
        'Japan (Axis) against the United States, China, the United Kingdom and ANZAC (Allies), from the 1940 set-up of the first edition. Japan wins holding 6 of the 8 victory cities at the end of a round; the Allies win taking Japan and holding it through the next Japanese turn.',
    },
  ],
  setup: (scenarioId, options, seed, generator) => {
    knownScenario(scenarioId);
    const { roundLimit } = OptionsSchema.parse(options);
    const state = initialState(seed, generator);
    return roundLimit === undefined ? state : { ...state, roundLimit };
  },
  fromPosition: (position, seed, generator) => fromPosition(position, seed, generator),
  scriptedParts,
  optionsSchema: (scenarioId) => {
    knownScenario(scenarioId);
    return OPTIONS;
  },
  toPosition: (state) => toPosition(state) as unknown as Json,
  pending: pendingDecisions,
  legal: (state, seat) => (isPower(seat) ? legalActions(state, seat) : []),
  apply,
  view,
  outcome,
  determinize,
  evaluate: (state, seat) => evaluate(state, seat as Power),
  actionSchema,
  describe,
};
