/** The Guns of Gettysburg in the browser. */
import type { Action, BaseState, Json } from '@wargame/engine';
import {
  fullView as fullViewOf,
  type GettysburgState,
  gettysburg,
  loadMap,
  MAP_FORMAT,
  SCENARIO_ID,
} from '@wargame/gettysburg';
import type { Lang, T } from '../../i18n/index.tsx';
import type { ClientGame } from '../types.ts';
import { GettysburgBoard } from './Board.tsx';
import { confirmation } from './confirm.ts';
import {
  describeAction,
  describeDecision,
  describeEvent,
  describeOutcome,
  describeWaiting,
  seatName,
} from './describe.ts';
import { buttonActions } from './interaction.ts';
import { gettysburgEventCategory, gettysburgTurnOf, gettysburgTurnSeat } from './log-kinds.ts';
import { GettysburgHand, GettysburgStatus } from './Panels.tsx';
import { GETTYSBURG_RULES, gettysburgRuleSection } from './rules-reference.en.ts';

/** After the game nothing is hidden: the replay shows every block as it was. */
const fullView = (state: BaseState): Json => fullViewOf(state as GettysburgState) as unknown as Json;

/**
 * A player's corrected map (`gettysburg-map/1`, as `wargame check-map` reads it): a new battle on it.
 * Throws with every problem the check finds when the map does not hold together.
 */
function mapFileGame(json: unknown): { scenario: string; options: Record<string, Json> } | null {
  if (typeof json !== 'object' || json === null || (json as { format?: unknown }).format !== MAP_FORMAT)
    return null;
  loadMap(json);
  return { scenario: SCENARIO_ID, options: { mapFile: json as Json } };
}

/** Battle tokens are drawn, never rolled: the dice tray stays empty. */
const NoDie = () => null;

export const gettysburgClient: ClientGame = {
  id: 'gettysburg',
  module: gettysburg,
  positionFromScenarioFile: mapFileGame,
  Board: GettysburgBoard,
  Hand: GettysburgHand,
  Status: GettysburgStatus,
  seatName,
  scenarioSeatName: (_scenario: string, seat: string, t: T, lang: Lang) => seatName(seat, null, t, lang),
  describeEvent,
  describeAction,
  describeDecision,
  describeWaiting,
  describeOutcome,
  buttons: (legal: Action[], view: Json) => buttonActions(legal, view),
  dice: () => [],
  Die: NoDie,
  eventCategory: gettysburgEventCategory,
  turnOf: gettysburgTurnOf,
  turnSeat: gettysburgTurnSeat,
  rules: GETTYSBURG_RULES,
  ruleSection: gettysburgRuleSection,
  fullView,
  confirmation,
};
