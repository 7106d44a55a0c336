export * from './agents.ts';
export * from './arena.ts';
export { hooksFor } from './hooks.ts';
export { type SearchResult, type SearchStats, search } from './mcts.ts';
export type { Agent, AnyGame, GameHooks, SearchBudget } from './types.ts';
export { chooseAction, registerGame } from './worker-api.ts';
