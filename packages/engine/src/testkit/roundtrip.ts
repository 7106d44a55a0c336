import type { BaseState, GameModule } from '../contract.ts';
import { stateHash } from '../hash.ts';
import { firstDifference } from './diff.ts';
import { scenarioSeats, viewers } from './seats.ts';

/**
 * Paths inside `value` holding something JSON cannot carry faithfully: undefined, NaN, Infinity,
 * functions, symbols, bigints, Maps, Sets, Dates or other class instances.
 */
export function findNonJson(value: unknown, path = '$', found: string[] = []): string[] {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return found;
    case 'number':
      if (!Number.isFinite(value)) found.push(`${path} is ${value}`);
      return found;
    case 'object': {
      if (value === null) return found;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          if (!(i in value)) found.push(`${path}[${i}] is a hole`);
          else findNonJson(value[i], `${path}[${i}]`, found);
        }
        return found;
      }
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) {
        found.push(`${path} is a ${proto?.constructor?.name ?? 'class instance'}`);
        return found;
      }
      for (const [key, item] of Object.entries(value)) findNonJson(item, `${path}.${key}`, found);
      return found;
    }
    default:
      found.push(`${path} is ${value === undefined ? 'undefined' : `a ${typeof value}`}`);
      return found;
  }
}

/**
 * The state is plain JSON, and the game behaves the same on `JSON.parse(JSON.stringify(state))`:
 * pending, outcome, describe, every view, every seat's legal actions, and the result of applying up to
 * `maxApplies` legal actions per pending seat. Also checks that none of these calls changed the state.
 */
export function checkJsonRoundTrip<S extends BaseState, V>(
  game: GameModule<S, V>,
  state: S,
  options: { maxApplies?: number } = {},
): void {
  const problems = findNonJson(state);
  if (problems.length > 0) throw new Error(`state is not plain JSON: ${problems.slice(0, 5).join('; ')}`);
  const before = stateHash(state);
  const copy = JSON.parse(JSON.stringify(state)) as S;
  const same = (what: string, f: (s: S) => unknown) => {
    const a = f(state);
    const b = f(copy);
    if (JSON.stringify(a) !== JSON.stringify(b)) {
      throw new Error(`round trip changes ${what}: ${firstDifference(a, b) ?? 'JSON text differs'}`);
    }
  };
  same('pending', (s) => game.pending(s));
  same('outcome', (s) => game.outcome(s));
  same('describe', (s) => game.describe(s));
  for (const viewer of viewers(game, state)) same(`the view of '${viewer}'`, (s) => game.view(s, viewer));
  for (const seat of scenarioSeats(game, state)) same(`legal for '${seat}'`, (s) => game.legal(s, seat));
  const limit = options.maxApplies ?? 30;
  for (const seat of new Set(game.pending(state).map((d) => d.seat))) {
    for (const action of game.legal(state, seat).slice(0, limit)) {
      same(`apply ${JSON.stringify(action)} by '${seat}'`, (s) => game.apply(s, action, seat));
    }
  }
  if (stateHash(state) !== before) throw new Error('a game function changed the state it was given');
}
