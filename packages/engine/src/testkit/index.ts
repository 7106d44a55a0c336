/**
 * The test kit every game's tests use: random playouts and fuzzing, view-leak, determinism and
 * JSON round-trip checks. The check* functions throw an Error describing the first problem.
 */
export { checkDeterminism } from './determinism.ts';
export { checkDeterminize } from './determinize.ts';
export { firstDifference } from './diff.ts';
export { type FuzzFailure, type FuzzOptions, type FuzzStats, fuzz } from './fuzz.ts';
export { checkApplyInPlace } from './in-place.ts';
export { type PlayoutError, type PlayoutOptions, type PlayoutResult, randomPlayout } from './playout.ts';
export { checkJsonRoundTrip, findNonJson } from './roundtrip.ts';
export { scenarioSeats, viewers } from './seats.ts';
export { statesOf } from './states.ts';
export { assertViewsHideRng, checkViewLeak } from './views.ts';
