/**
 * The Guns of Gettysburg (Mercury Games, 2013): the game module (`gettysburg`), its rules by section,
 * the map model and the position format.
 */

export * from './armies.ts';
export * from './artillery-fire.ts';
export * from './attack-paths.ts';
export * from './board.ts';
export * from './buford.ts';
export * from './close-combat.ts';
export * from './evaluate.ts';
export * from './fields-of-fire.ts';
export * from './flank.ts';
export * from './full-control.ts';
export { fullView } from './full-view.ts';
export { gettysburg } from './game.ts';
export * from './general-orders.ts';
export * from './map.ts';
export * from './map-file.ts';
export * from './march.ts';
export * from './objectives.ts';
export * from './position.ts';
export * from './setup.ts';
export * from './state.ts';
export * from './steps.ts';
export * from './time-track.ts';
export type { GettysburgView } from './view.ts';
export * from './withdrawal-paths.ts';
