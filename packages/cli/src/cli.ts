/**
 * The `wargame` command line: `run(argv, io, registry)` parses the arguments, runs one command and
 * returns its exit status. It never calls process.exit, so tests run it in-process.
 */
import { CliError, COMMON_OPTIONS, EXIT_FAILED, EXIT_OK, EXIT_REFUSED, parse } from './args.ts';
import type { Command } from './command.ts';
import { apply } from './commands/apply.ts';
import { arena } from './commands/arena.ts';
import { bench } from './commands/bench.ts';
import { checkMap } from './commands/check-map.ts';
import { games } from './commands/games.ts';
import { legal } from './commands/legal.ts';
import { newGame } from './commands/new.ts';
import { odds } from './commands/odds.ts';
import { playout } from './commands/playout.ts';
import { replay } from './commands/replay.ts';
import { scenarios } from './commands/scenarios.ts';
import { serve } from './commands/serve.ts';
import { status } from './commands/status.ts';
import { view } from './commands/view.ts';
import { json, line } from './format.ts';
import type { Io } from './io.ts';
import { defaultRegistry, type Registry } from './registry.ts';

export const COMMANDS: readonly Command[] = [
  games,
  scenarios,
  newGame,
  status,
  legal,
  apply,
  view,
  checkMap,
  odds,
  replay,
  playout,
  bench,
  arena,
  serve,
];
/** Announced, not written yet. */
export const LATER: readonly Command[] = [];

export function usage(): string {
  const width = Math.max(...COMMANDS.map((c) => c.synopsis.length));
  const list = COMMANDS.map((c) => `  ${c.synopsis.padEnd(width)}  ${c.summary}`).join('\n');
  const later =
    LATER.length === 0
      ? ''
      : `\nComing later:\n${LATER.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join('\n')}\n`;
  return `wargame: play, check and measure the games from the command line.

Usage: wargame <command> [arguments] [--json] [--help]

Commands:
${list}
${later}
A save file is JSON: the game, scenario, seed and generator (or starting position), every action
taken with its seat, and checkpoints (state hashes). Seats are the game's sides, e.g. ancients: top, bottom.

Options of every command:
  --json      machine-readable output on stdout
  -h, --help  help for the command ('wargame <command> --help')

Exit status: 0 done; 1 failed (unreadable or corrupt save, a replay or playout that failed, a game
that failed to load); 2 refused (bad usage, unknown game/scenario/seat, an illegal or malformed
action).
`;
}

export async function run(
  argv: readonly string[],
  io: Io,
  registry: Registry = defaultRegistry,
): Promise<number> {
  const args = [...argv];
  const name = args[0];
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    const topic = name === 'help' ? args[1] : undefined;
    const command = topic === undefined ? undefined : find(topic);
    if (topic !== undefined && !command) {
      io.stderr(line(`wargame: unknown command '${topic}'`));
      return EXIT_REFUSED;
    }
    if (name === undefined) {
      io.stderr(usage());
      return EXIT_REFUSED;
    }
    io.stdout(command ? command.help : usage());
    return EXIT_OK;
  }
  if (name.startsWith('-')) {
    io.stderr(line(`wargame: expected a command before ${name} (see 'wargame --help')`));
    return EXIT_REFUSED;
  }
  const command = find(name);
  if (!command) {
    io.stderr(line(`wargame: unknown command '${name}' (see 'wargame --help')`));
    return EXIT_REFUSED;
  }
  if (command.runRaw) return command.runRaw(args.slice(1), io);
  let asJson = false;
  try {
    const parsed = parse(args.slice(1), command.options, command.name);
    if (parsed.values.help === true) {
      io.stdout(command.help);
      return EXIT_OK;
    }
    asJson = parsed.values.json === true;
    return await command.run({ io, registry, args: parsed, json: asJson });
  } catch (thrown) {
    if (thrown instanceof CliError) {
      if (asJson && thrown.json !== undefined) io.stdout(json(thrown.json));
      io.stderr(line(`wargame ${command.name}: ${thrown.message}`));
      return thrown.exitCode;
    }
    const detail = thrown instanceof Error ? (thrown.stack ?? thrown.message) : String(thrown);
    io.stderr(line(`wargame ${command.name}: unexpected error: ${detail}`));
    return EXIT_FAILED;
  }
}

function find(name: string): Command | undefined {
  return [...COMMANDS, ...LATER].find((c) => c.name === name);
}

export { COMMON_OPTIONS, EXIT_FAILED, EXIT_OK, EXIT_REFUSED };
