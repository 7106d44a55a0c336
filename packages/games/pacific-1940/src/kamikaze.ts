/**
 * 14.2.1 Kamikaze strikes, at the start of an Allied power's Conduct Combat, before any battle:
 * - only once allowed (an Allied capture of a trigger island, capture.ts) and while tokens are left
 *   (`politics.kamikaze`: 6 for the game, one a strike);
 * - only in the kamikaze sea zones into which the moving power moved ships this turn, at any Allied
 *   surface warship there (not submarines or transports); several strikes may take the same ship;
 * - Japan declares every strike (`kamikaze`, one at a time) before any is rolled (`end-kamikaze`);
 * - each strike hits on 2 or less; a battleship or carrier takes two hits; a ship sunk is removed (with its
 *   cargo) and never fires back; a strike in a zone cancels any bombardment from it (14.4 Step 2).
 */
import type { GameEvent } from '@wargame/engine';
import { rollDie } from './battle/index.ts';
import { combatOf, destroy, refuse, rolling, type Step, withCombat } from './general-combat.ts';
import { isEnemyPiece, isSurfaceWarship } from './hostility.ts';
import { spaceOf } from './map.ts';
import { atWar } from './politics.ts';
import { SIDE_OF } from './powers.ts';
import type { PacificState, Piece, PieceId } from './state.ts';

/** 14.2.1 A kamikaze strike hits on this or less. */
export const KAMIKAZE_HITS_ON = 2;

/** 14.2.1 The ships Japan may strike now. */
export function kamikazeTargets(state: PacificState): Piece[] {
  const mover = state.power;
  if (SIDE_OF[mover] !== 'allies' || !atWar(state, 'japan', mover)) return [];
  const { active, tokens } = state.politics.kamikaze;
  if (!active || tokens === 0) return [];
  const pieces = Object.values(state.pieces);
  const zones = new Set(
    pieces
      .filter(
        (p) =>
          p.owner === mover && (p.moved ?? 0) > 0 && spaceOf(p.at).kind === 'sea' && spaceOf(p.at).kamikaze,
      )
      .map((p) => p.at),
  );
  return pieces.filter(
    (p) =>
      zones.has(p.at) &&
      p.aboard === undefined &&
      isSurfaceWarship(p.type) &&
      isEnemyPiece(state, 'japan', p),
  );
}

/** Strikes Japan may still declare: its tokens less those declared. */
export const strikesLeft = (state: PacificState): number =>
  state.politics.kamikaze.tokens - (state.combat?.strikes.length ?? 0);

/** 14.2.1 Japan declares one strike at `target`. */
export function declareStrike(w: Step, target: string): Step | ReturnType<typeof refuse> {
  if (strikesLeft(w.state) <= 0)
    return refuse(
      `Japan has no kamikaze token left (${w.state.politics.kamikaze.tokens} for the game)`,
      '14.2.1',
    );
  const ship = w.state.pieces[target];
  if (!ship || !kamikazeTargets(w.state).some((p) => p.id === target))
    return refuse(
      `${target} may not be struck: only Allied surface warships (not submarines or transports) in a kamikaze sea zone the moving power moved ships into`,
      '14.2.1',
    );
  const state = withCombat(w.state, { strikes: [...combatOf(w.state).strikes, target] });
  return {
    state,
    events: [
      ...w.events,
      {
        type: 'kamikaze-declared',
        rule: '14.2.1',
        seat: 'japan',
        piece: target,
        unit: ship.type,
        space: ship.at,
      },
    ],
  };
}

/** 14.2.1 The declared strikes are rolled, in the order declared. */
export function resolveStrikes(w: Step): Step {
  const strikes = combatOf(w.state).strikes;
  const rolled = rolling(w.state, (rng) => strikes.map(() => rollDie(rng)));
  let state = rolled.state;
  const events: GameEvent[] = [...w.events];
  const zones = new Set<string>();
  strikes.forEach((id: PieceId, i) => {
    const face = rolled.value[i]!;
    const ship = state.pieces[id];
    const target = w.state.pieces[id] as Piece;
    zones.add(target.at);
    const hit = face <= KAMIKAZE_HITS_ON;
    const event: GameEvent = {
      type: 'kamikaze',
      rule: '14.2.1',
      seat: 'japan',
      piece: id,
      unit: target.type,
      space: target.at,
      face,
      hit,
    };
    if (hit && ship) {
      if ((ship.type === 'battleship' || ship.type === 'carrier') && !ship.damaged) {
        state = { ...state, pieces: { ...state.pieces, [id]: { ...ship, damaged: true } } };
        event.damaged = true;
      } else {
        state = destroy(state, id);
        event.destroyed = true;
      }
    }
    events.push(event);
  });
  const kamikaze = { ...state.politics.kamikaze, tokens: state.politics.kamikaze.tokens - strikes.length };
  state = { ...state, politics: { ...state.politics, kamikaze } };
  state = withCombat(state, { strikes: [], kamikazeZones: [...zones].sort() });
  return { state, events };
}
