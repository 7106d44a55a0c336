import { CliError, EXIT_FAILED, EXIT_OK, positionals } from '../args.ts';
import type { Command } from '../command.ts';
import { json, line } from '../format.ts';
import { readJsonFile } from '../saves.ts';

export const checkMap: Command = {
  name: 'check-map',
  synopsis: 'check-map <game> FILE',
  summary: "check a player's map file",
  help: `Usage: wargame check-map <game> FILE [--json]

Check a map file in the game's map format (gettysburg: gettysburg-map/1, see the package's MAP.md):
the drawing is planar and in one piece, every position has an area on each side, the roads run from
their entry areas, and the entry areas, town and objectives are where the rules need them. Prints a
summary of a valid map; otherwise every problem, each naming the element at fault, and exits 1.
A valid file can be played with 'wargame new <game> --map-file FILE'.

Options:
  --json      one JSON object { file, game, ok, summary, problems }
  -h, --help  this text
`,
  options: {},
  async run({ io, registry, args, json: asJson }) {
    const [gameId, file] = positionals(args, 'check-map', ['<game>', 'FILE']);
    const loaded = await registry.load(gameId!);
    if (!loaded.checkMap) throw new CliError(`${loaded.module.id} has no map files`);
    const checked = loaded.checkMap(readJsonFile(io, file!, 'map file'));
    const ok = checked.problems.length === 0;
    if (asJson)
      io.stdout(
        json({ file, game: loaded.module.id, ok, summary: checked.summary, problems: checked.problems }),
      );
    if (ok) {
      if (!asJson) io.stdout(line(`${file}: map OK: ${checked.summary}`));
      return EXIT_OK;
    }
    io.stderr(line(`${file}: ${checked.problems.length} problem(s):`));
    for (const problem of checked.problems) io.stderr(line(`- ${problem}`));
    return EXIT_FAILED;
  },
};
