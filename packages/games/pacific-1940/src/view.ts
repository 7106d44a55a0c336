/**
 * What a power or a spectator may see. Axis & Allies has no secret: units, purchases and IPCs are all
 * on the table. The one secret is the generator (the dice to come, scripted ones included), so a view
 * is the state without it, the same for every viewer.
 */
import type { Viewer } from '@wargame/engine';
import type { PacificState } from './state.ts';

export type PacificView = Omit<PacificState, 'rng'>;

export function view(state: PacificState, _viewer: Viewer): PacificView {
  const { rng: _secret, ...open } = state;
  return open;
}
