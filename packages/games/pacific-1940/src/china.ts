/**
 * 10 China rules that other rule areas ask about: the Burma Road and what China may buy.
 */
import { BURMA_ROAD } from './objectives-data.ts';
import { isPower, SIDE_OF } from './powers.ts';
import type { PacificState } from './state.ts';
import type { FacilityType, UnitType } from './units.ts';

/** 10 rule 11 The Burma Road is open while every territory it crosses is Allied-controlled. */
export function burmaRoadOpen(state: Pick<PacificState, 'control'>): boolean {
  return BURMA_ROAD.every((id) => {
    const owner = state.control[id];
    return owner !== undefined && isPower(owner) && SIDE_OF[owner] === 'allies';
  });
}

/** 10 rules 3, 4 China buys infantry, and artillery while the Burma Road is open; never a facility. */
export function chinaMayBuy(state: Pick<PacificState, 'control'>, item: UnitType | FacilityType): boolean {
  return item === 'infantry' || (item === 'artillery' && burmaRoadOpen(state));
}
