/**
 * The generator through the CLI: new saves name ChaCha20, saves written before the generator was
 * versioned still replay, view and take actions as they did, and `replay --verify` checks reseeds.
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { ancients } from '@wargame/ancients';
import { commitmentOf, LEGACY_RNG, replay } from '@wargame/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultRegistry } from '../src/registry.ts';
import { harness } from './support/harness.ts';

const h = harness(defaultRegistry);
afterAll(() => h.cleanup());
const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url);
/** Written by `wargame new ancients --scenario 001 --seed 7` and 72 `apply` before the generator was versioned. */
const LEGACY = 'legacy.json';
copyFileSync(fixture('legacy-ancients.save.json'), h.path(LEGACY));

describe('the generator in CLI saves', () => {
  it('new writes a ChaCha20 save whose game is the ChaCha20 setup of the seed', async () => {
    const created = await h.cli('new', 'ancients', '--scenario', '001', '--seed', '7', '--out', 'new.json');
    expect(created.code, created.err).toBe(0);
    const text = readFileSync(h.path('new.json'), 'utf8');
    expect(JSON.parse(text)).toMatchObject({ seed: '7', rng: 'chacha20' });
    const result = replay(ancients, text);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.state).toEqual(ancients.setup('001', {}, '7'));
    expect(result.state.hands).not.toEqual(ancients.setup('001', {}, '7', LEGACY_RNG).hands);
    const json = await h.cli('replay', 'new.json', '--verify', '--json');
    expect(JSON.parse(json.out)).toMatchObject({ ok: true, generator: 'chacha20', reseedsVerified: 0 });
  });

  it('replays an old save as before: the same checks, status and views', async () => {
    const replayed = await h.cli('replay', LEGACY, '--verify', '--json');
    expect(replayed.code, replayed.err).toBe(0);
    const before = JSON.parse(readFileSync(fixture('legacy-ancients.replay.json'), 'utf8')) as object;
    expect(JSON.parse(replayed.out)).toEqual({ ...before, generator: 'xoshiro128**', reseedsVerified: 0 });
    const view = await h.cli('view', LEGACY, '--seat', 'bottom', '--json');
    expect(JSON.parse(view.out)).toEqual(
      JSON.parse(readFileSync(fixture('legacy-ancients.view-bottom.json'), 'utf8')),
    );
  });

  it('apply extends an old save without changing its generator', async () => {
    copyFileSync(h.path(LEGACY), h.path('legacy-more.json'));
    expect((await h.cli('apply', 'legacy-more.json', '0')).code).toBe(0);
    const text = readFileSync(h.path('legacy-more.json'), 'utf8');
    expect(JSON.parse(text)).not.toHaveProperty('rng');
    expect(text.startsWith(readFileSync(h.path(LEGACY), 'utf8').split('"actions"')[0]!)).toBe(true);
    expect((await h.cli('replay', 'legacy-more.json', '--verify')).code).toBe(0);
  });

  it('replay --verify checks every reseed against its commitment and says so', async () => {
    const base = JSON.parse(readFileSync(h.path(LEGACY), 'utf8')) as Record<string, unknown>;
    const end = (base.actions as unknown[]).length;
    const reseeds = ['one', 'two'].map((seed) => ({ at: end, commitment: commitmentOf(seed), seed }));
    writeFileSync(
      h.path('reseeded.json'),
      JSON.stringify({ ...base, commitment: commitmentOf('7'), reseeds }),
    );
    const ok = await h.cli('replay', 'reseeded.json', '--verify');
    expect(ok.code, ok.err).toBe(0);
    expect(ok.out).toContain(
      `seed matches its commitment ${commitmentOf('7')}, 2 reseeds match their commitments`,
    );
    const json = JSON.parse((await h.cli('replay', 'reseeded.json', '--verify', '--json')).out);
    expect(json).toMatchObject({
      commitmentVerified: true,
      commitment: commitmentOf('7'),
      reseedsVerified: 2,
    });

    const forged = { ...base, reseeds: [reseeds[0], { ...reseeds[1], seed: 'three' }] };
    writeFileSync(h.path('forged-reseed.json'), JSON.stringify(forged));
    const bad = await h.cli('replay', 'forged-reseed.json', '--verify');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('the seed of reseed #1');

    const hidden = { ...base, reseeds: [{ at: end, commitment: commitmentOf('one') }] };
    writeFileSync(h.path('hidden-reseed.json'), JSON.stringify(hidden));
    const unrevealed = await h.cli('replay', 'hidden-reseed.json');
    expect(unrevealed.code).toBe(1);
    expect(unrevealed.err).toContain('reseed #0 has no seed');
  });
});
