/** Commands & Colors: Ancients in the browser. */
import { type AncientsState, ancients, loadScenario, scenarioPosition } from '@wargame/ancients';
import type { Action, BaseState, Json } from '@wargame/engine';
import type { Lang, T } from '../../i18n/index.tsx';
import type { ClientGame } from '../types.ts';
import { AncientsBoard } from './Board.tsx';
import { confirmation } from './confirm.ts';
import {
  describeAction,
  describeDecision,
  describeEvent,
  describeOutcome,
  describeWaiting,
  seatName,
} from './describe.ts';
import { diceOf } from './dice.ts';
import { AncientsHand, AncientsStatus } from './Hand.tsx';
import { buttonActions } from './interaction.ts';
import { ancientsEventCategory, ancientsTurnOf, ancientsTurnSeat } from './log-kinds.ts';
import { scenarioTitle } from './names.ts';
import { ANCIENTS_RULES, ancientsRuleSection } from './rules-reference.en.ts';
import { ancientsSummary } from './summary.ts';
import { Die } from './symbols.tsx';

/** After the game: the spectator's view with both hands and the draw pile shown. */
function fullView(state: BaseState): Json {
  const s = state as AncientsState;
  const view = ancients.view(s, 'spectator');
  return {
    ...(view as unknown as Record<string, Json>),
    hands: { top: [...s.hands.top], bottom: [...s.hands.bottom] },
    deck: [...s.deck],
  } as Json;
}

const previews = new Map<string, Json>();

/** The armies of a scenario, for the new-game form: its set-up, seen by a spectator (cached). */
function scenarioSeatName(scenarioId: string, seat: string, t: T, lang: Lang): string {
  let view = previews.get(scenarioId);
  if (!view) {
    try {
      view = ancients.view(ancients.setup(scenarioId, {}, 'preview'), 'spectator') as unknown as Json;
      previews.set(scenarioId, view);
    } catch {
      return seatName(seat, null, t, lang);
    }
  }
  return seatName(seat, view, t, lang);
}

/** A player's own scenario file (`ancients-scenario/1`, the format of data/scenarios) as a position. */
function positionFromScenarioFile(json: unknown): { scenario: string; position: Json } | null {
  if (
    typeof json !== 'object' ||
    json === null ||
    (json as { format?: unknown }).format !== 'ancients-scenario/1'
  ) {
    return null;
  }
  const scenario = loadScenario(json);
  return { scenario: scenario.id, position: scenarioPosition(scenario) as Json };
}

export const ancientsClient: ClientGame = {
  id: 'ancients',
  module: ancients,
  positionFromScenarioFile,
  Board: AncientsBoard,
  Hand: AncientsHand,
  Status: AncientsStatus,
  seatName,
  describeEvent,
  describeAction,
  describeDecision,
  describeWaiting,
  describeOutcome,
  buttons: (legal: Action[]) => buttonActions(legal),
  dice: diceOf,
  eventCategory: ancientsEventCategory,
  turnOf: ancientsTurnOf,
  turnSeat: ancientsTurnSeat,
  Die,
  rules: ANCIENTS_RULES,
  ruleSection: ancientsRuleSection,
  fullView,
  scenarioSeatName,
  scenarioTitle,
  confirmation,
  summary: ancientsSummary,
};
