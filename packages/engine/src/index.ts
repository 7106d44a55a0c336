export * from './contract.ts';
export * from './hash.ts';
export * from './hex.ts';
export * from './json.ts';
export * from './pieces.ts';
export * from './rng.ts';
export * from './save.ts';
export * from './session.ts';
