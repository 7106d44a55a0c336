/**
 * 11 Sequence of play: the six phases of a power's turn in order, and the change of turn. After a power's
 * Collect Income its turn ends: victory is judged (5, 18), then the next power in the order Japan, USA,
 * China, UK, ANZAC begins with a clean slate (nothing bought, moved or captured), a new round after ANZAC.
 */
import type { GameEvent } from '@wargame/engine';
import { POWERS } from './powers.ts';
import { type PacificState, PHASES, type Phase, type Piece } from './state.ts';
import { afterTurn } from './victory.ts';

/** The phase after `phase` in a turn; null after the last. */
export function phaseAfter(phase: Phase): Phase | null {
  return PHASES[PHASES.indexOf(phase) + 1] ?? null;
}

/** A piece as it is at the start of a turn: nothing moved, nothing engaged. */
function rested(piece: Piece): Piece {
  if (piece.moved === undefined && piece.engaged === undefined) return piece;
  const { moved: _m, engaged: _e, ...rest } = piece;
  return rest;
}

/** 11 The end of the current power's turn: victory, then the next power's purchase phase. */
export function endTurn(state: PacificState): { state: PacificState; events: GameEvent[] } {
  const judged = afterTurn(state);
  const events: GameEvent[] = [];
  if (judged.winner !== null) {
    events.push({ type: 'victory', rule: judged.winner === 'axis' ? '5' : '18', side: judged.winner });
    return { state: judged, events };
  }
  const index = POWERS.indexOf(state.power);
  const power = POWERS[(index + 1) % POWERS.length]!;
  const round = index === POWERS.length - 1 ? state.round + 1 : state.round;
  const pieces: Record<string, Piece> = {};
  for (const [id, piece] of Object.entries(judged.pieces)) pieces[id] = rested(piece);
  events.push({ type: 'turn', rule: '11', round, seat: power });
  return {
    state: {
      ...judged,
      round,
      power,
      phase: 'purchase',
      pieces,
      turn: { bought: {}, captured: [], produced: {}, newFacilities: [] },
    },
    events,
  };
}
