/**
 * 18-F Cards with a procedure of their own, run in the 'card-effect' phase (`s.cardEffect`, plain JSON):
 *
 * - **I Am Spartacus**: roll Command dice; each class symbol orders one unit of that weight, each helmet one unit
 *   of any class or one leader (an attached leader so ordered may detach); flags and swords do nothing.
 * - **Rally**: roll Command dice; each class symbol gives 1 block back to a damaged unit of that class standing in
 *   or next to a friendly leader's hex, each helmet to such a unit of any class (never above its starting
 *   blocks, never elephants or heavy chariots); every unit that regained a block is ordered.
 * - **005 ambush** (cards/ambush.ts), which a Leadership card may trigger instead of its normal effect.
 *
 * The dice are assigned one at a time: the class symbols first (light, medium, heavy, in the order rolled), the
 * helmets last, which loses the player no choice (a class die fits only its class; a helmet fits all). For the
 * die in front, the player names a piece (`{ type: 'assign-die', piece }`) or gives the rest up
 * (`{ type: 'end-dice' }`). The assignment is automatic when it is not a choice: no eligible piece (the die is
 * lost), or so few that the dice of that symbol cover them all.
 */
import type { Action, Decision, GameEvent, RuleError } from '@wargame/engine';
import { z } from 'zod';
import { hexIdSchema as hex, pieceIdSchema as id } from '../action-parts.ts';
import { distance } from '../board.ts';
import { rollDice } from '../dice.ts';
import { orderPiece } from '../orders.ts';
import { isLoneLeader, leadersOf, pieceName, setUnitBlocks, unitsOf } from '../state.ts';
import type { AncientsState, CardEffectState, DieFace, OrderPlan, Side, Unit } from '../types.ts';
import { isChariot, stats } from '../units.ts';
import { type AmbushEffect, ambushLegal, applyAmbushAction } from './ambush.ts';

export interface DiceEffect extends CardEffectState {
  stage: 'dice';
  /** 'i-am-spartacus' or 'rally' (also when a Counter-Attack copies them). */
  kind: string;
  side: Side;
  /** Every face rolled, in order (for the log and the view). */
  rolled: DieFace[];
  /** Faces still to assign, the one in front first. */
  left: DieFace[];
}

const PROCEDURE_CARDS = new Set(['i-am-spartacus', 'rally']);

/** Does this plan run a card procedure (its dice decide the orders)? The "1 unit of your choice" fallback does not. */
export const isProcedurePlan = (plan: OrderPlan): boolean =>
  PROCEDURE_CARDS.has(plan.kind) && plan.slots.length === 0;

const CLASS_ORDER: DieFace[] = ['light', 'medium', 'heavy', 'leader'];

/** 18-F Roll Command dice for the plan's card and start assigning them. */
export function beginCardEffect(s: AncientsState, plan: OrderPlan, side: Side, events: GameEvent[]): void {
  const rolled = rollDice(s.rng, s.armies[side].command);
  events.push({ type: 'card-roll', rule: '18-F', side, card: plan.card, kind: plan.kind, faces: rolled });
  const left = CLASS_ORDER.flatMap((face) => rolled.filter((f) => f === face));
  const lost = rolled.length - left.length;
  if (lost > 0)
    events.push({ type: 'dice-lost', rule: '18-F', side, count: lost, reason: 'flags and swords' });
  const effect: DiceEffect = { card: plan.card, stage: 'dice', kind: plan.kind, side, rolled, left };
  s.cardEffect = effect;
  s.phase = 'card-effect';
  settleDice(s, events);
}

// ---- eligibility --------------------------------------------------------------------------------------------------

const matchesFace = (unit: Unit, face: DieFace): boolean => face === 'leader' || stats(unit).weight === face;

/** 18-F Rally: in or next to a friendly leader's hex, damaged, not an elephant or a chariot (heavy or barbarian, X-G). */
function rallyTargets(s: AncientsState, side: Side, face: DieFace): Unit[] {
  const leaderHexes = leadersOf(s, side).map((l) => l.hex);
  return unitsOf(s, side).filter(
    (u) =>
      u.blocks < u.maxBlocks &&
      u.type !== 'EL' &&
      !isChariot(u) &&
      matchesFace(u, face) &&
      leaderHexes.some((h) => distance(h, u.hex) <= 1),
  );
}

/** 18-F I Am Spartacus: pieces not yet ordered that the die may order. */
function spartacusTargets(s: AncientsState, side: Side, face: DieFace): string[] {
  const ordered = new Set(s.turn.plan?.ordered ?? []);
  const out = unitsOf(s, side)
    .filter((u) => !ordered.has(u.id) && matchesFace(u, face))
    .map((u) => u.id);
  if (face === 'leader') for (const l of leadersOf(s, side)) if (!ordered.has(l.id)) out.push(l.id);
  return out;
}

function targets(s: AncientsState, e: DiceEffect, face: DieFace): string[] {
  return e.kind === 'rally'
    ? rallyTargets(s, e.side, face).map((u) => u.id)
    : spartacusTargets(s, e.side, face);
}

/** How many dice the targets of `face` could use at most (Rally: the blocks they lack). */
function demand(s: AncientsState, e: DiceEffect, face: DieFace): number {
  if (e.kind !== 'rally') return targets(s, e, face).length;
  return rallyTargets(s, e.side, face).reduce((n, u) => n + u.maxBlocks - u.blocks, 0);
}

// ---- assignment ---------------------------------------------------------------------------------------------------

function assign(s: AncientsState, e: DiceEffect, piece: string, events: GameEvent[]): void {
  const face = e.left.shift()!;
  const plan = s.turn.plan!;
  if (e.kind === 'rally') {
    const rallied = s.units[piece]!;
    const unit = setUnitBlocks(s, rallied, rallied.blocks + 1);
    events.push({
      type: 'rally',
      rule: '18-F',
      unit: unit.id,
      face,
      blocks: unit.blocks,
      maxBlocks: unit.maxBlocks,
    });
    if (!plan.ordered.includes(unit.id)) orderPiece(s, unit.id, false, events, '18-F');
    return;
  }
  // 18-F A helmet may order a leader; one with a unit may then detach.
  const leader = s.leaders[piece];
  orderPiece(s, piece, leader !== undefined && !isLoneLeader(s, leader), events, '18-F');
  events.push({ type: 'die-assigned', rule: '18-F', face, piece });
}

/** Make every assignment that is not a choice; finish when no die is left. */
function settleDice(s: AncientsState, events: GameEvent[]): void {
  const e = s.cardEffect as DiceEffect;
  while (e.left.length > 0) {
    const face = e.left[0]!;
    const sameFace = e.left.filter((f) => f === face).length;
    const options = targets(s, e, face);
    if (options.length === 0) {
      e.left = e.left.filter((f) => f !== face);
      events.push({
        type: 'dice-lost',
        rule: '18-F',
        side: e.side,
        count: sameFace,
        face,
        reason: 'no eligible piece',
      });
      continue;
    }
    if (options.length === 1 || demand(s, e, face) <= sameFace) {
      assign(s, e, options[0]!, events);
      continue;
    }
    return;
  }
  finishCardEffect(s, events);
}

function finishCardEffect(s: AncientsState, events: GameEvent[]): void {
  const card = s.cardEffect?.card;
  s.cardEffect = null;
  // The plan has no slots left: the order phase is skipped and movement starts (flow.advance).
  s.phase = 'order';
  events.push({ type: 'card-effect-done', rule: '18-F', ...(card ? { card } : {}) });
}

// ---- the phase ----------------------------------------------------------------------------------------------------

export function cardEffectPending(s: AncientsState): Decision[] {
  const e = s.cardEffect;
  if (!e) return [];
  if (e.stage === 'ambush')
    return [
      {
        seat: s.turn.side,
        kind: 'ambush',
        prompt: 'Place the ambush units on the enemy baseline, then the leader',
      },
    ];
  const d = e as DiceEffect;
  const face = d.left[0] ?? 'none';
  return [
    {
      seat: d.side,
      kind: 'assign-die',
      prompt:
        d.kind === 'rally'
          ? `Rally: give the ${face} die's block to a damaged unit near a leader (${d.left.length} dice left)`
          : `I Am Spartacus: order a piece with the ${face} die (${d.left.length} dice left)`,
    },
  ];
}

export function cardEffectLegal(s: AncientsState, seat: Side): Action[] {
  const e = s.cardEffect;
  if (!e || seat !== s.turn.side) return [];
  if (e.stage === 'ambush') return ambushLegal(s, e as AmbushEffect);
  const d = e as DiceEffect;
  const face = d.left[0];
  if (!face) return [];
  return [...targets(s, d, face).map((piece) => ({ type: 'assign-die', piece })), { type: 'end-dice' }];
}

/** Actions of the card procedures, and the other card and scenario actions outside the core turn. */
export const cardEffectActionSchemas: z.ZodType[] = [
  z.strictObject({ type: z.literal('assign-die'), piece: id }),
  z.strictObject({ type: z.literal('end-dice') }),
  z.strictObject({ type: z.literal('ambush-place'), unit: id, hex }),
  z.strictObject({ type: z.literal('ambush-leader'), leader: id, hex }),
];

export function applyCardEffectAction(
  s: AncientsState,
  action: Action,
  seat: Side,
  events: GameEvent[],
): RuleError | null {
  const e = s.cardEffect;
  if (!e) return { code: 'illegal', message: 'no card procedure is in progress', rule: '18' };
  if (seat !== s.turn.side)
    return { code: 'not-your-turn', message: `it is ${s.turn.side}'s turn`, rule: '5' };
  if (e.stage === 'ambush') {
    if (action.type !== 'ambush-place' && action.type !== 'ambush-leader')
      return { code: 'illegal', message: 'place the ambush units, then the leader', rule: 'scenario' };
    return applyAmbushAction(s, action, events);
  }
  const d = e as DiceEffect;
  if (action.type === 'end-dice') {
    if (d.left.length > 0)
      events.push({
        type: 'dice-lost',
        rule: '18-F',
        side: d.side,
        count: d.left.length,
        reason: 'given up',
      });
    d.left = [];
    finishCardEffect(s, events);
    return null;
  }
  if (action.type !== 'assign-die')
    return { code: 'illegal', message: 'assign the die to a piece, or end the dice', rule: '18-F' };
  const face = d.left[0];
  const piece = String(action.piece);
  if (!face || !targets(s, d, face).includes(piece)) {
    return {
      code: 'illegal',
      rule: '18-F',
      message:
        d.kind === 'rally'
          ? `${pieceName(s, piece)} cannot take the ${face} die: it must be a damaged ${face === 'leader' ? '' : `${face} `}unit in or next to a friendly leader's hex (not an elephant or heavy chariot)`
          : `${pieceName(s, piece)} cannot be ordered by the ${face} die`,
    };
  }
  assign(s, d, piece, events);
  settleDice(s, events);
  return null;
}
