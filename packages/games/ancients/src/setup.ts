/** 3 Game set-up: a scenario file becomes the opening position, then a state. */
import type { Json, RngAlgorithm } from '@wargame/engine';
import { fromPosition, type Position } from './position.ts';
import { nextLeaderToPlace } from './scenario-rules.ts';
import type { Scenario } from './scenario-schema.ts';
import type { AncientsState } from './types.ts';

/** The opening position of a scenario (hands are dealt from the shuffled deck by fromPosition). */
export function scenarioPosition(scenario: Scenario, options: Record<string, Json> = {}): Position {
  const handGrowth = scenario.specialRules.find((r) => r.rule === 'hand-growth');
  const command = (side: 'top' | 'bottom') =>
    // 7 Command is the hand size in force; a growing hand starts small (Lake Trasimenus).
    handGrowth && handGrowth.side === side ? handGrowth.startCards : scenario.armies[side].command;
  const army = (side: 'top' | 'bottom') => ({
    name: scenario.armies[side].name,
    commander: scenario.armies[side].commander,
    command: command(side),
    bannersToWin: scenario.banners[side],
  });
  const scenarioOptions: Record<string, boolean> = { ...scenario.options };
  for (const [key, value] of Object.entries(options))
    if (typeof value === 'boolean') scenarioOptions[key] = value;
  return {
    format: 'ancients-position/1',
    scenario: scenario.id,
    armies: { top: army('top'), bottom: army('bottom') },
    terrain: scenario.terrain,
    units: scenario.units,
    leaders: scenario.leaders,
    reserves: {
      units: scenario.reserves.map((u) => ({ ...u, hex: 'off' })),
      leaders: scenario.reserveLeaders.map((l) => ({ ...l, hex: 'off' })),
    },
    specialRules: scenario.specialRules,
    options: scenarioOptions,
    turn: { number: 1, side: scenario.firstPlayer },
  };
}

export function setupScenario(
  scenario: Scenario,
  options: Record<string, Json>,
  seed: string,
  generator?: RngAlgorithm,
): AncientsState {
  const state = fromPosition(scenarioPosition(scenario, options), seed, generator);
  // 117 Asculum: some leaders are placed by the players before the first turn.
  if (nextLeaderToPlace(state)) state.phase = 'placement';
  return state;
}
