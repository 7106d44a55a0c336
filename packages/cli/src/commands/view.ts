import { CliError, EXIT_OK, positionals, stringOption } from '../args.ts';
import type { Command } from '../command.ts';
import { describeDecision, describeOutcome, json, line } from '../format.ts';
import { openSave, replayState } from '../saves.ts';
import { checkSeat } from '../seats.ts';

export const view: Command = {
  name: 'view',
  synopsis: 'view SAVE --seat S|spectator',
  summary: 'what a seat (or a spectator) may see',
  help: `Usage: wargame view SAVE --seat S|spectator [--json]

Print the game as one seat may know it (its own hand, the other seats' hand sizes, no dice to come),
or as a spectator knows it (public information only): the game's view, as pretty JSON.

Options:
  --seat S|spectator  whose view (required)
  --json              only the view JSON (without the summary lines printed above it)
  -h, --help          this text
`,
  options: { seat: { type: 'string', short: 's' } },
  async run({ io, registry, args, json: asJson }) {
    const [file] = positionals(args, 'view', ['SAVE']);
    const viewer = stringOption(args, 'seat');
    if (viewer === undefined) throw new CliError("missing --seat S|spectator (see 'wargame view --help')");
    const opened = await openSave(io, registry, file!);
    const game = opened.game.module;
    if (viewer !== 'spectator') checkSeat(game, viewer);
    const state = replayState(opened);
    const seen = game.view(state, viewer);
    if (asJson) {
      io.stdout(json(seen));
      return EXIT_OK;
    }
    const described = game.describe(state);
    io.stdout(line(`${game.id}, scenario ${opened.save.scenario}, as seen by ${viewer}`));
    io.stdout(line(`turn ${described.turn}, phase ${described.phase}`));
    io.stdout(line(described.summary));
    const outcome = game.outcome(state);
    if (outcome) io.stdout(line(`game over: ${describeOutcome(outcome)}`));
    for (const decision of game.pending(state)) {
      io.stdout(
        line(`${decision.seat === viewer ? 'you decide' : 'waiting for'} ${describeDecision(decision)}`),
      );
    }
    io.stdout(json(seen));
    return EXIT_OK;
  },
};
