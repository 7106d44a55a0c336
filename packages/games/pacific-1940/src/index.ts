/**
 * Axis & Allies Pacific 1940 (1st edition). The game module is built rule area by rule area; until it
 * is complete this package exports its data, the state with its position format, the battle model
 * and the exact battle odds, and no registry lists it. The board's drawing is a separate entry (`@wargame/pacific-1940/geometry`), so
 * that the server and the AI never load the outlines.
 */
export * from './capture.ts';
export * from './china.ts';
export * from './flow.ts';
export * from './income.ts';
export * from './map.ts';
export * from './mobilize.ts';
export * from './objectives-data.ts';
export * from './odds/index.ts';
export * from './politics.ts';
export * from './position.ts';
export * from './powers.ts';
export * from './purchase.ts';
export * from './setup.ts';
export * from './setup-data.ts';
export { displayNameOf, spaceIdOf } from './space-id.ts';
export * from './state.ts';
export * from './units.ts';
export * from './victory.ts';
export * from './view.ts';
