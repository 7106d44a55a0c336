import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { initialState, type Json, newSave, type Save, serializeSave } from '@wargame/engine';
import { CliError, EXIT_FAILED, EXIT_OK, flag, positionals, stringOption } from '../args.ts';
import type { Command } from '../command.ts';
import { formatStatus, json, line } from '../format.ts';
import { readJsonFile, resolvePath, statusOf, writeFileAtomic } from '../saves.ts';

/** A fresh seed from the operating system's generator: a decimal number below 2^48. */
export function randomSeed(): string {
  return String(randomInt(0, 2 ** 48 - 1));
}

export function parseOptionsJson(text: string | undefined): Record<string, Json> {
  if (text === undefined) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (thrown) {
    const reason = thrown instanceof Error ? thrown.message : String(thrown);
    throw new CliError(`--options is not valid JSON: ${reason}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new CliError('--options wants a JSON object, e.g. \'{"variant":true}\'');
  }
  return value as Record<string, Json>;
}

export const newGame: Command = {
  name: 'new',
  synopsis: 'new <game> --out SAVE',
  summary: 'start a game and write its save file',
  help: `Usage: wargame new <game> --out SAVE [--scenario ID | --scenario-file FILE | --position FILE]
                    [--map-file FILE] [--seed S] [--options JSON] [--force] [--json]

Start a game and write its save file (the seed, the generator and an empty action list; with
--scenario-file or --position, also the starting position). Prints the seed and who must decide
first. The dice and shuffles come from ChaCha20 keyed by the seed (the save's "rng": "chacha20").

Options:
  --out SAVE             the save file to write (required; refuses to overwrite without --force)
  --scenario ID          a scenario from 'wargame scenarios <game>' (default: the first one);
                         with --position, only the scenario id recorded in the save (default:
                         the position's own 'scenario' field, else 'custom')
  --scenario-file FILE   a player-written scenario file in the game's scenario format; it is
                         validated and stored in the save as the starting position
  --position FILE        a position in the game's own position format (a mid-game situation);
                         game options then come from the position, not from --options
  --map-file FILE        play on a player's map in the game's map format (gettysburg:
                         gettysburg-map/1); it is checked as by 'wargame check-map' and stored
                         in the save as the game's mapFile option; not with --position or
                         --scenario-file
  --seed S               the seed of the game's dice and shuffles (default: a random number,
                         printed; the same seed and actions replay the same game)
  --options JSON         game options as a JSON object, e.g. '{"someOption":true}'
  --force                overwrite SAVE if it exists
  --json                 print { file, game, scenario, seed, status } as JSON
  -h, --help             this text
`,
  options: {
    out: { type: 'string', short: 'o' },
    scenario: { type: 'string' },
    'scenario-file': { type: 'string' },
    position: { type: 'string' },
    'map-file': { type: 'string' },
    seed: { type: 'string' },
    options: { type: 'string' },
    force: { type: 'boolean' },
  },
  async run({ io, registry, args, json: asJson }) {
    const [gameId] = positionals(args, 'new', ['<game>']);
    const out = stringOption(args, 'out');
    if (out === undefined) throw new CliError("missing --out SAVE (see 'wargame new --help')");
    const scenarioId = stringOption(args, 'scenario');
    const scenarioFile = stringOption(args, 'scenario-file');
    const positionFile = stringOption(args, 'position');
    if (scenarioFile !== undefined && (scenarioId !== undefined || positionFile !== undefined)) {
      throw new CliError('--scenario-file cannot be combined with --scenario or --position');
    }
    const options = parseOptionsJson(stringOption(args, 'options'));
    const mapFile = stringOption(args, 'map-file');
    if (mapFile !== undefined && (scenarioFile !== undefined || positionFile !== undefined)) {
      throw new CliError('--map-file cannot be combined with --scenario-file or --position');
    }
    if (mapFile !== undefined && 'mapFile' in options) {
      throw new CliError('--map-file cannot be combined with a mapFile in --options');
    }
    const seedGiven = stringOption(args, 'seed');
    const seed = seedGiven ?? randomSeed();
    const path = resolvePath(io, out);
    if (!flag(args, 'force') && existsSync(path)) {
      throw new CliError(`${out} already exists (use --force to overwrite it)`);
    }

    const loaded = await registry.load(gameId!);
    const game = loaded.module;
    const known = game.scenarios();
    if (mapFile !== undefined) {
      if (!loaded.checkMap) throw new CliError(`${game.id} has no map files`);
      const mapJson = readJsonFile(io, mapFile, 'map file');
      const { problems } = loaded.checkMap(mapJson);
      if (problems.length > 0) {
        throw new CliError(
          `${mapFile} is not a valid ${game.id} map (${problems.length} problem(s)):\n- ${problems.join('\n- ')}`,
          EXIT_FAILED,
          { file: mapFile, problems },
        );
      }
      options.mapFile = mapJson as Json;
    }
    let save: Save;
    if (scenarioFile !== undefined) {
      if (!loaded.positionFromScenarioFile) {
        throw new CliError(`${game.id} does not read scenario files (use --scenario or --position)`);
      }
      const fileJson = readJsonFile(io, scenarioFile, 'scenario file');
      let made: ReturnType<NonNullable<typeof loaded.positionFromScenarioFile>>;
      try {
        made = loaded.positionFromScenarioFile(fileJson, options, seed);
      } catch (thrown) {
        const reason = thrown instanceof Error ? thrown.message : String(thrown);
        throw new CliError(`${scenarioFile} is not a valid ${game.id} scenario: ${reason}`, EXIT_FAILED);
      }
      for (const warning of made.warnings ?? []) io.stderr(line(`warning: ${scenarioFile}: ${warning}`));
      save = newSave({ game: game.id, scenario: made.scenario, options, seed, position: made.position });
    } else if (positionFile !== undefined) {
      const position = readJsonFile(io, positionFile, 'position file') as Json;
      const named =
        typeof position === 'object' && position !== null && !Array.isArray(position)
          ? position.scenario
          : undefined;
      const scenario = scenarioId ?? (typeof named === 'string' && named !== '' ? named : 'custom');
      save = newSave({ game: game.id, scenario, options, seed, position });
    } else {
      const scenario = scenarioId ?? known[0]?.id;
      if (scenario === undefined) throw new CliError(`${game.id} has no scenarios`);
      if (!known.some((s) => s.id === scenario)) {
        throw new CliError(
          `unknown scenario '${scenario}' for ${game.id} (see 'wargame scenarios ${game.id}': ${known.map((s) => s.id).join(', ')})`,
        );
      }
      const checked = game.optionsSchema(scenario).safeParse(options);
      if (!checked.success) {
        const detail = checked.error.issues
          .map((issue) => `${issue.path.join('.') || '(top)'}: ${issue.message}`)
          .join('; ');
        throw new CliError(`bad --options for ${game.id} scenario ${scenario}: ${detail}`);
      }
      save = newSave({ game: game.id, scenario, options, seed });
    }

    let state: ReturnType<typeof initialState>;
    try {
      state = initialState(game, save);
    } catch (thrown) {
      const reason = thrown instanceof Error ? thrown.message : String(thrown);
      const from =
        scenarioFile ??
        (positionFile !== undefined ? `position ${positionFile}` : `scenario '${save.scenario}'`);
      throw new CliError(`cannot set up ${game.id} from ${from}: ${reason}`, EXIT_FAILED);
    }
    writeFileAtomic(path, serializeSave(save));

    const status = statusOf(game, save, state);
    if (asJson) {
      io.stdout(json({ file: out, game: game.id, scenario: save.scenario, seed, status }));
    } else {
      io.stdout(
        line(
          `wrote ${out}: ${game.title}, scenario ${save.scenario}, seed ${seed}${seedGiven ? '' : ' (random)'}`,
        ),
      );
      io.stdout(formatStatus(status));
    }
    return EXIT_OK;
  },
};
