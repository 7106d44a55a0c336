/**
 * 14 The odds of a battle as the command line asks for them (`wargame odds pacific-1940`): unit lists as
 * text in, the exact result (odds/exact.ts) as a line and as JSON out, and on request the same battle
 * simulated N times by the same model, with both timings. Throws an Error naming what is wrong.
 */
import { createFastRng, type Json } from '@wargame/engine';
import type { BattleOptions, BattleSpec } from './battle/index.ts';
import { formatOdds, oddsOf, parseUnits, simulate } from './odds/index.ts';

export interface OddsRequest {
  /** Unit lists, e.g. 'infantry:3,armour:2' (aliases in odds/parse.ts). */
  attacker: string;
  defender: string;
  /** A sea battle (else inferred: sea when a sea unit takes part). */
  sea?: boolean;
  /** 14.4 An amphibious assault: every attacking land unit came from a transport. */
  amphibious?: boolean;
  /** 14.4 Step 2 Bombarding battleships and cruisers, e.g. 'battleship:1,cruiser:1' (an amphibious assault). */
  bombard?: string;
  /** 14.6 The attacker retreats after this many rounds if the battle is not over. */
  retreatAfter?: number;
  /** Also simulate this many battles of the same model. */
  monteCarlo?: number;
  /** The simulation's seed. */
  seed?: string;
}

export interface OddsReport {
  text: string;
  json: { [key: string]: Json };
}

function specOf(request: OddsRequest): BattleSpec {
  const attacker = parseUnits(request.attacker);
  const spec: BattleSpec = { attacker, defender: parseUnits(request.defender) };
  if (request.sea) spec.kind = 'sea';
  if (request.bombard !== undefined) {
    const ships = parseUnits(request.bombard).units;
    const other = Object.keys(ships).filter((t) => t !== 'battleship' && t !== 'cruiser');
    if (other.length > 0) throw new Error(`only battleships and cruisers bombard, not ${other.join(', ')}`);
    spec.bombard = { battleship: ships.battleship ?? 0, cruiser: ships.cruiser ?? 0 };
  }
  if (request.amphibious) {
    const land = ['infantry', 'mechInfantry', 'artillery', 'armour'] as const;
    spec.seaborne = land.reduce((n, t) => n + (attacker.units[t] ?? 0), 0);
    if (spec.seaborne === 0) throw new Error('an amphibious assault needs attacking land units');
  } else if (spec.bombard) {
    throw new Error('bombardment supports an amphibious assault only: add --amphibious');
  }
  return spec;
}

const pct = (p: number) => `${(p * 100).toFixed(1)}%`;
const ms = (t: number) => Number(t.toFixed(3));

/**
 * The time of `f` in ms when timings are compared: the median of 11 runs after 10 warm-up runs (the first
 * runs are mostly the compiler's work, as in bench/odds.ts).
 */
function medianTime(f: () => unknown): number {
  for (let i = 0; i < 10; i++) f();
  const times: number[] = [];
  for (let i = 0; i < 11; i++) {
    const t = performance.now();
    f();
    times.push(performance.now() - t);
  }
  return times.sort((x, y) => x - y)[5]!;
}

export function oddsReport(request: OddsRequest): OddsReport {
  const spec = specOf(request);
  const options: BattleOptions =
    request.retreatAfter === undefined ? {} : { retreatAfter: request.retreatAfter };
  const started = performance.now();
  const exact = oddsOf(spec, options);
  const firstMs = performance.now() - started;
  const exactMs = request.monteCarlo === undefined ? firstMs : medianTime(() => oddsOf(spec, options));
  const json: OddsReport['json'] = {
    ...(exact as unknown as { [key: string]: Json }),
    exact: { ms: ms(exactMs) },
  };
  const lines = [
    formatOdds(exact),
    `exact: ${exactMs.toFixed(2)} ms (${exact.states} battle state${exact.states === 1 ? '' : 's'})`,
  ];
  if (request.monteCarlo !== undefined) {
    simulate(spec, Math.min(1000, request.monteCarlo), createFastRng('warm-up'), options);
    const t = performance.now();
    const mc = simulate(spec, request.monteCarlo, createFastRng(request.seed ?? 'odds'), options);
    const mcMs = performance.now() - t;
    json.monteCarlo = {
      runs: mc.runs,
      attackerWins: mc.attackerWins,
      defenderWins: mc.defenderWins,
      mutual: mc.mutual,
      retreat: mc.retreat,
      stalemate: mc.stalemate,
      ms: ms(mcMs),
    };
    json.speedup = exactMs > 0 ? Number((mcMs / exactMs).toFixed(1)) : null;
    lines.push(
      `monte carlo, ${mc.runs} battles: attacker wins ${pct(mc.attackerWins)}, defender wins ${pct(mc.defenderWins)}, both destroyed ${pct(mc.mutual)}; ${mcMs.toFixed(1)} ms (exact is ${json.speedup ?? '∞'}× faster)`,
    );
  }
  return { text: `${lines.join('\n')}\n`, json };
}
