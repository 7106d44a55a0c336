import { CliError, EXIT_OK, flag, intOption, positionals, stringOption } from '../args.ts';
import type { Command } from '../command.ts';
import { json } from '../format.ts';
import type { OddsRequest } from '../registry.ts';

export const odds: Command = {
  name: 'odds',
  synopsis: 'odds <game> --attacker U --defender U',
  summary: 'exact odds of a battle',
  help: `Usage: wargame odds <game> --attacker UNITS --defender UNITS [--sea] [--amphibious]
                    [--bombard SHIPS] [--retreat-after N] [--monte-carlo N] [--seed S] [--json]

The exact probabilities of a battle's outcomes (computed, not sampled), the expected IPC losses and
the survivors, for a game with a battle calculator (pacific-1940). Units are name:count lists,
e.g. 'infantry:3,armour:2,fighter:1' (a count defaults to 1; aliases such as inf, tank, bb, dd).

Options:
  --attacker UNITS     the attacking units (also --attack)
  --defender UNITS     the defending units, AA guns included (also --defend)
  --sea                a sea battle (otherwise: sea when a sea unit takes part)
  --amphibious         an amphibious assault: the attacking land units came from transports
  --bombard SHIPS      bombarding ships of an amphibious assault, e.g. 'battleship:1,cruiser:1'
  --retreat-after N    the attacker retreats after N rounds if the battle is not over
  --monte-carlo N      also simulate N battles of the same model; prints both timings
  --seed S             the simulation's seed (default 'odds')
  --json               one JSON object: the exact result's fields (attackerWins, defenderWins,
                       mutual, retreat, stalemate, expectedIpcLoss, survivors, rounds), exact.ms,
                       and with --monte-carlo: monteCarlo { runs, attackerWins, ..., ms } and speedup
  -h, --help           this text
`,
  options: {
    attacker: { type: 'string' },
    attack: { type: 'string' },
    defender: { type: 'string' },
    defend: { type: 'string' },
    sea: { type: 'boolean' },
    amphibious: { type: 'boolean' },
    bombard: { type: 'string' },
    'retreat-after': { type: 'string' },
    'monte-carlo': { type: 'string' },
    seed: { type: 'string' },
  },
  async run({ io, registry, args, json: asJson }) {
    const [gameId] = positionals(args, 'odds', ['<game>']);
    const attacker = stringOption(args, 'attacker') ?? stringOption(args, 'attack');
    const defender = stringOption(args, 'defender') ?? stringOption(args, 'defend');
    if (attacker === undefined || defender === undefined)
      throw new CliError("missing --attacker UNITS or --defender UNITS (see 'wargame odds --help')");
    const loaded = await registry.load(gameId!);
    if (!loaded.odds) throw new CliError(`${loaded.module.id} has no battle odds calculator`);
    const request: OddsRequest = { attacker, defender };
    if (flag(args, 'sea')) request.sea = true;
    if (flag(args, 'amphibious')) request.amphibious = true;
    const bombard = stringOption(args, 'bombard');
    if (bombard !== undefined) request.bombard = bombard;
    if (stringOption(args, 'retreat-after') !== undefined)
      request.retreatAfter = intOption(args, 'retreat-after', 1);
    if (stringOption(args, 'monte-carlo') !== undefined)
      request.monteCarlo = intOption(args, 'monte-carlo', 1);
    const seed = stringOption(args, 'seed');
    if (seed !== undefined) request.seed = seed;
    let report: { text: string; json: unknown };
    try {
      report = loaded.odds(request);
    } catch (thrown) {
      throw new CliError(thrown instanceof Error ? thrown.message : String(thrown));
    }
    io.stdout(asJson ? json(report.json) : report.text);
    return EXIT_OK;
  },
};
