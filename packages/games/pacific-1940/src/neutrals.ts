/**
 * 8.1 Neutral territories. Entering one in combat move is an attack on it (rule 2); air units may not fly
 * over one (rule 7, `paths.ts`), nor blitz through it (13.7). At the end of combat move each neutral the
 * moving power entered raises the infantry its map symbol shows, as pieces owned by 'neutral', and joins
 * the side opposed to its attacker (rule 4, `politics.neutrals`); the battle is fought normally (rule 3).
 * If it holds out, its infantry stay and never move, and the territory stays uncontrolled but friendly to
 * its new side (rule 5, `hostility.ts`). Attacking one neutral does nothing to the others.
 */
import type { GameEvent } from '@wargame/engine';
import { isTrueNeutral } from './hostility.ts';
import { LAND_IDS, spaceOf } from './map.ts';
import { SIDE_OF } from './powers.ts';
import type { PacificState, Piece } from './state.ts';

/** 8.1 rules 2, 4 Raise the defenders of every neutral the moving power has entered this combat move. */
export function raiseNeutrals(state: PacificState): { state: PacificState; events: GameEvent[] } {
  const power = state.power;
  const entered = LAND_IDS.filter(
    (id) =>
      isTrueNeutral(state, id) && Object.values(state.pieces).some((p) => p.at === id && p.owner === power),
  );
  if (entered.length === 0) return { state, events: [] };
  const joins = SIDE_OF[power] === 'axis' ? 'allies' : 'axis';
  const pieces: Record<string, Piece> = { ...state.pieces };
  let next = state.nextPiece;
  const events: GameEvent[] = [];
  for (const space of entered) {
    const defenders = spaceOf(space).neutralDefenders ?? {};
    for (const [type, n] of Object.entries(defenders)) {
      for (let i = 0; i < (n ?? 0); i++) {
        const id = `p${next++}`;
        pieces[id] = { id, type: type as Piece['type'], owner: 'neutral', at: space };
      }
    }
    events.push({
      type: 'neutral-attacked',
      rule: '8.1',
      seat: power,
      space,
      joins,
      infantry: defenders.infantry ?? 0,
    });
  }
  const neutrals = { ...state.politics.neutrals };
  for (const space of entered) neutrals[space] = joins;
  return {
    state: { ...state, pieces, nextPiece: next, politics: { ...state.politics, neutrals } },
    events,
  };
}
