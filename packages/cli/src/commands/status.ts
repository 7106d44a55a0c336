import { EXIT_OK, positionals } from '../args.ts';
import type { Command } from '../command.ts';
import { formatStatus, json } from '../format.ts';
import { openSave, replayState, statusOf } from '../saves.ts';

export const status: Command = {
  name: 'status',
  synopsis: 'status SAVE',
  summary: 'turn, phase, who must decide, outcome',
  help: `Usage: wargame status SAVE [--json]

Replay SAVE and say where the game stands: turn, phase, the pending decisions (which seats must
decide now, and what) or, when it is over, the outcome. A save that does not replay exits 1 with the
index of the failing action.

Options:
  --json      { game, scenario, actions, turn, phase, summary, pending, outcome }
  -h, --help  this text
`,
  options: {},
  async run({ io, registry, args, json: asJson }) {
    const [file] = positionals(args, 'status', ['SAVE']);
    const opened = await openSave(io, registry, file!);
    const state = replayState(opened);
    const current = statusOf(opened.game.module, opened.save, state);
    io.stdout(asJson ? json(current) : formatStatus(current));
    return EXIT_OK;
  },
};
