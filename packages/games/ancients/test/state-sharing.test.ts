/**
 * The engine contract's purity, for a state that shares its pieces: `apply` returns a new state and
 * leaves its input as it was. Copies share unit and leader objects (cloneState), so a piece written in
 * place would change every state that holds it; these tests freeze them to make such a write throw.
 */
import { randomPlayout, statesOf } from '@wargame/engine/testkit';
import { describe, expect, it } from 'vitest';
import { ancients } from '../src/index.ts';
import { SCENARIOS } from '../src/scenario-library.ts';
import type { AncientsState } from '../src/types.ts';

const ALL = SCENARIOS.map((sc) => sc.id);

function freezePieces(s: AncientsState): void {
  for (const unit of [...Object.values(s.units), ...s.reserves.units]) Object.freeze(unit);
  for (const leader of [...Object.values(s.leaders), ...s.reserves.leaders]) {
    if (leader.traits) Object.freeze(leader.traits);
    Object.freeze(leader);
  }
}

describe('apply leaves its input state unchanged', () => {
  it.each(ALL)('scenario %s: a random game, every input compared before and after', (id) => {
    const result = randomPlayout(ancients, {
      scenario: id,
      seed: `pure-${id}`,
      maxActions: 400,
      checkPurity: true,
    });
    expect(result.error?.kind === 'never-ends' ? null : (result.error ?? null)).toBeNull();
  });

  it.each(ALL)('scenario %s: with its pieces frozen, every legal action of sampled states applies', (id) => {
    const played = randomPlayout(ancients, { scenario: id, seed: `frozen-${id}`, maxActions: 300 });
    const states = statesOf(ancients, played.save).filter((_, i) => i % 15 === 0);
    let applied = 0;
    for (const s of states) {
      const before = JSON.stringify(s);
      freezePieces(s);
      for (const { seat } of ancients.pending(s)) {
        for (const action of ancients.legal(s, seat)) {
          const next = ancients.apply(s, action, seat);
          expect('error' in next ? next.error : null, JSON.stringify(action)).toBeNull();
          applied += 1;
        }
      }
      expect(JSON.stringify(s)).toBe(before);
    }
    expect(applied).toBeGreaterThan(0);
  });
});
