/**
 * The fuzzer over random games with the rule options varied (support/fuzz.ts). CI plays a few; the
 * 1,000-game run is `GETTYSBURG_FUZZ_GAMES=500 GETTYSBURG_FUZZ_FROM=0 npx vitest run
 * packages/games/gettysburg/test/fuzz.test.ts` and again from 500 (one shard a core).
 */
import { describe, expect, it } from 'vitest';
import { fuzz } from './support/fuzz.ts';

const GAMES = Number(process.env.GETTYSBURG_FUZZ_GAMES ?? 4);
const FROM = Number(process.env.GETTYSBURG_FUZZ_FROM ?? 0);

describe('fuzz', () => {
  it(
    `games ${FROM}-${FROM + GAMES - 1} end with every check passing`,
    () => {
      const result = fuzz(FROM, GAMES);
      console.log(JSON.stringify({ ...result, errors: result.errors.length }));
      expect(result.errors).toEqual([]);
      expect(result.games).toBe(GAMES);
      expect(result.statesChecked).toBeGreaterThan(GAMES);
    },
    24 * 3600_000,
  );

  it('games 68 and 918 of the 1,000: two blocks alike, both transferred in one hour, keep their handles (§11, views)', () => {
    for (const g of [68, 918]) expect(fuzz(g, 1).errors).toEqual([]);
  }, 120_000);
});
