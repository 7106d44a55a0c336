/**
 * 14.4 Amphibious assaults: land units unloaded from transports (`seaborne`, their `cameFrom` the sea
 * zone they unloaded from) attacking a coastal territory or island.
 * - Step 1 The sea battle in the zone they unloaded from comes first (combat.ts refuses the land battle
 *   before it). Defending surface warships or scrambled planes make it a battle; when the defenders there
 *   are only submarines and transports the attacker chooses to attack them or to ignore them (the same
 *   choice wherever its warships or planes moved in with only those, 13.1 exception 4).
 * - Step 2 Bombardment, only when no combat happened in that zone (no sea battle, no attack on the subs,
 *   no kamikaze strike, 14.2.1): the attacker's battleships (4) and cruisers (3) there, one die each, at
 *   most one ship per seaborne land unit, each ship once a turn; the casualties fire in round 1.
 * - Step 3 The land units unload only if the sea battle was won: the zone cleared of all defenders but
 *   transports and submerged submarines. Otherwise they stay aboard: they go back on the transports
 *   (which may have retreated with them), up to their capacity; the rest are lost with the landing.
 * - Seaborne land units never retreat (retreat.ts). The "one full round" rule asks nothing more here: no
 *   battle is ever called off before its first round (RULINGS.md).
 */

import { bombardDice } from './battle/bombard.ts';
import type { BattleState } from './combat-state.ts';
import {
  battleOf,
  combatOf,
  diceEvent,
  piecesOf,
  proceed,
  queueHits,
  refuse,
  roll,
  rolling,
  type Step,
  withBattle,
  withCombat,
} from './general-combat.ts';
import type { SpaceId } from './map-schema.ts';
import type { PacificState, Piece, PieceId } from './state.ts';
import { UNITS } from './units.ts';

/** The mover's land units that came from the sea into `land` this turn. */
export const seaborneIn = (state: PacificState, land: SpaceId): Piece[] =>
  Object.values(state.pieces).filter((p) => p.at === land && p.owner === state.power && p.seaborne);

/** 14.4 The sea zones the land units attacking `land` unloaded from. */
export function launchZones(state: PacificState, land: SpaceId): SpaceId[] {
  return [
    ...new Set(
      seaborneIn(state, land)
        .map((p) => p.cameFrom)
        .filter((z): z is SpaceId => z !== undefined),
    ),
  ].sort();
}

/** Whether land units unloaded from `zone` into an assault this turn. */
export const isLaunchZone = (state: PacificState, zone: SpaceId): boolean =>
  Object.values(state.pieces).some((p) => p.owner === state.power && p.seaborne && p.cameFrom === zone);

/** 14.4 Step 1 Defenders that are only submarines and transports: the attacker may ignore them. */
export const onlySubsAndTransports = (state: PacificState, defenders: readonly PieceId[]): boolean =>
  piecesOf(state, defenders).every((p) => p.type === 'submarine' || p.type === 'transport');

/** 14.4 Step 2 The attacker's ships that may bombard the battle in `land` (they stand in a quiet launch zone). */
export function bombardShips(state: PacificState, land: SpaceId): Piece[] {
  const combat = combatOf(state);
  const zones = launchZones(state, land).filter(
    (z) => !combat.seaBattleZones.includes(z) && !combat.kamikazeZones.includes(z),
  );
  return Object.values(state.pieces)
    .filter(
      (p) =>
        zones.includes(p.at) &&
        p.owner === state.power &&
        (p.type === 'battleship' || p.type === 'cruiser') &&
        !combat.bombarded.includes(p.id),
    )
    .sort((a, b) =>
      a.type === b.type ? Number(a.id.slice(1)) - Number(b.id.slice(1)) : a.type === 'battleship' ? -1 : 1,
    );
}

/** 14.4 Step 2 At most one bombarding ship per seaborne land unit in the battle. */
export const bombardLimit = (state: PacificState, battle: BattleState): number =>
  piecesOf(state, battle.attackers).filter((p) => p.seaborne).length;

/** 14.4 Step 2 The attacker's bombardment (none with `ships` empty), then round 1. */
export function bombard(w: Step, ships: readonly PieceId[]): Step | ReturnType<typeof refuse> {
  const battle = battleOf(w.state);
  const allowed = bombardShips(w.state, battle.space);
  const limit = bombardLimit(w.state, battle);
  for (const id of ships)
    if (!allowed.some((p) => p.id === id))
      return refuse(
        `${id} may not bombard ${battle.space}: only the attacker's battleships and cruisers in a sea zone the assault unloaded from, with no combat there this turn, each once (14.4 Step 2)`,
        '14.4',
      );
  if (new Set(ships).size !== ships.length) return refuse('a ship is listed twice', '14.4');
  if (ships.length > limit)
    return refuse(
      `${ships.length} ships may not bombard ${battle.space}: at most one per land unit unloaded into it (${limit})`,
      '14.4',
    );
  if (ships.length === 0) {
    const state = withBattle(w.state, { resume: 'round' });
    return proceed({
      state,
      events: [...w.events, { type: 'no-bombardment', rule: '14.4', space: battle.space }],
    });
  }
  const chosen = piecesOf(w.state, ships);
  const count = (t: string) => chosen.filter((p) => p.type === t).length;
  const rolled = rolling(w.state, (rng) =>
    roll(bombardDice({ battleship: count('battleship'), cruiser: count('cruiser') }), rng),
  );
  const pieces = { ...rolled.state.pieces };
  for (const p of chosen) pieces[p.id] = { ...p, engaged: true };
  let state = withCombat(
    { ...rolled.state, pieces },
    { bombarded: [...combatOf(w.state).bombarded, ...ships] },
  );
  state = withBattle(state, { resume: 'round' });
  const events = [
    ...w.events,
    {
      type: 'bombardment',
      rule: '14.4',
      seat: w.state.power,
      space: battle.space,
      ships: [...ships],
      units: chosen.map((p) => p.type),
    },
    diceEvent('bombard', battle.space, rolled.value, null),
  ];
  return proceed(queueHits({ state, events }, 'defender', 'bombard', rolled.value.hits));
}

/** 13.8 Transport slots (units.json: a transport holds 5, an infantry takes 2, any other land unit 3). */
const slots = (p: Piece): number => UNITS[p.type].transportCost ?? Number.POSITIVE_INFINITY;
const CAPACITY = UNITS.transport.transportCapacity ?? 0;

/**
 * 14.4 Step 3 The sea battle in `zone` was not won: the land units meant to unload from it stay aboard
 * the mover's transports `onto` (those that survived, wherever they are now), up to their room; the rest
 * are lost.
 */
export function landingCalledOff(w: Step, zone: SpaceId, onto: readonly Piece[]): Step {
  const stranded = Object.values(w.state.pieces).filter(
    (p) => p.owner === w.state.power && p.seaborne && p.cameFrom === zone,
  );
  if (stranded.length === 0) return w;
  const pieces = { ...w.state.pieces };
  const room = new Map(
    onto.map((t) => [
      t.id,
      CAPACITY -
        Object.values(w.state.pieces)
          .filter((c) => c.aboard === t.id)
          .reduce((s, c) => s + slots(c), 0),
    ]),
  );
  const back: PieceId[] = [];
  const lost: PieceId[] = [];
  for (const p of stranded) {
    const ship = onto.find((t) => (room.get(t.id) ?? 0) >= slots(p));
    if (ship) {
      room.set(ship.id, (room.get(ship.id) ?? 0) - slots(p));
      const { seaborne: _s, ...rest } = p;
      pieces[p.id] = { ...rest, at: ship.at, aboard: ship.id };
      back.push(p.id);
    } else {
      delete pieces[p.id];
      lost.push(p.id);
    }
  }
  return {
    state: { ...w.state, pieces },
    events: [...w.events, { type: 'landing-called-off', rule: '14.4', space: zone, aboard: back, lost }],
  };
}
