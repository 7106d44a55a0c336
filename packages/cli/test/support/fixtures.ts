/** The engine's fixture games as a registry, so the CLI is tested without depending on a real game. */
import { coalition } from '../../../engine/test/fixtures/coalition.ts';
import { raid } from '../../../engine/test/fixtures/reaction.ts';
import { duel } from '../../../engine/test/fixtures/simultaneous.ts';
import { type AnyGame, registryOf } from '../../src/registry.ts';

export const fixtureRegistry = registryOf(
  coalition as unknown as AnyGame,
  raid as unknown as AnyGame,
  duel as unknown as AnyGame,
);
