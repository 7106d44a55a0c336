/** Saves and the generator: its version in the save, old saves on the legacy one, reseeds, secrets. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  commitmentOf,
  createRng,
  initialState,
  LEGACY_RNG,
  newSave,
  parseSave,
  type Reseed,
  replay,
  reseedState,
  type Save,
  serializeSave,
  stateHash,
  verifySecrets,
} from '../src/index.ts';
import { randomPlayout } from '../src/testkit/index.ts';
import { raid } from './fixtures/reaction.ts';

const fixture = (name: string) => new URL(`./fixtures/saves/${name}`, import.meta.url);
/** A raid save written by the code before the generator was versioned, and its hashes then. */
const legacyText = readFileSync(fixture('legacy-raid.save.json'), 'utf8');
const legacyHashes = JSON.parse(readFileSync(fixture('legacy-raid.hashes.json'), 'utf8')) as {
  initial: string;
  after: string[];
};

function played(seed = 'reseeds'): Save {
  const { save, error } = randomPlayout(raid, { scenario: 'standard', seed, maxActions: 500 });
  if (error) throw new Error(error.message);
  const { checkpoints: _, ...rest } = save;
  return rest;
}

const reseed = (at: number, seed: string): Reseed => ({ at, commitment: commitmentOf(seed), seed });

describe('the generator in saves', () => {
  it('replays a save written before the generator was versioned with the legacy one, hash for hash', () => {
    const save = parseSave(legacyText);
    if (!save.ok) throw new Error(save.error.message);
    expect(save.save.rng).toBeUndefined();
    const result = replay(raid, legacyText, { verify: true, keepStates: true });
    if (!result.ok) throw new Error(result.error.message);
    expect(stateHash(result.initial)).toBe(legacyHashes.initial);
    expect(result.states!.map(stateHash)).toEqual(legacyHashes.after);
    expect('s' in result.state.rng).toBe(true);
    // And it is written back exactly as it was read.
    expect(serializeSave(save.save)).toBe(legacyText);
  });

  it('sets a new save up with ChaCha20, an old one with xoshiro128**, as the save says', () => {
    const fresh = newSave({ game: 'raid', scenario: 'standard', seed: '42' });
    expect(initialState(raid, fresh).rng).toEqual(createRng('42'));
    const { rng: _, ...old } = fresh;
    expect(initialState(raid, old).rng).toEqual(createRng('42', undefined, LEGACY_RNG));
    const legacy = newSave({ game: 'raid', scenario: 'standard', seed: '42', rng: LEGACY_RNG });
    expect(legacy.rng).toBe('xoshiro128**');
    const position = raid.toPosition(raid.setup('standard', {}, 'p'));
    const positioned = newSave({ game: 'raid', scenario: 'standard', seed: '42', position });
    expect(initialState(raid, positioned).rng).toEqual(createRng('42'));
  });

  it('writes rng, commitment and reseeds in a fixed order, and reads them back', () => {
    const save: Save = {
      ...played(),
      commitment: commitmentOf('reseeds'),
      reseeds: [reseed(2, 'a'), { at: 5, commitment: commitmentOf('b') }],
    };
    const text = serializeSave(save);
    expect(Object.keys(JSON.parse(text))).toEqual([
      'format',
      'game',
      'scenario',
      'options',
      'seed',
      'rng',
      'commitment',
      'actions',
      'reseeds',
    ]);
    expect(text).toContain(`\n    {"at":2,"commitment":"${commitmentOf('a')}","seed":"a"},\n`);
    expect(parseSave(text)).toEqual({ ok: true, save });
  });

  it('refuses an unknown generator and reseeds out of order or past the end', () => {
    const save = played();
    expect(parseSave(JSON.stringify({ ...save, rng: 'mt19937' }))).toMatchObject({
      ok: false,
      error: { code: 'invalid', message: expect.stringMatching(/rng/) },
    });
    expect(parseSave(JSON.stringify({ ...save, reseeds: [reseed(3, 'a'), reseed(2, 'b')] }))).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/reseed #1 .* out of order/) },
    });
    const late = reseed(save.actions.length + 1, 'a');
    expect(parseSave(JSON.stringify({ ...save, reseeds: [late] }))).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/reseed #0 before action #\d+ but there are/) },
    });
    const bad = { at: 0, commitment: 'nope', seed: 'a' };
    expect(parseSave(JSON.stringify({ ...save, reseeds: [bad] }))).toMatchObject({ ok: false });
  });
});

describe('reseeds in replay', () => {
  /** The states of `save` replayed by hand, reseeding before the given actions. */
  function byHand(save: Save, reseeds: Reseed[]) {
    let state = initialState(raid, save);
    const hashes: string[] = [];
    save.actions.forEach(({ seat, action }, index) => {
      for (const r of reseeds.filter((x) => x.at === index)) state = reseedState(state, r.seed!);
      const result = raid.apply(state, action, seat);
      if ('error' in result) throw new Error(result.error.message);
      state = result.state;
      hashes.push(stateHash(state));
    });
    for (const r of reseeds.filter((x) => x.at === save.actions.length)) state = reseedState(state, r.seed!);
    return { state, hashes };
  }

  it('applies each reseed just before the action of its index, and after the last at the end', () => {
    // A takeback's new dice: the actions after it are whatever was played with the new secret.
    const base = played('reseed-base');
    const reseeds = [reseed(0, 'first'), reseed(3, 'x'), reseed(3, 'y')];
    const save: Save = { ...base, actions: base.actions.slice(0, 4), reseeds };
    const expected = byHand(save, reseeds);
    const result = replay(raid, save, { keepStates: true });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.states!.map(stateHash)).toEqual(expected.hashes);
    expect(result.state).toEqual(expected.state);
    // Without the reseeds the dice differ: the reseeds were applied.
    const plain = replay(raid, { ...save, reseeds: undefined });
    expect(plain.ok && stateHash(plain.state.rng)).not.toBe(stateHash(result.state.rng));
    const atEnd: Save = { ...save, reseeds: [...reseeds, reseed(4, 'end')] };
    const ended = replay(raid, atEnd);
    expect(ended.ok && ended.state.rng).toEqual(createRng('end'));
    // upTo stops before an action, with the reseeds before it applied.
    const part = replay(raid, save, { upTo: 3 });
    expect(part.ok && part.state.rng).toEqual(createRng('y'));
  });

  it('keeps a raid game playable after a reseed (the replay is legal all the way)', () => {
    const save = played('legal-after');
    const at = Math.floor(save.actions.length / 2);
    const head: Save = { ...save, actions: save.actions.slice(0, at), reseeds: [reseed(at, 'new dice')] };
    const result = replay(raid, head, { verify: true });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.state.rng).toEqual(createRng('new dice'));
  });

  it('fails with a clear message when a reseed it reaches has no seed yet', () => {
    const save: Save = { ...played(), reseeds: [{ at: 2, commitment: commitmentOf('hidden') }] };
    const result = replay(raid, save);
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'invalid',
        message: expect.stringMatching(/takeback before action #2: reseed #0 has no seed/),
      },
    });
    expect(replay(raid, save, { upTo: 1 }).ok).toBe(true);
  });
});

describe('verifySecrets', () => {
  const save: Save = {
    ...played(),
    commitment: commitmentOf('reseeds'),
    reseeds: [reseed(1, 'one'), reseed(4, 'two')],
  };

  it('is null when the seed and every reseed match their commitments', () => {
    expect(verifySecrets(save)).toBeNull();
    expect(verifySecrets({ ...save, commitment: undefined, reseeds: undefined })).toBeNull();
  });

  it('names a wrong seed', () => {
    expect(verifySecrets({ ...save, seed: 'other' })).toMatch(/the seed does not match the commitment/);
  });

  it('names a wrong or missing reseed seed', () => {
    const wrong = { ...save, reseeds: [reseed(1, 'one'), { ...reseed(4, 'two'), seed: 'three' }] };
    expect(verifySecrets(wrong)).toMatch(/the seed of reseed #1 \(before action #4\) does not match/);
    const missing = { ...save, reseeds: [{ at: 1, commitment: commitmentOf('one') }] };
    expect(verifySecrets(missing)).toMatch(/reseed #0 \(before action #1\) has no seed/);
  });
});
