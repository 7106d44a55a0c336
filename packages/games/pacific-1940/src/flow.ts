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

/**
 * What a piece did this turn (13, 14, 15): every field of `Piece` but what it is, where it stands, its
 * damage and what carries it. Listed by key so that a new field of `Piece` fails to compile here (and in
 * the position format) until it is placed on one side or the other.
 */
export type PerTurnField = Exclude<keyof Piece, 'id' | 'type' | 'owner' | 'at' | 'damaged' | 'aboard'>;
const PER_TURN_KEYS: Record<PerTurnField, true> = {
  moved: true,
  engaged: true,
  cameFrom: true,
  seaborne: true,
  unloaded: true,
  bonus: true,
  escaped: true,
  mission: true,
  scrambledFrom: true,
};
export const PER_TURN_FIELDS = Object.keys(PER_TURN_KEYS) as PerTurnField[];

/** A piece as it is at the start of a turn: nothing it did in the last one is left on it. */
function rested(piece: Piece): Piece {
  if (PER_TURN_FIELDS.every((field) => piece[field] === undefined)) return piece;
  const fresh: Piece = { ...piece };
  for (const field of PER_TURN_FIELDS) delete fresh[field];
  return fresh;
}

/** 11 The end of the current power's turn: victory, then the next power's purchase phase. */
export function endTurn(state: PacificState): { state: PacificState; events: GameEvent[] } {
  const judged = afterTurn(state);
  const events: GameEvent[] = [];
  if (judged.winner !== null) {
    const byLimit = judged.roundLimit !== undefined && judged.round >= judged.roundLimit;
    events.push({
      type: 'victory',
      rule: judged.winner === 'axis' ? '5' : '18',
      side: judged.winner,
      ...(byLimit ? { roundLimit: judged.round } : {}),
    });
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
