/**
 * 16 Phase 5: Mobilize New Units. What was bought in Phase 1 is placed, one at a time:
 * - land and air units in the territory of an industrial complex the power has controlled since the start
 *   of its turn, sea units in a sea zone next to it (a hostile one too, seed p. 12), each complex at most its
 *   production (major 10, minor 3) less its damage, new fighters and tactical bombers also onto a carrier of
 *   the power with room in such a zone;
 * - China's infantry and artillery in any Chinese territory China controls, captured this turn or not, with
 *   no complex (10 rule 12);
 * - facilities in a territory held since the start of the turn: a major complex where the value is 3 or
 *   more, a minor one 2 or more, neither on an island; one air base and one naval base at most, a naval base
 *   on the coast. A complex placed this turn produces from the next.
 * Units not placed when the phase ends are refunded (TripleA 1E; RULINGS.md).
 */
import type { Action, GameEvent, RuleError } from '@wargame/engine';
import { carrierRoom } from './carriers.ts';
import { isLand, LAND_IDS, seaZonesOf, spaceOf } from './map.ts';
import type { SpaceId } from './map-schema.ts';
import { costOf, type PurchaseItem } from './purchase.ts';
import type { PacificState, Piece } from './state.ts';
import { FACILITIES, FACILITY_TYPES, type FacilityType, UNITS, type UnitType } from './units.ts';

const isFacility = (item: PurchaseItem): item is FacilityType =>
  (FACILITY_TYPES as readonly string[]).includes(item);
const isComplex = (type: FacilityType) => type === 'majorIc' || type === 'minorIc';

/** TripleA 1E: no complex on the two New Guinea territories either (RULINGS.md). */
const NO_COMPLEX = new Set(['new-guinea', 'dutch-new-guinea']);

/** 16 The power has held `space` since its turn began. */
const heldSinceStart = (state: PacificState, space: SpaceId): boolean =>
  state.control[space] === state.power && !state.turn.captured.includes(space);

/** 16 What a complex in `space` may still produce this turn (0 for one placed this turn). */
export function productionLeft(state: PacificState, space: SpaceId): number {
  if (!heldSinceStart(state, space) || state.turn.newFacilities.includes(space)) return 0;
  const complex = (state.facilities[space] ?? []).find((f) => isComplex(f.type));
  if (!complex) return 0;
  const limit = Math.max(0, (FACILITIES[complex.type].production ?? 0) - complex.damage);
  return Math.max(0, limit - (state.turn.produced[space] ?? 0));
}

/** Free carrier room for new aircraft in a sea zone: the power's carriers there, less what they hold. */
function carriersIn(state: PacificState, zone: SpaceId): { id: string; room: number }[] {
  return Object.values(state.pieces)
    .filter((p) => p.type === 'carrier' && p.at === zone && p.owner === state.power && !p.damaged)
    .map((c) => ({ id: c.id, room: carrierRoom(state, c) }));
}

/** Where one `item` may be placed now: `{ at, space }` (the producing territory and the space it goes to). */
export function placements(state: PacificState, item: PurchaseItem): { at: SpaceId; space: SpaceId }[] {
  if (isFacility(item))
    return LAND_IDS.filter((id) => facilityFits(state, id, item)).map((id) => ({ at: id, space: id }));
  const domain = UNITS[item].domain;
  if (state.power === 'china') {
    if (domain !== 'land') return [];
    return LAND_IDS.filter(
      (id) => spaceOf(id).originalOwner === 'china' && state.control[id] === 'china',
    ).map((id) => ({ at: id, space: id }));
  }
  const out: { at: SpaceId; space: SpaceId }[] = [];
  for (const at of LAND_IDS) {
    if (productionLeft(state, at) <= 0) continue;
    if (domain !== 'sea') out.push({ at, space: at });
    if (domain === 'sea') for (const zone of seaZonesOf(at)) out.push({ at, space: zone });
    if (domain === 'air' && UNITS[item].carrierCost !== undefined) {
      for (const zone of seaZonesOf(at)) {
        const room = carriersIn(state, zone).some((c) => c.room >= (UNITS[item].carrierCost ?? 1));
        if (room) out.push({ at, space: zone });
      }
    }
  }
  return out;
}

function facilityFits(state: PacificState, space: SpaceId, type: FacilityType): boolean {
  if (!heldSinceStart(state, space)) return false;
  const s = spaceOf(space);
  const here = state.facilities[space] ?? [];
  if (isComplex(type)) {
    if (s.island || NO_COMPLEX.has(space) || here.some((f) => isComplex(f.type))) return false;
    return s.ipc >= (FACILITIES[type].minTerritoryValue ?? 0);
  }
  if (here.some((f) => f.type === type)) return false;
  return type === 'navalBase' ? seaZonesOf(space).length > 0 : true;
}

export function mobilizeLegal(state: PacificState): Action[] {
  const actions: Action[] = [];
  for (const [item, n] of Object.entries(state.turn.bought) as [PurchaseItem, number][]) {
    if (!n) continue;
    for (const p of placements(state, item))
      actions.push({ type: 'place', unit: item, at: p.at, space: p.space });
  }
  actions.push({ type: 'end-mobilize' });
  return actions;
}

type Result = { state: PacificState; events: GameEvent[] } | { error: RuleError };
const refuse = (message: string): { error: RuleError } => ({
  error: { code: 'illegal', message, rule: '16' },
});

export function applyMobilize(state: PacificState, action: Action): Result {
  if (action.type === 'end-mobilize') return endMobilize(state);
  if (action.type !== 'place') return refuse(`'${action.type}' is not an action of the mobilize phase`);
  const item = action.unit as PurchaseItem;
  const at = String(action.at);
  const space = action.space === undefined ? at : String(action.space);
  if (!(state.turn.bought[item] ?? 0))
    return refuse(`no ${String(action.unit)} bought this turn is waiting to be placed`);
  if (!placements(state, item).some((p) => p.at === at && p.space === space))
    return refuse(whyNot(state, item, at, space));
  const bought = { ...state.turn.bought, [item]: (state.turn.bought[item] ?? 0) - 1 };
  if (bought[item] === 0) delete bought[item];
  const events: GameEvent[] = [];
  if (isFacility(item)) {
    return {
      state: {
        ...state,
        facilities: {
          ...state.facilities,
          [space]: [...(state.facilities[space] ?? []), { type: item, damage: 0 }],
        },
        turn: {
          ...state.turn,
          bought,
          newFacilities: isComplex(item) ? [...state.turn.newFacilities, space] : state.turn.newFacilities,
        },
      },
      events: [{ type: 'placed', rule: '16', seat: state.power, unit: item, space }],
    };
  }
  const id = `p${state.nextPiece}`;
  const piece: Piece = { id, type: item as UnitType, owner: state.power, at: space };
  if (UNITS[item as UnitType].domain === 'air' && !isLand(space)) {
    const carrier = carriersIn(state, space).find(
      (c) => c.room >= (UNITS[item as UnitType].carrierCost ?? 1),
    );
    if (carrier) piece.aboard = carrier.id;
  }
  const produced =
    state.power === 'china'
      ? state.turn.produced
      : { ...state.turn.produced, [at]: (state.turn.produced[at] ?? 0) + 1 };
  events.push({ type: 'placed', rule: '16', seat: state.power, unit: item, space, piece: id });
  return {
    state: {
      ...state,
      pieces: { ...state.pieces, [id]: piece },
      nextPiece: state.nextPiece + 1,
      turn: { ...state.turn, bought, produced },
    },
    events,
  };
}

function whyNot(state: PacificState, item: PurchaseItem, at: SpaceId, space: SpaceId): string {
  if (isFacility(item)) {
    if (!heldSinceStart(state, space))
      return `${state.power} has not held ${space} since the start of its turn`;
    if (isComplex(item) && spaceOf(space).island) return 'no industrial complex may be built on an island';
    return `a ${item} cannot be placed in ${space}`;
  }
  if (state.power === 'china')
    return `China places its units in the Chinese territories it controls, not ${space}`;
  if (productionLeft(state, at) <= 0) return `no industrial complex in ${at} can produce more this turn`;
  return `a ${item} from ${at} cannot be placed in ${space}`;
}

/** 16 The phase ends: what was not placed is refunded, and the power collects its income next. */
function endMobilize(state: PacificState): Result {
  const left = Object.entries(state.turn.bought) as [PurchaseItem, number][];
  const refund = left.reduce((sum, [item, n]) => sum + costOf(item) * n, 0);
  const events: GameEvent[] = [];
  if (refund > 0)
    events.push({
      type: 'refunded',
      rule: '16',
      seat: state.power,
      units: Object.fromEntries(left),
      ipcs: refund,
    });
  events.push({ type: 'phase', phase: 'income', seat: state.power });
  return {
    state: {
      ...state,
      phase: 'income',
      ipcs: refund > 0 ? { ...state.ipcs, [state.power]: state.ipcs[state.power] + refund } : state.ipcs,
      turn: { ...state.turn, bought: {} },
    },
    events,
  };
}
