/** The real process entry, with the fixture registry: for spawn-based tests of exit codes and streams. */
import { run } from '../../src/cli.ts';
import { processIo } from '../../src/io.ts';
import { fixtureRegistry } from './fixtures.ts';

process.exitCode = await run(process.argv.slice(2), processIo(), fixtureRegistry);
