/**
 * §24 Game balance (optional): an auction before the set-up's Buford placement. The seats are taken
 * before the game begins, so each side bids the objective moves it will give the other for playing its
 * own side (RULINGS.md): the first bidder drawn at random, bids rising in turn until one passes; the
 * winner keeps its side, the loser receives moves equal to the winner's last bid and makes them at once,
 * spread as evenly as possible among the three objectives, one area a move, never into a partial area,
 * and never bringing two objectives within two areas of each other closer together.
 */
import { type Action, type Decision, inList } from '@wargame/engine';
import { enemyOf } from './board.ts';
import type { GameMap } from './map.ts';
import { objectiveSteps, objectivesNoCloser } from './objectives.ts';
import type { BiddingPhase, GettysburgState } from './state.ts';
import { illegal, type StepHandler } from './step.ts';

/** The highest bid (RULINGS.md): four moves for each objective. */
export const MAX_BID = 12;

const phaseOf = (s: GettysburgState): BiddingPhase | null => (s.phase.kind === 'bidding' ? s.phase : null);

/** §24 "As evenly as possible": each objective at most total/3 moves, the remainder one more each. */
export function mayMoveAgain(made: readonly number[], total: number, objective: number): boolean {
  const base = Math.floor(total / 3);
  const extras = made.filter((m) => m > base).length;
  const m = made[objective]!;
  return m < base || (m === base && extras < total % 3);
}

function moveActions(s: GettysburgState, map: GameMap, moves: NonNullable<BiddingPhase['moves']>): Action[] {
  const out: Action[] = [{ type: 'done' }];
  const before = s.objectives.map((o) => o.area);
  s.objectives.forEach((o, index) => {
    if (!mayMoveAgain(moves.made, moves.total, index)) return;
    for (const to of objectiveSteps(map, o.area)) {
      const after = before.map((a, i) => (i === index ? to : a));
      if (objectivesNoCloser(map, before, after)) out.push({ type: 'move-objective', objective: index, to });
    }
  });
  return out;
}

export const biddingStep: StepHandler = {
  pending(s): Decision[] {
    const p = phaseOf(s);
    if (!p) return [];
    if (p.moves) {
      const left = p.moves.total - p.moves.made.reduce((a, b) => a + b, 0);
      return [
        {
          seat: p.moves.army,
          kind: 'balance-move',
          prompt: `Move the objectives one area a move, spread evenly: ${left} of ${p.moves.total} moves left, or done (§24)`,
        },
      ];
    }
    const prompt = p.high
      ? `Bid more than ${p.high.amount} objective moves for the enemy to keep your side, or pass: the enemy keeps its side and you receive ${p.high.amount} moves (§24)`
      : `Open the bidding: how many objective moves you give the enemy to keep your side, 0 to ${MAX_BID} (§24)`;
    return [{ seat: p.bidder, kind: 'bid', prompt }];
  },
  legal(s, army, map) {
    const p = phaseOf(s);
    if (!p) return [];
    if (p.moves) return army === p.moves.army ? moveActions(s, map, p.moves) : [];
    if (army !== p.bidder) return [];
    const from = p.high ? p.high.amount + 1 : 0;
    const bids: Action[] = Array.from({ length: Math.max(0, MAX_BID - from + 1) }, (_, i) => ({
      type: 'bid',
      amount: from + i,
    }));
    return p.high ? [...bids, { type: 'pass' }] : bids;
  },
  apply(draft, action, army, ctx) {
    const p = phaseOf(draft);
    if (!p) return illegal('there is no auction now', '24');
    if (!inList(biddingStep.legal(draft, army, ctx.map), action))
      return p.moves
        ? illegal(
            'move an objective one area, no objective more than its even share, never into a partial area nor bringing two objectives within two areas closer',
            '24',
          )
        : illegal(
            p.high ? `bid ${p.high.amount + 1} to ${MAX_BID}, or pass` : `open with a bid of 0 to ${MAX_BID}`,
            '24',
          );
    if (action.type === 'bid') {
      const amount = Number(action.amount);
      p.high = { army, amount };
      p.bidder = enemyOf(army);
      ctx.log({ type: 'bid', rule: '24', seat: army, amount });
      return null;
    }
    if (action.type === 'pass') {
      const high = p.high!;
      ctx.log({ type: 'bid-pass', rule: '24', seat: army });
      ctx.log({ type: 'auction-won', rule: '24', seat: high.army, moves: high.amount, receiver: army });
      if (high.amount === 0) ctx.endStep();
      else p.moves = { army, total: high.amount, made: draft.objectives.map(() => 0) };
      return null;
    }
    if (action.type === 'done') {
      ctx.endStep();
      return null;
    }
    // No block is on the map yet: the objectives keep their control (§20).
    const moves = p.moves!;
    const index = Number(action.objective);
    const o = draft.objectives[index]!;
    const from = o.area;
    o.area = String(action.to);
    moves.made[index]!++;
    ctx.log({ type: 'objective-moved', rule: '24', seat: army, from, to: o.area });
    if (moves.made.reduce((a, b) => a + b, 0) >= moves.total) ctx.endStep();
    return null;
  },
};
