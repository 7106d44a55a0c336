import { SERVE_HELP, serveCommand } from '@wargame/server';
import type { Command } from '../command.ts';

/** `wargame serve`: the game server's own flags and help (packages/server/src/serve.ts). */
export const serve: Command = {
  name: 'serve',
  synopsis: 'serve [--port N] [--db PATH|URL]',
  summary: 'run the game server (HTTP API, live updates, web client)',
  help: SERVE_HELP,
  options: {},
  run: async () => 2,
  runRaw: (argv, io) => serveCommand([...argv], io),
};
