/**
 * Scenario special rules (the scenario book's "Special Rules"), as hooks the turn calls at fixed moments.
 * Each rule is structured data in the scenario file (`specialRules`); RULINGS.md "Scenarios" has the readings.
 */
import { type Action, type Decision, type GameEvent, type RuleError, randomInt } from '@wargame/engine';
import { awardBanner, endGame } from './banners.ts';
import { ALL_HEXES, type HexId } from './board.ts';
import { drawCard } from './cards/deck.ts';
import { leaderAt, leadersOf, otherSide, putLeader, unitAt } from './state.ts';
import { isPassable } from './terrain.ts';
import type { AncientsState, Leader, Side, SpecialRule, Unit } from './types.ts';

const rulesNamed = (s: AncientsState, name: string): SpecialRule[] =>
  s.specialRules.filter((r) => r.rule === name);

/** After a unit ends a move (ordered move or momentum advance) in a hex. */
export function onUnitMoved(s: AncientsState, unit: Unit, _from: HexId, events: GameEvent[]): void {
  // 011 Baecula, 114 Gabiene: the first unit of `side` to end a move on a camp scores it, once per camp.
  for (const rule of rulesNamed(s, 'camp-capture')) {
    if (rule.side !== unit.side || !(rule.hexes as string[]).includes(unit.hex)) continue;
    const flag = `camp-captured:${unit.hex}`;
    if (rule.once !== false && s.scenarioFlags[flag]) continue;
    s.scenarioFlags[flag] = true;
    events.push({
      type: 'objective',
      rule: 'scenario',
      what: 'camp-capture',
      hex: unit.hex,
      side: unit.side,
    });
    awardBanner(s, unit.side, { reason: 'objective', what: `captured the camp at ${unit.hex}` }, events);
  }
}

/** After a leader is eliminated (the banner has already been awarded). */
export function onLeaderLost(s: AncientsState, leader: Leader, events: GameEvent[]): void {
  leaderLeftPlay(s, leader, events);
  if (s.winner) return;
  // 112 Hellespont: each leader killed lowers his side's Command by one; the card goes at once in the
  // opponent's turn (one at random), or as a skipped draw in the owner's own turn.
  if (rulesNamed(s, 'leader-loss-costs-card').length > 0) {
    const side = leader.side;
    const army = s.armies[side];
    if (army.command > 1) army.command -= 1;
    if (s.turn.side === side) {
      s.scenarioFlags[`skip-draws:${side}`] = Number(s.scenarioFlags[`skip-draws:${side}`] ?? 0) + 1;
    } else if (s.hands[side].length > 0) {
      const [card] = s.hands[side].splice(randomInt(s.rng, s.hands[side].length), 1);
      s.discard.push(card!);
      events.push({ type: 'card-lost', rule: 'scenario', side, card: card! });
    }
    events.push({ type: 'command-changed', rule: 'scenario', side, command: army.command });
  }
  // 112 Hellespont: a side whose starting leaders have all been killed loses at once
  // (a leader who left the board by evading was not killed, so that side can no longer lose this way).
  if (
    rulesNamed(s, 'all-leaders-lost-defeat').length > 0 &&
    !s.scenarioFlags[`leader-left-board:${leader.side}`]
  ) {
    if (leadersOf(s, leader.side).length === 0 && s.reserves.leaders.every((l) => l.side !== leader.side)) {
      endGame(s, otherSide(leader.side), `${s.armies[leader.side].name} has lost every leader`, events);
    }
  }
}

/** After a leader evades or escapes off his own baseline (no banner: 14-D). */
export function onLeaderLeftBoard(s: AncientsState, leader: Leader, events: GameEvent[]): void {
  s.scenarioFlags[`leader-left-board:${leader.side}`] = true;
  leaderLeftPlay(s, leader, events);
}

/** 010 Castulo: if this leader leaves play for any reason, his side loses at once. */
function leaderLeftPlay(s: AncientsState, leader: Leader, events: GameEvent[]): void {
  for (const rule of rulesNamed(s, 'leader-loss-defeat')) {
    if (rule.leader === leader.id)
      endGame(s, otherSide(leader.side), `${leader.name} has left the battle`, events);
  }
}

/** After a side gains a banner (and has not yet won). */
export function onBannerGained(s: AncientsState, side: Side, events: GameEvent[]): void {
  // 009 2nd Beneventum: at the Nth banner the side draws extra cards at once, and Command grows.
  for (const rule of rulesNamed(s, 'banner-hand-bonus')) {
    const flag = `banner-hand-bonus:${side}`;
    if (rule.side !== side || s.scenarioFlags[flag] || s.banners[side].length < (rule.atBanners as number))
      continue;
    s.scenarioFlags[flag] = true;
    s.armies[side].command = rule.newCommand as number;
    let drawn = 0;
    for (let i = 0; i < (rule.draw as number); i++) if (drawCard(s, side)) drawn++;
    events.push({
      type: 'command-changed',
      rule: 'scenario',
      side,
      command: s.armies[side].command,
      drew: drawn,
    });
  }
}

/**
 * 15 How many cards `side` draws at the end of its turn: normally one. 006 Lake Trasimenus grows the
 * Roman hand (2, 2, then 1); 112 Hellespont skips a draw for each leader lost in the owner's own turn.
 */
export function cardsToDraw(s: AncientsState, side: Side): number {
  const skip = Number(s.scenarioFlags[`skip-draws:${side}`] ?? 0);
  if (skip > 0) {
    s.scenarioFlags[`skip-draws:${side}`] = 0;
    return Math.max(0, 1 - skip);
  }
  for (const rule of rulesNamed(s, 'hand-growth')) {
    if (rule.side !== side) continue;
    const turnsPlayed = Number(s.scenarioFlags[`turns-played:${side}`] ?? 0);
    const extra = (rule.drawPerTurn as number[])[turnsPlayed];
    if (extra !== undefined) return extra;
  }
  return 1;
}

// ---- 117 Asculum: leaders placed before the first turn --------------------------------------------------------

function placementRule(s: AncientsState): SpecialRule | undefined {
  return rulesNamed(s, 'leader-placement')[0];
}

/** The reserve leader to be placed next, if the scenario still has one to place. */
export function nextLeaderToPlace(s: AncientsState): Leader | undefined {
  const rule = placementRule(s);
  if (!rule) return undefined;
  for (const id of rule.order as string[]) {
    const leader = s.reserves.leaders.find((l) => l.id === id);
    if (leader) return leader;
  }
  return undefined;
}

/** Hexes a placed leader may go to: passable, no enemy piece, no other leader (Scenarios X1-8). */
function placementHexes(s: AncientsState, leader: Leader): HexId[] {
  return ALL_HEXES.filter((hex) => {
    if (!isPassable(s, hex) || leaderAt(s, hex)) return false;
    const unit = unitAt(s, hex);
    return !unit || unit.side === leader.side;
  });
}

export function placementPending(s: AncientsState): Decision[] {
  const leader = nextLeaderToPlace(s);
  return leader
    ? [{ seat: leader.side, kind: 'place-leader', prompt: `Place ${leader.name} on the battlefield` }]
    : [];
}

export function placementLegal(s: AncientsState, seat: Side): Action[] {
  const leader = nextLeaderToPlace(s);
  if (!leader || leader.side !== seat) return [];
  return placementHexes(s, leader).map((hex) => ({ type: 'place-leader', leader: leader.id, hex }));
}

export function applyPlacement(
  s: AncientsState,
  action: Action,
  seat: Side,
  events: GameEvent[],
): RuleError | null {
  const leader = nextLeaderToPlace(s);
  if (!leader || leader.side !== seat)
    return { code: 'not-your-turn', message: 'no leader of yours is to be placed now', rule: 'scenario' };
  if (action.type !== 'place-leader' || action.leader !== leader.id) {
    return { code: 'illegal', message: `place ${leader.name} first`, rule: 'scenario' };
  }
  const hex = String(action.hex);
  if (!placementHexes(s, leader).includes(hex)) {
    return { code: 'illegal', message: `${leader.name} cannot be placed in ${hex}`, rule: 'scenario' };
  }
  s.reserves.leaders = s.reserves.leaders.filter((l) => l.id !== leader.id);
  putLeader(s, { ...leader, hex });
  events.push({ type: 'leader-placed', rule: 'scenario', leader: leader.id, hex });
  if (!nextLeaderToPlace(s)) s.phase = 'play-card';
  return null;
}
