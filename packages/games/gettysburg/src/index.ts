/**
 * The Guns of Gettysburg (Mercury Games, 2013): the map model so far (the game module comes with the
 * rules of the later sections).
 */

export * from './armies.ts';
export * from './artillery-fire.ts';
export * from './attack-paths.ts';
export * from './buford.ts';
export * from './close-combat.ts';
export * from './fields-of-fire.ts';
export * from './flank.ts';
export * from './full-control.ts';
export * from './general-orders.ts';
export * from './map.ts';
export * from './map-file.ts';
export * from './march.ts';
export * from './objectives.ts';
export * from './setup.ts';
export * from './state.ts';
export * from './steps.ts';
export * from './time-track.ts';
export * from './withdrawal-paths.ts';
