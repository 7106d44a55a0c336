/**
 * The whole CLI cycle on the engine's fixture games (coalition: five seats with hidden hands; raid: a
 * reaction window and dice; duel: two seats deciding at once), run in-process.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Action, type GameModule, parseSave, replay } from '@wargame/engine';
import { SERVE_OPTIONS } from '@wargame/server';
import { afterAll, describe, expect, it } from 'vitest';
import { type CoalitionState, type CoalitionView, coalition } from '../../engine/test/fixtures/coalition.ts';
import { raid } from '../../engine/test/fixtures/reaction.ts';
import { COMMANDS, LATER } from '../src/cli.ts';
import { serve } from '../src/commands/serve.ts';
import { type AnyGame, Registry, registryOf } from '../src/registry.ts';
import { fixtureRegistry } from './support/fixtures.ts';
import { harness, jsonLines } from './support/harness.ts';

const h = harness(fixtureRegistry);
afterAll(() => h.cleanup());

function stateOf(file: string): CoalitionState {
  const result = replay(coalition, readFileSync(h.path(file), 'utf8'));
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
}

describe('help', () => {
  it('lists every command, arena included', async () => {
    const { code, out } = await h.cli('--help');
    expect(code).toBe(0);
    for (const command of COMMANDS) expect(out).toContain(command.synopsis);
    expect(out).toMatch(/\n\s+arena <game>\s+AI matches/);
    expect(out).not.toContain('not available yet');
  });

  it('has help for each command', async () => {
    for (const command of [...COMMANDS, ...LATER]) {
      const { code, out } = await h.cli(command.name, '--help');
      expect(code).toBe(0);
      expect(out).toContain(`Usage: wargame ${command.name}`);
      const again = await h.cli('help', command.name);
      expect(again.out).toBe(out);
    }
  });

  it('mentions every option a command accepts in its help', async () => {
    for (const command of COMMANDS) {
      for (const option of Object.keys(command.options)) expect(command.help).toContain(`--${option}`);
    }
    // serve parses its own flags: its help names each of them.
    for (const option of Object.keys(SERVE_OPTIONS).filter((o) => o !== 'help'))
      expect(serve.help).toContain(`--${option}`);
  });

  it('refuses unknown commands and options with exit 2', async () => {
    expect((await h.cli('frobnicate')).code).toBe(2);
    const bad = await h.cli('games', '--bogus');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("unknown option '--bogus'");
    expect((await h.cli()).code).toBe(2);
    const arena = await h.cli('arena');
    expect(arena.code).toBe(2);
    expect(arena.err).toContain('missing <game>');
  });
});

describe('arena', () => {
  it('plays seeded matches between agents and reports win rates with a Wilson interval', async () => {
    const args = ['arena', 'coalition', '--scenario', 'quick', '--a', 'mcts:20', '--b', 'random'];
    const { code, out } = await h.cli(...args, '--games', '4', '--seed', '3', '--json');
    expect(code).toBe(0);
    const report = JSON.parse(out) as {
      game: string;
      games: number;
      wins: { a: number; b: number; draw: number };
      winRateA: number;
      ci95A: [number, number];
      bySide: Record<string, { games: number; a: { games: number } }>;
      meanDecisionMs: { a: number; b: number };
      worstDecisionMs: { a: number; b: number };
    };
    expect(report.game).toBe('coalition');
    expect(report.wins.a + report.wins.b + report.wins.draw).toBe(4);
    expect(report.ci95A[0]).toBeLessThanOrEqual(report.winRateA);
    expect(report.ci95A[1]).toBeGreaterThanOrEqual(report.winRateA);
    expect(report.bySide.axis?.a.games).toBe(2);
    expect(report.meanDecisionMs.a).toBeGreaterThanOrEqual(0);
    expect(report.worstDecisionMs.a).toBeGreaterThanOrEqual(report.meanDecisionMs.a);
    const text = await h.cli(...args, '--games', '2', '--seed', '3');
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/A's score .*95% CI/);
    expect(text.out).toContain('mean decision time');
    expect(text.out).toContain('worst decision time');
  });

  it('--save-dir keeps each game as a save that replays to the same end, and changes no result', async () => {
    const args = [
      'arena',
      'coalition',
      '--scenario',
      'quick',
      '--a',
      'mcts:5',
      '--b',
      'random',
      '--games',
      '2',
    ];
    const strip = (text: string) => {
      const {
        meanDecisionMs: _m,
        worstDecisionMs: _w,
        ...rest
      } = JSON.parse(text) as Record<string, unknown>;
      return rest;
    };
    const kept = await h.cli(...args, '--seed', '7', '--save-dir', 'games', '--json');
    const plain = await h.cli(...args, '--seed', '7', '--json');
    expect(kept.code).toBe(0);
    expect(strip(kept.out)).toEqual(strip(plain.out));
    for (const g of [0, 1]) {
      const file = `games/coalition-quick-${g}.json`;
      const save = parseSave(readFileSync(h.path(file), 'utf8'));
      expect(save.ok && save.save.seed).toBe(`7/${g}`);
      expect(coalition.outcome(stateOf(file))).not.toBeNull();
      expect((await h.cli('replay', file)).code).toBe(0);
    }
  });

  it('--from extends a series: the games it plays are those of one longer run', async () => {
    const args = [
      'arena',
      'coalition',
      '--scenario',
      'quick',
      '--a',
      'mcts:20',
      '--b',
      'random',
      '--seed',
      '5',
    ];
    // --shard 0/1 prints every game's record; the decision times are the only part that may differ.
    const records = (text: string) =>
      text
        .trim()
        .split('\n')
        .map((row) => {
          const { timeMs: _ms, worstMs: _worst, ...rest } = JSON.parse(row) as Record<string, unknown>;
          return rest;
        });
    const whole = await h.cli(...args, '--games', '4', '--shard', '0/1');
    const tail = await h.cli(...args, '--games', '4', '--from', '2', '--shard', '0/1');
    expect(whole.code).toBe(0);
    expect(tail.code).toBe(0);
    expect(records(whole.out)).toHaveLength(4);
    expect(records(tail.out)).toEqual(records(whole.out).slice(2));
    const odd = await h.cli(...args, '--games', '4', '--from', '1', '--shard', '0/2');
    expect(records(odd.out).map((r) => r.index)).toEqual([2]);
    const none = await h.cli(...args, '--games', '2', '--from', '2');
    expect(none.code).toBe(2);
    expect(none.err).toContain('--from');
  });

  it('refuses an unknown agent or scenario with exit 2', async () => {
    const agent = await h.cli('arena', 'coalition', '--a', 'deep-blue');
    expect(agent.code).toBe(2);
    expect(agent.err).toContain("unknown agent 'deep-blue'");
    const scenario = await h.cli('arena', 'coalition', '--scenario', 'nope');
    expect(scenario.code).toBe(2);
  });
});

describe('games and scenarios', () => {
  it('lists the registry', async () => {
    const { code, out } = await h.cli('games', '--json');
    expect(code).toBe(0);
    const games = JSON.parse(out) as { id: string; seats: string[] }[];
    expect(games.map((g) => g.id)).toEqual(['coalition', 'raid', 'duel']);
    expect((await h.cli('games')).out).toContain('War effort (coalition fixture)');
  });

  it('lists scenarios, and refuses an unknown game with exit 2', async () => {
    const { code, out } = await h.cli('scenarios', 'raid', '--json');
    expect(code).toBe(0);
    expect((JSON.parse(out) as { id: string }[]).map((s) => s.id)).toEqual(['standard', 'skirmish']);
    expect((await h.cli('scenarios', 'raid')).out).toMatch(/skirmish\s+Skirmish\s+6 turns/);
    const unknown = await h.cli('scenarios', 'chess');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain("unknown game 'chess'");
  });

  it('reports a game that fails to load with exit 1, without stopping the others', async () => {
    const broken = new Registry([
      ...registryOf(raid as unknown as AnyGame).entries,
      {
        id: 'broken',
        title: 'Broken',
        load: () => {
          throw new Error('Cannot find module combat/index.ts');
        },
      },
    ]);
    const b = harness(broken);
    const { code, out } = await b.cli('games');
    expect(code).toBe(1);
    expect(out).toContain('raid');
    expect(out).toContain('unavailable');
    const scen = await b.cli('scenarios', 'broken');
    expect(scen.code).toBe(1);
    expect(scen.err).toContain("game 'broken' failed to load: Cannot find module");
    b.cleanup();
  });
});

describe('a whole cycle on coalition (five seats, hidden hands)', () => {
  const save = 'coalition.save.json';

  it('new writes a save with the given seed and says who decides', async () => {
    const { code, out } = await h.cli('new', 'coalition', '--seed', '7', '--out', save);
    expect(code).toBe(0);
    expect(out).toContain('seed 7');
    expect(out).toContain('japan: Play a card');
    const written = parseSave(readFileSync(h.path(save), 'utf8'));
    expect(written.ok && written.save).toMatchObject({
      game: 'coalition',
      scenario: 'standard',
      seed: '7',
      actions: [],
    });
  });

  it('new picks a random seed when none is given, and prints it', async () => {
    const { code, out } = await h.cli(
      'new',
      'coalition',
      '--scenario',
      'quick',
      '--out',
      'random.json',
      '--json',
    );
    expect(code).toBe(0);
    const report = JSON.parse(out) as { seed: string; scenario: string };
    expect(report.seed).toMatch(/^\d+$/);
    expect(report.scenario).toBe('quick');
    expect(h.json('random.json').seed).toBe(report.seed);
  });

  it('new refuses to overwrite, an unknown scenario and bad options', async () => {
    const before = h.bytes(save);
    const again = await h.cli('new', 'coalition', '--seed', '8', '--out', save);
    expect(again.code).toBe(2);
    expect(again.err).toContain('already exists');
    expect(h.bytes(save).equals(before)).toBe(true);
    expect((await h.cli('new', 'coalition', '--scenario', 'nope', '--out', 'x.json')).code).toBe(2);
    expect((await h.cli('new', 'coalition', '--options', '[1]', '--out', 'x.json')).code).toBe(2);
    // The scenario's real options only (the server refuses the same).
    const unknown = await h.cli('new', 'coalition', '--options', '{"turbo":true}', '--out', 'x.json');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('bad --options');
    expect((await h.cli('new', 'coalition')).err).toContain('missing --out');
    expect(existsSync(h.path('x.json'))).toBe(false);
  });

  it('status names the pending decision', async () => {
    const { code, out } = await h.cli('status', save, '--json');
    expect(code).toBe(0);
    const status = JSON.parse(out) as { actions: number; pending: { seat: string }[]; outcome: unknown };
    expect(status.actions).toBe(0);
    expect(status.pending.map((d) => d.seat)).toEqual(['japan']);
    expect(status.outcome).toBeNull();
    expect((await h.cli('status', save)).out).toContain(
      'japan: Play a card to the war effort, or pass [play]',
    );
  });

  it('legal lists the actions numbered, and as JSON lines', async () => {
    const state = stateOf(save);
    const json = await h.cli('legal', save, '--seat', 'japan', '--json');
    expect(json.code).toBe(0);
    const actions = jsonLines(json.out);
    expect(actions).toEqual(coalition.legal(state, 'japan'));
    const human = await h.cli('legal', save);
    expect(human.out).toContain(`0  ${JSON.stringify(actions[0])}`);
    expect(human.out).toContain(`${actions.length - 1}  {"type":"pass"}`);
    const other = await h.cli('legal', save, '--seat', 'usa', '--json');
    expect(other.code).toBe(0);
    expect(other.out).toBe('');
    expect((await h.cli('legal', save, '--seat', 'usa')).out).toContain('no decision to make now');
    expect((await h.cli('legal', save, '--seat', 'ussr')).code).toBe(2);
  });

  it('apply takes an action by number and appends it', async () => {
    const state = stateOf(save);
    const first = coalition.legal(state, 'japan')[0]!;
    const { code, out } = await h.cli('apply', save, '--seat', 'japan', '0');
    expect(code).toBe(0);
    expect(out).toContain(`#0 japan: ${JSON.stringify(first)}`);
    expect(out).toMatch(/played seat=japan/);
    expect(out).toContain('usa: Play a card');
    const written = h.json(save) as { actions: { seat: string; action: Action }[]; checkpoints: unknown[] };
    expect(written.actions).toEqual([{ seat: 'japan', action: first }]);
    expect(written.checkpoints).toHaveLength(1);
  });

  it('apply takes an action as JSON, and prints events as that seat sees them', async () => {
    const state = stateOf(save);
    const action = coalition.legal(state, 'usa').find((a) => a.type === 'play')!;
    const { code, out } = await h.cli('apply', save, '--seat', 'usa', JSON.stringify(action), '--json');
    expect(code).toBe(0);
    const report = JSON.parse(out) as {
      ok: boolean;
      index: number;
      events: { type: string; seat?: string }[];
    };
    expect(report.ok).toBe(true);
    expect(report.index).toBe(1);
    expect(report.events.map((e) => e.type)).toEqual(['played', 'drew', 'drew-card']);
    expect(stateOf(save).played).toHaveLength(2);
    // the last checkpoint follows the last action; no temporary file is left behind
    const written = h.json(save) as { checkpoints: { index: number }[] };
    expect(written.checkpoints.map((c) => c.index)).toEqual([1]);
    expect(h.files().filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('apply refuses an illegal action with exit 2 and leaves the save byte for byte', async () => {
    const before = h.bytes(save);
    const state = stateOf(save);
    const held = new Set(state.hands.china);
    const card = Array.from({ length: 30 }, (_, i) => `c${i}`).find((c) => !held.has(c))!;

    const illegal = await h.cli('apply', save, '--seat', 'china', JSON.stringify({ type: 'play', card }));
    expect(illegal.code).toBe(2);
    expect(illegal.err).toContain(`illegal action {"type":"play","card":"${card}"} by seat 'china'`);
    expect(illegal.err).toContain(`china does not hold ${card}`);
    expect(h.bytes(save).equals(before)).toBe(true);

    const outOfTurn = await h.cli('apply', save, '--seat', 'uk', '{"type":"pass"}', '--json');
    expect(outOfTurn.code).toBe(2);
    expect(JSON.parse(outOfTurn.out)).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    expect(h.bytes(save).equals(before)).toBe(true);

    const notJson = await h.cli('apply', save, '--seat', 'china', '{"type":"play",');
    expect(notJson.code).toBe(2);
    expect(notJson.err).toContain('malformed action');
    const badShape = await h.cli('apply', save, '--seat', 'china', '{"type":"play"}');
    expect(badShape.code).toBe(2);
    expect(badShape.err).toContain('malformed action');
    expect((await h.cli('apply', save, '--seat', 'china', '[1,2]')).code).toBe(2);
    expect((await h.cli('apply', save, '--seat', 'china', '99')).code).toBe(2);
    expect((await h.cli('apply', save, '--seat', 'nobody', '0')).code).toBe(2);
    expect(h.bytes(save).equals(before)).toBe(true);
    expect(h.files().filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('view shows each seat its own hand only, and the spectator none', async () => {
    const state = stateOf(save);
    for (const seat of coalition.seats) {
      const { code, out } = await h.cli('view', save, '--seat', seat, '--json');
      expect(code).toBe(0);
      const seen = JSON.parse(out) as CoalitionView;
      expect(seen.hand).toEqual(state.hands[seat]);
      for (const other of coalition.seats.filter((s) => s !== seat)) {
        for (const card of state.hands[other]!) expect(out).not.toContain(`"${card}"`);
      }
      expect(out).not.toContain('"rng"');
      expect(out).not.toContain('"deck"');
    }
    const spectator = await h.cli('view', save, '--seat', 'spectator', '--json');
    expect(spectator.code).toBe(0);
    expect((JSON.parse(spectator.out) as CoalitionView).hand).toEqual([]);
    for (const hand of Object.values(state.hands))
      for (const card of hand) expect(spectator.out).not.toContain(`"${card}"`);
    const human = await h.cli('view', save, '--seat', 'china');
    expect(human.out).toContain('as seen by china');
    expect(human.out).toContain('you decide china');
    expect((await h.cli('view', save)).code).toBe(2);
    expect((await h.cli('view', save, '--seat', 'ussr')).code).toBe(2);
  });

  it('replay --verify checks every action and checkpoint', async () => {
    const { code, out } = await h.cli('replay', save, '--verify');
    expect(code).toBe(0);
    expect(out).toContain('ok: replayed 2 actions, every action legal, 1 checkpoint verified');
    const json = await h.cli('replay', save, '--verify', '--json');
    expect(JSON.parse(json.out)).toMatchObject({ ok: true, actions: 2, checkpointsVerified: 1 });
  });

  it('a tampered action fails replay naming its index', async () => {
    const text = readFileSync(h.path(save), 'utf8');
    const parsed = JSON.parse(text) as { actions: { seat: string; action: Action }[] };
    parsed.actions[1] = { seat: 'usa', action: { type: 'play', card: 'c999' } };
    writeFileSync(h.path('tampered.json'), JSON.stringify(parsed));
    for (const args of [
      ['replay', 'tampered.json', '--verify'],
      ['status', 'tampered.json'],
    ]) {
      const { code, err } = await h.cli(...args);
      expect(code).toBe(1);
      expect(err).toContain('replay failed at action #1');
      expect(err).toContain("action #1 by seat 'usa' is illegal");
    }
    const json = await h.cli('replay', 'tampered.json', '--json');
    expect(JSON.parse(json.out)).toMatchObject({ ok: false, error: { code: 'illegal-action', index: 1 } });
    expect((await h.cli('apply', 'tampered.json', '0')).code).toBe(1);
  });

  it('a tampered checkpoint fails replay --verify naming its index', async () => {
    const parsed = JSON.parse(readFileSync(h.path(save), 'utf8')) as {
      checkpoints: { index: number; hash: string }[];
    };
    parsed.checkpoints[0]!.hash = '0123456789abcdef';
    writeFileSync(h.path('badhash.json'), JSON.stringify(parsed));
    const { code, err } = await h.cli('replay', 'badhash.json', '--verify');
    expect(code).toBe(1);
    expect(err).toContain('the state after action #1 does not match its checkpoint');
    expect((await h.cli('replay', 'badhash.json')).code).toBe(0);
  });

  it('a corrupt or missing save fails with exit 1', async () => {
    writeFileSync(h.path('corrupt.json'), '{"format": "wargame-save/1", "game":');
    const corrupt = await h.cli('status', 'corrupt.json');
    expect(corrupt.code).toBe(1);
    expect(corrupt.err).toContain('not valid JSON');
    const missing = await h.cli('status', 'missing.json');
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('no such file');
  });

  it('plays to the end; then no one may act', async () => {
    for (let i = 0; i < 100; i++) {
      const status = JSON.parse((await h.cli('status', save, '--json')).out) as { outcome: unknown };
      if (status.outcome) break;
      expect((await h.cli('apply', save, '0')).code).toBe(0);
    }
    const status = await h.cli('status', save);
    expect(status.out).toMatch(/game over: (draw|.* won)/);
    const after = await h.cli('apply', save, '--seat', 'japan', '{"type":"pass"}');
    expect(after.code).toBe(2);
    expect(after.err).toContain('the game is over');
    expect((await h.cli('replay', save, '--verify')).code).toBe(0);
  });

  it('new --position starts from a position file', async () => {
    const state = coalition.setup('quick', {}, '3');
    writeFileSync(h.path('position.json'), JSON.stringify(coalition.toPosition({ ...state, round: 1 })));
    const { code } = await h.cli(
      'new',
      'coalition',
      '--position',
      'position.json',
      '--seed',
      '3',
      '--out',
      'pos.json',
    );
    expect(code).toBe(0);
    const written = h.json('pos.json');
    expect(written.scenario).toBe('quick');
    expect(written.position).toBeDefined();
    expect((await h.cli('apply', 'pos.json', '0')).code).toBe(0);
    expect((await h.cli('replay', 'pos.json', '--verify')).code).toBe(0);
    writeFileSync(h.path('badpos.json'), '{"scenario":"quick"}');
    const bad = await h.cli('new', 'coalition', '--position', 'badpos.json', '--out', 'badpos.save.json');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('cannot set up coalition from position badpos.json');
  });

  it('new --scenario-file is refused for a game that reads no scenario files', async () => {
    writeFileSync(h.path('scenario.json'), '{}');
    const { code, err } = await h.cli(
      'new',
      'coalition',
      '--scenario-file',
      'scenario.json',
      '--out',
      's.json',
    );
    expect(code).toBe(2);
    expect(err).toContain('does not read scenario files');
  });

  it('new --scenario-file uses the registry entry that reads them', async () => {
    const registry = registryOf({
      module: coalition as unknown as AnyGame,
      positionFromScenarioFile: (json, _options, seed) => {
        const { rounds } = json as { rounds: number };
        const state = coalition.setup('standard', {}, seed);
        return {
          scenario: 'custom',
          position: coalition.toPosition({ ...state, rounds }),
          warnings: ['made up'],
        };
      },
    });
    const c = harness(registry);
    writeFileSync(c.path('mine.json'), '{"rounds": 2}');
    const { code, err } = await c.cli(
      'new',
      'coalition',
      '--scenario-file',
      'mine.json',
      '--seed',
      '1',
      '--out',
      'm.json',
    );
    expect(code).toBe(0);
    expect(err).toContain('warning: mine.json: made up');
    expect(c.json('m.json')).toMatchObject({ scenario: 'custom', position: { rounds: 2 } });
    expect((await c.cli('status', 'm.json')).code).toBe(0);
    c.cleanup();
  });
});

describe('several seats at once (duel)', () => {
  it('asks for --seat when several seats must decide', async () => {
    expect((await h.cli('new', 'duel', '--seed', '1', '--out', 'duel.json')).code).toBe(0);
    const status = JSON.parse((await h.cli('status', 'duel.json', '--json')).out) as {
      pending: { seat: string }[];
    };
    expect(status.pending.map((d) => d.seat)).toEqual(['north', 'south']);
    const legal = await h.cli('legal', 'duel.json');
    expect(legal.code).toBe(2);
    expect(legal.err).toContain('several seats have a decision (north, south)');
    expect((await h.cli('apply', 'duel.json', '2')).code).toBe(2);
    expect((await h.cli('apply', 'duel.json', '--seat', 'north', '2')).code).toBe(0);
    // south sees that north committed, never the value
    const south = await h.cli('view', 'duel.json', '--seat', 'south', '--json');
    expect(JSON.parse(south.out)).toMatchObject({ committed: { north: true, south: false }, mine: null });
    const north = await h.cli('view', 'duel.json', '--seat', 'north', '--json');
    expect(JSON.parse(north.out)).toMatchObject({ mine: 3 });
    expect((await h.cli('legal', 'duel.json', '--json')).out.split('\n').filter(Boolean)).toHaveLength(3);
  });
});

describe('playout', () => {
  for (const game of ['coalition', 'raid', 'duel']) {
    it(`plays random games of ${game} to the end`, async () => {
      const { code, out } = await h.cli(
        'playout',
        game,
        '--games',
        '6',
        '--seed',
        '5',
        '--json',
        '--check-purity',
      );
      expect(code).toBe(0);
      const report = JSON.parse(out) as {
        games: number;
        errors: number;
        gamesPerSecond: number;
        actionsPerSecond: number;
        meanActions: number;
        outcomesBySide: Record<string, number>;
      };
      expect(report).toMatchObject({ games: 6, errors: 0 });
      expect(report.gamesPerSecond).toBeGreaterThan(0);
      expect(report.actionsPerSecond).toBeGreaterThan(0);
      expect(report.meanActions).toBeGreaterThan(0);
      expect(Object.values(report.outcomesBySide).reduce((a, b) => a + b, 0)).toBe(6);
    });
  }

  it('groups outcomes by side, and takes one scenario', async () => {
    const { out } = await h.cli(
      'playout',
      'coalition',
      '--scenario',
      'quick',
      '--games',
      '10',
      '--seed',
      '1',
      '--json',
    );
    const report = JSON.parse(out) as { scenarios: string; outcomesBySide: Record<string, number> };
    expect(report.scenarios).toBe('quick');
    for (const key of Object.keys(report.outcomesBySide)) expect(['axis', 'allies', 'draw']).toContain(key);
    const human = await h.cli('playout', 'raid', '--games', '2', '--seed', '1');
    expect(human.out).toMatch(/raid: 2 games \(all 2 scenarios\), seed 1\n.*games\/s.*actions\/s/);
    expect((await h.cli('playout', 'raid', '--scenario', 'nope')).code).toBe(2);
    expect((await h.cli('playout', 'raid', '--games', '0')).code).toBe(2);
  });

  it('writes failing games as saves that replay to the failure, and exits 1', async () => {
    // raid, except that the third attack crashes the game
    const flaky: GameModule<ReturnType<typeof raid.setup>, unknown> = {
      ...raid,
      apply(state, action, seat) {
        if (action.type === 'attack' && state.turn >= 3) throw new Error('boom');
        return raid.apply(state, action, seat);
      },
    };
    const f = harness(registryOf(flaky as unknown as AnyGame));
    const { code, out } = await f.cli(
      'playout',
      'raid',
      '--games',
      '3',
      '--seed',
      '1',
      '--failures',
      'fails',
    );
    expect(code).toBe(1);
    expect(out).toContain('errors: 3');
    expect(out).toContain('boom');
    const failures = readdirSync(join(f.dir, 'fails'));
    expect(failures).toHaveLength(3);
    const replayed = await f.cli('replay', join('fails', failures[0]!));
    expect(replayed.code).toBe(1);
    expect(replayed.err).toMatch(/replay failed at action #\d+: .*boom/);
    f.cleanup();
  });
});

describe('bench', () => {
  it('measures one game in a short run and reports the ratios as JSON', async () => {
    const { code, out } = await h.cli(
      'bench',
      '--game',
      'raid',
      '--seconds',
      '0.2',
      '--games',
      '30',
      '--ai-positions',
      '2',
      '--ai-levels',
      'mcts:20,greedy',
      '--json',
    );
    expect(code).toBe(0);
    const report = JSON.parse(out) as {
      node: string;
      date: string;
      games: Record<string, Record<string, unknown>>;
    };
    expect(report.node).toBe(process.version);
    expect(Number.isNaN(Date.parse(report.date))).toBe(false);
    expect(Object.keys(report.games)).toEqual(['raid']);
    const raidBench = report.games.raid!;
    expect(raidBench).toMatchObject({ playouts: 30, errors: 0 });
    for (const key of [
      'playoutsPerSecond',
      'actionsPerSecond',
      'applyPlusLegalOverJsonRoundTrip',
      'heapBytesPerState',
    ]) {
      expect(typeof raidBench[key]).toBe('number');
    }
    expect(raidBench.applyUs).toMatchObject({ p50: expect.any(Number), p99: expect.any(Number) });
    expect(raidBench.legalUs).toMatchObject({ p50: expect.any(Number), p99: expect.any(Number) });
    expect(raidBench.jsonRoundTripUs).toMatchObject({ p50: expect.any(Number) });
    expect((raidBench.stateJsonBytes as { mean: number }).mean).toBeGreaterThan(100);
    // The generator's cost, measured on the same seeded playouts with each kind of state.
    expect(raidBench.rng).toMatchObject({
      playouts: 30,
      chacha20PerActionUs: expect.any(Number),
      xoshiroPerActionUs: expect.any(Number),
      ratio: expect.any(Number),
      chacha20NsPerDraw: expect.any(Number),
      xoshiroNsPerDraw: expect.any(Number),
    });
    expect((raidBench.rng as { drawsPerAction: number }).drawsPerAction).toBeGreaterThan(0);
    // The AI's decision times, the first level the baseline; no planner hooks, so no evaluation cost.
    expect(raidBench.ai).toMatchObject({
      positions: 2,
      baseline: 'mcts:20',
      levels: { 'mcts:20': { overBaseline: 1 }, greedy: { meanMs: expect.any(Number) } },
      evaluateUs: null,
    });
  });

  it('refuses an unknown AI level', async () => {
    const { code, err } = await h.cli('bench', '--game', 'raid', '--ai-levels', 'mcts-step:normal,wizard');
    expect(code).not.toBe(0);
    expect(err).toMatch(/--ai-levels: unknown agent 'wizard'/);
  });

  it('measures every game of the registry in human form', async () => {
    const { code, out } = await h.cli('bench', '--seconds', '0.1', '--games', '5', '--ai-levels', 'mcts:10');
    expect(code).toBe(0);
    for (const id of ['coalition', 'raid', 'duel'])
      expect(out).toMatch(new RegExp(`^${id}: 5 playouts`, 'm'));
    expect(out).toContain('(apply + legal) / JSON round trip');
    expect(out).toMatch(/AI, one decision on \d+ positions: mcts:10 mean [\d.]+ ms/);
    expect(out).toMatch(
      /generator: [\d.]+ µs per action with chacha20, [\d.]+ with xoshiro128\*\* \(ratio [\d.]+/,
    );
  });
});
