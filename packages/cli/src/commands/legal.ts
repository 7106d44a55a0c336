import { EXIT_OK, positionals, stringOption } from '../args.ts';
import type { Command } from '../command.ts';
import { describeDecision, line } from '../format.ts';
import { openSave, replayState } from '../saves.ts';
import { seatFor } from '../seats.ts';

export const legal: Command = {
  name: 'legal',
  synopsis: 'legal SAVE [--seat S]',
  summary: 'the legal actions of a seat, numbered',
  help: `Usage: wargame legal SAVE [--seat S] [--json]

List every legal action of a seat in the saved game, numbered from 0. Pass the number (or the JSON)
to 'wargame apply'. A seat with no decision to make has no legal actions.

Options:
  --seat S    the seat (default: the only seat with a decision; required when several have one)
  --json      one action per line as JSON (line N is action number N), nothing else
  -h, --help  this text
`,
  options: { seat: { type: 'string', short: 's' } },
  async run({ io, registry, args, json: asJson }) {
    const [file] = positionals(args, 'legal', ['SAVE']);
    const opened = await openSave(io, registry, file!);
    const game = opened.game.module;
    const state = replayState(opened);
    const seat = seatFor(game, state, stringOption(args, 'seat'));
    const actions = game.legal(state, seat);
    if (asJson) {
      io.stdout(actions.map((action) => line(JSON.stringify(action))).join(''));
      return EXIT_OK;
    }
    const decisions = game.pending(state).filter((d) => d.seat === seat);
    const outcome = game.outcome(state);
    if (outcome) io.stdout(line('the game is over'));
    for (const decision of decisions) io.stdout(line(describeDecision(decision)));
    if (actions.length === 0) {
      io.stdout(
        line(`no legal actions for ${seat}${decisions.length === 0 ? ' (no decision to make now)' : ''}`),
      );
      return EXIT_OK;
    }
    const width = String(actions.length - 1).length;
    actions.forEach((action, index) => {
      io.stdout(line(`${String(index).padStart(width)}  ${JSON.stringify(action)}`));
    });
    return EXIT_OK;
  },
};
