import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BaseState, GameModule, Json } from '../contract.ts';
import { serializeSave } from '../save.ts';
import { type PlayoutError, randomPlayout } from './playout.ts';

export interface FuzzOptions {
  /** Scenario ids, used in turn. */
  scenarios: string[];
  /** How many playouts. */
  games: number;
  /** Playout g uses the seed `${seed}/${g}`. */
  seed: string;
  maxActions: number;
  options?: Record<string, Json>;
  /** Where failing saves are written (default `playout-failures/`, relative to the working directory). */
  failureDir?: string;
  checkPurity?: boolean;
}

export interface FuzzFailure {
  game: number;
  scenario: string;
  seed: string;
  error: PlayoutError;
  /** The failing save, when it could be written. */
  file?: string;
  /** One line saying all of the above. */
  message: string;
}

export interface FuzzStats {
  games: number;
  errors: FuzzFailure[];
  /** Actions applied over all playouts. */
  actions: number;
  minActions: number;
  maxActions: number;
  meanActions: number;
  durationMs: number;
  meanDurationMs: number;
  /** Finished games by winners (seats joined with '+', 'draw' for none); 'unfinished' for failures. */
  outcomes: Record<string, number>;
}

/** Many random playouts; each failing one is written as a save that replays to the failure. */
export function fuzz<S extends BaseState, V>(game: GameModule<S, V>, options: FuzzOptions): FuzzStats {
  const failureDir = options.failureDir ?? 'playout-failures';
  const errors: FuzzFailure[] = [];
  const outcomes: Record<string, number> = {};
  const counts: number[] = [];
  const started = performance.now();

  for (let g = 0; g < options.games; g++) {
    const scenario = options.scenarios[g % options.scenarios.length]!;
    const seed = `${options.seed}/${g}`;
    let key = 'unfinished';
    try {
      const result = randomPlayout(game, {
        scenario,
        seed,
        maxActions: options.maxActions,
        options: options.options,
        checkPurity: options.checkPurity,
      });
      counts.push(result.actions);
      if (result.error) {
        const file = join(failureDir, `${safe(game.id)}-${safe(scenario)}-${g}.save.json`);
        const written = tryWrite(file, serializeSave(result.save));
        errors.push({
          game: g,
          scenario,
          seed,
          error: result.error,
          ...(written ? { file } : {}),
          message: `playout ${g} (${scenario}, seed '${seed}') ${result.error.kind}: ${result.error.message}${written ? `; save in ${file}` : ''}`,
        });
      } else if (result.outcome) {
        key = result.outcome.winners.length === 0 ? 'draw' : [...result.outcome.winners].sort().join('+');
      }
    } catch (thrown) {
      const message = thrown instanceof Error ? thrown.message : String(thrown);
      counts.push(0);
      errors.push({
        game: g,
        scenario,
        seed,
        error: { kind: 'threw', message: `setup threw: ${message}` },
        message: `playout ${g} (${scenario}, seed '${seed}') threw during setup: ${message}`,
      });
    }
    outcomes[key] = (outcomes[key] ?? 0) + 1;
  }

  const durationMs = performance.now() - started;
  const actions = counts.reduce((sum, n) => sum + n, 0);
  return {
    games: options.games,
    errors,
    actions,
    minActions: counts.length > 0 ? Math.min(...counts) : 0,
    maxActions: counts.length > 0 ? Math.max(...counts) : 0,
    meanActions: options.games > 0 ? actions / options.games : 0,
    durationMs,
    meanDurationMs: options.games > 0 ? durationMs / options.games : 0,
    outcomes,
  };
}

function safe(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, '_');
}

function tryWrite(file: string, text: string): boolean {
  try {
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, text);
    return true;
  } catch {
    return false;
  }
}
