/**
 * The save format: the game, scenario, options and seed (or a starting position), then the list of
 * actions with the seat that took each. Replaying it reproduces every state byte for byte; optional
 * checkpoints (state hashes after chosen actions) let a reader verify that it does.
 *
 * This module keeps no registry of games: the caller finds the GameModule for `save.game`.
 */
import { z } from 'zod';
import type { Action, BaseState, GameEvent, GameModule, Json, RuleError, Seat } from './contract.ts';
import { stateHash } from './hash.ts';
import { cloneJson } from './json.ts';
import {
  DEFAULT_RNG,
  LEGACY_RNG,
  RNG_ALGORITHMS,
  type RngAlgorithm,
  reseedState,
  verifyCommitment,
} from './rng.ts';
import { applyChecked } from './session.ts';

export const SAVE_FORMAT = 'wargame-save/1';
/** Default spacing of checkpoints, in actions. */
export const CHECKPOINT_EVERY = 50;

export interface SavedAction {
  seat: Seat;
  action: Action;
}

/** `hash` is `stateHash` of the state after action `index` (0-based). */
export interface Checkpoint {
  index: number;
  hash: string;
}

/**
 * A fresh secret drawn after a takeback: the generator is reseeded with `seed` just before action `at`
 * (0-based; `at` may equal the number of actions). `commitment` is its SHA-256, published at once;
 * `seed` is revealed when the game is over and absent before.
 */
export interface Reseed {
  at: number;
  commitment: string;
  seed?: string;
}

export interface Save {
  format: typeof SAVE_FORMAT;
  game: string;
  scenario: string;
  options: Record<string, Json>;
  seed: string;
  /** The generator; absent in saves written before it was versioned, which use LEGACY_RNG. */
  rng?: RngAlgorithm;
  /** The game's own position JSON; when present the game starts from it instead of the scenario setup. */
  position?: Json;
  actions: SavedAction[];
  checkpoints?: Checkpoint[];
  /** SHA-256 (hex) of the seed, published by a server before the first die; see `wargame replay --verify`. */
  commitment?: string;
  /** The fresh secrets drawn after takebacks, in order of `at` (non-decreasing). */
  reseeds?: Reseed[];
}

export interface SaveError {
  code:
    | 'corrupt'
    | 'unknown-format'
    | 'invalid'
    | 'wrong-game'
    | 'setup-failed'
    | 'illegal-action'
    | 'checkpoint-mismatch';
  message: string;
  /** The action (0-based) at which replay failed. */
  index?: number;
  /** The game's refusal, for 'illegal-action'. */
  cause?: RuleError;
}

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);
const actionSchema = z.object({ type: z.string().min(1) }).catchall(z.json());

export const saveSchema = z.object({
  format: z.literal(SAVE_FORMAT),
  game: z.string().min(1),
  scenario: z.string().min(1),
  options: z.record(z.string(), z.json()),
  seed: z.string(),
  rng: z.enum(RNG_ALGORITHMS as [RngAlgorithm, ...RngAlgorithm[]]).optional(),
  position: z.json().optional(),
  actions: z.array(z.object({ seat: z.string().min(1), action: actionSchema })),
  checkpoints: z
    .array(z.object({ index: z.number().int().min(0), hash: z.string().regex(/^[0-9a-f]{16}$/) }))
    .optional(),
  commitment: sha256Hex.optional(),
  reseeds: z
    .array(z.object({ at: z.number().int().min(0), commitment: sha256Hex, seed: z.string().optional() }))
    .optional(),
});

// Compile-time check that the schema and the interface describe the same thing.
const _schemaMatches: (value: z.infer<typeof saveSchema>) => Save = (value) => value;
void _schemaMatches;

export type SaveCheck = { ok: true; save: Save } | { ok: false; error: SaveError };

export function newSave(init: {
  game: string;
  scenario: string;
  options?: Record<string, Json>;
  seed: string;
  position?: Json;
  /** DEFAULT_RNG unless given (LEGACY_RNG to write a save an older reader replays the same way). */
  rng?: RngAlgorithm;
}): Save {
  const save: Save = {
    format: SAVE_FORMAT,
    game: init.game,
    scenario: init.scenario,
    options: cloneJson(init.options ?? {}),
    seed: init.seed,
    rng: init.rng ?? DEFAULT_RNG,
    actions: [],
  };
  if (init.position !== undefined) save.position = cloneJson(init.position);
  return save;
}

/** Parse save text: JSON, then the format version, then the schema. */
export function parseSave(text: string): SaveCheck {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (thrown) {
    const reason = thrown instanceof Error ? thrown.message : String(thrown);
    return fail('corrupt', `the save is not valid JSON: ${reason}`);
  }
  return checkSave(value);
}

/** Validate a value already parsed from JSON. */
export function checkSave(value: unknown): SaveCheck {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return fail('invalid', 'not a wargame save: expected a JSON object');
  }
  const format = (value as { format?: unknown }).format;
  if (format === undefined) return fail('invalid', "not a wargame save: it has no 'format' field");
  if (format !== SAVE_FORMAT) {
    return fail(
      'unknown-format',
      `unknown save format ${JSON.stringify(format)} (this version reads '${SAVE_FORMAT}')`,
    );
  }
  const parsed = saveSchema.safeParse(value);
  if (!parsed.success) {
    const detail = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(top)'}: ${issue.message}`)
      .join('; ');
    return fail('invalid', `invalid save: ${detail}`);
  }
  const save = parsed.data as Save;
  const late = save.checkpoints?.find((c) => c.index >= save.actions.length);
  if (late) {
    return fail(
      'invalid',
      `invalid save: checkpoint at action #${late.index} but there are ${save.actions.length} actions`,
    );
  }
  const reseeds = save.reseeds ?? [];
  for (let i = 0; i < reseeds.length; i++) {
    const { at } = reseeds[i]!;
    if (at > save.actions.length) {
      return fail(
        'invalid',
        `invalid save: reseed #${i} before action #${at} but there are ${save.actions.length} actions`,
      );
    }
    if (i > 0 && at < reseeds[i - 1]!.at)
      return fail('invalid', `invalid save: reseed #${i} (before action #${at}) is out of order`);
  }
  return { ok: true, save };
}

/**
 * Pretty JSON with a fixed field order; one action or checkpoint per line, so saves diff well.
 * `parseSave(serializeSave(save))` gives back an equal save.
 */
export function serializeSave(save: Save): string {
  const fields = [
    `"format": ${JSON.stringify(save.format)}`,
    `"game": ${JSON.stringify(save.game)}`,
    `"scenario": ${JSON.stringify(save.scenario)}`,
    `"options": ${indent(JSON.stringify(save.options, null, 2))}`,
    `"seed": ${JSON.stringify(save.seed)}`,
  ];
  // Fields added later are written only when present, so older saves serialise as they always did.
  if (save.rng !== undefined) fields.push(`"rng": ${JSON.stringify(save.rng)}`);
  if (save.commitment !== undefined) fields.push(`"commitment": ${JSON.stringify(save.commitment)}`);
  if (save.position !== undefined)
    fields.push(`"position": ${indent(JSON.stringify(save.position, null, 2))}`);
  fields.push(
    `"actions": ${lines(save.actions.map((a) => JSON.stringify({ seat: a.seat, action: a.action })))}`,
  );
  if (save.reseeds) {
    const reseed = (r: Reseed) =>
      JSON.stringify(
        r.seed === undefined
          ? { at: r.at, commitment: r.commitment }
          : { at: r.at, commitment: r.commitment, seed: r.seed },
      );
    fields.push(`"reseeds": ${lines(save.reseeds.map(reseed))}`);
  }
  if (save.checkpoints) {
    fields.push(
      `"checkpoints": ${lines(save.checkpoints.map((c) => JSON.stringify({ index: c.index, hash: c.hash })))}`,
    );
  }
  return `{\n  ${fields.join(',\n  ')}\n}\n`;
}

function indent(text: string): string {
  return text.split('\n').join('\n  ');
}

function lines(items: string[]): string {
  return items.length === 0 ? '[]' : `[\n    ${items.join(',\n    ')}\n  ]`;
}

/**
 * The state before the first action: the game's setup, or its position when the save has one, with
 * the save's generator (LEGACY_RNG for a save that names none). A reseed at 0 is not applied here.
 */
export function initialState<S extends BaseState, V>(game: GameModule<S, V>, save: Save): S {
  const generator = save.rng ?? LEGACY_RNG;
  return save.position !== undefined
    ? game.fromPosition(save.position, save.seed, generator)
    : game.setup(save.scenario, save.options, save.seed, generator);
}

/**
 * Null when the seed matches the save's `commitment` (when it has one) and every reseed's seed matches
 * its commitment; otherwise what does not match. A save without commitment has no seed to check.
 */
export function verifySecrets(save: Save): string | null {
  if (save.commitment !== undefined && !verifyCommitment(save.seed, save.commitment)) {
    return `the seed does not match the commitment ${save.commitment} published when the game began`;
  }
  for (const [i, r] of (save.reseeds ?? []).entries()) {
    if (r.seed === undefined) return `reseed #${i} (before action #${r.at}) has no seed revealed`;
    if (!verifyCommitment(r.seed, r.commitment)) {
      return `the seed of reseed #${i} (before action #${r.at}) does not match its commitment ${r.commitment}`;
    }
  }
  return null;
}

export interface ReplayOptions {
  /** Also check each action against `legal` and each checkpoint against the replayed state. */
  verify?: boolean;
  /** Replay only the first `upTo` actions (reseeds before action `upTo` included). */
  upTo?: number;
  /** Return every intermediate state (memory grows with the game). */
  keepStates?: boolean;
}

export type ReplayResult<S> =
  | {
      ok: true;
      /** The state after the last replayed action. */
      state: S;
      /** Every event of each replayed action, unfiltered (use filterEvents per viewer). */
      events: GameEvent[][];
      /** The undo-boundary flag of each replayed action. */
      boundaries: boolean[];
      /** With keepStates: the state before the first action. */
      initial?: S;
      /** With keepStates: `states[i]` is the state after action i. */
      states?: S[];
    }
  | { ok: false; error: SaveError };

/** Replay a save (an object or its JSON text) with the given game module. */
export function replay<S extends BaseState, V>(
  game: GameModule<S, V>,
  input: Save | string,
  options: ReplayOptions = {},
): ReplayResult<S> {
  const checked = typeof input === 'string' ? parseSave(input) : checkSave(input);
  if (!checked.ok) return checked;
  const save = checked.save;
  if (save.game !== game.id) {
    return fail('wrong-game', `this save is for game '${save.game}', not '${game.id}'`);
  }
  let state: S;
  try {
    state = initialState(game, save);
  } catch (thrown) {
    const reason = thrown instanceof Error ? thrown.message : String(thrown);
    const from = save.position !== undefined ? 'its position' : `scenario '${save.scenario}'`;
    return fail('setup-failed', `cannot set up the game from ${from}: ${reason}`);
  }

  const count = Math.max(0, Math.min(options.upTo ?? save.actions.length, save.actions.length));
  const reseeds = (save.reseeds ?? []).filter((r) => r.at <= count);
  const hidden = reseeds.findIndex((r) => r.seed === undefined);
  if (hidden >= 0) {
    const at = reseeds[hidden]!.at;
    return fail(
      'invalid',
      `cannot replay past the takeback before action #${at}: reseed #${hidden} has no seed (its secret is revealed when the game is over)`,
    );
  }
  let nextReseed = 0;
  const reseedBefore = (index: number) => {
    while (nextReseed < reseeds.length && reseeds[nextReseed]!.at === index) {
      state = reseedState(state, reseeds[nextReseed]!.seed!);
      nextReseed++;
    }
  };
  const expected = new Map((options.verify ? (save.checkpoints ?? []) : []).map((c) => [c.index, c.hash]));
  const events: GameEvent[][] = [];
  const boundaries: boolean[] = [];
  const states: S[] | undefined = options.keepStates ? [] : undefined;
  const initial = state;

  for (let index = 0; index < count; index++) {
    reseedBefore(index);
    const { seat, action } = save.actions[index]!;
    const result = applyChecked(game, state, action, seat, { requireListed: options.verify === true });
    if ('error' in result) {
      return {
        ok: false,
        error: {
          code: 'illegal-action',
          message: `action #${index} by seat '${seat}' ${refusal(result.error)}: ${result.error.message}`,
          index,
          cause: result.error,
        },
      };
    }
    state = result.state;
    events.push(result.events);
    boundaries.push(result.boundary);
    states?.push(state);
    const want = expected.get(index);
    if (want !== undefined) {
      const got = stateHash(state);
      if (got !== want) {
        return {
          ok: false,
          error: {
            code: 'checkpoint-mismatch',
            message: `the state after action #${index} does not match its checkpoint (saved ${want}, replayed ${got})`,
            index,
          },
        };
      }
    }
  }
  reseedBefore(count);
  return states
    ? { ok: true, state, events, boundaries, initial, states }
    : { ok: true, state, events, boundaries };
}

function refusal(error: RuleError): string {
  switch (error.code) {
    case 'malformed':
      return 'is malformed';
    case 'not-your-turn':
      return 'is out of turn';
    case 'game-over':
      return 'comes after the end of the game';
    case 'unknown-seat':
      return 'names an unknown seat';
    case 'internal':
      return 'crashed the game';
    default:
      return 'is illegal';
  }
}

export type AppendResult<S> =
  | { save: Save; state: S; events: GameEvent[]; boundary: boolean }
  | { error: RuleError };

/**
 * Apply one more action to a save whose replayed state is `state`, checking it against `legal`.
 * Returns a new save (inputs untouched), adding a checkpoint every `checkpointEvery` actions (0: none).
 */
export function appendAction<S extends BaseState, V>(
  game: GameModule<S, V>,
  save: Save,
  state: S,
  seat: Seat,
  action: Action,
  options: { checkpointEvery?: number } = {},
): AppendResult<S> {
  if (save.game !== game.id) {
    return {
      error: { code: 'wrong-game', message: `this save is for game '${save.game}', not '${game.id}'` },
    };
  }
  const result = applyChecked(game, state, action, seat, { requireListed: true });
  if ('error' in result) return result;
  const index = save.actions.length;
  const next: Save = { ...save, actions: [...save.actions, { seat, action: cloneJson(action) }] };
  const every = options.checkpointEvery ?? CHECKPOINT_EVERY;
  if (every > 0 && (index + 1) % every === 0) {
    next.checkpoints = [...(save.checkpoints ?? []), { index, hash: stateHash(result.state) }];
  }
  return { save: next, state: result.state, events: result.events, boundary: result.boundary };
}

/**
 * The save with its checkpoints recomputed from `states` (`states[i]` is the state after action i):
 * one every `every` actions and one after the last action.
 */
export function withCheckpoints(save: Save, states: readonly unknown[], every = CHECKPOINT_EVERY): Save {
  if (states.length !== save.actions.length) {
    throw new RangeError(`withCheckpoints: ${states.length} states for ${save.actions.length} actions`);
  }
  const checkpoints: Checkpoint[] = [];
  states.forEach((state, index) => {
    const last = index === states.length - 1;
    if (last || (every > 0 && (index + 1) % every === 0)) checkpoints.push({ index, hash: stateHash(state) });
  });
  return { ...save, checkpoints };
}

function fail(code: SaveError['code'], message: string): { ok: false; error: SaveError } {
  return { ok: false, error: { code, message } };
}
