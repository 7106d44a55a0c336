import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import {
  type ArenaGameRecord,
  type ArenaReport,
  agentById,
  arenaGameSeed,
  type Opening,
  playArenaGame,
  sidesOf,
  summarizeArena,
} from '@wargame/ai';
import { type Json, newSave, type Save, serializeSave } from '@wargame/engine';
import { CliError, EXIT_FAILED, EXIT_OK, intOption, positionals, stringOption } from '../args.ts';
import type { Command } from '../command.ts';
import { json, line } from '../format.ts';
import type { Io } from '../io.ts';
import { resolvePath, writeFileAtomic } from '../saves.ts';
import { round } from '../stats.ts';
import { checkScenario, SERIES_OPTIONS, seriesOptions } from './series.ts';

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

export const arena: Command = {
  name: 'arena',
  synopsis: 'arena <game>',
  summary: 'AI matches between two agents, with win rates and confidence intervals',
  help: `Usage: wargame arena <game> --a AGENT --b AGENT [--scenario ID] [--games N] [--seed S]
                     [--max-actions N] [--options JSON] [--from G] [--jobs N]
                     [--start-turn T [--opening AGENT]] [--json]

Play N seeded games between agents A and B, alternating sides (game g uses the seed 'S/g'; A takes
the first side in even games, the second in odd ones). Each agent sees only its seat's view and its
legal actions. Prints wins per agent and per side, A's score (wins + half the draws) with a 95%
Wilson interval, and the mean decision time of each agent. A game with no outcome after
--max-actions actions is a draw.

Agents: random, greedy (one ply on evaluate); the turn planner (the platform's AI: candidate turns
compared over determinizations of the view) planner:easy (<= 1 s a decision), planner:normal
(<= 3 s), planner:hard (anytime, <= 10 s), also called mcts:easy, mcts:normal, mcts:hard (a game without
planner hooks gets the step search at these levels); the step-level IS-MCTS as baselines
mcts-step:easy, mcts-step:normal, mcts-step:hard; mcts:<iterations>[:<ms>], the step search with
a custom budget; or planner:<simulations>[:<ms>][:simple|full|wide][:search|policy][:reply][:deep[-N]],
the planner with a custom budget, breadth, reactions, reply and deepening (what it plans, whether it
searches reactions, whether it plays the opponent's next turn before evaluating, and whether it plays
two close finalists on to the game's horizon as hard does; deep-N: every two finalists that start
differently, on N seeds; for tuning).

Options:
  --a AGENT          agent A (default: mcts:normal)
  --b AGENT          agent B (default: random)
  --scenario ID      the scenario (default: the game's first)
  --games N          how many games (default: 10)
  --seed S           the match seed (default: a random number, printed)
  --max-actions N    a game still running after N actions is a draw (default: 5000)
  --options JSON     game options as a JSON object
  --from G           play only games G..N-1: a later run with the same seed and a larger --games
                     extends a series with exactly the games one long run would have played
  --start-turn T     measure from mid-game: the --opening agent plays both sides until the game
                     reaches turn T, then A and B take over; games 2k and 2k+1 share the opening
                     and the game seed 'S/opening-k', so each position is played once with A on
                     each side, on the same luck (with a turn-limit option, a long game becomes
                     a fixed stretch of turns judged by the game's own victory conditions)
  --opening AGENT    the agent that plays the openings (default: planner:easy)
  --jobs N           play the games in N processes at once (default: 1); each game's moves depend
                     only on its seed, so the results are those of one process unless a time cap
                     cuts a search short
  --save-dir DIR     write each game as a save file DIR/<game>-<scenario>-<g>.json, to replay
                     with 'wargame replay' or open in the web client
  --shard K/N        (used by --jobs) play only the games g with g % N = K and print each game's
                     record as one JSON line
  --json             { game, scenario, seed, agents, games, wins: { a, b, draw }, winRateA,
                     ci95A: [lo, hi], bySide, meanDecisionMs: { a, b },
                     worstDecisionMs: { a, b }, decisions, meanActions }
  -h, --help         this text
`,
  options: {
    ...SERIES_OPTIONS,
    a: { type: 'string' },
    b: { type: 'string' },
    from: { type: 'string' },
    jobs: { type: 'string', short: 'j' },
    shard: { type: 'string' },
    'save-dir': { type: 'string' },
    'start-turn': { type: 'string' },
    opening: { type: 'string' },
  },
  async run({ io, registry, args, json: asJson }) {
    const [gameId] = positionals(args, 'arena', ['<game>']);
    const { games, maxActions, options, seed } = seriesOptions(args, { games: 10, maxActions: 5000 });
    const from = intOption(args, 'from', 0, 0);
    if (from >= games) throw new CliError(`--from ${from} leaves no game to play (--games ${games})`);
    const ids = { a: stringOption(args, 'a') ?? 'mcts:normal', b: stringOption(args, 'b') ?? 'random' };
    const agents = {
      a: agentOf(ids.a),
      b: agentOf(ids.b),
    };
    const { module: game } = await registry.load(gameId!);
    const scenario = stringOption(args, 'scenario') ?? game.scenarios()[0]?.id;
    if (scenario === undefined) throw new CliError(`${game.id} has no scenarios`);
    checkScenario(game, scenario);
    const shard = parseShard(stringOption(args, 'shard'));
    const saveDir = stringOption(args, 'save-dir');
    const startTurn =
      stringOption(args, 'start-turn') === undefined ? undefined : intOption(args, 'start-turn', 1);
    const openingId = stringOption(args, 'opening') ?? 'planner:easy';
    const opening: Opening | undefined =
      startTurn === undefined ? undefined : { agent: agentOf(openingId), untilTurn: startTurn };
    const gameOptions = {
      scenario,
      seed,
      maxActions,
      agents,
      options,
      keepActions: saveDir !== undefined,
      ...(opening ? { opening } : {}),
    };
    const played = (g: number): ArenaGameRecord => {
      const record = playArenaGame(game, gameOptions, g);
      if (saveDir === undefined) return record;
      const gameSeed = arenaGameSeed(seed, g, opening !== undefined);
      writeArenaSave(io, saveDir, { game: game.id, scenario, options, seed: gameSeed }, record);
      const { actions: _kept, ...rest } = record;
      return rest;
    };
    if (shard) {
      const first = from + ((shard.k - (from % shard.n) + shard.n) % shard.n);
      for (let g = first; g < games; g += shard.n) io.stdout(`${JSON.stringify(played(g))}\n`);
      return EXIT_OK;
    }
    if (!asJson) {
      io.stdout(
        line(
          `${game.id} ${scenario}: A ${ids.a} against B ${ids.b}, ${games - from} games${from > 0 ? ` (${from}..${games - 1})` : ''}, seed ${seed}${opening ? `, from turn ${startTurn} (openings by ${openingId})` : ''}`,
        ),
      );
    }
    const sides = sidesOf(game, scenario);
    const records: ArenaGameRecord[] = [];
    const onRecord = (record: ArenaGameRecord): void => {
      records.push(record);
      if (asJson) return;
      const { result } = record;
      const soFar = summarizeArena(sides, records).meanDecisionMs;
      const who = result.winner === null ? 'draw' : `${result.winner.toUpperCase()} won`;
      const seating = Object.entries(record.sides)
        .map(([side, slot]) => `${slot.toUpperCase()}=${side}`)
        .join(' ');
      io.stdout(
        line(
          `  game ${record.index + 1}: ${who} (${seating}; ${result.actions} actions; ${result.reason}; mean decision so far A ${soFar.a.toFixed(0)} ms, B ${soFar.b.toFixed(0)} ms; worst this game A ${record.worstMs.a.toFixed(0)} ms, B ${record.worstMs.b.toFixed(0)} ms)`,
        ),
      );
    };
    const jobs = Math.min(intOption(args, 'jobs', 1), games - from);
    if (jobs > 1) {
      const argv = [
        'arena',
        game.id,
        '--a',
        ids.a,
        '--b',
        ids.b,
        '--scenario',
        scenario,
        '--games',
        `${games}`,
        '--from',
        `${from}`,
      ];
      argv.push('--seed', seed, '--max-actions', `${maxActions}`, '--options', JSON.stringify(options));
      if (saveDir !== undefined) argv.push('--save-dir', resolvePath(io, saveDir));
      if (startTurn !== undefined) argv.push('--start-turn', `${startTurn}`, '--opening', openingId);
      await playInChildren(argv, jobs, onRecord);
    } else for (let g = from; g < games; g++) onRecord(played(g));
    const report: ArenaReport = summarizeArena(sides, records);
    if (asJson) {
      io.stdout(
        json({
          game: game.id,
          scenario,
          seed,
          agents: ids,
          games: report.games,
          wins: report.wins,
          winRateA: round(report.winRateA, 4),
          ci95A: [round(report.ci95A[0], 4), round(report.ci95A[1], 4)],
          bySide: report.bySide,
          meanDecisionMs: { a: round(report.meanDecisionMs.a, 2), b: round(report.meanDecisionMs.b, 2) },
          worstDecisionMs: { a: round(report.worstDecisionMs.a, 2), b: round(report.worstDecisionMs.b, 2) },
          decisions: report.decisions,
          meanActions: round(report.meanActions, 1),
        }),
      );
      return EXIT_OK;
    }
    const { wins } = report;
    io.stdout(line(`wins: A (${ids.a}) ${wins.a}, B (${ids.b}) ${wins.b}, draws ${wins.draw}`));
    io.stdout(
      line(
        `A's score ${pct(report.winRateA)} (95% CI ${pct(report.ci95A[0])}-${pct(report.ci95A[1])}, Wilson; draws count half)`,
      ),
    );
    for (const [side, stats] of Object.entries(report.bySide)) {
      io.stdout(
        line(
          `  ${side}: won ${stats.wins}/${stats.games}; A ${stats.a.wins}/${stats.a.games}, B ${stats.b.wins}/${stats.b.games}`,
        ),
      );
    }
    io.stdout(
      line(
        `mean decision time: A ${report.meanDecisionMs.a.toFixed(1)} ms (${report.decisions.a} decisions), B ${report.meanDecisionMs.b.toFixed(1)} ms (${report.decisions.b} decisions); ${report.meanActions.toFixed(0)} actions per game`,
      ),
    );
    io.stdout(
      line(
        `worst decision time: A ${report.worstDecisionMs.a.toFixed(0)} ms, B ${report.worstDecisionMs.b.toFixed(0)} ms`,
      ),
    );
    return EXIT_OK;
  },
};

function agentOf(id: string) {
  try {
    return agentById(id);
  } catch (thrown) {
    throw new CliError(thrown instanceof Error ? thrown.message : String(thrown));
  }
}

function parseShard(text: string | undefined): { k: number; n: number } | null {
  if (text === undefined) return null;
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const k = Number(match?.[1]);
  const n = Number(match?.[2]);
  if (!match || n < 1 || k >= n) throw new CliError(`--shard wants K/N with 0 <= K < N, not '${text}'`);
  return { k, n };
}

const BIN = fileURLToPath(new URL('../../bin/wargame.js', import.meta.url));

/** Game g as a save file `<dir>/<game>-<scenario>-<g>.json` (replay it, open it in the web client). */
function writeArenaSave(
  io: Io,
  dir: string,
  init: { game: string; scenario: string; options: Record<string, Json>; seed: string },
  record: ArenaGameRecord,
): void {
  const save: Save = { ...newSave(init), actions: record.actions ?? [] };
  const path = join(resolvePath(io, dir), `${init.game}-${init.scenario}-${record.index}.json`);
  mkdirSync(dirname(path), { recursive: true });
  writeFileAtomic(path, serializeSave(save));
}

/** Run this same arena in `jobs` child processes, one shard each, and hand over every game's record. */
async function playInChildren(
  argv: readonly string[],
  jobs: number,
  onRecord: (record: ArenaGameRecord) => void,
): Promise<void> {
  const children = Array.from(
    { length: jobs },
    (_, k) =>
      new Promise<void>((resolve, reject) => {
        const child = spawn(process.execPath, [BIN, ...argv, '--shard', `${k}/${jobs}`], {
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let stderr = '';
        child.stderr.on('data', (chunk: Buffer) => {
          stderr += chunk.toString();
        });
        createInterface({ input: child.stdout }).on('line', (text) => {
          if (text.trim() !== '') onRecord(JSON.parse(text) as ArenaGameRecord);
        });
        child.on('error', reject);
        child.on('close', (code) => {
          if (code === 0) resolve();
          else
            reject(
              new CliError(`arena shard ${k}/${jobs} failed (exit ${code}): ${stderr.trim()}`, EXIT_FAILED),
            );
        });
      }),
  );
  await Promise.all(children);
}
