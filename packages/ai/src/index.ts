export * from './agents.ts';
export * from './arena.ts';
export { hooksFor } from './hooks.ts';
export { type SearchResult, type SearchStats, search } from './mcts.ts';
export {
  DEFAULT_MAX_STEPS,
  type PlanCandidateStats,
  type PlannerBudget,
  type PlanResult,
  type PlanStats,
  planSearch,
} from './planner.ts';
export type { Agent, AnyGame, GameHooks, Plan, PlannerHooks, SearchBudget } from './types.ts';
export { chooseAction, registerGame } from './worker-api.ts';
