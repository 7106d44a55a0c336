/** `node --import tsx packages/server/src/main.ts [flags]`: the server without the CLI. */
import { serveCommand } from './serve.ts';

process.exitCode = await serveCommand(process.argv.slice(2));
