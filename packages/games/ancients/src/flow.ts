/**
 * 5 The game turn: play a card, order, move, battle, draw. This file is the phase machine: who decides
 * now, what they may do, and how each phase hands over to the next.
 *
 * - 'play-card' (6) → 'order' (7) → 'move' (8) → 'battle' (9, with 'combat' for each battle) → draw (15).
 * - Cards with a procedure (Rally, I Am Spartacus, the 005 ambush) pass through 'card-effect' before moving.
 * - Move-Fire-Move (18-F) goes 'move' → 'battle' → 'move' again (PieceTurn.secondMoveLeft) → draw.
 * - Clash of Shields and Darken the Sky order their units when played and have no movement.
 * - Every phase with a choice offers an explicit way to finish it (end-orders, end-movement, end-battles,
 *   end-dice); a phase in which nothing can be done is skipped (advance).
 *
 * First Strike as the turn's card: it is an out-of-turn card (18-F) and cannot be played as a turn's card while
 * the hand holds any other card. A hand holding nothing else (Command 1) may play it, and it then orders
 * 1 unit of the player's choice, the reading every other card uses when it has nothing to order. It is not a
 * card a Counter-Attack can copy (that Counter-Attack orders 1 unit of choice).
 */
import type { Action, Decision, GameEvent, RuleError } from '@wargame/engine';
import { ambushStartActions, applyAmbushAction } from './cards/ambush.ts';
import { counterAttackKind } from './cards/counter-attack.ts';
import { cardKind, drawCard, kindOf, shuffleDiscardsIntoDeck } from './cards/deck.ts';
import { battlesPerUnit, initialOrders } from './cards/plans.ts';
import {
  applyCardEffectAction,
  beginCardEffect,
  cardEffectLegal,
  cardEffectPending,
  isProcedurePlan,
} from './cards/tactics.ts';
import {
  applyCombatAction,
  beginCloseCombat,
  beginRangedCombat,
  closeCombatTargets,
  combatLegal,
  combatPending,
  fireTargets,
} from './combat/index.ts';
import { applyMarshEvade, marshEvadeLegal, marshEvadePending } from './marsh-entry.ts';
import { anyMovablePiece, applyMove, beginSecondMove, inSecondMove, movablePieces } from './movement.ts';
import { applyOrder, orderCandidates, orderingIsOver, orderPiece, planForCard } from './orders.ts';
import { applyPlacement, cardsToDraw, placementLegal, placementPending } from './scenario-rules.ts';
import { otherSide, pieceName } from './state.ts';
import type { AncientsState, CardId, Side } from './types.ts';

const illegal = (message: string, rule: string): RuleError => ({ code: 'illegal', message, rule });

export function pending(s: AncientsState): Decision[] {
  const side = s.turn.side;
  switch (s.phase) {
    case 'over':
      return [];
    case 'placement':
      return placementPending(s);
    case 'combat':
      return combatPending(s);
    case 'card-effect':
      return cardEffectPending(s);
    case 'play-card':
      return [{ seat: side, kind: 'play-card', prompt: 'Play a command card' }];
    case 'order': {
      const plan = s.turn.plan!;
      const left = plan.slots.map((sl) => sl.label).join(', ');
      return [
        {
          seat: side,
          kind: 'order',
          prompt: `Order units or leaders (${left}); ${plan.ordered.length} ordered`,
        },
      ];
    }
    case 'move': {
      // 16-F, 14-D A leader left alone in a marsh evades before the next move.
      const evade = marshEvadePending(s);
      if (evade) return [evade];
      return [
        {
          seat: side,
          kind: 'move',
          prompt: inSecondMove(s)
            ? 'Move-Fire-Move: second move of the ordered units, one at a time'
            : 'Move ordered units and leaders, one at a time',
        },
      ];
    }
    case 'battle':
      return [{ seat: side, kind: 'battle', prompt: 'Battle with ordered units, one at a time' }];
  }
}

/** 6 The cards a side may play now: one action per card kind in hand (identical cards are one choice). */
function playableCards(s: AncientsState, side: Side): CardId[] {
  const byKind = new Map<string, CardId>();
  for (const card of s.hands[side]) if (!byKind.has(kindOf(card))) byKind.set(kindOf(card), card);
  const cards = [...byKind.values()];
  // 18-F First Strike is played in the opponent's turn; only a hand with nothing else may spend it (see above).
  const inTurn = cards.filter((c) => kindOf(c) !== 'first-strike');
  return inTurn.length > 0 ? inTurn : cards;
}

/** 9 Ordered units that may still battle, and whom (9-A one battle each; Darken the Sky two shots). */
export function battleOptions(s: AncientsState): Action[] {
  const plan = s.turn.plan;
  if (!plan) return [];
  const perUnit = battlesPerUnit(plan);
  const actions: Action[] = [];
  for (const id of plan.ordered) {
    const unit = s.units[id];
    const pt = s.turn.pieces[id];
    if (!unit || !pt || pt.mayNotBattle) continue;
    if (perUnit > 1 ? (pt.shots ?? 0) >= perUnit : pt.battled) continue;
    if (!plan.effects.rangedOnly)
      for (const target of closeCombatTargets(s, id))
        actions.push({ type: 'close-combat', unit: id, target });
    // 8-C A charging warrior may not fire.
    if (!plan.effects.closeOnly && !pt.mustCloseCombat)
      for (const target of fireTargets(s, id)) actions.push({ type: 'fire', unit: id, target });
  }
  return actions;
}

/** 8-C Warriors that charged must close combat while an enemy unit is still adjacent. */
function compulsoryCombatLeft(s: AncientsState): boolean {
  const plan = s.turn.plan;
  if (!plan || plan.effects.rangedOnly) return false;
  return plan.ordered.some((id) => {
    const pt = s.turn.pieces[id];
    return (
      s.units[id] !== undefined &&
      pt?.mustCloseCombat &&
      !pt.battled &&
      !pt.mayNotBattle &&
      closeCombatTargets(s, id).some((t) => s.units[t] !== undefined)
    );
  });
}

/** What may be done in the order phase: orders, the 005 ambush instead of the card's orders, or the end. */
function orderPhaseActions(s: AncientsState): Action[] {
  return [...orderCandidates(s), ...ambushStartActions(s)];
}

function moveActions(s: AncientsState): Action[] {
  const moves: Action[] = [];
  for (const m of movablePieces(s)) for (const to of m.to) moves.push({ type: 'move', piece: m.piece, to });
  return moves;
}

export function legal(s: AncientsState, seat: Side): Action[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'placement') return placementLegal(s, seat);
  if (s.phase === 'combat') return combatLegal(s, seat);
  if (s.phase === 'card-effect') return cardEffectLegal(s, seat);
  if (seat !== s.turn.side) return [];
  switch (s.phase) {
    case 'play-card':
      return playableCards(s, seat).map((card) => ({ type: 'play-card', card }));
    case 'order':
      return [...orderPhaseActions(s), { type: 'end-orders' }];
    case 'move':
      if (s.turn.leaderMustEvade) return marshEvadeLegal(s);
      return [...moveActions(s), { type: 'end-movement' }];
    case 'battle': {
      const battles = battleOptions(s);
      return compulsoryCombatLeft(s) ? battles : [...battles, { type: 'end-battles' }];
    }
  }
}

/** Apply an action to a private copy `s`. Returns an error (and the caller discards `s`) or null. */
export function step(s: AncientsState, action: Action, seat: Side, events: GameEvent[]): RuleError | null {
  if (s.phase === 'over') return { code: 'game-over', message: 'the battle is over', rule: '4' };
  if (s.phase === 'placement') {
    // Scenario set-up decisions before turn 1 (117 Asculum's leaders): scenario-rules.ts.
    const err = applyPlacement(s, action, seat, events);
    if (!err) advance(s, events);
    return err;
  }
  if (s.phase === 'combat') {
    const err = applyCombatAction(s, action, seat, events);
    if (!err) advance(s, events);
    return err;
  }
  if (s.phase === 'card-effect') {
    const err = applyCardEffectAction(s, action, seat, events);
    if (!err) advance(s, events);
    return err;
  }
  if (seat !== s.turn.side)
    return { code: 'not-your-turn', message: `it is ${s.turn.side}'s turn`, rule: '5' };
  const err = stepInTurn(s, action, seat, events);
  if (!err) advance(s, events);
  return err;
}

function stepInTurn(s: AncientsState, action: Action, side: Side, events: GameEvent[]): RuleError | null {
  switch (s.phase) {
    case 'play-card': {
      if (action.type !== 'play-card') return illegal('play a command card first', '6');
      const card = String(action.card);
      if (!s.hands[side].includes(card)) return illegal(`card '${card}' is not in your hand`, '6');
      if (!playableCards(s, side).some((c) => kindOf(c) === kindOf(card))) {
        return illegal(`${cardKind(card).name} cannot be played as your turn's card`, '18-F');
      }
      playCard(s, card, side, events);
      return null;
    }
    case 'order':
      if (action.type === 'end-orders') {
        s.phase = 'move';
        events.push({ type: 'orders-done', rule: '7', ordered: [...s.turn.plan!.ordered] });
        return null;
      }
      if (action.type === 'ambush-place') return applyAmbushAction(s, action, events);
      if (action.type !== 'order' && action.type !== 'detach')
        return illegal('order a unit or leader, or end ordering', '7');
      return applyOrder(s, action, events);
    case 'move':
      if (s.turn.leaderMustEvade) return applyMarshEvade(s, action, events);
      if (action.type === 'end-movement') {
        finishMovement(s, events);
        return null;
      }
      if (action.type !== 'move') return illegal('move an ordered piece, or end movement', '8');
      return applyMove(s, String(action.piece), String(action.to), events);
    case 'battle': {
      if (action.type === 'end-battles') {
        if (compulsoryCombatLeft(s)) return illegal('warriors that charged 2 hexes must close combat', '8-C');
        finishBattles(s, events);
        return null;
      }
      const known = battleOptions(s).some(
        (a) => a.type === action.type && a.unit === action.unit && a.target === action.target,
      );
      if (!known) {
        return illegal(
          `${pieceName(s, String(action.unit))} cannot ${action.type === 'fire' ? 'fire at' : 'close combat'} that target now`,
          action.type === 'fire' ? '10' : '11',
        );
      }
      const unit = String(action.unit);
      if (action.type === 'fire') {
        if (battlesPerUnit(s.turn.plan) > 1) {
          const pt = s.turn.pieces[unit]!;
          pt.shots = (pt.shots ?? 0) + 1;
        }
        beginRangedCombat(s, unit, String(action.target), events);
      } else {
        beginCloseCombat(s, unit, String(action.target), events);
      }
      return null;
    }
    default:
      return illegal(`nothing can be done in phase ${s.phase}`, '5');
  }
}

/** 6 Play a card: it is shown to both sides; it decides what may be ordered this turn. */
function playCard(s: AncientsState, card: CardId, side: Side, events: GameEvent[]): void {
  s.hands[side] = s.hands[side].filter((c) => c !== card);
  const kind = kindOf(card);
  events.push({ type: 'card-played', rule: '6', side, card, kind, name: cardKind(card).name });
  // 18-F Counter-Attack copies the card the opponent played at the start of his last turn.
  const asKind = kind === 'counter-attack' ? counterAttackKind(s, side) : kind;
  s.lastPlayed[side] = asKind;
  if (kind === 'counter-attack') events.push({ type: 'counter-attack', rule: '18-F', side, copies: asKind });
  const plan = planForCard(s, card, side, asKind);
  s.turn.plan = plan;
  // 18-F Clash of Shields, Darken the Sky: every eligible unit is ordered at once.
  for (const id of initialOrders(plan)) orderPiece(s, id, false, events, '18-F');
  if (isProcedurePlan(plan)) beginCardEffect(s, plan, side, events);
  else s.phase = 'order';
}

/** 8 Movement is over: battles next, or the end of the turn after Move-Fire-Move's second move. */
function finishMovement(s: AncientsState, events: GameEvent[]): void {
  if (inSecondMove(s)) endTurn(s, events);
  else s.phase = 'battle';
}

/** 9 Battles are over: Move-Fire-Move's second move (18-F), or the end of the turn. */
function finishBattles(s: AncientsState, events: GameEvent[]): void {
  const plan = s.turn.plan;
  if (plan?.effects.moveAfterFire && plan.ordered.length > 0 && !inSecondMove(s)) {
    beginSecondMove(s, events);
    s.phase = 'move';
  } else {
    endTurn(s, events);
  }
}

/**
 * 18-F Darken the Sky: combat/ marks a unit `battled` after each battle; a unit that has fired once may fire
 * again, so `battled` follows the shots.
 */
function syncShots(s: AncientsState): void {
  const plan = s.turn.plan;
  const perUnit = battlesPerUnit(plan);
  if (!plan || perUnit === 1) return;
  for (const id of plan.ordered) {
    const pt = s.turn.pieces[id];
    if (pt && s.phase !== 'combat') pt.battled = (pt.shots ?? 0) >= perUnit;
  }
}

/** Skip phases in which nobody has a choice; end the turn when nothing is left to do. */
function advance(s: AncientsState, events: GameEvent[]): void {
  for (let guard = 0; guard < 16; guard++) {
    if (s.winner) return;
    syncShots(s);
    if (s.phase === 'order' && orderingIsOver(s) && ambushStartActions(s).length === 0) {
      s.phase = 'move';
    } else if (s.phase === 'move' && !s.turn.leaderMustEvade && !anyMovablePiece(s)) {
      finishMovement(s, events);
    } else if (s.phase === 'battle' && battleOptions(s).length === 0) {
      finishBattles(s, events);
    } else {
      return;
    }
  }
}

/**
 * 15 End of turn: the played card goes to the discards; First Strike replacements are drawn first (15-B), then
 * the active side's normal draw (15-A); I Am Spartacus then shuffles the discards into the draw pile (18-F).
 */
export function endTurn(s: AncientsState, events: GameEvent[]): void {
  const side = s.turn.side;
  const plan = s.turn.plan;
  if (plan) s.discard.push(plan.card);
  for (const who of [otherSide(side), side]) {
    for (let i = 0; i < s.turn.extraDraws[who]; i++) {
      const card = drawCard(s, who);
      if (card) {
        events.push({ type: 'draw', rule: '15-B', side: who, count: 1, reason: 'first-strike' });
        events.push({ type: 'draw-detail', rule: '15-B', side: who, cards: [card], visibleTo: [who] });
      }
    }
  }
  const draws = cardsToDraw(s, side);
  const drawn: string[] = [];
  for (let i = 0; i < draws; i++) {
    const card = drawCard(s, side);
    if (card) drawn.push(card);
  }
  // A hand that grows (Lake Trasimenus) raises Command with it (7-E).
  // (A new armies record: the state copy that `apply` mutates shares it with the input state.)
  if (drawn.length > 1) {
    const army = s.armies[side];
    s.armies = { ...s.armies, [side]: { ...army, command: army.command + drawn.length - 1 } };
  }
  s.scenarioFlags[`turns-played:${side}`] = Number(s.scenarioFlags[`turns-played:${side}`] ?? 0) + 1;
  events.push({ type: 'draw', rule: '15-A', side, count: drawn.length });
  if (drawn.length > 0)
    events.push({ type: 'draw-detail', rule: '15-A', side, cards: drawn, visibleTo: [side] });
  if (plan?.kind === 'i-am-spartacus') {
    shuffleDiscardsIntoDeck(s);
    events.push({ type: 'reshuffle', rule: '18-F', card: plan.card, deck: s.deck.length });
  }
  const next = otherSide(side);
  s.turn = {
    number: s.turn.number + 1,
    side: next,
    plan: null,
    pieces: {},
    extraDraws: { top: 0, bottom: 0 },
  };
  s.phase = 'play-card';
  s.cardEffect = null;
  events.push({ type: 'turn', rule: '5', number: s.turn.number, side: next });
}
