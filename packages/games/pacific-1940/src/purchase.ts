/**
 * 12 Phase 1: Purchase & Repair Units. The power buys units and facilities one at a time (paid at once;
 * a purchase can be taken back until the phase ends), repairs its facilities at 1 IPC a damage point
 * (in effect at once), and on ending the phase its damaged battleships and carriers in sea zones served
 * by one of its side's operative naval bases are repaired free (13.10, 20.3), bases repaired this phase
 * included. What is bought waits in the mobilization zone until Phase 5.
 */
import type { Action, GameEvent, RuleError } from '@wargame/engine';
import { operativeBase } from './bases.ts';
import { chinaMayBuy } from './china.ts';
import { isLand, landsOf } from './map.ts';
import { isPower, type Power, SIDE_OF } from './powers.ts';
import type { PacificState } from './state.ts';
import { FACILITIES, FACILITY_TYPES, type FacilityType, UNIT_TYPES, UNITS, type UnitType } from './units.ts';

export type PurchaseItem = UnitType | FacilityType;
const ITEMS: readonly PurchaseItem[] = [...UNIT_TYPES, ...FACILITY_TYPES];

export const costOf = (item: PurchaseItem): number =>
  (UNITS as Record<string, { cost: number }>)[item]?.cost ?? FACILITIES[item as FacilityType].cost;

/** 12, 10 What `power` may buy at all (China: infantry, artillery on the road; never facilities). */
export function mayBuy(state: PacificState, power: Power, item: PurchaseItem): boolean {
  return power === 'china' ? chinaMayBuy(state, item) : true;
}

/** The facilities of `power` with damage: the territory's controller owns them (14.7). */
function damagedFacilities(state: PacificState, power: Power): { space: string; facility: FacilityType }[] {
  const out: { space: string; facility: FacilityType }[] = [];
  for (const [space, list] of Object.entries(state.facilities)) {
    if (state.control[space] !== power) continue;
    for (const f of list) if (f.damage > 0) out.push({ space, facility: f.type });
  }
  return out;
}

export function purchaseLegal(state: PacificState): Action[] {
  const power = state.power;
  const ipcs = state.ipcs[power];
  const actions: Action[] = [];
  for (const item of ITEMS)
    if (mayBuy(state, power, item) && costOf(item) <= ipcs) actions.push({ type: 'buy', unit: item });
  for (const item of ITEMS)
    if ((state.turn.bought[item] ?? 0) > 0) actions.push({ type: 'unbuy', unit: item });
  if (ipcs >= 1)
    for (const d of damagedFacilities(state, power))
      actions.push({ type: 'repair', space: d.space, facility: d.facility });
  actions.push({ type: 'end-purchase' });
  return actions;
}

type Result = { state: PacificState; events: GameEvent[] } | { error: RuleError };
const refuse = (message: string): { error: RuleError } => ({
  error: { code: 'illegal', message, rule: '12' },
});

export function applyPurchase(state: PacificState, action: Action): Result {
  const power = state.power;
  switch (action.type) {
    case 'buy': {
      const item = action.unit as PurchaseItem;
      if (!ITEMS.includes(item)) return refuse(`there is no unit '${String(action.unit)}'`);
      if (!mayBuy(state, power, item))
        return refuse(
          item === 'artillery'
            ? 'China may buy artillery only while the Burma Road is open (10)'
            : `China may buy only infantry, and artillery while the Burma Road is open (10), not ${item}`,
        );
      const cost = costOf(item);
      if (cost > state.ipcs[power])
        return refuse(`${item} costs ${cost} IPCs; ${power} has ${state.ipcs[power]}`);
      return {
        state: {
          ...state,
          ipcs: { ...state.ipcs, [power]: state.ipcs[power] - cost },
          turn: {
            ...state.turn,
            bought: { ...state.turn.bought, [item]: (state.turn.bought[item] ?? 0) + 1 },
          },
        },
        events: [{ type: 'bought', rule: '12', seat: power, unit: item, cost }],
      };
    }
    case 'unbuy': {
      const item = action.unit as PurchaseItem;
      const have = state.turn.bought[item] ?? 0;
      if (have === 0) return refuse(`no ${String(action.unit)} bought this turn to take back`);
      const bought = { ...state.turn.bought };
      if (have === 1) delete bought[item];
      else bought[item] = have - 1;
      return {
        state: {
          ...state,
          ipcs: { ...state.ipcs, [power]: state.ipcs[power] + costOf(item) },
          turn: { ...state.turn, bought },
        },
        events: [{ type: 'unbought', rule: '12', seat: power, unit: item, cost: costOf(item) }],
      };
    }
    case 'repair': {
      const space = String(action.space);
      const list = state.facilities[space];
      const index = list?.findIndex((f) => f.type === action.facility && f.damage > 0) ?? -1;
      if (!list || index < 0 || state.control[space] !== power)
        return refuse(`${power} has no damaged ${String(action.facility)} in ${space}`);
      if (state.ipcs[power] < 1) return refuse('a repair costs 1 IPC a damage point');
      const repaired = list.map((f, i) => (i === index ? { ...f, damage: f.damage - 1 } : f));
      return {
        state: {
          ...state,
          ipcs: { ...state.ipcs, [power]: state.ipcs[power] - 1 },
          facilities: { ...state.facilities, [space]: repaired },
        },
        events: [
          {
            type: 'repaired',
            rule: '12',
            seat: power,
            space,
            facility: list[index]!.type,
            damage: repaired[index]!.damage,
          },
        ],
      };
    }
    case 'end-purchase': {
      const { state: next, repaired } = repairShipsAtBases(state);
      const events: GameEvent[] = [];
      if (repaired.length > 0)
        events.push({ type: 'ships-repaired', rule: '12', seat: power, ships: repaired });
      events.push({ type: 'phase', phase: 'combat-move', seat: power });
      return { state: { ...next, phase: 'combat-move' }, events };
    }
    default:
      return refuse(`'${action.type}' is not an action of the purchase phase`);
  }
}

/** 12, 20.3 The power's damaged battleships and carriers in zones next to an operative naval base of its side. */
function repairShipsAtBases(state: PacificState): { state: PacificState; repaired: string[] } {
  const power = state.power;
  const repaired: string[] = [];
  const pieces = { ...state.pieces };
  for (const piece of Object.values(state.pieces)) {
    if (!piece.damaged || piece.owner !== power || isLand(piece.at)) continue;
    const served = landsOf(piece.at).some((land) => {
      const owner = state.control[land];
      return (
        owner !== undefined &&
        isPower(owner) &&
        SIDE_OF[owner] === SIDE_OF[power] &&
        operativeBase(state, land, 'navalBase')
      );
    });
    if (!served) continue;
    const { damaged: _fixed, ...whole } = piece;
    pieces[piece.id] = whole;
    repaired.push(piece.id);
  }
  return { state: repaired.length > 0 ? { ...state, pieces } : state, repaired };
}
