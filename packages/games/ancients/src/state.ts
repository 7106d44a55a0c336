/** Queries over the state and the copy that `apply` mutates. */
import { cloneJson } from '@wargame/engine';
import type { Side } from './board.ts';
import type { AncientsState, HexId, Leader, Unit } from './types.ts';

export const otherSide = (side: Side): Side => (side === 'top' ? 'bottom' : 'top');

/**
 * A copy that `apply` may change freely: hands, deck, turn records and the rest are copied. Units and
 * leaders (on the board and in reserve) are shared with `s`: a piece object is never written once
 * made, and a change replaces it (setUnitHex, setUnitBlocks, setLeaderHex; a reserve entering is a
 * new object), so that a move copies the few pieces it changes rather
 * than all of them (they were half of what a copy allocated, and a server keeps one state a game).
 */
export function cloneState(s: AncientsState): AncientsState {
  const pieces: AncientsState['turn']['pieces'] = {};
  for (const id in s.turn.pieces) pieces[id] = { ...s.turn.pieces[id]! };
  return {
    ...s,
    armies: { top: { ...s.armies.top }, bottom: { ...s.armies.bottom } },
    rng: {
      ...s.rng,
      // The words are written in place (the ChaCha20 kind's key and count are plain values).
      ...('s' in s.rng ? { s: [...s.rng.s] as [number, number, number, number] } : {}),
      ...(s.rng.forced ? { forced: s.rng.forced.map((f) => ({ ...f })) } : {}),
    },
    units: { ...s.units },
    leaders: { ...s.leaders },
    reserves: { units: [...s.reserves.units], leaders: [...s.reserves.leaders] },
    deck: [...s.deck],
    hands: { top: [...s.hands.top], bottom: [...s.hands.bottom] },
    discard: [...s.discard],
    lastPlayed: { ...s.lastPlayed },
    banners: { top: [...s.banners.top], bottom: [...s.banners.bottom] },
    turn: {
      ...s.turn,
      plan: s.turn.plan
        ? {
            ...s.turn.plan,
            ordered: [...s.turn.plan.ordered],
            detached: [...s.turn.plan.detached],
            slots: s.turn.plan.slots.map((slot) => ({ ...slot })),
            effects: { ...s.turn.plan.effects },
          }
        : null,
      pieces,
      extraDraws: { ...s.turn.extraDraws },
    },
    combat: s.combat ? cloneJson(s.combat) : null,
    cardEffect: s.cardEffect ? cloneJson(s.cardEffect) : null,
    scenarioFlags: { ...s.scenarioFlags },
  };
}

/**
 * Who stands where, built once per state and dropped whenever a piece is placed, moved or removed:
 * every such change goes through the helpers below, so queries never scan the pieces.
 */
interface HexIndex {
  unit: Map<HexId, Unit>;
  leader: Map<HexId, Leader>;
}
const INDEX = new WeakMap<AncientsState, HexIndex>();

export function hexIndex(s: AncientsState): HexIndex {
  let index = INDEX.get(s);
  if (!index) {
    index = { unit: new Map(), leader: new Map() };
    for (const id in s.units) index.unit.set(s.units[id]!.hex, s.units[id]!);
    for (const id in s.leaders) index.leader.set(s.leaders[id]!.hex, s.leaders[id]!);
    INDEX.set(s, index);
  }
  return index;
}

export function unitAt(s: AncientsState, hex: HexId): Unit | undefined {
  return hexIndex(s).unit.get(hex);
}

export function leaderAt(s: AncientsState, hex: HexId): Leader | undefined {
  return hexIndex(s).leader.get(hex);
}

/** Move a unit (and nothing else) to `hex`. Returns the unit as it now is: `unit` itself is unchanged. */
export function setUnitHex(s: AncientsState, unit: Unit, hex: HexId): Unit {
  const moved = { ...unit, hex };
  s.units[unit.id] = moved;
  INDEX.delete(s);
  return moved;
}

/** Give a unit `blocks` blocks. Returns the unit as it now is: `unit` itself is unchanged. */
export function setUnitBlocks(s: AncientsState, unit: Unit, blocks: number): Unit {
  const changed = { ...unit, blocks };
  s.units[unit.id] = changed;
  INDEX.get(s)?.unit.set(changed.hex, changed);
  return changed;
}

/** Move a leader to `hex`. Returns the leader as he now is: `leader` itself is unchanged. */
export function setLeaderHex(s: AncientsState, leader: Leader, hex: HexId): Leader {
  const moved = { ...leader, hex };
  s.leaders[leader.id] = moved;
  INDEX.delete(s);
  return moved;
}

/** Put a unit on the board (reserves entering, tests). */
export function putUnit(s: AncientsState, unit: Unit): void {
  s.units[unit.id] = unit;
  INDEX.delete(s);
}

export function putLeader(s: AncientsState, leader: Leader): void {
  s.leaders[leader.id] = leader;
  INDEX.delete(s);
}

export function removeUnit(s: AncientsState, id: string): void {
  delete s.units[id];
  INDEX.delete(s);
}

export function removeLeader(s: AncientsState, id: string): void {
  delete s.leaders[id];
  INDEX.delete(s);
}

/** 7 A leader in the same hex as a friendly unit is attached to it. */
export function attachedLeader(s: AncientsState, unit: Unit): Leader | undefined {
  const leader = leaderAt(s, unit.hex);
  return leader && leader.side === unit.side ? leader : undefined;
}

/** A leader alone in a hex (no friendly unit with him). */
export function isLoneLeader(s: AncientsState, leader: Leader): boolean {
  const unit = unitAt(s, leader.hex);
  return !unit || unit.side !== leader.side;
}

export function unitsOf(s: AncientsState, side: Side): Unit[] {
  const out: Unit[] = [];
  for (const id in s.units) if (s.units[id]!.side === side) out.push(s.units[id]!);
  return out;
}

export function leadersOf(s: AncientsState, side: Side): Leader[] {
  const out: Leader[] = [];
  for (const id in s.leaders) if (s.leaders[id]!.side === side) out.push(s.leaders[id]!);
  return out;
}

/** Anything (unit or leader) of either side in the hex. */
export function isOccupied(s: AncientsState, hex: HexId): boolean {
  return unitAt(s, hex) !== undefined || leaderAt(s, hex) !== undefined;
}

export function pieceName(s: AncientsState, id: string): string {
  const unit = s.units[id];
  if (unit) return `${unit.type} ${unit.id}`;
  const leader = s.leaders[id];
  return leader ? leader.name : id;
}
