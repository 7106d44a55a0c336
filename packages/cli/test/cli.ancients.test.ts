/** The whole CLI cycle on the first real game, Commands & Colors: Ancients, through the default registry. */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AncientsState, type AncientsView, ancients } from '@wargame/ancients';
import { type Action, replay } from '@wargame/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultRegistry } from '../src/registry.ts';
import { harness, jsonLines } from './support/harness.ts';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const SCENARIO_FILE = join(ROOT, 'packages/games/ancients/data/scenarios/001.json');
const h = harness(defaultRegistry);
afterAll(() => h.cleanup());

function stateOf(file: string): AncientsState {
  const result = replay(ancients, readFileSync(h.path(file), 'utf8'));
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
}

const SAVE = 'ancients.save.json';

describe('ancients through the CLI', () => {
  it('is listed with its scenarios', async () => {
    const games = await h.cli('games', '--json');
    expect(games.code).toBe(0);
    expect(JSON.parse(games.out)).toContainEqual(
      expect.objectContaining({ id: 'ancients', seats: ['top', 'bottom'] }),
    );
    const scenarios = await h.cli('scenarios', 'ancients', '--json');
    expect(scenarios.code).toBe(0);
    expect((JSON.parse(scenarios.out) as { id: string }[]).map((s) => s.id)).toContain('001');
  });

  it('new, status and legal', async () => {
    const created = await h.cli('new', 'ancients', '--scenario', '001', '--seed', '1', '--out', SAVE);
    expect(created.code, created.err).toBe(0);
    const status = JSON.parse((await h.cli('status', SAVE, '--json')).out) as {
      pending: { seat: string; kind: string }[];
    };
    expect(status.pending).toHaveLength(1);
    expect(status.pending[0]!.kind).toBe('play-card');
    const legal = jsonLines((await h.cli('legal', SAVE, '--json')).out);
    expect(legal.length).toBeGreaterThan(0);
    expect(legal.every((a) => a.type === 'play-card')).toBe(true);
  });

  it('refuses a card not in hand with exit 2, naming the rule, and leaves the save byte for byte', async () => {
    const before = h.bytes(SAVE);
    const seat = stateOf(SAVE).turn.side;
    const { code, err } = await h.cli(
      'apply',
      SAVE,
      '--seat',
      seat,
      '{"type":"play-card","card":"no-such-card#1"}',
    );
    expect(code).toBe(2);
    expect(err).toMatch(/illegal action .* \(rule \d+(\.\d+)*\): /);
    expect(h.bytes(SAVE).equals(before)).toBe(true);
    const other = seat === 'top' ? 'bottom' : 'top';
    const outOfTurn = await h.cli('apply', SAVE, '--seat', other, '0');
    expect(outOfTurn.code).toBe(2);
    const malformed = await h.cli('apply', SAVE, '--seat', seat, '{"type":"play-card","card":""}');
    expect(malformed.code).toBe(2);
    expect(malformed.err).toContain('malformed action');
    expect(h.bytes(SAVE).equals(before)).toBe(true);
  });

  it('applies legal actions by number and as JSON', async () => {
    const first = await h.cli('apply', SAVE, '0');
    expect(first.code, first.err).toBe(0);
    expect(first.out).toMatch(/card-played \[rule 6\]/);
    for (let i = 0; i < 6; i++) {
      const state = stateOf(SAVE);
      if (ancients.outcome(state)) break;
      const seat = ancients.pending(state)[0]!.seat;
      const actions = ancients.legal(state, seat);
      const action: Action = actions[i % actions.length]!;
      const applied = await h.cli('apply', SAVE, '--seat', seat, JSON.stringify(action), '--json');
      expect(applied.code, applied.err).toBe(0);
      expect(JSON.parse(applied.out)).toMatchObject({ ok: true, seat, action });
    }
  });

  it('views: each seat sees its own hand and not the other; the spectator sees neither', async () => {
    const state = stateOf(SAVE);
    for (const seat of ['top', 'bottom'] as const) {
      const other = seat === 'top' ? 'bottom' : 'top';
      const { code, out } = await h.cli('view', SAVE, '--seat', seat, '--json');
      expect(code).toBe(0);
      const seen = JSON.parse(out) as AncientsView;
      expect(seen.hands[seat]).toEqual(state.hands[seat]);
      expect(seen.hands[other]).toBeNull();
      expect(seen.handSizes[other]).toBe(state.hands[other].length);
      for (const card of state.hands[other]) expect(out).not.toContain(`"${card}"`);
      for (const card of state.deck) expect(out).not.toContain(`"${card}"`);
      expect(out).not.toContain('"rng"');
    }
    const spectator = await h.cli('view', SAVE, '--seat', 'spectator', '--json');
    const seen = JSON.parse(spectator.out) as AncientsView;
    expect(seen.hands).toEqual({ top: null, bottom: null });
    for (const card of [...state.hands.top, ...state.hands.bottom])
      expect(spectator.out).not.toContain(`"${card}"`);
  });

  it('replay --verify passes, and a tampered action is named by its index', async () => {
    const ok = await h.cli('replay', SAVE, '--verify');
    expect(ok.code, ok.err).toBe(0);
    expect(ok.out).toMatch(/^ok: replayed \d+ actions, every action legal, 1 checkpoint verified/);
    const parsed = JSON.parse(readFileSync(h.path(SAVE), 'utf8')) as { actions: { action: Action }[] };
    parsed.actions[0]!.action = { type: 'play-card', card: 'no-such-card#1' };
    writeFileSync(h.path('tampered.json'), JSON.stringify(parsed));
    const bad = await h.cli('replay', 'tampered.json', '--verify');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('replay failed at action #0');
  });

  it('replay --verify checks the seed against the commitment a server published', async () => {
    const parsed = JSON.parse(readFileSync(h.path(SAVE), 'utf8')) as { seed: string; commitment?: string };
    parsed.commitment = createHash('sha256').update(parsed.seed).digest('hex');
    writeFileSync(h.path('committed.json'), JSON.stringify(parsed));
    const ok = await h.cli('replay', 'committed.json', '--verify');
    expect(ok.code, ok.err).toBe(0);
    expect(ok.out).toContain('seed matches its commitment');
    parsed.commitment = createHash('sha256').update(`${parsed.seed}x`).digest('hex');
    writeFileSync(h.path('forged.json'), JSON.stringify(parsed));
    const bad = await h.cli('replay', 'forged.json', '--verify');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('does not match the commitment');
  });

  it('new --scenario-file gives the same game as the built-in scenario', async () => {
    const created = await h.cli(
      'new',
      'ancients',
      '--scenario-file',
      SCENARIO_FILE,
      '--seed',
      '1',
      '--out',
      'file.json',
    );
    expect(created.code, created.err).toBe(0);
    const save = h.json('file.json');
    expect(save.scenario).toBe('001');
    expect(save.position).toMatchObject({ format: 'ancients-position/1' });
    expect(
      (await h.cli('new', 'ancients', '--scenario', '001', '--seed', '1', '--out', 'builtin.json')).code,
    ).toBe(0);
    for (const command of ['status', 'legal']) {
      const fromFile = await h.cli(command, 'file.json', '--json');
      const builtin = await h.cli(command, 'builtin.json', '--json');
      expect(fromFile.out).toBe(builtin.out);
    }
    expect((await h.cli('apply', 'file.json', '0')).code).toBe(0);
    expect((await h.cli('replay', 'file.json', '--verify')).code).toBe(0);

    writeFileSync(h.path('broken-scenario.json'), JSON.stringify({ id: 'x', format: 'ancients-scenario/1' }));
    const broken = await h.cli(
      'new',
      'ancients',
      '--scenario-file',
      'broken-scenario.json',
      '--out',
      'b.json',
    );
    expect(broken.code).toBe(1);
    expect(broken.err).toContain('not a valid ancients scenario');
  });

  it('plays random games to the end', async () => {
    const { code, out } = await h.cli(
      'playout',
      'ancients',
      '--scenario',
      '001',
      '--games',
      '3',
      '--seed',
      '1',
      '--json',
    );
    const report = JSON.parse(out) as {
      errors: number;
      failures: { message: string }[];
      outcomesBySide: Record<string, number>;
    };
    expect(report.failures.map((f) => f.message)).toEqual([]);
    expect(code).toBe(0);
    expect(
      Object.keys(report.outcomesBySide).every((k) => k === 'top' || k === 'bottom' || k === 'draw'),
    ).toBe(true);
  });

  it('benches', async () => {
    const { code, out } = await h.cli(
      'bench',
      '--game',
      'ancients',
      '--seconds',
      '0.5',
      '--games',
      '3',
      '--ai-positions',
      '2',
      '--ai-levels',
      'mcts-step:easy,planner:easy',
      '--json',
    );
    expect(code).toBe(0);
    const report = JSON.parse(out) as {
      games: {
        ancients: {
          errors: number;
          playoutsPerSecond: number;
          ai: {
            positions: number;
            baseline: string;
            levels: Record<string, { meanMs: number; worstMs: number; overBaseline: number }>;
            evaluateOverJsonRoundTrip: number;
          };
        };
      };
    };
    expect(report.games.ancients.errors).toBe(0);
    expect(report.games.ancients.playoutsPerSecond).toBeGreaterThan(0);
    // The AI's decision times as ratios to the first level, and the planner evaluation's cost.
    const { ai } = report.games.ancients;
    expect(ai.positions).toBe(2);
    expect(ai.baseline).toBe('mcts-step:easy');
    expect(Object.keys(ai.levels)).toEqual(['mcts-step:easy', 'planner:easy']);
    expect(ai.levels['mcts-step:easy']!.overBaseline).toBe(1);
    expect(ai.levels['planner:easy']!.worstMs).toBeGreaterThanOrEqual(ai.levels['planner:easy']!.meanMs);
    expect(ai.evaluateOverJsonRoundTrip).toBeGreaterThan(0);
  });

  it('works through the real binary', () => {
    const bin = join(ROOT, 'packages/cli/bin/wargame.js');
    const save = h.path('bin.json');
    const cli = (...args: string[]) =>
      spawnSync(process.execPath, [bin, ...args], { cwd: h.dir, encoding: 'utf8' });
    expect(cli('new', 'ancients', '--scenario', '001', '--seed', '3', '--out', save).status).toBe(0);
    expect(cli('legal', save).stdout).toMatch(/^0 {2}\{"type":"play-card"/m);
    expect(cli('apply', save, '0').status).toBe(0);
    const replayed = cli('replay', save, '--verify');
    expect(replayed.status, replayed.stderr).toBe(0);
    expect(replayed.stdout).toMatch(/^ok: replayed 1 action,/);
  });
});

describe('arena --jobs', () => {
  it('plays the same games in two processes as in one (each game depends only on its seed)', async () => {
    const args = ['arena', 'ancients', '--scenario', '001', '--a', 'mcts:3', '--b', 'random', '--games', '3'];
    const strip = (text: string) => {
      const {
        meanDecisionMs: _ms,
        worstDecisionMs: _worst,
        ...rest
      } = JSON.parse(text) as Record<string, unknown>;
      return rest;
    };
    const one = await h.cli(...args, '--seed', 'jobs', '--json');
    const two = await h.cli(...args, '--seed', 'jobs', '--jobs', '2', '--save-dir', 'kept', '--json');
    expect(one.code).toBe(0);
    expect(two.code, two.err).toBe(0);
    expect(strip(two.out)).toEqual(strip(one.out));
    expect(strip(one.out)).toMatchObject({ games: 3 });
    // Each process wrote its own games' saves, and they replay.
    for (const g of [0, 1, 2]) expect((await h.cli('replay', `kept/ancients-001-${g}.json`)).code).toBe(0);
    const bad = await h.cli(...args, '--shard', '2/2');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--shard');
  }, 120_000);

  it('--start-turn: each pair of games shares an opening; the saves hold it and replay', async () => {
    const args = ['arena', 'ancients', '--scenario', '001', '--a', 'greedy', '--b', 'random', '--games', '2'];
    const run = await h.cli(
      ...args,
      '--seed',
      'mid',
      '--start-turn',
      '3',
      '--opening',
      'random',
      '--save-dir',
      'mid',
      '--json',
    );
    expect(run.code, run.err).toBe(0);
    expect(JSON.parse(run.out)).toMatchObject({ games: 2 });
    for (const g of [0, 1]) expect((await h.cli('replay', `mid/ancients-001-${g}.json`)).code).toBe(0);
    const bad = await h.cli(...args, '--start-turn', '0');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--start-turn');
  }, 120_000);
});
