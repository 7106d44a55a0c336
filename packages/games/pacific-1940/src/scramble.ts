/**
 * 14.2.2 Scramble, at the start of Conduct Combat, after kamikaze strikes and before any battle:
 * - the defending powers' fighters and tactical bombers (never strategic bombers) on an island with an
 *   operative air base (fewer than 3 damage, 20.2) of their side may fly to the sea zone around it when it is
 *   attacked: a sea battle there, or a zone an amphibious assault unloads from (they may be alone there,
 *   and then force a sea battle, 14.4 Step 1). No limit on their number (1st edition).
 * - they fight there as defenders and in no other battle, not even one on their own island;
 * - they keep `scrambledFrom` to fly back there in Noncombat Move (noncombat-move.ts).
 * Each defending power decides for its own planes (`scramble`, then `end-scramble`).
 */
import { operativeBase } from './bases.ts';
import { combatOf, refuse, type Step, withCombat } from './general-combat.ts';
import { isEnemy, isFriend } from './hostility.ts';
import { seaZonesOf, spaceOf } from './map.ts';
import type { SpaceId } from './map-schema.ts';
import { POWERS, type Power } from './powers.ts';
import type { PacificState, Piece, PieceId } from './state.ts';

/** The sea zones under attack: a sea battle of the phase, or a zone an amphibious assault unloads from. */
function zonesUnderAttack(state: PacificState): Set<SpaceId> {
  const zones = new Set<SpaceId>();
  for (const s of combatOf(state).sites) if (s.kind === 'sea' && !s.done) zones.add(s.space);
  for (const p of Object.values(state.pieces))
    if (p.owner === state.power && p.seaborne && p.cameFrom !== undefined) zones.add(p.cameFrom);
  return zones;
}

/** 14.2.2 `power`'s planes that may scramble, each with the zone it may fly to. */
export function scramblers(state: PacificState, power: Power): { piece: Piece; zone: SpaceId }[] {
  if (power === state.power || !isEnemy(state, state.power, power)) return [];
  const zones = zonesUnderAttack(state);
  const out: { piece: Piece; zone: SpaceId }[] = [];
  for (const p of Object.values(state.pieces)) {
    if (p.owner !== power || (p.type !== 'fighter' && p.type !== 'tacticalBomber')) continue;
    if (p.aboard !== undefined || p.scrambledFrom !== undefined) continue;
    const island = spaceOf(p.at);
    if (island.kind !== 'land' || !island.island) continue;
    const controller = state.control[p.at];
    if (controller === undefined || !isFriend(power, controller) || !operativeBase(state, p.at, 'airBase'))
      continue;
    for (const zone of seaZonesOf(p.at)) if (zones.has(zone)) out.push({ piece: p, zone });
  }
  return out;
}

/** The defending powers with planes that may scramble, in turn order. */
export const scramblingPowers = (state: PacificState): Power[] =>
  POWERS.filter((p) => scramblers(state, p).length > 0);

/** 14.2.2 `seat` scrambles `ids` to `to`. */
export function scramble(
  w: Step,
  seat: Power,
  ids: readonly PieceId[],
  to: SpaceId,
): Step | ReturnType<typeof refuse> {
  const may = scramblers(w.state, seat);
  if (ids.length === 0) return refuse('name the planes that scramble', '14.2.2');
  for (const id of ids)
    if (!may.some((m) => m.piece.id === id && m.zone === to))
      return refuse(
        `${id} may not scramble to ${to}: only ${seat}'s fighters and tactical bombers on an island with an operative air base, into the attacked sea zone around it`,
        '14.2.2',
      );
  // 8.2 A sea zone holds at most one island group: every plane flies from the same island.
  const from = w.state.pieces[ids[0]!]!.at;
  const pieces = { ...w.state.pieces };
  for (const id of ids) pieces[id] = { ...(pieces[id] as Piece), at: to, scrambledFrom: from };
  let state: PacificState = { ...w.state, pieces };
  // 14.4 Step 1 Scrambled planes alone make a sea battle where there was none.
  const sites = combatOf(state).sites;
  if (!sites.some((s) => s.space === to && s.kind === 'sea'))
    state = withCombat(state, { sites: [...sites, { space: to, kind: 'sea', done: false }] });
  return {
    state,
    events: [
      ...w.events,
      {
        type: 'scramble',
        rule: '14.2.2',
        seat,
        from,
        to,
        ids: [...ids],
        units: ids.map((id) => w.state.pieces[id]!.type),
      },
    ],
  };
}

/** 14.2.2 `seat` is done scrambling. */
export function endScramble(w: Step, seat: Power): Step {
  const scramblersLeft = combatOf(w.state).scramblers.filter((p) => p !== seat);
  return {
    state: withCombat(w.state, { scramblers: scramblersLeft }),
    events: [...w.events, { type: 'end-scramble', rule: '14.2.2', seat }],
  };
}
