/** Axis & Allies Pacific 1940 through the CLI: listed, played from a save or a position, and its odds. */
import { writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultRegistry } from '../src/registry.ts';
import { harness, jsonLines } from './support/harness.ts';

const h = harness(defaultRegistry);
afterAll(() => h.cleanup());

describe('pacific-1940 through the CLI', () => {
  it('is listed with its five seats and one scenario', async () => {
    const games = await h.cli('games', '--json');
    expect(games.code).toBe(0);
    expect(JSON.parse(games.out)).toContainEqual({
      id: 'pacific-1940',
      title: 'Axis & Allies Pacific 1940',
      seats: ['japan', 'usa', 'china', 'uk', 'anzac'],
      scenarios: 1,
    });
  });

  it('new, legal, apply, status and view on a save', async () => {
    expect((await h.cli('new', 'pacific-1940', '--seed', '1', '--out', 'g.json')).code).toBe(0);
    const legal = jsonLines((await h.cli('legal', 'g.json', '--seat', 'japan', '--json')).out);
    expect(legal).toContainEqual({ type: 'end-purchase' });
    expect(legal).toContainEqual({ type: 'buy', unit: 'infantry' });
    expect((await h.cli('apply', 'g.json', '--seat', 'japan', '{"type":"buy","unit":"infantry"}')).code).toBe(
      0,
    );
    const wrong = await h.cli('apply', 'g.json', '--seat', 'usa', '{"type":"end-purchase"}');
    expect(wrong.code).toBe(2);
    const status = JSON.parse((await h.cli('status', 'g.json', '--json')).out) as Record<string, unknown>;
    expect(status).toMatchObject({
      actions: 1,
      phase: 'purchase',
      pending: [{ seat: 'japan', kind: 'purchase' }],
    });
    const view = JSON.parse((await h.cli('view', 'g.json', '--seat', 'usa', '--json')).out) as {
      ipcs: Record<string, number>;
      turn: { bought: Record<string, number> };
    };
    expect(view.ipcs.japan).toBe(23);
    expect(view.turn.bought).toEqual({ infantry: 1 });
    expect(JSON.stringify(view)).not.toContain('"rng"');
  });

  it('starts from a position file and plays on from it', async () => {
    writeFileSync(
      h.path('position.json'),
      JSON.stringify({
        format: 'pacific-1940-position/1',
        scenario: 'standard',
        round: 2,
        power: 'anzac',
        phase: 'mobilize',
      }),
    );
    const made = await h.cli(
      'new',
      'pacific-1940',
      '--position',
      'position.json',
      '--seed',
      '3',
      '--out',
      'p.json',
    );
    expect(made.code, made.err).toBe(0);
    expect(h.json('p.json')).toMatchObject({ scenario: 'standard' });
    const ended = await h.cli('apply', 'p.json', '--seat', 'anzac', '{"type":"end-mobilize"}', '--json');
    expect(ended.code, ended.err).toBe(0);
    const status = JSON.parse((await h.cli('status', 'p.json', '--json')).out) as Record<string, unknown>;
    expect(status).toMatchObject({ turn: 3, phase: 'purchase', pending: [{ seat: 'japan' }] });
  });
});

describe('wargame odds', () => {
  it('one infantry against one infantry is exactly 1/4, 5/8, 1/8', async () => {
    const r = await h.cli(
      'odds',
      'pacific-1940',
      '--attacker',
      'infantry',
      '--defender',
      'infantry',
      '--json',
    );
    expect(r.code, r.err).toBe(0);
    const odds = JSON.parse(r.out) as Record<string, number> & { exact: { ms: number } };
    expect(odds.attackerWins).toBeCloseTo(1 / 4, 12);
    expect(odds.defenderWins).toBeCloseTo(5 / 8, 12);
    expect(odds.mutual).toBeCloseTo(1 / 8, 12);
    expect(odds.exact.ms).toBeGreaterThanOrEqual(0);
    expect(odds).not.toHaveProperty('monteCarlo');
    const text = await h.cli('odds', 'pacific-1940', '--attack', 'inf', '--defend', 'inf');
    expect(text.out).toMatch(/^attacker wins 25\.0%, defender wins 62\.5%, both destroyed 12\.5%;/);
  });

  it('simulates the same battle on request, within three standard errors of the exact odds', async () => {
    const runs = 4000;
    const r = await h.cli(
      'odds',
      'pacific-1940',
      '--attacker',
      'infantry:3,armour:2',
      '--defender',
      'infantry:4',
      '--monte-carlo',
      String(runs),
      '--json',
    );
    expect(r.code, r.err).toBe(0);
    const odds = JSON.parse(r.out) as Record<string, number> & {
      monteCarlo: Record<string, number>;
      speedup: number;
    };
    expect(odds.monteCarlo.runs).toBe(runs);
    for (const field of ['attackerWins', 'defenderWins', 'mutual']) {
      const p = odds[field]!;
      expect(Math.abs(odds.monteCarlo[field]! - p)).toBeLessThanOrEqual(
        3 * Math.sqrt((p * (1 - p)) / runs) + 1e-9,
      );
    }
    expect(odds.speedup).toBeGreaterThan(0);
  });

  it('takes sea battles, amphibious assaults with bombardment and retreats', async () => {
    const odds = async (...args: string[]) => {
      const r = await h.cli('odds', 'pacific-1940', ...args, '--json');
      expect(r.code, r.err).toBe(0);
      return JSON.parse(r.out) as Record<string, number>;
    };
    const plain = await odds('--attacker', 'infantry:2', '--defender', 'infantry:2');
    const bombarded = await odds(
      '--attacker',
      'infantry:2',
      '--defender',
      'infantry:2',
      '--amphibious',
      '--bombard',
      'battleship:1',
    );
    expect(bombarded.attackerWins).toBeGreaterThan(plain.attackerWins!);
    const retreating = await odds(
      '--attacker',
      'infantry:2',
      '--defender',
      'infantry:2',
      '--retreat-after',
      '1',
    );
    expect(retreating.retreat).toBeGreaterThan(0);
    expect(plain.retreat).toBe(0);
    const sea = await odds('--attacker', 'destroyer', '--defender', 'transport', '--sea');
    expect(sea.attackerWins).toBeGreaterThan(0.99);
  });

  it('refuses a missing side, an unknown unit, bombardment without a landing, and a game without odds', async () => {
    const missing = await h.cli('odds', 'pacific-1940', '--attacker', 'infantry');
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('missing --attacker UNITS or --defender UNITS');
    const unknown = await h.cli('odds', 'pacific-1940', '--attacker', 'zeppelin', '--defender', 'infantry');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain("unknown unit 'zeppelin'");
    const ashore = await h.cli(
      'odds',
      'pacific-1940',
      '--attacker',
      'inf',
      '--defender',
      'inf',
      '--bombard',
      'bb',
    );
    expect(ashore.code).toBe(2);
    expect(ashore.err).toContain('add --amphibious');
    const none = await h.cli('odds', 'ancients', '--attacker', 'a', '--defender', 'b');
    expect(none.code).toBe(2);
    expect(none.err).toContain('ancients has no battle odds calculator');
  });
});
