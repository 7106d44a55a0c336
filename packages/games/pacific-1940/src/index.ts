/**
 * Axis & Allies Pacific 1940 (1st edition). The game module is built rule area by rule area; until it
 * is complete this package exports its data and calculators only, and no registry lists it.
 */
export * from './powers.ts';
export * from './units.ts';
