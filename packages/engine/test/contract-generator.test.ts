/** The contract's additions in the fixture games: the generator parameter, scripted parts, options. */
import { describe, expect, it } from 'vitest';
import { type ChaChaState, createRng, type GameModule, type Json, LEGACY_RNG } from '../src/index.ts';
import { coalition } from './fixtures/coalition.ts';
import { raid } from './fixtures/reaction.ts';
import { duel } from './fixtures/simultaneous.ts';

const games = [raid, duel, coalition] as unknown as GameModule[];
const scenarioOf = (game: GameModule) => game.scenarios()[0]!.id;

describe('setup and fromPosition take the generator', () => {
  for (const game of games) {
    it(`${game.id}: ChaCha20 by default, xoshiro128** when asked`, () => {
      const scenario = scenarioOf(game);
      expect(game.setup(scenario, {}, '7').rng).toMatchObject({
        alg: 'chacha20',
        key: (createRng('7') as ChaChaState).key,
      });
      const old = game.setup(scenario, {}, '7', LEGACY_RNG);
      expect('s' in old.rng).toBe(true);
      const position = game.toPosition(old);
      expect(game.fromPosition(position, '8').rng).toEqual(createRng('8'));
      expect(game.fromPosition(position, '8', LEGACY_RNG).rng).toEqual(createRng('8', undefined, LEGACY_RNG));
    });
  }
});

describe('scriptedParts', () => {
  it('raid: nothing is hidden, only scripted dice count', () => {
    const position = raid.toPosition(raid.setup('standard', {}, 's')) as Record<string, Json>;
    expect(raid.scriptedParts(position)).toEqual([]);
    expect(raid.scriptedParts({ ...position, forced: [] })).toEqual([]);
    expect(raid.scriptedParts({ ...position, forced: [{ kind: 'die', value: 6 }] })).toEqual(['forced']);
  });

  it('duel: a committed value is hidden from the other seat', () => {
    const position = duel.toPosition(duel.setup('standard', {}, 's')) as Record<string, Json>;
    expect(duel.scriptedParts(position)).toEqual([]);
    expect(duel.scriptedParts({ ...position, committed: { north: 2, south: null } })).toEqual(['committed']);
    expect(duel.scriptedParts({ ...position, forced: [{ kind: 'guns', value: 1 }] })).toEqual(['forced']);
  });

  it('coalition: every position names the hands and the deck order', () => {
    const position = coalition.toPosition(coalition.setup('quick', {}, 's')) as Record<string, Json>;
    expect(coalition.scriptedParts(position)).toEqual(['hands', 'deck']);
    expect(coalition.scriptedParts({ ...position, forced: [{ kind: 'card', value: 'c1' }] })).toEqual([
      'hands',
      'deck',
      'forced',
    ]);
  });
});

describe('optionsSchema', () => {
  for (const game of games) {
    it(`${game.id}: no options, so every key is refused; an unknown scenario throws`, () => {
      const schema = game.optionsSchema(scenarioOf(game));
      expect(schema.safeParse({}).success).toBe(true);
      expect(schema.safeParse({ junk: true }).success).toBe(false);
      expect(() => game.optionsSchema('nowhere')).toThrow(/unknown scenario 'nowhere'/);
    });
  }
});
