import { EXIT_OK, positionals } from '../args.ts';
import type { Command } from '../command.ts';
import { json, table } from '../format.ts';

export const scenarios: Command = {
  name: 'scenarios',
  synopsis: 'scenarios <game>',
  summary: "list a game's scenarios",
  help: `Usage: wargame scenarios <game> [--json]

List the scenarios of a game: id, name, length and seats (and description with --json).
Use an id with 'wargame new <game> --scenario ID'.

Options:
  --json      one JSON array of { id, name, seats, length, description, group? }
  -h, --help  this text
`,
  options: {},
  async run({ io, registry, args, json: asJson }) {
    const [id] = positionals(args, 'scenarios', ['<game>']);
    const { module } = await registry.load(id!);
    const list = module.scenarios();
    if (asJson) {
      io.stdout(json(list));
      return EXIT_OK;
    }
    io.stdout(
      table([
        ['id', 'name', 'length', 'seats'],
        ...list.map((s) => [s.id, s.name, s.length, s.seats.join('/')]),
      ]),
    );
    return EXIT_OK;
  },
};
