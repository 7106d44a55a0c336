/**
 * 7 Setup: the state at the start of the game, built from the set-up data. Pieces get ids in the
 * set-up's order (p1, p2, …); aircraft that start at sea stand on carriers of their power in that zone.
 */
import { createRng, type RngAlgorithm } from '@wargame/engine';
import { isSea } from './map.ts';
import type { SpaceId } from './map-schema.ts';
import type { Power } from './powers.ts';
import { SETUP } from './setup-data.ts';
import type { Facility, PacificState, Piece } from './state.ts';
import { UNITS } from './units.ts';

export const SCENARIO_ID = 'standard';

/** The 1940 opening: Japan's purchase phase of round 1. */
export function initialState(seed: string, generator?: RngAlgorithm): PacificState {
  const pieces: Record<string, Piece> = {};
  let next = 1;
  for (const line of SETUP.units) {
    for (let i = 0; i < line.count; i++) {
      const id = `p${next++}`;
      pieces[id] = { id, type: line.type, owner: line.power, at: line.space };
    }
  }
  boardCarriers(pieces);
  const facilities: Record<SpaceId, Facility[]> = {};
  for (const f of SETUP.facilities) {
    facilities[f.space] = [...(facilities[f.space] ?? []), { type: f.type, damage: 0 }];
  }
  const war = (power: Power) =>
    SETUP.atWar.some(([a, b]) => [a, b].includes('japan') && [a, b].includes(power));
  return {
    game: 'pacific-1940',
    scenario: SCENARIO_ID,
    rng: createRng(seed, undefined, generator),
    round: 1,
    power: 'japan',
    phase: 'purchase',
    ipcs: { ...SETUP.ipcs } as Record<Power, number>,
    control: { ...SETUP.owners },
    pieces,
    nextPiece: next,
    facilities,
    politics: {
      atWar: { usa: war('usa'), uk: war('uk'), anzac: war('anzac'), dutch: false },
      usWarEconomy: SETUP.usWarEconomy,
      kamikaze: { active: SETUP.kamikaze.active, tokens: SETUP.kamikaze.tokens },
    },
    turn: { bought: {}, captured: [], produced: {}, newFacilities: [] },
    objectivesPaid: [],
    japanTakenRound: null,
    winner: null,
    combat: null,
  };
}

/** 13.5 Aircraft at sea stand on a carrier of their own power in the same zone, as many as it holds. */
function boardCarriers(pieces: Record<string, Piece>): void {
  const room = new Map<string, number>();
  for (const p of Object.values(pieces))
    if (p.type === 'carrier') room.set(p.id, UNITS.carrier.carrierCapacity ?? 0);
  for (const plane of Object.values(pieces)) {
    if (UNITS[plane.type].domain !== 'air' || !isSea(plane.at)) continue;
    const carrier = Object.values(pieces).find(
      (c) =>
        c.type === 'carrier' &&
        c.at === plane.at &&
        c.owner === plane.owner &&
        (room.get(c.id) ?? 0) >= (UNITS[plane.type].carrierCost ?? 1),
    );
    if (!carrier)
      throw new Error(`set-up: ${plane.owner} ${plane.type} at sea in ${plane.at} without a carrier`);
    room.set(carrier.id, (room.get(carrier.id) ?? 0) - (UNITS[plane.type].carrierCost ?? 1));
    plane.aboard = carrier.id;
  }
}
