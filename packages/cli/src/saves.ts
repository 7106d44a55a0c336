/** Reading, replaying and writing save files for the commands. */
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import {
  type BaseState,
  type Decision,
  type Outcome,
  parseSave,
  type ReplayOptions,
  replay,
  type Save,
  type SaveError,
} from '@wargame/engine';
import { CliError, EXIT_FAILED } from './args.ts';
import type { Io } from './io.ts';
import type { AnyGame, LoadedGame, Registry } from './registry.ts';

export interface OpenSave {
  /** The path as given on the command line. */
  name: string;
  /** The resolved path. */
  path: string;
  /** The file's text, exactly as read. */
  text: string;
  save: Save;
  game: LoadedGame;
}

export function resolvePath(io: Io, file: string): string {
  return resolve(io.cwd, file);
}

/** Read a file as UTF-8 text; a missing or unreadable file is a failure (exit 1). */
export function readText(io: Io, file: string, what = 'file'): string {
  try {
    return readFileSync(resolvePath(io, file), 'utf8');
  } catch (thrown) {
    const error = thrown as NodeJS.ErrnoException;
    const reason = error.code === 'ENOENT' ? 'no such file' : error.message;
    throw new CliError(`cannot read ${what} ${file}: ${reason}`, EXIT_FAILED);
  }
}

/** Read and parse a JSON file given on the command line. */
export function readJsonFile(io: Io, file: string, what: string): unknown {
  const text = readText(io, file, what);
  try {
    return JSON.parse(text) as unknown;
  } catch (thrown) {
    const reason = thrown instanceof Error ? thrown.message : String(thrown);
    throw new CliError(`${what} ${file} is not valid JSON: ${reason}`, EXIT_FAILED);
  }
}

/** Read a save, check its format and find its game. */
export async function openSave(io: Io, registry: Registry, file: string): Promise<OpenSave> {
  const text = readText(io, file, 'save');
  const checked = parseSave(text);
  if (!checked.ok) throw new CliError(`${file}: ${checked.error.message}`, EXIT_FAILED);
  const game = await registry.load(checked.save.game);
  return { name: file, path: resolvePath(io, file), text, save: checked.save, game };
}

export class ReplayError extends CliError {
  constructor(
    file: string,
    readonly error: SaveError,
  ) {
    super(
      `${file}: replay failed${error.index === undefined ? '' : ` at action #${error.index}`}: ${error.message}`,
      EXIT_FAILED,
      {
        ok: false,
        error: jsonError(error),
      },
    );
  }
}

function jsonError(error: SaveError): Record<string, unknown> {
  const out: Record<string, unknown> = { code: error.code, message: error.message };
  if (error.index !== undefined) out.index = error.index;
  if (error.cause) out.cause = error.cause;
  return out;
}

/** Replay an opened save to its last state; a save that does not replay is a failure naming the action. */
export function replayState(opened: OpenSave, options: ReplayOptions = {}): BaseState {
  const result = replay(opened.game.module, opened.save, options);
  if (!result.ok) throw new ReplayError(opened.name, result.error);
  return result.state;
}

/**
 * Write a file atomically: a temporary file beside it, flushed, then renamed over it. Readers see the
 * old text or the new one, never a mixture. With `expected`, refuse when the file changed since it was
 * read (another `apply` got there first), leaving it alone.
 */
export function writeFileAtomic(path: string, text: string, expected?: string): void {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  let fd: number | undefined;
  try {
    fd = openSync(temp, 'wx');
    writeSync(fd, text);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    if (expected !== undefined && readFileSync(path, 'utf8') !== expected) {
      throw new CliError(
        `${path} changed while this command ran; nothing was written, try again`,
        EXIT_FAILED,
      );
    }
    renameSync(temp, path);
  } catch (thrown) {
    if (fd !== undefined) closeSync(fd);
    try {
      unlinkSync(temp);
    } catch {
      // already gone
    }
    if (thrown instanceof CliError) throw thrown;
    const reason = thrown instanceof Error ? thrown.message : String(thrown);
    throw new CliError(`cannot write ${path}: ${reason}`, EXIT_FAILED);
  }
}

/** What `status` reports, also printed after `new` and `apply`. */
export interface Status {
  game: string;
  scenario: string;
  scenarioName?: string;
  actions: number;
  turn: number;
  phase: string;
  summary: string;
  pending: Decision[];
  outcome: Outcome | null;
}

export function statusOf(game: AnyGame, save: Save, state: BaseState): Status {
  const described = game.describe(state);
  const name = game.scenarios().find((s) => s.id === save.scenario)?.name;
  const status: Status = {
    game: game.id,
    scenario: save.scenario,
    actions: save.actions.length,
    turn: described.turn,
    phase: described.phase,
    summary: described.summary,
    pending: game.pending(state),
    outcome: game.outcome(state),
  };
  if (name !== undefined) status.scenarioName = name;
  return status;
}
