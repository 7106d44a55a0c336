export { createServer, redactUrl, type ServerOptions, type WargameServer } from './app.ts';
export { ConfigError, resolveConfig, type ServeFlags } from './config.ts';
export { commitmentOf, newSeed, verifyCommitment } from './fair/commitment.ts';
export { type AnyGame, defaultGames } from './games.ts';
export { type AiPlayer, randomPlayer } from './rooms/ai.ts';
export type { LogEntry, Snapshot } from './rooms/snapshot.ts';
export { SERVE_HELP, SERVE_OPTIONS, type ServeIo, serveCommand, startServer } from './serve.ts';
export { DEFAULT_DB_PATH, isPostgresUrl, openStore } from './store/open.ts';
export type { GameRow, LogRow, SeatRow, Store } from './store/types.ts';
