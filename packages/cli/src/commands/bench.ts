import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { agentById } from '@wargame/ai';
import { type BaseState, createFastRng, randomInt, seatsToAct } from '@wargame/engine';
import {
  CliError,
  EXIT_FAILED,
  EXIT_OK,
  intOption,
  numberOption,
  positionals,
  stringOption,
} from '../args.ts';
import type { Command } from '../command.ts';
import { json, line } from '../format.ts';
import type { AnyGame } from '../registry.ts';
import { mean, quantile, round } from '../stats.ts';
import { AI_LEVELS, type AiBench, benchAi, formatAiBench } from './bench-ai.ts';
import { playOnce } from './bench-playout.ts';
import { benchRng, formatRngBench, type RngBench } from './bench-rng.ts';

/** States kept for the latency and memory measurements (a uniform sample of every state visited). */
const SAMPLE = 1000;
/** Passes over the sample when timing apply, legal and the JSON round trip. */
const PASSES = 3;

export interface BenchOptions {
  /** Seconds of random playouts per game (the latency and memory passes come after). */
  seconds: number;
  /** At most this many playouts per game. */
  games: number;
  /** Positions on which each AI level's decision is timed (0: no AI figures). */
  aiPositions: number;
  /** The AI levels timed, the baseline first. */
  aiLevels: string[];
}

export interface GameBench {
  scenarios: number;
  playouts: number;
  errors: number;
  firstError?: string;
  seconds: number | null;
  playoutsPerSecond: number | null;
  actionsPerSecond: number | null;
  meanActionsPerGame: number | null;
  /** Latencies in microseconds, over the same sampled states. */
  applyUs: { p50: number | null; p99: number | null };
  legalUs: { p50: number | null; p99: number | null };
  jsonRoundTripUs: { p50: number | null; p99: number | null };
  /** (apply p50 + legal p50) / JSON round trip p50 of the same states: aim < 1. */
  applyPlusLegalOverJsonRoundTrip: number | null;
  applyOverJsonRoundTrip: number | null;
  statesMeasured: number;
  /** JSON length of a state, a proxy for its size. */
  stateJsonBytes: { mean: number | null; max: number | null };
  /** Heap growth per state when N independent states (parsed copies) are retained. */
  heapBytesPerState: number | null;
  /** Heap growth per state when every successive state of whole games is retained (apply's sharing). */
  heapBytesPerChainedState: number | null;
  heapStates: number;
  /** Whether the heap was measured after forced garbage collections (else it is noisy). */
  gc: boolean;
  /** The game generator's cost: ChaCha20 against xoshiro128** states on the same seeded playouts. */
  rng: RngBench;
  /** The computer opponent's decision times per level, and its evaluation's cost (null: not measured). */
  ai: AiBench | null;
}

type Gc = () => void;
let cachedGc: Gc | null | undefined;

/** global.gc when node runs with --expose-gc; otherwise try to expose it now; null if impossible. */
function getGc(): Gc | null {
  if (cachedGc !== undefined) return cachedGc;
  const global = globalThis as { gc?: Gc };
  if (typeof global.gc === 'function') {
    cachedGc = global.gc;
    return cachedGc;
  }
  try {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as unknown;
    cachedGc = typeof gc === 'function' ? (gc as Gc) : null;
  } catch {
    cachedGc = null;
  }
  return cachedGc;
}

function heapUsed(gc: Gc | null): number {
  if (gc) {
    gc();
    gc();
  }
  return process.memoryUsage().heapUsed;
}

export function benchGame(game: AnyGame, options: BenchOptions): GameBench {
  const scenarios = game.scenarios().map((s) => s.id);
  if (scenarios.length === 0) throw new Error(`${game.id} has no scenarios`);
  const rng = createFastRng(`bench/${game.id}`);
  const sample: BaseState[] = [];
  let seen = 0;
  // 1. Throughput: whole random games, scenarios in turn. A game whose random playouts run long (a
  // Pacific 1940 round is hundreds of actions, and random play rarely ends it) is cut at twice the time
  // budget, and counted with the actions it played.
  let playouts = 0;
  let actions = 0;
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const cutOff = started + 2 * options.seconds * 1000;
  const keep = (state: BaseState) => {
    seen++;
    if (sample.length < SAMPLE) sample.push(state);
    else {
      const slot = randomInt(rng, seen);
      if (slot < SAMPLE) sample[slot] = state;
    }
    return performance.now() < cutOff;
  };
  while (playouts < options.games && (playouts === 0 || performance.now() < deadline)) {
    const scenario = scenarios[playouts % scenarios.length]!;
    const result = playOnce(game, scenario, `bench/${playouts}`, rng, keep);
    actions += result.actions;
    playouts++;
    if (result.error) {
      errors++;
      firstError ??= `playout ${playouts - 1} (${scenario}, seed 'bench/${playouts - 1}'): ${result.error}`;
    }
  }
  const seconds = (performance.now() - started) / 1000;

  // 2. Latencies of legal, apply and a JSON round trip, on the same sampled states, from a clean heap.
  const gc = getGc();
  gc?.();
  const applyUs: number[] = [];
  const legalUs: number[] = [];
  const jsonUs: number[] = [];
  const jsonBytes: number[] = [];
  const live = sample.filter((state) => !game.outcome(state) && seatsToAct(game, state).length > 0);
  let sink = 0;
  for (let pass = 0; pass < PASSES; pass++) {
    for (const state of live) {
      const seats = seatsToAct(game, state);
      const seat = seats[randomInt(rng, seats.length)]!;
      let t = performance.now();
      const legal = game.legal(state, seat);
      legalUs.push((performance.now() - t) * 1000);
      t = performance.now();
      const copy = JSON.parse(JSON.stringify(state)) as BaseState;
      jsonUs.push((performance.now() - t) * 1000);
      sink += copy.game.length;
      if (pass === 0) jsonBytes.push(JSON.stringify(state).length);
      if (legal.length === 0) continue;
      const action = legal[randomInt(rng, legal.length)]!;
      t = performance.now();
      const result = game.apply(state, action, seat);
      applyUs.push((performance.now() - t) * 1000);
      sink += 'error' in result ? 1 : 0;
    }
  }

  // 3. Memory: independent copies of the sampled states, then the successive states of whole games.
  const texts = live.slice(0, 500).map((state) => JSON.stringify(state));
  let before = heapUsed(gc);
  const copies = texts.map((text) => JSON.parse(text) as unknown);
  const perState = copies.length > 0 ? (heapUsed(gc) - before) / copies.length : Number.NaN;
  sink += copies.length;
  copies.length = 0;

  const chain: BaseState[] = [];
  before = heapUsed(gc);
  const chainRng = createFastRng('bench/chain');
  for (let g = 0; g < 50 && chain.length < SAMPLE; g++) {
    playOnce(game, scenarios[g % scenarios.length]!, `bench/chain/${g}`, chainRng, (state) => {
      chain.push(state);
      return chain.length < SAMPLE;
    });
  }
  const perChained = chain.length > 0 ? (heapUsed(gc) - before) / chain.length : Number.NaN;
  sink += chain.length;

  // 4. The generator: half the playout time again, split between the two kinds.
  const rngBench = benchRng(game, scenarios, Math.max(1, options.seconds / 2), options.games);

  // 5. The AI: one decision per level on positions of the sample.
  const ai = options.aiPositions > 0 ? benchAi(game, live, options.aiPositions, options.aiLevels) : null;

  const applyP50 = quantile(applyUs, 0.5);
  const legalP50 = quantile(legalUs, 0.5);
  const jsonP50 = quantile(jsonUs, 0.5);
  const bench: GameBench = {
    scenarios: scenarios.length,
    playouts,
    errors,
    seconds: round(seconds, 3),
    playoutsPerSecond: round(playouts / seconds, 2),
    actionsPerSecond: round(actions / seconds, 0),
    meanActionsPerGame: round(actions / playouts, 1),
    applyUs: { p50: round(applyP50), p99: round(quantile(applyUs, 0.99)) },
    legalUs: { p50: round(legalP50), p99: round(quantile(legalUs, 0.99)) },
    jsonRoundTripUs: { p50: round(jsonP50), p99: round(quantile(jsonUs, 0.99)) },
    applyPlusLegalOverJsonRoundTrip: round((applyP50 + legalP50) / jsonP50, 3),
    applyOverJsonRoundTrip: round(applyP50 / jsonP50, 3),
    statesMeasured: live.length,
    stateJsonBytes: {
      mean: round(mean(jsonBytes), 0),
      max: jsonBytes.length > 0 ? Math.max(...jsonBytes) : null,
    },
    heapBytesPerState: round(perState, 0),
    heapBytesPerChainedState: round(perChained, 0),
    heapStates: texts.length,
    gc: gc !== null,
    rng: rngBench,
    ai,
  };
  if (firstError !== undefined) bench.firstError = firstError;
  if (sink < 0) bench.statesMeasured = -1; // never: keeps the measured work observable
  return bench;
}

function formatBench(id: string, b: GameBench): string {
  let text = line(
    `${id}: ${b.playouts} playouts in ${b.seconds} s: ${b.playoutsPerSecond} playouts/s, ${b.actionsPerSecond} actions/s, ${b.meanActionsPerGame} actions per game; ${b.errors} errors`,
  );
  if (b.firstError) text += line(`  first error: ${b.firstError}`);
  text += line(
    `  apply p50 ${b.applyUs.p50} µs, p99 ${b.applyUs.p99} µs; legal p50 ${b.legalUs.p50} µs, p99 ${b.legalUs.p99} µs; JSON round trip p50 ${b.jsonRoundTripUs.p50} µs (${b.statesMeasured} states)`,
  );
  text += line(`  (apply + legal) / JSON round trip: ${b.applyPlusLegalOverJsonRoundTrip} (aim < 1)`);
  text += formatRngBench(b.rng);
  if (b.ai) text += formatAiBench(b.ai);
  text += line(
    `  state: ${b.stateJsonBytes.mean} bytes as JSON (max ${b.stateJsonBytes.max}); heap ${b.heapBytesPerState} bytes per independent state, ${b.heapBytesPerChainedState} per state kept along whole games${b.gc ? '' : ' (no gc: noisy)'}`,
  );
  return text;
}

function aiLevelsOption(text: string | undefined): string[] {
  if (text === undefined) return AI_LEVELS;
  const ids = text.split(',').map((id) => id.trim());
  for (const id of ids) {
    try {
      agentById(id);
    } catch (thrown) {
      throw new CliError(`--ai-levels: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
    }
  }
  return ids;
}

export const bench: Command = {
  name: 'bench',
  synopsis: 'bench',
  summary: 'speed and memory of every game',
  help: `Usage: wargame bench [--game ID] [--seconds S] [--games N] [--json]

Measure every game in the registry (or one): random playouts per second and actions per second
(calling the game's own legal/apply, as the AI does), p50/p99 latency of apply and legal in µs,
the p50 time of a JSON stringify+parse of the same states, and their ratio
applyPlusLegalOverJsonRoundTrip (aim < 1); memory per state as JSON length and as heap growth over
retained states (forced garbage collection when available); and the generator's cost: the same
seeded playouts with ChaCha20 states (what games use) and xoshiro128** states, as µs per action and
their ratio, with the ns of one draw of each ('rng'); and the computer opponent ('ai'): the time of
one decision of mcts-step:normal (the baseline), planner:easy, planner:normal and planner:hard on the
same sampled positions, mean and worst, each as a ratio to the baseline, and the planner's evaluation
as a ratio to a JSON round trip. The default run takes about 18 s per game, plus up to a minute for
the AI.

Options:
  --game ID      only this game
  --seconds S    seconds of playouts per game (default: 10)
  --games N      at most N playouts per game (default: 1000)
  --ai-positions N
                 positions on which each AI level decides once (default: 6; 0: no AI figures)
  --ai-levels L  comma-separated agent ids to time, the baseline first (default:
                 ${AI_LEVELS.join(',')})
  --json         one JSON object { node, date, games: { <id>: {...} } }
  -h, --help     this text

Exits 1 if a game failed to load or a playout failed.
`,
  options: {
    game: { type: 'string' },
    seconds: { type: 'string' },
    games: { type: 'string', short: 'n' },
    'ai-positions': { type: 'string' },
    'ai-levels': { type: 'string' },
  },
  async run({ io, registry, args, json: asJson }) {
    positionals(args, 'bench', []);
    const options: BenchOptions = {
      seconds: numberOption(args, 'seconds', 10),
      games: intOption(args, 'games', 1000),
      aiPositions: intOption(args, 'ai-positions', 6, 0),
      aiLevels: aiLevelsOption(stringOption(args, 'ai-levels')),
    };
    const only = stringOption(args, 'game');
    if (only !== undefined && !registry.find(only)) {
      throw new CliError(`unknown game '${only}' (known: ${registry.ids().join(', ')})`);
    }
    const ids = only !== undefined ? [only] : registry.ids();
    const report: { node: string; date: string; games: Record<string, GameBench | { error: string }> } = {
      node: process.version,
      date: new Date().toISOString(),
      games: {},
    };
    if (!asJson) io.stdout(line(`node ${report.node}, ${report.date}`));
    let failed = false;
    for (const id of ids) {
      let result: GameBench | { error: string };
      try {
        const { module } = await registry.load(id);
        result = benchGame(module, options);
        if (result.errors > 0) failed = true;
      } catch (thrown) {
        failed = true;
        result = { error: thrown instanceof Error ? thrown.message : String(thrown) };
      }
      report.games[id] = result;
      if (!asJson) io.stdout('error' in result ? line(`${id}: ${result.error}`) : formatBench(id, result));
    }
    if (asJson) io.stdout(json(report));
    return failed ? EXIT_FAILED : EXIT_OK;
  },
};
