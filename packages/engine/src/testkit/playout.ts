import type { Action, BaseState, GameModule, Json, Outcome, Seat } from '../contract.ts';
import { stateHash } from '../hash.ts';
import { createFastRng, type RngAlgorithm, randomInt, shuffleInPlace } from '../rng.ts';
import { CHECKPOINT_EVERY, type Checkpoint, initialState, newSave, type Save } from '../save.ts';
import { applyChecked, seatsToAct } from '../session.ts';

export interface PlayoutOptions {
  scenario: string;
  seed: string;
  maxActions: number;
  options?: Record<string, Json>;
  position?: Json;
  /** The game's generator (DEFAULT_RNG unless given). */
  rng?: RngAlgorithm;
  /** Compare the state's JSON before and after every apply, to catch a game that mutates its input (slower). */
  checkPurity?: boolean;
}

export interface PlayoutError {
  /**
   * rejected: apply refused an action that legal offered; threw: the game threw; stuck: no outcome but
   * nobody can act; never-ends: maxActions reached with no outcome; impure: apply changed its input.
   */
  kind: 'rejected' | 'threw' | 'stuck' | 'never-ends' | 'impure';
  message: string;
  /** The index of the action concerned (it is the last action of the save). */
  index?: number;
  seat?: Seat;
  action?: Action;
}

export interface PlayoutResult<S> {
  /** Every action chosen, including a failing one, so replaying the save reproduces the failure. */
  save: Save;
  state: S;
  outcome: Outcome | null;
  /** Actions applied successfully. */
  actions: number;
  error?: PlayoutError;
}

/**
 * Play uniformly random legal actions: a random seat among those pending that have any legal action,
 * then a random one of its actions. The choices come from a generator of their own (derived from the
 * seed), never from the game's.
 */
export function randomPlayout<S extends BaseState, V>(
  game: GameModule<S, V>,
  options: PlayoutOptions,
): PlayoutResult<S> {
  const save = newSave({
    game: game.id,
    scenario: options.scenario,
    options: options.options ?? {},
    seed: options.seed,
    position: options.position,
    rng: options.rng,
  });
  // The choices are not secret: a fast generator of their own, the same whatever the game's is.
  const rng = createFastRng(`playout/${options.seed}`);
  const checkpoints: Checkpoint[] = [];
  let state = initialState(game, save);
  let applied = 0;

  const finish = (outcome: Outcome | null, error?: PlayoutError): PlayoutResult<S> => {
    if (applied > 0 && checkpoints.at(-1)?.index !== applied - 1) {
      checkpoints.push({ index: applied - 1, hash: stateHash(state) });
    }
    const done: PlayoutResult<S> = { save: { ...save, checkpoints }, state, outcome, actions: applied };
    if (error) done.error = error;
    return done;
  };

  try {
    for (;;) {
      const outcome = game.outcome(state);
      if (outcome) return finish(outcome);
      if (applied >= options.maxActions) {
        return finish(null, {
          kind: 'never-ends',
          message: `no outcome after ${applied} actions (${describe(game, state)})`,
        });
      }
      const seats = shuffleInPlace(rng, seatsToAct(game, state));
      let seat: Seat | undefined;
      let legal: Action[] = [];
      for (const candidate of seats) {
        legal = game.legal(state, candidate);
        if (legal.length > 0) {
          seat = candidate;
          break;
        }
      }
      if (seat === undefined) {
        const message =
          seats.length === 0
            ? `nobody has a decision but there is no outcome (${describe(game, state)})`
            : `no legal action for pending seats ${seats.join(', ')} (${describe(game, state)})`;
        return finish(null, { kind: 'stuck', message });
      }
      const action = legal[randomInt(rng, legal.length)]!;
      const index = save.actions.length;
      save.actions.push({ seat, action });
      const before = options.checkPurity ? JSON.stringify(state) : '';
      const result = applyChecked(game, state, action, seat);
      if (options.checkPurity && JSON.stringify(state) !== before) {
        return finish(null, {
          kind: 'impure',
          message: `apply changed its input state on action #${index} ${JSON.stringify(action)} by '${seat}'`,
          index,
          seat,
          action,
        });
      }
      if ('error' in result) {
        const threw = result.error.code === 'internal';
        return finish(null, {
          kind: threw ? 'threw' : 'rejected',
          message: threw
            ? result.error.message
            : `legal action #${index} ${JSON.stringify(action)} by '${seat}' was refused: ${result.error.message}`,
          index,
          seat,
          action,
        });
      }
      state = result.state;
      applied++;
      if (applied % CHECKPOINT_EVERY === 0) checkpoints.push({ index: applied - 1, hash: stateHash(state) });
    }
  } catch (thrown) {
    const message = thrown instanceof Error ? thrown.message : String(thrown);
    return finish(null, { kind: 'threw', message: `the game threw: ${message}` });
  }
}

function describe<S extends BaseState, V>(game: GameModule<S, V>, state: S): string {
  try {
    const d = game.describe(state);
    return `turn ${d.turn}, ${d.phase}: ${d.summary}`;
  } catch {
    return 'describe failed';
  }
}
