import { fuzz } from '@wargame/engine/testkit';
import { CliError, EXIT_FAILED, EXIT_OK, flag, positionals, stringOption } from '../args.ts';
import type { Command } from '../command.ts';
import { json, line, plural } from '../format.ts';
import type { AnyGame } from '../registry.ts';
import { resolvePath } from '../saves.ts';
import { round } from '../stats.ts';
import { checkScenario, SERIES_OPTIONS, seriesOptions } from './series.ts';

/** Fuzz outcomes are keyed by winning seats ('a+b'); group them by side ('draw', 'unfinished' kept). */
export function outcomesBySide(game: AnyGame, outcomes: Record<string, number>): Record<string, number> {
  const bySide: Record<string, number> = {};
  for (const [key, count] of Object.entries(outcomes)) {
    const side =
      key === 'draw' || key === 'unfinished'
        ? key
        : [...new Set(key.split('+').map((seat) => game.sideOf(seat)))].sort().join('+');
    bySide[side] = (bySide[side] ?? 0) + count;
  }
  return bySide;
}

export const playout: Command = {
  name: 'playout',
  synopsis: 'playout <game>',
  summary: 'random legal games to the end (fuzzing)',
  help: `Usage: wargame playout <game> [--scenario ID|all] [--games N] [--seed S] [--max-actions N]
                        [--failures DIR] [--check-purity] [--json]

Play N games choosing uniformly random legal actions until each ends, with the engine test kit's
fuzzer. Reports games, errors, games/s, actions/s, mean actions per game and outcomes by side.
A game that crashes, refuses one of its own legal actions, gets stuck or never ends is an error:
its save (which replays to the failure) is written under DIR. Exits 1 if there was any error.

Options:
  --scenario ID|all  one scenario, or 'all' to take the scenarios in turn (default: all)
  --games N          how many games (default: 10)
  --seed S           game g uses the seed 'S/g' (default: a random number, printed)
  --max-actions N    a game with no outcome after N actions is an error (default: 20000)
  --options JSON     game options as a JSON object
  --failures DIR     where failing saves go (default: playout-failures)
  --check-purity     also check that apply never changes its input state (slower)
  --json             { game, scenarios, seed, games, errors, gamesPerSecond, actionsPerSecond,
                     meanActions, minActions, maxActions, outcomes, outcomesBySide, failures }
  -h, --help         this text
`,
  options: {
    ...SERIES_OPTIONS,
    failures: { type: 'string' },
    'check-purity': { type: 'boolean' },
  },
  async run({ io, registry, args, json: asJson }) {
    const [gameId] = positionals(args, 'playout', ['<game>']);
    const { games, maxActions, options, seed } = seriesOptions(args, { games: 10, maxActions: 20_000 });
    const failureDir = resolvePath(io, stringOption(args, 'failures') ?? 'playout-failures');
    const { module: game } = await registry.load(gameId!);
    const wanted = stringOption(args, 'scenario') ?? 'all';
    checkScenario(game, wanted, ['all']);
    const scenarios = wanted === 'all' ? game.scenarios().map((s) => s.id) : [wanted];
    if (scenarios.length === 0) throw new CliError(`${game.id} has no scenarios`);

    const stats = fuzz(game, {
      scenarios,
      games,
      seed,
      maxActions,
      options,
      failureDir,
      checkPurity: flag(args, 'check-purity'),
    });
    const seconds = stats.durationMs / 1000;
    const report = {
      game: game.id,
      scenarios: wanted === 'all' ? 'all' : wanted,
      seed,
      games: stats.games,
      errors: stats.errors.length,
      seconds: round(seconds, 3),
      gamesPerSecond: round(seconds > 0 ? stats.games / seconds : 0, 2),
      actionsPerSecond: Math.round(seconds > 0 ? stats.actions / seconds : 0),
      meanActions: round(stats.meanActions, 1),
      minActions: stats.minActions,
      maxActions: stats.maxActions,
      outcomes: stats.outcomes,
      outcomesBySide: outcomesBySide(game, stats.outcomes),
      failures: stats.errors.map((e) => ({
        game: e.game,
        scenario: e.scenario,
        seed: e.seed,
        kind: e.error.kind,
        message: e.error.message,
        ...(e.error.index !== undefined ? { index: e.error.index } : {}),
        ...(e.file ? { file: e.file } : {}),
      })),
    };
    if (asJson) {
      io.stdout(json(report));
    } else {
      const which = wanted === 'all' ? `all ${plural(scenarios.length, 'scenario')}` : `scenario ${wanted}`;
      io.stdout(line(`${game.id}: ${plural(stats.games, 'game')} (${which}), seed ${seed}`));
      io.stdout(
        line(
          `  ${report.gamesPerSecond} games/s, ${report.actionsPerSecond} actions/s, ${report.meanActions} actions per game (min ${stats.minActions}, max ${stats.maxActions})`,
        ),
      );
      const outcomes = Object.entries(report.outcomesBySide)
        .map(([side, count]) => `${side} ${count}`)
        .join(', ');
      io.stdout(line(`  outcomes by side: ${outcomes || 'none'}`));
      io.stdout(line(`  errors: ${stats.errors.length}`));
      for (const failure of stats.errors) io.stdout(line(`  - ${failure.message}`));
    }
    return stats.errors.length > 0 ? EXIT_FAILED : EXIT_OK;
  },
};
