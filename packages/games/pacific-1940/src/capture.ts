/**
 * 14.7 Capture and liberation. Land units that win a territory take it:
 * - a territory first held by a friendly power is liberated: it returns to that power if the power holds
 *   its own capital (China, which has none, always), else the liberator holds it until then; Dutch and
 *   French territories stay with the liberator (no capital of theirs is on this map);
 * - Kwangtung and Burma taken by China go to the UK, unless India is not British (10 rule 8);
 * - facilities change hands with their damage; a captured major complex becomes a minor one (TripleA 1E);
 *   China holds no facility, so what China takes is removed (10 rule 4), and a complex in a Chinese
 *   territory is removed when any Ally takes it back (10 rule 5);
 * - the enemy's AA guns there are captured;
 * - taking an enemy capital takes that power's unspent IPCs;
 * - an Allied capture of a kamikaze trigger island from Japan allows kamikaze strikes (14.2.1).
 */
import type { GameEvent } from '@wargame/engine';
import { capitalOf, spaceOf } from './map.ts';
import type { SpaceId } from './map-schema.ts';
import { isPower, type Owner, type Power, SIDE_OF } from './powers.ts';
import { SETUP } from './setup-data.ts';
import type { Facility, PacificState, Piece } from './state.ts';
import { FACILITIES } from './units.ts';

/** Who controls `space` once `by` takes it. */
export function newController(state: PacificState, space: SpaceId, by: Power): Power {
  const original: Owner = spaceOf(space).originalOwner;
  if (by === 'china' && (space === 'kwangtung' || space === 'burma'))
    return state.control.india === 'uk' ? 'uk' : 'china';
  if (!isPower(original) || original === by || SIDE_OF[original] !== SIDE_OF[by]) return by;
  if (original === 'china') return 'china';
  const capital = capitalOf(original);
  return capital !== undefined && state.control[capital] === original ? original : by;
}

const isComplex = (f: Facility) => f.type === 'majorIc' || f.type === 'minorIc';

export function capture(
  state: PacificState,
  space: SpaceId,
  by: Power,
): { state: PacificState; events: GameEvent[] } {
  const from = state.control[space] ?? 'neutral';
  const controller = newController(state, space, by);
  const events: GameEvent[] = [
    {
      type: 'captured',
      rule: '14.7',
      seat: by,
      space,
      from,
      controller,
      ...(controller !== by ? { liberated: true } : {}),
    },
  ];
  // Facilities.
  const chineseLand = spaceOf(space).originalOwner === 'china';
  const kept: Facility[] = [];
  for (const f of state.facilities[space] ?? []) {
    if (controller === 'china' || (isComplex(f) && chineseLand && SIDE_OF[by] === 'allies')) {
      events.push({ type: 'facility-removed', rule: '10', space, facility: f.type });
      continue;
    }
    if (f.type === 'majorIc') {
      kept.push({ type: 'minorIc', damage: Math.min(f.damage, FACILITIES.minorIc.maxDamage) });
      events.push({ type: 'facility-reduced', rule: '14.7', space, facility: 'majorIc', to: 'minorIc' });
    } else kept.push(f);
  }
  const facilities = { ...state.facilities };
  if (kept.length > 0) facilities[space] = kept;
  else delete facilities[space];
  // AA guns of the losing side change hands.
  const pieces: Record<string, Piece> = { ...state.pieces };
  for (const p of Object.values(state.pieces)) {
    if (p.at === space && p.type === 'aaGun' && p.owner !== 'neutral' && SIDE_OF[p.owner] !== SIDE_OF[by]) {
      pieces[p.id] = { ...p, owner: controller };
      events.push({ type: 'aa-captured', rule: '14.7', space, piece: p.id, by: controller });
    }
  }
  // A capital: its power's unspent IPCs go to the captor.
  let ipcs = state.ipcs;
  const capitalOf = spaceOf(space).capital;
  if (capitalOf !== undefined && isPower(from) && from === capitalOf && SIDE_OF[from] !== SIDE_OF[by]) {
    const taken = state.ipcs[from];
    ipcs = { ...state.ipcs, [from]: 0, [by]: state.ipcs[by] + taken };
    events.push({ type: 'plunder', rule: '14.7', seat: by, from, ipcs: taken });
  }
  // 14.2.1 Kamikaze strikes become possible.
  let politics = state.politics;
  if (
    SIDE_OF[by] === 'allies' &&
    from === 'japan' &&
    SETUP.kamikaze.triggerIslands.includes(space) &&
    !state.politics.kamikaze.active
  ) {
    politics = { ...state.politics, kamikaze: { ...state.politics.kamikaze, active: true } };
    events.push({ type: 'kamikaze-active', rule: '14.2.1', space });
  }
  return {
    state: {
      ...state,
      control: { ...state.control, [space]: controller },
      facilities,
      pieces,
      ipcs,
      politics,
      turn: state.turn.captured.includes(space)
        ? state.turn
        : { ...state.turn, captured: [...state.turn.captured, space] },
    },
    events,
  };
}
