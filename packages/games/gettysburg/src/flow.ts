/**
 * §5 The sequence of play, in one place. Set-up ends with Buford (§4.8); each turn is the Turn
 * Duration Phase (§7), the First Player's Action Phase, the Second Player's, and the Objectives Phase
 * (§16). An Action Phase: draw (§8), withdrawal, attack, reinforcement and march moves (§10 WARM), the
 * orders for the next turn (§6); at night (§17) field works, the Union's 1 July departure, the resets.
 * Victory (§20) is checked at the end of each Union Action Phase on 2 and 3 July and after the last turn.
 *
 * Before any step's own decisions come the reductions waiting (§2) and a Tray return (§6, §8). Work the
 * rules do unasked runs at once; a step whose only action is `done` ends by itself.
 */

import {
  type Action,
  type Decision,
  type GameEvent,
  inList,
  type RuleError,
  shuffleInPlace,
} from '@wargame/engine';
import { ARMIES, type Army } from './armies.ts';
import { attackStep } from './attack.ts';
import { biddingStep } from './balance.ts';
import { blocksInPlay, enemyOf, mapOf, occupied, readingOnly } from './board.ts';
import { bufordPlacements, historicalBuford } from './buford.ts';
import { draftOf, ownBlock, ownTracks } from './draft.ts';
import { fullControlJudged, objectivesShortOfFullControl } from './full-control.ts';
import { allowedOrders, halfTheTray, holdAgainPenalty } from './general-orders.ts';
import { marchStep } from './march-moves.ts';
import { objectiveMovesEarned, objectiveSteps, objectivesNoCloser } from './objectives.ts';
import { reductionStep } from './reduction.ts';
import { reinforcementStep } from './reinforcement-moves.ts';
import { emptyPhaseRecord } from './setup.ts';
import type { ActionStep, GettysburgState, Orders, TimeToken } from './state.ts';
import { type Ctx, illegal, newCtx, type StepHandler } from './step.ts';
import { specialOrdersStep, teamOf } from './team-play.ts';
import { longestTurn, spaceAt, TIME_TRACK } from './time-track.ts';
import { demandReturn, drawTokens, TRAY_SIZE, takeFromTray, tokenReturnStep } from './tokens.ts';
import { withdrawalStep } from './withdrawal-moves.ts';

const secondOf = (s: GettysburgState): Army => enemyOf(s.firstPlayer);
const lastHourIndex = (s: GettysburgState) => s.turn.start + s.turn.hours - 1;
const isNight = (s: GettysburgState) => TIME_TRACK[s.turn.start]!.night;
const nextIsNight = (s: GettysburgState) => TIME_TRACK[s.turn.start + s.turn.hours]?.night === true;
const dayOf = (s: GettysburgState) => TIME_TRACK[s.turn.start]!.day;

const one = (seat: Army, kind: string, prompt: string): Decision[] => [{ seat, kind, prompt }];

// §4.8 Buford's set-up.
const bufordStep: StepHandler = {
  pending: () => one('union', 'place-buford', 'Place a Buford block on a position, facing an area (§4.8)'),
  legal(state, army, map) {
    if (army !== 'union') return [];
    const waiting = bufordBlocks(state).filter((b) => state.blocks[b]!.place.kind === 'unused');
    const placed = bufordBlocks(state)
      .map((b) => state.blocks[b]!.place)
      .find((p) => p.kind === 'map');
    const block = waiting[0];
    if (!block) return [];
    const places: Action[] = bufordPlacements(map, placed?.kind === 'map' ? placed.position : null).map(
      (f) => ({ type: 'place-buford', block, position: f.position, front: f.front }),
    );
    // 23 The historical deployment is offered with the historical schedule (RULINGS.md).
    const historical =
      state.options.historicalReinforcements && waiting.length === 2 && historicalBuford(map);
    return historical ? [...places, { type: 'buford-historical' }] : places;
  },
  apply(draft, action, _army, ctx) {
    const listed = bufordStep.legal(draft, 'union', ctx.map);
    if (!inList(listed, action))
      return illegal('Buford goes on a position that does not block Confederate reinforcements', '4.8');
    if (action.type === 'buford-historical') {
      const blocks = bufordBlocks(draft);
      historicalBuford(ctx.map)!.forEach((f, i) => {
        ownBlock(draft, blocks[i]!).place = { kind: 'map', position: f.position, front: f.front, rank: 0 };
        ctx.log({ type: 'buford-placed', rule: '23', seat: 'union', position: f.position, front: f.front });
      });
      ctx.endStep();
      return null;
    }
    const id = String(action.block);
    ownBlock(draft, id).place = {
      kind: 'map',
      position: String(action.position),
      front: String(action.front),
      rank: 0,
    };
    ctx.log({
      type: 'buford-placed',
      rule: '4.8',
      seat: 'union',
      position: action.position,
      front: action.front,
    });
    if (bufordBlocks(draft).every((b) => draft.blocks[b]!.place.kind === 'map')) ctx.endStep();
    return null;
  },
};

const bufordBlocks = (s: GettysburgState) =>
  Object.values(s.blocks)
    .filter((b) => b.command === 'buford' && b.grade === 'full')
    .map((b) => b.id)
    .sort();

// §7 Turn Duration Phase: the Second Player chooses 1 hour up to the longest allowed.
function longest(s: GettysburgState): number {
  const fewer = Math.min(...ARMIES.map((a) => blocksInPlay(s, a)));
  return longestTurn(
    s.turn.start,
    fewer,
    ARMIES.some((a) => s.armies[a].orders === 'attack'),
  );
}

const durationStep: StepHandler = {
  pending: (s) => one(secondOf(s), 'duration', `Choose the turn's length: 1 to ${longest(s)} hours (§7)`),
  legal(s, army) {
    if (army !== secondOf(s)) return [];
    return Array.from({ length: longest(s) }, (_, i) => ({ type: 'duration', hours: i + 1 }));
  },
  apply(draft, action, army, ctx) {
    const max = longest(draft);
    const hours = action.hours;
    if (typeof hours !== 'number' || !Number.isInteger(hours) || hours < 1 || hours > max)
      return illegal(`the turn lasts 1 to ${max} hours`, '7');
    draft.turn.hours = hours;
    if (hours < max) draft.armies[army].shortenedTurn = true;
    ctx.log({
      type: 'turn-duration',
      rule: '7',
      seat: army,
      hours,
      start: TIME_TRACK[draft.turn.start]!.label,
    });
    ctx.endStep();
    return null;
  },
};

// §6 General orders for the next turn.
function ordersAllowed(s: GettysburgState, army: Army): Orders[] {
  const on = occupied(s);
  return allowedOrders({
    shortenedTurn: s.armies[army].shortenedTurn === true,
    nextTurnNight: nextIsNight(s),
    trayEmpty: s.armies[army].tokens.tray.length === 0,
    anArmyOffTheMap: ARMIES.some((a) => on[a].size === 0),
  });
}

const ordersStep: StepHandler = {
  pending: (s) => one(actingArmy(s), 'orders', 'Declare your general orders for the next turn (§6)'),
  legal: (s, army) =>
    army === actingArmy(s) ? ordersAllowed(s, army).map((orders) => ({ type: 'orders', orders })) : [],
  apply(draft, action, army, ctx) {
    const orders = action.orders as Orders;
    if (!ordersAllowed(draft, army).includes(orders))
      return illegal(`orders now: ${ordersAllowed(draft, army).join(', ')}`, '6');
    const me = draft.armies[army];
    const heldAfterMandatory = me.orders === 'hold' && me.mandatoryUnderHold === true && orders === 'hold';
    me.nextOrders = orders;
    delete me.enemyActed;
    ctx.log({ type: 'orders-declared', rule: '6', seat: army, orders });
    if (orders === 'withdrawal') {
      me.declaredWithdrawal = true;
      draft.lastWithdrawal = army;
      // §17 For a night turn the return waits for the night Action Phase.
      if (nextIsNight(draft)) me.nightReturnDue = true;
      else demandReturn(draft, army, halfTheTray(me.tokens.tray.length), true, '6');
    } else if (heldAfterMandatory)
      demandReturn(draft, army, holdAgainPenalty(me.tokens.tray.length), false, '6');
    ctx.endStep();
    return null;
  },
};

// §17 Field works at the end of a night Action Phase.
const fieldWorksStep: StepHandler = {
  pending: (s) =>
    one(actingArmy(s), 'field-works', 'Place March / Field Works tokens as field works, or done (§17)'),
  legal(s, army, map) {
    if (army !== actingArmy(s)) return [];
    const token = s.armies[army].tokens.tray.find((t) => s.tokens[t]!.kind === 'march');
    const out: Action[] = [{ type: 'done' }];
    if (!token) return out;
    const positions = [...occupied(s)[army]].sort();
    for (const position of positions)
      if (!s.fieldWorks.some((f) => f.position === position))
        for (const front of map.positions[position]!.areas)
          out.push({ type: 'field-works', token, position, front });
    return out;
  },
  apply(draft, action, army, ctx) {
    if (action.type === 'done') {
      ctx.endStep();
      return null;
    }
    if (!inList(fieldWorksStep.legal(draft, army, ctx.map), action))
      return illegal('field works go from a March / Field Works token on a position of yours', '17');
    takeFromTray(draft, army, String(action.token));
    draft.armies[army].tokens.spent.push(String(action.token));
    draft.fieldWorks.push({ position: String(action.position), front: String(action.front) });
    ctx.log({ type: 'field-works', rule: '17', seat: army, position: action.position, front: action.front });
    return null;
  },
};

// §17 The night of 1 July: the Union removes two full-strength blocks in play or forgoes three.
const departureStep: StepHandler = {
  pending: () =>
    one(
      'union',
      'night-departure',
      'Remove two full-strength blocks in play, or forgo your next three reinforcement blocks (§17)',
    ),
  legal(s, army) {
    if (army !== 'union') return [];
    const inPlay = Object.values(s.blocks).filter(
      (b) => b.army === 'union' && b.grade === 'full' && ['map', 'exited', 'waiting'].includes(b.place.kind),
    );
    const out: Action[] = inPlay.map((b) => ({ type: 'depart', block: b.id }));
    if (!s.armies.union.departed) out.push({ type: 'forgo' });
    return out;
  },
  apply(draft, action, _army, ctx) {
    if (!inList(departureStep.legal(draft, 'union', ctx.map), action))
      return illegal('remove a full-strength Union block in play, or forgo three reinforcements', '17');
    const union = draft.armies.union;
    if (action.type === 'forgo') {
      union.forgoBlocks = 3;
      ctx.log({ type: 'reinforcements-forgone', rule: '17', seat: 'union', blocks: 3 });
      ctx.endStep();
      return null;
    }
    const b = ownBlock(draft, String(action.block));
    const from = b.place.kind === 'map' ? { position: b.place.position } : {};
    b.place = { kind: 'gone' };
    b.revealed = true;
    union.departed = (union.departed ?? 0) + 1;
    ctx.log({ type: 'block-departed', rule: '17', seat: 'union', block: b.id, command: b.command, ...from });
    if (union.departed >= 2 || departureStep.legal(draft, 'union', ctx.map).length === 0) ctx.endStep();
    return null;
  },
};

// §16 Objectives Phase: the Union moves what it earned.
const objectivesStep: StepHandler = {
  pending: (s) =>
    one(
      'union',
      'move-objective',
      `Move Union objectives one area each: ${s.phase.kind === 'objectives' ? s.phase.movesLeft : 0} moves (§16)`,
    ),
  legal(s, army, map) {
    if (army !== 'union' || s.phase.kind !== 'objectives') return [];
    const out: Action[] = [{ type: 'done' }];
    if (s.phase.movesLeft === 0) return out;
    s.objectives.forEach((o, index) => {
      if (o.control !== 'union' || o.movedThisTurn) return;
      for (const to of objectiveSteps(map, o.area)) {
        const before = s.objectives.map((x) => x.area);
        const areas = s.objectives.map((x, i) => (i === index ? to : x.area));
        // RULINGS.md: our objectives start within two areas of each other, so "no closer" is the test.
        if (objectivesNoCloser(map, before, areas))
          out.push({ type: 'move-objective', objective: index, to });
      }
    });
    return out;
  },
  apply(draft, action, _army, ctx) {
    if (action.type === 'done') {
      ctx.endStep();
      return null;
    }
    if (!inList(objectivesStep.legal(draft, 'union', ctx.map), action))
      return illegal(
        'move a Union objective not moved this turn one area, never into a partial area nor within two areas of another',
        '16',
      );
    const o = draft.objectives[action.objective as number]!;
    const from = o.area;
    o.area = String(action.to);
    o.movedThisTurn = true;
    ctx.log({ type: 'objective-moved', rule: '16', seat: 'union', from, to: o.area });
    // §20 Crossing a position with blocks hands control to their army (RULINGS.md: an empty crossing if any).
    const shared = ctx.map.areas[from]!.positions.filter((p) => ctx.map.positions[p]!.areas.includes(o.area));
    const on = occupied(draft);
    if (!shared.some((p) => !on.union.has(p) && !on.confederate.has(p))) {
      const p = shared[0]!;
      const army: Army = on.confederate.has(p) ? 'confederate' : 'union';
      if (army !== o.control) {
        o.control = army;
        ctx.log({ type: 'objective-taken', rule: '20', seat: army, area: o.area });
      }
    }
    if (draft.phase.kind === 'objectives') draft.phase.movesLeft--;
    return null;
  },
};

const ACTION_STEPS: Partial<Record<ActionStep, StepHandler>> = {
  withdrawal: withdrawalStep,
  attack: attackStep,
  reinforcement: reinforcementStep,
  march: marchStep,
  orders: ordersStep,
  'field-works': fieldWorksStep,
  'night-departure': departureStep,
};

const actingArmy = (s: GettysburgState): Army => (s.phase.kind === 'action' ? s.phase.army : 'union');

/** The handler deciding now: reductions, a Tray return, or the current step. */
function handlerOf(s: GettysburgState): StepHandler | null {
  // 20 A game won is over: a return of tokens or a reduction still waiting when it ended is not asked.
  if (s.phase.kind === 'over') return null;
  if (s.reductions.length > 0) return reductionStep;
  if (s.tokenReturn) return tokenReturnStep;
  if (teamOf(s)?.due.length) return specialOrdersStep;
  switch (s.phase.kind) {
    case 'bidding':
      return biddingStep;
    case 'buford':
      return bufordStep;
    case 'duration':
      return durationStep;
    case 'action':
      return ACTION_STEPS[s.phase.step] ?? null;
    case 'objectives':
      return objectivesStep;
  }
}

/** The steps of this Action Phase after `step`, in order. */
function stepsAfter(s: GettysburgState, army: Army, step: ActionStep): ActionStep[] {
  const all: ActionStep[] = ['withdrawal', 'attack', 'reinforcement', 'march', 'orders'];
  if (isNight(s)) all.push('field-works');
  if (isNight(s) && dayOf(s) === 1 && army === 'union') all.push('night-departure');
  const from = step === 'draw' ? 0 : all.indexOf(step) + 1;
  return all.slice(from).filter((x) => x !== 'attack' || s.armies[army].orders === 'attack');
}

// §5, §8 An Action Phase begins: the record cleared, the draw, a Tray above eight cut back.
function beginActionPhase(draft: GettysburgState, army: Army, ctx: Ctx): void {
  draft.moves = emptyPhaseRecord();
  draft.lastWinners[army] = [];
  draft.mustWithdraw = [];
  draft.phase = { kind: 'action', army, step: 'draw', hour: 0 };
  ctx.log({ type: 'action-phase', rule: '5', seat: army, orders: draft.armies[army].orders });
  const me = draft.armies[army];
  if (me.orders !== 'attack') drawTokens(draft, army, draft.turn.hours, ctx, '8');
  const over = me.tokens.tray.length - TRAY_SIZE;
  if (over > 0) demandReturn(draft, army, over, false, '8');
  // §17 A Withdrawal declared for the night: its return now, after the draw (RULINGS.md).
  if (me.nightReturnDue) {
    delete me.nightReturnDue;
    if (!draft.tokenReturn) demandReturn(draft, army, halfTheTray(me.tokens.tray.length), true, '6');
  }
  // §25 In a team game the commander's special orders come first; writing them ends the draw step.
  const team = teamOf(draft);
  if (team) team.due = [army];
  else enterStep(draft, army, stepsAfter(draft, army, 'draw')[0]!, ctx);
}

function enterStep(draft: GettysburgState, army: Army, step: ActionStep, ctx: Ctx): void {
  draft.phase = { kind: 'action', army, step, hour: 0 };
  ACTION_STEPS[step]?.begin?.(draft, ctx);
}

/** The current part of the sequence is over: on to the next. */
function advance(draft: GettysburgState, ctx: Ctx): void {
  const phase = draft.phase;
  switch (phase.kind) {
    case 'bidding':
      draft.phase = { kind: 'buford' };
      return;
    case 'buford':
      draft.phase = { kind: 'duration' };
      return;
    case 'duration':
      beginActionPhase(draft, draft.firstPlayer, ctx);
      return;
    case 'action': {
      const next = stepsAfter(draft, phase.army, phase.step)[0];
      if (next) {
        enterStep(draft, phase.army, next, ctx);
        return;
      }
      endActionPhase(draft, phase.army, ctx);
      return;
    }
    case 'objectives':
      nextTurn(draft, ctx);
      return;
    case 'over':
      return;
  }
}

function endActionPhase(draft: GettysburgState, army: Army, ctx: Ctx): void {
  if (isNight(draft)) nightResets(draft, army, ctx);
  // §20 The Union must fully control all three objectives on 2 and 3 July, or be about to attack.
  if (army === 'union' && fullControlJudged(draft) && draft.armies.union.nextOrders !== 'attack') {
    const missing = objectivesShortOfFullControl(draft, ctx.map);
    if (missing.length > 0) {
      finish(
        draft,
        'confederate',
        `the Union does not fully control ${missing.length} of the 3 objectives and has not declared Attack (§20)`,
        ctx,
      );
      return;
    }
  }
  if (army === 'union' && turnLimitReached(draft)) {
    judgeTurnLimit(draft, ctx);
    return;
  }
  if (army === draft.firstPlayer) beginActionPhase(draft, secondOf(draft), ctx);
  else objectivesPhase(draft, ctx);
}

// §17 The end of a night Action Phase: the time track filled for the next day, the pool renewed.
function nightResets(draft: GettysburgState, army: Army, ctx: Ctx): void {
  const me = ownTracks(draft, army);
  const day = dayOf(draft);
  const prefix = army === 'union' ? 'u' : 'c';
  let n = 0;
  const rumors = (count: number): TimeToken[] =>
    Array.from({ length: count }, () => ({ id: `${prefix}r${day}-${++n}`, kind: 'rumor' as const }));
  const lay = (tokens: TimeToken[], firstIndex: number) => {
    shuffleInPlace(draft.rng, tokens).forEach((token, i) => {
      me.timeTrack[firstIndex + i] = { token, faceUp: false };
    });
  };
  // The track's spent spaces are cleared first (flipped arrivals leave in the Objectives Phase).
  // §23 The historical schedule has no time tokens to lay.
  const tokens = !draft.options.historicalReinforcements;
  if (tokens && day === 1) {
    // RULINGS.md: the three 2 July arrivals, two with 4 RUMORs on 7:00AM-1:00PM, one with 8 on 1:00-10:00PM.
    const arrivals = shuffleInPlace(draft.rng, [...me.dateTrack[2]]);
    me.dateTrack[2] = [];
    lay(
      [...arrivals.slice(0, arrivals.length - 1), ...rumors(6 - (arrivals.length - 1))],
      spaceAt(2, 7).index,
    );
    lay([...arrivals.slice(arrivals.length - 1), ...rumors(8)], spaceAt(2, 13).index);
  } else if (tokens && day === 2 && army === 'union') {
    const arrivals = [...me.dateTrack[3]];
    me.dateTrack[3] = [];
    lay([...arrivals, ...rumors(17 - arrivals.length)], spaceAt(3, 5).index);
  }
  const piles = me.tokens;
  if (piles.returned.length > 0) {
    piles.pool = shuffleInPlace(draft.rng, [...piles.pool, ...piles.returned]);
    piles.returned = [];
  }
  ctx.log({ type: 'night-reset', rule: '17', seat: army, day });
}

// §16 The Objectives Phase: this turn's arrival tokens to the arrivals stacks, hour by hour.
function objectivesPhase(draft: GettysburgState, ctx: Ctx): void {
  const byHour = Array.from({ length: draft.turn.hours }, (_, hour) => ({
    union: draft.arrivedThisTurn.filter((x) => x.hour === hour && x.army === 'union').length,
    confederate: draft.arrivedThisTurn.filter((x) => x.hour === hour && x.army === 'confederate').length,
  }));
  const before = {
    union: draft.armies.union.arrivalsStack,
    confederate: draft.armies.confederate.arrivalsStack,
  };
  const earned = objectiveMovesEarned(before, byHour);
  for (const army of ARMIES) {
    const me = ownTracks(draft, army);
    me.arrivalsStack += byHour.reduce((n, h) => n + h[army], 0);
    for (let i = draft.turn.start; i <= lastHourIndex(draft); i++)
      if (me.timeTrack[i]?.token.kind === 'arrival' && me.timeTrack[i]!.faceUp) delete me.timeTrack[i];
  }
  ctx.log({ type: 'objectives-phase', rule: '16', moves: earned });
  draft.phase = { kind: 'objectives', movesLeft: earned };
}

function nextTurn(draft: GettysburgState, ctx: Ctx): void {
  const start = draft.turn.start + draft.turn.hours;
  if (start >= TIME_TRACK.length) {
    finish(draft, 'union', 'the Confederates have not won by the end of the 3 July night turn (§20)', ctx);
    return;
  }
  for (const o of draft.objectives) delete o.movedThisTurn;
  draft.arrivedThisTurn = [];
  for (const army of ARMIES) {
    const me = draft.armies[army];
    me.orders = me.nextOrders ?? 'hold';
    me.nextOrders = null;
    delete me.shortenedTurn;
    delete me.mandatoryUnderHold;
  }
  draft.firstPlayer = draft.lastWithdrawal ?? 'union';
  draft.turn = { number: draft.turn.number + 1, start, hours: 1 };
  draft.phase = { kind: 'duration' };
  ctx.log({
    type: 'turn',
    rule: '5',
    turn: draft.turn.number,
    at: TIME_TRACK[start]!.label,
    day: TIME_TRACK[start]!.day,
    first: draft.firstPlayer,
  });
}

const turnLimitReached = (draft: GettysburgState): boolean =>
  draft.options.turnLimit !== undefined && draft.turn.number >= draft.options.turnLimit;

/**
 * A shortened game (RULINGS.md: turn limit) ends with the Union Action Phase of its last turn, where
 * §20 judges: the Confederacy wins unless the Union fully controls all three objectives (Attack orders
 * no longer save it, for there is no next turn to attack in).
 */
function judgeTurnLimit(draft: GettysburgState, ctx: Ctx): void {
  const limit = draft.options.turnLimit;
  const missing = objectivesShortOfFullControl(draft, ctx.map);
  if (missing.length > 0)
    finish(
      draft,
      'confederate',
      `turn limit ${limit}: the Union does not fully control ${missing.length} of the 3 objectives (§20)`,
      ctx,
    );
  else finish(draft, 'union', `turn limit ${limit}: the Union fully controls the 3 objectives (§20)`, ctx);
}

function finish(draft: GettysburgState, winner: Army, reason: string, ctx: Ctx): void {
  draft.winner = winner;
  draft.endReason = reason;
  draft.phase = { kind: 'over' };
  ctx.log({ type: 'game-over', rule: '20', winner, reason });
}

/** Run what needs no decision: reductions with one outcome, the steps' own work, steps with nothing left. */
function settle(draft: GettysburgState, ctx: Ctx & { ended: boolean }): void {
  for (let guard = 0; guard < 10_000; guard++) {
    if (ctx.ended) {
      ctx.ended = false;
      advance(draft, ctx);
      continue;
    }
    if (draft.phase.kind === 'over') return;
    if (draft.reductions.length > 0) {
      if (reductionStep.proceed!(draft, ctx)) continue;
      return;
    }
    if (draft.tokenReturn) return;
    const handler = handlerOf(draft);
    if (!handler) return;
    if (handler.proceed?.(draft, ctx)) continue;
    if (ctx.ended || draft.reductions.length > 0 || draft.tokenReturn) continue;
    // One choice only, and nothing to choose: take it (a step with nothing left, a forced length or orders).
    const deciders = handler.pending(draft, ctx.map);
    if (deciders.length !== 1) return;
    const seat = deciders[0]!.seat as Army;
    const legal = readingOnly(draft, () =>
      handler.surelyAChoice?.(draft, seat, ctx.map) ? [] : handler.legal(draft, seat, ctx.map),
    );
    const only = legal[0];
    if (legal.length !== 1 || !only || !['done', 'duration', 'orders'].includes(only.type)) return;
    const error = handler.apply(draft, only, seat, ctx);
    if (error) throw new Error(`the flow's own ${only.type} was refused: ${error.message}`);
  }
  throw new Error('the flow did not settle');
}

/** The opening: Buford is placed, then the first turn begins (1 hour, both on Hold). */
export function startGame(draft: GettysburgState): GameEvent[] {
  const ctx = newCtx(mapOf(draft), draft);
  settle(draft, ctx);
  return ctx.events;
}

export function pendingDecisions(state: GettysburgState): Decision[] {
  const handler = handlerOf(state);
  return handler ? handler.pending(state, mapOf(state)) : [];
}

export function legalActions(state: GettysburgState, army: Army): Action[] {
  const handler = handlerOf(state);
  if (!handler) return [];
  if (!handler.pending(state, mapOf(state)).some((d) => d.seat === army)) return [];
  return readingOnly(state, () => handler.legal(state, army, mapOf(state)));
}

export function applyAction(
  state: GettysburgState,
  action: Action,
  army: Army,
): { state: GettysburgState; events: GameEvent[] } | { error: RuleError } {
  const handler = handlerOf(state);
  if (!handler) return { error: { code: 'game-over', message: 'the game is over', rule: '20' } };
  if (!handler.pending(state, mapOf(state)).some((d) => d.seat === army))
    return { error: { code: 'not-your-turn', message: `the ${army} army has no decision now`, rule: '5' } };
  const draft = draftOf(state);
  const ctx = newCtx(mapOf(draft), draft);
  const error = handler.apply(draft, action, army, ctx);
  if (error) return { error };
  settle(draft, ctx);
  return { state: draft, events: ctx.events };
}
