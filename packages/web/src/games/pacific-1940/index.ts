/** Axis & Allies Pacific 1940 in the browser. */
import type { Action, BaseState, Json } from '@wargame/engine';
import { type PacificState, type PacificView, pacific1940 } from '@wargame/pacific-1940';
import type { Lang, T } from '../../i18n/index.tsx';
import type { ClientGame } from '../types.ts';
import { PacificBoard } from './Board.tsx';
import { confirmation } from './confirm.ts';
import {
  describeAction,
  describeDecision,
  describeEvent,
  describeOutcome,
  describeWaiting,
  seatName,
} from './describe.ts';
import { Die, diceOf } from './dice.tsx';
import { buttonActions } from './interaction.ts';
import { pacificEventCategory, pacificTurnOf, pacificTurnSeat } from './log-kinds.ts';
import { PacificHand } from './OddsPanel.tsx';
import { PacificStatus } from './Panels.tsx';
import { PACIFIC_RULES, pacificRuleSection } from './rules-reference.en.ts';

/** Nothing is hidden in this game but the dice to come: the full view is a spectator's. */
function fullView(state: BaseState): Json {
  return pacific1940.view(state as PacificState, 'spectator') as unknown as Json;
}

export const pacific1940Client: ClientGame = {
  id: 'pacific-1940',
  module: pacific1940,
  Board: PacificBoard,
  Hand: PacificHand,
  Status: PacificStatus,
  seatName,
  scenarioSeatName: (_scenario: string, seat: string, t: T, lang: Lang) => seatName(seat, null, t, lang),
  describeEvent,
  describeAction,
  describeDecision,
  describeWaiting,
  describeOutcome,
  buttons: (legal: Action[], view: Json) => buttonActions(legal, view as unknown as PacificView),
  dice: diceOf,
  Die,
  eventCategory: pacificEventCategory,
  turnOf: pacificTurnOf,
  turnSeat: pacificTurnSeat,
  rules: PACIFIC_RULES,
  ruleSection: pacificRuleSection,
  fullView,
  confirmation,
};
