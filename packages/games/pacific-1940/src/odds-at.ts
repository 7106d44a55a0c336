/**
 * 14 The exact odds of the battle in a space as it stands, for the power whose turn it is: the units the
 * combat rules would put on the strip there (`attackersIn` / `defendersIn`), the defending AA guns, the
 * damaged two-hit ships and, for an amphibious assault, the seaborne units and the ships that may bombard.
 * The odds assume the attacker presses to the end, bombards with every ship it may and that nothing
 * changes before the battle (no kamikaze strike or scramble yet, Combat Move's ships not yet shared out
 * among several assaults from one zone).
 */
import { bombardShips } from './amphibious.ts';
import type { BattleSpec, Force } from './battle/index.ts';
import { battleSites } from './combat.ts';
import { emptyCombat, type Site } from './combat-state.ts';
import { attackersIn, defendersIn, piecesOf } from './general-combat.ts';
import { enemyUnitsIn } from './hostility.ts';
import { isLand } from './map.ts';
import type { SpaceId } from './map-schema.ts';
import { type OddsResult, oddsOf } from './odds/index.ts';
import type { PacificState, Piece } from './state.ts';
import type { PacificView } from './view.ts';

/** The battle model's force of these pieces: how many of each type, and the damaged capital ships. */
export function forceOfPieces(pieces: readonly Piece[]): Force {
  const units: Force['units'] = {};
  const damaged: NonNullable<Force['damaged']> = {};
  for (const p of pieces) {
    units[p.type] = (units[p.type] ?? 0) + 1;
    if (p.damaged && (p.type === 'battleship' || p.type === 'carrier'))
      damaged[p.type] = (damaged[p.type] ?? 0) + 1;
  }
  return Object.keys(damaged).length > 0 ? { units, damaged } : { units };
}

// Asked once per space by a panel showing every battle: the board's sites are found once per state.
const SITES = new WeakMap<PacificState, Site[]>();

/** The battles not yet fought: Conduct Combat's open sites, or those the board makes before it begins. */
function openSites(state: PacificState): Site[] {
  if (state.combat) return state.combat.sites.filter((s) => !s.done);
  let sites = SITES.get(state);
  if (!sites) {
    sites = battleSites(state);
    SITES.set(state, sites);
  }
  return sites;
}

/** A state whose combat record `bombardShips` may read; before Conduct Combat nothing has happened yet. */
function withCombatRecord(state: PacificState, sites: Site[]): PacificState {
  if (state.combat) return state;
  const combat = emptyCombat(sites);
  return { ...state, combat };
}

export function battleOddsAt(
  state: PacificState | PacificView,
  space: SpaceId,
): { spec: BattleSpec; odds: OddsResult } | null {
  // The rules read the board, never the dice: a view (the state without its generator) serves as well.
  const s = state as PacificState;
  const sites = openSites(s);
  const site = sites.find((x) => x.space === space && x.kind !== 'raid');
  if (!site) return null;
  const attackers = piecesOf(s, attackersIn(s, space));
  const defenders = piecesOf(s, defendersIn(s, space));
  if (attackers.length === 0 || defenders.length === 0) return null;
  const spec: BattleSpec = {
    kind: isLand(space) ? 'land' : 'sea',
    attacker: forceOfPieces(attackers),
    defender: forceOfPieces(defenders),
  };
  const battle = s.combat?.battle?.space === space ? s.combat.battle : null;
  // AA fire and bombardment come before the first round only.
  const opening = battle === null || battle.round === 0;
  if (spec.kind === 'land' && opening) {
    const guns = enemyUnitsIn(s, s.power, space).filter((p) => p.type === 'aaGun').length;
    if (guns > 0) spec.defender.units.aaGun = guns;
  }
  const seaborne = attackers.filter((p) => p.seaborne).length;
  if (site.kind === 'amphibious' && seaborne > 0) {
    spec.seaborne = seaborne;
    // 14.4 Step 2 No bombardment from a zone whose sea battle is still to be fought.
    const contested = new Set(sites.filter((x) => x.kind === 'sea').map((x) => x.space));
    const ships = opening
      ? bombardShips(withCombatRecord(s, sites), space).filter((p) => !contested.has(p.at))
      : [];
    const battleship = ships.filter((p) => p.type === 'battleship').length;
    const cruiser = ships.length - battleship;
    if (ships.length > 0) spec.bombard = { battleship, cruiser };
  }
  return { spec, odds: oddsOf(spec) };
}
