/** Exact battle odds, the Monte Carlo of the same battle model, and the unit-list parser. */
export { oddsOf } from './exact.ts';
export { formatOdds } from './format.ts';
export { fight, simulate } from './monte-carlo.ts';
export { parseUnits } from './parse.ts';
export * from './types.ts';
