/** 14 The battle model: the rules of one battle, shared by Conduct Combat and the odds calculator. */
export * from './battle.ts';
export * from './bombing.ts';
export * from './casualties.ts';
export * from './dice.ts';
export * from './fire.ts';
export * from './outcome.ts';
export * from './pieces.ts';
export * from './round.ts';
export * from './submarines.ts';
