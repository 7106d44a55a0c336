import { CliError, EXIT_FAILED, EXIT_OK, positionals } from '../args.ts';
import type { Command } from '../command.ts';
import { json, line, table } from '../format.ts';

export const games: Command = {
  name: 'games',
  synopsis: 'games',
  summary: 'list the games',
  help: `Usage: wargame games [--json]

List the games this CLI can play: id, title, seats and number of scenarios.
A game that fails to load is listed with the reason, and the exit status is 1.

Options:
  --json      one JSON array: [{ id, title, seats, scenarios }] (or { id, error })
  -h, --help  this text
`,
  options: {},
  async run({ io, registry, args, json: asJson }) {
    positionals(args, 'games', []);
    const rows: Record<string, unknown>[] = [];
    let failed = false;
    for (const entry of registry.entries) {
      try {
        const { module } = await registry.load(entry.id);
        rows.push({
          id: module.id,
          title: module.title,
          seats: module.seats,
          scenarios: module.scenarios().length,
        });
      } catch (thrown) {
        failed = true;
        const message =
          thrown instanceof CliError || thrown instanceof Error ? thrown.message : String(thrown);
        rows.push({ id: entry.id, title: entry.title, error: message });
      }
    }
    if (asJson) {
      io.stdout(json(rows));
    } else {
      io.stdout(
        table(
          rows.map((row) => [
            String(row.id),
            String(row.title),
            row.error
              ? `(unavailable: ${String(row.error)})`
              : `${(row.seats as string[]).join('/')}, ${String(row.scenarios)} scenarios`,
          ]),
        ),
      );
      if (rows.length === 0) io.stdout(line('(no games)'));
    }
    return failed ? EXIT_FAILED : EXIT_OK;
  },
};
