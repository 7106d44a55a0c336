/**
 * Ancients and the generator: old saves replay on the legacy one, new games use ChaCha20, the AI's
 * determinized copies the fast one; which positions are scripted; the options a game may set.
 */
import { readFileSync } from 'node:fs';
import {
  type ChaChaState,
  createRng,
  isError,
  LEGACY_RNG,
  nextUint32,
  parseSave,
  replay,
  serializeSave,
  stateHash,
} from '@wargame/engine';
import { describe, expect, it } from 'vitest';
import { ancients, scenarioPosition } from '../src/index.ts';
import { SCENARIOS } from '../src/scenario-library.ts';
import { cloneState } from '../src/state.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('the generator', () => {
  it('replays a save written before the generator was versioned to the same hashes', () => {
    // Written by the code of the time (a random game of 160 actions, scenario 001, seed 7).
    const text = fixture('legacy.save.json');
    const hashes = JSON.parse(fixture('legacy-save.hashes.json')) as { initial: string; after: string[] };
    const result = replay(ancients, text, { verify: true, keepStates: true });
    if (!result.ok) throw new Error(result.error.message);
    expect(stateHash(result.initial)).toBe(hashes.initial);
    expect(result.states!.map(stateHash)).toEqual(hashes.after);
    const parsed = parseSave(text);
    expect(parsed.ok && serializeSave(parsed.save)).toBe(text);
  });

  it('sets a new game up with ChaCha20 keyed by the seed, or the legacy generator when asked', () => {
    const s = ancients.setup('001', {}, '7');
    expect(s.rng).toMatchObject({ alg: 'chacha20', key: (createRng('7') as ChaChaState).key });
    expect(s.rng).not.toHaveProperty('s');
    const old = ancients.setup('001', {}, '7', LEGACY_RNG);
    expect('s' in old.rng).toBe(true);
    expect(old.hands).not.toEqual(s.hands);
    const position = ancients.toPosition(s);
    expect(ancients.fromPosition(position, '9').rng).toEqual(createRng('9'));
    expect(ancients.fromPosition(position, '9', LEGACY_RNG).rng).toEqual(
      createRng('9', undefined, LEGACY_RNG),
    );
  });

  it('copies a ChaCha20 generator on apply without touching the state it came from', () => {
    const s = ancients.setup('001', {}, 'copy');
    const before = JSON.stringify(s.rng);
    const copy = cloneState(s);
    nextUint32(copy.rng);
    expect(JSON.stringify(s.rng)).toBe(before);
    const legal = ancients.legal(s, 'bottom');
    const result = ancients.apply(s, legal[0]!, 'bottom');
    expect(isError(result)).toBe(false);
    expect(JSON.stringify(s.rng)).toBe(before);
  });

  it("gives the AI's determinized copies the fast generator", () => {
    const s = ancients.setup('001', {}, 'guess');
    const guess = ancients.determinize(
      ancients.view(s, 'bottom'),
      'bottom',
      createRng('ai', undefined, LEGACY_RNG),
    );
    expect('s' in guess.rng).toBe(true);
    const fromSecure = ancients.determinize(ancients.view(s, 'top'), 'top', createRng('ai'));
    expect('s' in fromSecure.rng).toBe(true);
  });
});

describe('scriptedParts', () => {
  const base = {
    format: 'ancients-position/1',
    armies: {
      top: { name: 'T', command: 4, bannersToWin: 5 },
      bottom: { name: 'B', command: 4, bannersToWin: 5 },
    },
    units: [{ id: 'u1', side: 'top', type: 'LI', hex: 'E5' }],
    turn: { side: 'bottom' },
  };

  it('is empty for a position whose hidden and random content is left to the generator', () => {
    expect(ancients.scriptedParts(base)).toEqual([]);
    expect(ancients.scriptedParts({ ...base, discard: ['rally#1'], forced: [], hands: {} })).toEqual([]);
    for (const scenario of SCENARIOS)
      expect(ancients.scriptedParts(scenarioPosition(scenario) as never)).toEqual([]);
  });

  it('names hands, deck and forced outcomes when the position fixes them', () => {
    expect(ancients.scriptedParts({ ...base, hands: { top: ['rally'] } })).toEqual(['hands']);
    expect(ancients.scriptedParts({ ...base, deck: ['rally#1'] })).toEqual(['deck']);
    expect(ancients.scriptedParts({ ...base, forced: [{ kind: 'die', value: 'flag' }] })).toEqual(['forced']);
    // toPosition writes the complete form: hands and deck are always named.
    expect(ancients.scriptedParts(ancients.toPosition(ancients.setup('001', {}, 'x')))).toEqual([
      'hands',
      'deck',
    ]);
    expect(ancients.scriptedParts(null)).toEqual([]);
  });
});

describe('optionsSchema', () => {
  it("accepts the scenarios' own option and refuses anything else", () => {
    const schema = ancients.optionsSchema('001');
    expect(schema.parse({})).toEqual({});
    expect(schema.parse({ tacticalFlexibility: true })).toEqual({ tacticalFlexibility: true });
    expect(schema.safeParse({ tacticalFlexibility: 'yes' }).success).toBe(false);
    expect(schema.safeParse({ junk: 1 }).success).toBe(false);
    expect(schema.safeParse({ tacticalFlexibility: false, x: 'a'.repeat(60_000) }).success).toBe(false);
    expect(() => ancients.optionsSchema('999')).toThrow(/unknown scenario '999'/);
  });
});
