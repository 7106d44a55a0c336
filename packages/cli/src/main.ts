/** Entry point of the `wargame` binary: `node --import tsx packages/cli/src/main.ts <command> ...`. */
import { run } from './cli.ts';
import { processIo } from './io.ts';

process.exitCode = await run(process.argv.slice(2), processIo());
