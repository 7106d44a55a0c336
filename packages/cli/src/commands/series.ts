/**
 * The options shared by the commands that play a series of seeded games (arena, playout): how many,
 * the series seed (game g is seeded 'S/g'), the action cap and the game options; and the scenario check.
 */
import type { Json } from '@wargame/engine';
import { CliError, intOption, type OptionSpecs, type ParsedArgs, stringOption } from '../args.ts';
import type { AnyGame } from '../registry.ts';
import { parseOptionsJson, randomSeed } from './new.ts';

export const SERIES_OPTIONS: OptionSpecs = {
  scenario: { type: 'string' },
  games: { type: 'string', short: 'n' },
  seed: { type: 'string' },
  'max-actions': { type: 'string' },
  options: { type: 'string' },
};

export interface SeriesOptions {
  games: number;
  maxActions: number;
  options: Record<string, Json>;
  /** Given, or drawn from the operating system (and printed by the command). */
  seed: string;
}

export function seriesOptions(
  args: ParsedArgs,
  defaults: { games: number; maxActions: number },
): SeriesOptions {
  return {
    games: intOption(args, 'games', defaults.games),
    maxActions: intOption(args, 'max-actions', defaults.maxActions),
    options: parseOptionsJson(stringOption(args, 'options')),
    seed: stringOption(args, 'seed') ?? randomSeed(),
  };
}

/** Refuse a scenario the game does not have (`also` names extra accepted words, e.g. 'all'). */
export function checkScenario(game: AnyGame, wanted: string, also: readonly string[] = []): void {
  const known = game.scenarios().map((s) => s.id);
  if (known.includes(wanted) || also.includes(wanted)) return;
  const choices = [...known, ...also.map((word) => `or ${word}`)].join(', ');
  throw new CliError(`unknown scenario '${wanted}' for ${game.id} (known: ${choices})`);
}
