/**
 * Turn test support (5, 7, 8, 18): small positions built through `fromPosition`, and a table that plays actions
 * through the game module's `apply` (so every action also checks that the input state is left untouched) and
 * fails loudly on any refused action.
 */
import type { Action, GameEvent, RuleError } from '@wargame/engine';
import { ancients } from '../../src/index.ts';
import { fromPosition, type Position } from '../../src/position.ts';
import type { AncientsState, DieFace, Side } from '../../src/types.ts';

export interface TableSpec {
  units: {
    id: string;
    side: Side;
    type: string;
    hex: string;
    blocks?: number;
    maxBlocks?: number;
    elite?: string;
  }[];
  leaders?: { id: string; side: Side; hex: string; name?: string; traits?: string[] }[];
  terrain?: { hex: string; type: string; fordable?: boolean }[];
  /** The active side (default bottom). */
  side?: Side;
  /** Phase to start in (default play-card); other phases need `card`. */
  phase?: 'play-card' | 'order' | 'move' | 'battle';
  card?: string;
  ordered?: string[];
  hands?: { top?: string[]; bottom?: string[] };
  deck?: string[];
  discard?: string[];
  command?: { top?: number; bottom?: number };
  bannersToWin?: number;
  lastPlayed?: { top: string | null; bottom: string | null };
  dice?: DieFace[];
  cards?: string[];
  specialRules?: { rule: string; [k: string]: unknown }[];
  reserves?: Position['reserves'];
  scenarioFlags?: Record<string, number | boolean | string>;
  turnNumber?: number;
}

export function position(spec: TableSpec): Position {
  const side = spec.side ?? 'bottom';
  return {
    format: 'ancients-position/1',
    armies: {
      top: { name: 'Carthage', command: spec.command?.top ?? 5, bannersToWin: spec.bannersToWin ?? 6 },
      bottom: { name: 'Rome', command: spec.command?.bottom ?? 5, bannersToWin: spec.bannersToWin ?? 6 },
    },
    units: spec.units as Position['units'],
    leaders: (spec.leaders ?? []).map((l) => ({ name: l.id, ...l })) as Position['leaders'],
    terrain: (spec.terrain ?? []) as Position['terrain'],
    hands: { top: spec.hands?.top ?? [], bottom: spec.hands?.bottom ?? [] },
    ...(spec.deck ? { deck: spec.deck } : {}),
    discard: spec.discard ?? [],
    ...(spec.lastPlayed ? { lastPlayed: spec.lastPlayed } : {}),
    specialRules: spec.specialRules ?? [],
    ...(spec.reserves ? { reserves: spec.reserves } : {}),
    scenarioFlags: spec.scenarioFlags ?? {},
    turn: {
      number: spec.turnNumber ?? 1,
      side,
      phase: spec.phase ?? 'play-card',
      ...(spec.card ? { card: spec.card } : {}),
      ordered: spec.ordered ?? [],
    },
    forced: [
      ...(spec.dice ?? []).map((value) => ({ kind: 'die', value })),
      ...(spec.cards ?? []).map((value) => ({ kind: 'card', value })),
    ],
  };
}

export class Table {
  s: AncientsState;
  events: GameEvent[] = [];
  /** Every event since the table was set. */
  log: GameEvent[] = [];

  constructor(spec: TableSpec | AncientsState, seed = 'test') {
    this.s = 'game' in spec ? spec : fromPosition(position(spec), seed);
  }

  /** Whoever must decide now (the active side outside combat). */
  seat(): Side {
    return (ancients.pending(this.s)[0]?.seat as Side | undefined) ?? this.s.turn.side;
  }

  legal(seat: Side = this.seat()): Action[] {
    return ancients.legal(this.s, seat);
  }

  /** Legal actions of one type. */
  options(type: string, seat?: Side): Action[] {
    return this.legal(seat).filter((a) => a.type === type);
  }

  /** The `field` of every legal action of `type` (e.g. the pieces that may be ordered), sorted. */
  choices(type: string, field: string, seat?: Side): string[] {
    return this.options(type, seat)
      .map((a) => String(a[field]))
      .sort();
  }

  do(action: Action, seat: Side = this.seat()): GameEvent[] {
    const r = ancients.apply(this.s, action, seat);
    if ('error' in r)
      throw new Error(`${JSON.stringify(action)} refused: ${r.error.message} (${r.error.rule})`);
    this.s = r.state;
    this.events = r.events;
    this.log.push(...r.events);
    return r.events;
  }

  /** Play the first card of this kind in the active hand. */
  play(kind: string): GameEvent[] {
    const card = this.s.hands[this.s.turn.side].find((c) => c === kind || c.startsWith(`${kind}#`));
    if (!card) throw new Error(`no ${kind} in hand`);
    return this.do({ type: 'play-card', card });
  }

  order(...pieces: string[]): void {
    for (const piece of pieces) this.do({ type: 'order', piece });
  }

  move(piece: string, to: string): GameEvent[] {
    return this.do({ type: 'move', piece, to });
  }

  refuse(action: Action, seat: Side = this.seat()): RuleError {
    const r = ancients.apply(this.s, action, seat);
    if (!('error' in r)) throw new Error(`${JSON.stringify(action)} was accepted`);
    return r.error;
  }

  /** Destinations offered to a piece, sorted. */
  destinations(piece: string): string[] {
    return this.options('move')
      .filter((a) => a.piece === piece)
      .map((a) => String(a.to))
      .sort();
  }

  /**
   * Play the combat in progress to its end with plain choices: stand, ignore no flag, first retreat hex, no
   * momentum advance, no battle back. Returns the events of the whole combat.
   */
  settle(): GameEvent[] {
    const all: GameEvent[] = [];
    const prefer = ['stand', 'hold', 'no-bonus-combat', 'decline-battle-back', 'retreat', 'leader-evade'];
    for (let guard = 0; this.s.phase === 'combat' && guard < 50; guard++) {
      const legal = this.legal();
      const pick =
        legal.find((a) => a.type === 'ignore-flags' && a.count === 0) ??
        prefer.map((type) => legal.find((a) => a.type === type)).find((a) => a !== undefined) ??
        legal[0];
      if (!pick) throw new Error('combat: no legal action');
      all.push(...this.do(pick));
    }
    return all;
  }

  /** Dice rolled in battle, as the combat module logs them. */
  dice(events: GameEvent[] = this.events): GameEvent[] {
    return events.filter((e) => e.type === 'dice');
  }

  ordered(): string[] {
    return [...(this.s.turn.plan?.ordered ?? [])].sort();
  }

  ofType(type: string, events: GameEvent[] = this.log): GameEvent[] {
    return events.filter((e) => e.type === type);
  }

  hex(id: string): string | undefined {
    return this.s.units[id]?.hex ?? this.s.leaders[id]?.hex;
  }
}

export const sorted = (xs: string[]): string[] => [...xs].sort();
