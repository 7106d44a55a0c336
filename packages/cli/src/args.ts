/** Argument parsing on node:util parseArgs, and the one error type commands throw. */
import { parseArgs } from 'node:util';

/** Exit statuses: 0 done, 1 something failed (a file, a replay, a playout), 2 refused (usage, rules). */
export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_REFUSED = 2;

/** A message for the user and the exit status it ends the command with. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT_REFUSED,
    /** Extra JSON printed on stdout under --json (e.g. the engine's error with its rule section). */
    readonly json?: unknown,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

export type OptionSpec = { type: 'string' | 'boolean'; short?: string; multiple?: boolean };
export type OptionSpecs = Record<string, OptionSpec>;

export interface ParsedArgs {
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  positionals: string[];
}

/** Options every command accepts. */
export const COMMON_OPTIONS: OptionSpecs = {
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
};

/** Strict parsing: an unknown option or a missing value is a usage error (exit 2). */
export function parse(argv: string[], options: OptionSpecs, command: string): ParsedArgs {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { ...COMMON_OPTIONS, ...options },
      allowPositionals: true,
      strict: true,
    });
    return { values: values as ParsedArgs['values'], positionals };
  } catch (thrown) {
    let message = thrown instanceof Error ? thrown.message : String(thrown);
    const unknown = /^Unknown option '([^']+)'/.exec(message);
    if (unknown) message = `unknown option '${unknown[1]}'`;
    throw new CliError(`${message.replace(/\.$/, '')} (see 'wargame ${command} --help')`);
  }
}

export function stringOption(args: ParsedArgs, name: string): string | undefined {
  const value = args.values[name];
  return typeof value === 'string' ? value : undefined;
}

export function flag(args: ParsedArgs, name: string): boolean {
  return args.values[name] === true;
}

/** A positive (or, with min 0, non-negative) integer option, or its default. */
export function intOption(args: ParsedArgs, name: string, fallback: number, min = 1): number {
  const text = stringOption(args, name);
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text.trim()) || Number(text) < min || !Number.isSafeInteger(Number(text))) {
    throw new CliError(`--${name} wants an integer >= ${min}, not '${text}'`);
  }
  return Number(text);
}

/** A positive number option (seconds may be fractional), or its default. */
export function numberOption(args: ParsedArgs, name: string, fallback: number): number {
  const text = stringOption(args, name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value <= 0) {
    throw new CliError(`--${name} wants a positive number, not '${text}'`);
  }
  return value;
}

/** Exactly `count` positionals named by `names` (for the message), else a usage error. */
export function positionals(args: ParsedArgs, command: string, names: string[]): string[] {
  if (args.positionals.length < names.length) {
    const missing = names.slice(args.positionals.length).join(' ');
    throw new CliError(`missing ${missing} (see 'wargame ${command} --help')`);
  }
  if (args.positionals.length > names.length) {
    const extra = args.positionals.slice(names.length).join(' ');
    throw new CliError(`unexpected argument ${JSON.stringify(extra)} (see 'wargame ${command} --help')`);
  }
  return args.positionals;
}
