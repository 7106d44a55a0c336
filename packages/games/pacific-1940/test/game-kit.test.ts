/**
 * The engine's test kit over the game: random games run without a refusal of a listed action, a throw
 * or a change to their input; replays are deterministic; states survive a JSON round trip and the
 * position format; views hide the generator and nothing else; determinize gives the same view and
 * legal actions. Uniformly random games rarely finish a phase (one end action among many moves), so the
 * kit's uniform playouts run to a step limit (the test reports how many ended); with the option
 * roundLimit uniform playouts play whole games to their end; and a second player that ends each phase
 * one time in three plays whole rounds.
 */
import {
  type Action,
  applyChecked,
  createFastRng,
  createRng,
  newSave,
  randomInt,
  type Save,
  type Seat,
  seatsToAct,
} from '@wargame/engine';
import {
  assertViewsHideRng,
  checkDeterminism,
  checkDeterminize,
  checkJsonRoundTrip,
  checkViewLeak,
  randomPlayout,
  statesOf,
  viewers,
} from '@wargame/engine/testkit';
import { describe, expect, it } from 'vitest';
import { pacific1940 as game } from '../src/game.ts';
import { fromPosition, toPosition } from '../src/position.ts';
import type { PacificState } from '../src/state.ts';

/** Uniform playouts and their step limit: a few seconds in all (raise them to search further). */
const UNIFORM_GAMES = Number(process.env.PACIFIC_KIT_GAMES ?? 2);
const UNIFORM_STEPS = Number(process.env.PACIFIC_KIT_STEPS ?? 200);
/** Uniform playouts of whole games ended by the option roundLimit (about a second each at 3 rounds). */
const LIMITED_GAMES = Number(process.env.PACIFIC_KIT_LIMITED_GAMES ?? 8);
const ROUND_LIMIT = 3;

/**
 * A random game that ends each phase (an `end-…` action, when one is legal) one time in three, and
 * otherwise picks uniformly among the legal actions; every action goes through the engine's checks,
 * listed actions only.
 */
function wholeTurns(seed: string, maxActions: number, stopAtRound = Number.POSITIVE_INFINITY): Save {
  const save = newSave({ game: game.id, scenario: 'standard', seed });
  const pick = createFastRng(`whole-turns/${seed}`);
  let state = game.setup('standard', {}, seed);
  for (let i = 0; i < maxActions && !game.outcome(state) && state.round < stopAtRound; i++) {
    const seats = seatsToAct(game, state);
    expect(seats.length, `nobody to act: ${game.describe(state).summary}`).toBeGreaterThan(0);
    const seat: Seat = seats[randomInt(pick, seats.length)]!;
    const legal = game.legal(state, seat);
    expect(legal.length, `${seat} has nothing to do: ${game.describe(state).summary}`).toBeGreaterThan(0);
    const ends = legal.filter((a) => a.type.startsWith('end-'));
    const choices = ends.length > 0 && randomInt(pick, 3) === 0 ? ends : legal;
    const action: Action = choices[randomInt(pick, choices.length)]!;
    const before = JSON.stringify(state);
    const result = applyChecked(game, state, action, seat, { requireListed: true });
    expect(JSON.stringify(state)).toBe(before);
    if ('error' in result) throw new Error(`${JSON.stringify(action)} by ${seat}: ${result.error.message}`);
    save.actions.push({ seat, action });
    state = result.state;
  }
  return save;
}

describe('random games (test kit playouts)', () => {
  it(`${UNIFORM_GAMES} uniform playouts run to ${UNIFORM_STEPS} actions with no error, refusal or impurity`, () => {
    let ended = 0;
    for (let g = 0; g < UNIFORM_GAMES; g++) {
      const result = randomPlayout(game, {
        scenario: 'standard',
        seed: `kit/${g}`,
        maxActions: UNIFORM_STEPS,
        checkPurity: true,
      });
      if (result.error) expect(result.error.kind, result.error.message).toBe('never-ends');
      else ended++;
    }
    console.info(
      `pacific-1940 kit: ${ended} of ${UNIFORM_GAMES} uniform playouts ended within ${UNIFORM_STEPS} actions`,
    );
  });

  it(`${LIMITED_GAMES} uniform playouts with the round limit (${ROUND_LIMIT}) all end, by victory or the limit`, () => {
    // Nothing in the rules ends a game that nobody wins: uniform play never takes six cities or Tokyo,
    // so only the option roundLimit (RULINGS.md) ends it; the count says how many a real victory ended.
    let byLimit = 0;
    for (let g = 0; g < LIMITED_GAMES; g++) {
      const result = randomPlayout(game, {
        scenario: 'standard',
        seed: `kit-limit/${g}`,
        maxActions: 20_000,
        options: { roundLimit: ROUND_LIMIT },
      });
      expect(result.error?.message).toBeUndefined();
      expect(result.outcome, `game ${g}`).not.toBeNull();
      if (result.outcome?.reason.includes('round limit')) byLimit++;
    }
    console.info(
      `pacific-1940 kit: ${LIMITED_GAMES} uniform playouts with roundLimit ${ROUND_LIMIT} ended, ${byLimit} at the limit and ${LIMITED_GAMES - byLimit} by a victory`,
    );
  });

  it('a player ending phases often plays a whole round: every power, every phase but combat', () => {
    const save = wholeTurns('rounds', 3000, 2);
    const states = statesOf(game, save);
    const last = states.at(-1)!;
    expect(last.round).toBe(2);
    const seen = new Set(states.map((s) => `${s.power}:${s.phase}`));
    for (const power of game.seats)
      for (const phase of ['purchase', 'combat-move', 'noncombat-move', 'mobilize'])
        expect(seen, `${power} ${phase}`).toContain(`${power}:${phase}`);
  });
});

describe('replays are deterministic and states are plain JSON', () => {
  const save = wholeTurns('det', 250);
  const states = statesOf(game, save);

  it('replaying a save twice gives the same states and events', () => {
    expect(checkDeterminism(game, save)).toHaveLength(save.actions.length);
  });

  it('the same seed and actions give the same states byte for byte', () => {
    const again = statesOf(game, {
      ...newSave({ game: game.id, scenario: 'standard', seed: 'det' }),
      actions: save.actions,
    });
    expect(again.map((s) => JSON.stringify(s))).toEqual(states.map((s) => JSON.stringify(s)));
  });

  it('every sampled state survives a JSON round trip and the position format', () => {
    for (const s of states.filter((_, i) => i % 40 === 0)) {
      checkJsonRoundTrip(game, s, { maxApplies: 10 });
      const back = fromPosition(toPosition(s) as never, 'other seed');
      const { rng: _a, ...rest } = back;
      const { rng: _b, ...original } = s;
      expect(rest).toEqual(original);
    }
  });
});

describe('views hide the generator and nothing else', () => {
  const states = statesOf(game, wholeTurns('views', 400)).filter((_, i) => i % 50 === 0);

  it('no view holds the generator’s words or the scripted dice', () => {
    const scripted = fromPosition({ format: 'pacific-1940-position/1', dice: [6, 5, 4, 3, 2, 1] }, 'd');
    for (const s of [...states, scripted]) assertViewsHideRng(game, s);
  });

  it('states that differ only in their generator look the same to everyone', () => {
    for (const s of states) {
      const twin: PacificState = { ...s, rng: createRng('another seed entirely') };
      for (const viewer of viewers(game, s)) checkViewLeak(game, s, twin, viewer);
    }
  });

  it('determinize gives back the same view and legal actions to every seat', () => {
    const rng = createRng('ai');
    for (const s of states)
      for (const seat of game.seats) {
        const guess = checkDeterminize(game, s, seat, rng);
        expect(guess.rng).not.toEqual(s.rng);
      }
  });
});
