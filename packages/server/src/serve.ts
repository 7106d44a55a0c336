/**
 * `wargame serve` and the README's start command. `serveCommand(argv)` parses its flags, starts the
 * server and resolves with an exit status when the server stops (SIGINT/SIGTERM, or `signal`).
 * `startServer(options)` is the same without flags or signals, for programs and tests.
 */
import { parseArgs } from 'node:util';
import { createServer, type ServerOptions, type WargameServer } from './app.ts';
import { ConfigError, type Env, resolveConfig, type ServeFlags } from './config.ts';
import { isPostgresUrl } from './store/open.ts';

export const SERVE_OPTIONS = {
  port: { type: 'string' },
  host: { type: 'string' },
  db: { type: 'string' },
  'public-url': { type: 'string' },
  'web-root': { type: 'string' },
  'rate-limit': { type: 'string' },
  log: { type: 'string' },
  'trust-proxy': { type: 'string' },
  'smtp-url': { type: 'string' },
  'mail-from': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export const SERVE_HELP = `Usage: wargame serve [--port N] [--host ADDR] [--db PATH|URL] [--public-url URL] [--web-root DIR]

Run the game server: HTTP API, WebSocket live play, and the web client if built.

Options (each also read from the environment):
  --port N           port to listen on (PORT; default 8080; 0 = any free port)
  --host ADDR        interface to listen on (HOST; default 127.0.0.1; 0.0.0.0 for all)
  --db PATH|URL      SQLite file, or a postgres:// URL (DATABASE_URL; default .wargame/wargame.db)
  --public-url URL   address players reach the server at, for invite links (PUBLIC_URL)
  --web-root DIR     serve the web client from DIR (WEB_ROOT; default packages/web/dist if built)
  --rate-limit N     requests a minute per player's token (and as many moves), per address without
                     one, and 4 x N per address in all; live-socket messages count as requests;
                     0 for none (RATE_LIMIT; default 1200)
  --log LEVEL        fatal, error, warn, info, debug or silent (LOG_LEVEL; default info)
  --trust-proxy N|ADDR,...
                     behind proxies: how many proxy hops are in front of the server, or the proxies'
                     addresses (IPs, CIDR ranges); the client is the X-Forwarded-For entry before them
                     (TRUST_PROXY; default off)
  --smtp-url URL     send "your turn" e-mails (to the players who give an address) through this SMTP
                     server: smtp://[user:pass@]host[:port] (STARTTLS when offered) or smtps://...
                     (TLS) (SMTP_URL; default none: no e-mail)
  --mail-from ADDR   the mails' sender, addr@example.org or "Name <addr@example.org>" (MAIL_FROM;
                     needed with --smtp-url)
`;

export interface ServeIo {
  stdout(text: string): void;
  stderr(text: string): void;
}

const processIo: ServeIo = {
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
};

export async function startServer(options: ServerOptions): Promise<WargameServer> {
  const server = await createServer(options);
  try {
    await server.listen();
  } catch (error) {
    await server.close().catch(() => {});
    throw error;
  }
  return server;
}

/** Exit status: 0 after a clean stop, 1 when the server could not start, 2 for bad flags. */
export async function serveCommand(
  argv: string[],
  io: ServeIo = processIo,
  env: Env = process.env,
  signal?: AbortSignal,
): Promise<number> {
  let flags: ServeFlags & { help?: boolean };
  let options: ServerOptions;
  try {
    flags = parseArgs({ args: argv, options: SERVE_OPTIONS, strict: true, allowPositionals: false }).values;
    if (flags.help) {
      io.stdout(SERVE_HELP);
      return 0;
    }
    options = resolveConfig(flags, env);
  } catch (error) {
    const message =
      error instanceof ConfigError ? error.message : (error as Error).message.replace(/\.$/, '');
    io.stderr(`wargame serve: ${message} (see 'wargame serve --help')\n`);
    return 2;
  }

  let server: WargameServer;
  try {
    server = await startServer(options);
  } catch (error) {
    io.stderr(`wargame serve: cannot start: ${(error as Error).message}\n`);
    return 1;
  }
  const db =
    typeof options.db === 'string' && isPostgresUrl(options.db) ? 'PostgreSQL' : `SQLite ${options.db}`;
  io.stdout(`wargame server listening on ${server.url()} (${db})\n`);

  return new Promise<number>((resolveExit) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      server.close().then(
        () => resolveExit(0),
        (error: Error) => {
          io.stderr(`wargame serve: error while stopping: ${error.message}\n`);
          resolveExit(1);
        },
      );
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    signal?.addEventListener('abort', stop, { once: true });
  });
}
