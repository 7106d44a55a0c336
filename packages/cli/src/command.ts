/** The shape of one `wargame` command; each lives in its own file under commands/. */
import type { OptionSpecs, ParsedArgs } from './args.ts';
import type { Io } from './io.ts';
import type { Registry } from './registry.ts';

export interface Context {
  io: Io;
  registry: Registry;
  args: ParsedArgs;
  /** --json: machine-readable output on stdout. */
  json: boolean;
}

export interface Command {
  name: string;
  /** `wargame NAME ...` as shown in the command list. */
  synopsis: string;
  /** One line for the command list. */
  summary: string;
  /** The full `wargame NAME --help` text. */
  help: string;
  options: OptionSpecs;
  /** Returns the exit status; may throw CliError. */
  run(context: Context): Promise<number>;
  /** A command that parses its own flags (serve) receives the raw arguments instead. */
  runRaw?(argv: readonly string[], io: Io): Promise<number>;
}
