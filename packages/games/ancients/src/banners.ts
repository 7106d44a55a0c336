/**
 * 4 Object of the game: banners, and the game ending at once when the last one needed is gained.
 * 4-A (RULINGS) Losses that one rule step applies together (a rampage's dice, a blocked elephant's blockers) are one
 * moment: the game is decided when the step ends, and both sides reaching their count in it is a draw.
 */
import type { GameEvent } from '@wargame/engine';
import type { Side } from './board.ts';
import { onBannerGained } from './scenario-rules.ts';
import { otherSide } from './state.ts';
import type { AncientsState, BannerGain } from './types.ts';

interface Claim {
  winner: Side;
  reason: string;
}

/** The simultaneous step open on a state (at most one: nested steps belong to it), with its claims to victory. */
const openSteps = new WeakMap<AncientsState, Claim[]>();

/** Give `side` one banner; ends the game at once if that was the last one needed (4). */
export function awardBanner(
  s: AncientsState,
  side: Side,
  gain: Omit<BannerGain, 'turn'>,
  events: GameEvent[],
): void {
  if (s.winner) return;
  s.banners[side].push({ ...gain, turn: s.turn.number });
  events.push({
    type: 'banner',
    rule: '4',
    side,
    reason: gain.reason,
    what: gain.what,
    total: s.banners[side].length,
    needed: s.armies[side].bannersToWin,
  });
  if (s.banners[side].length >= s.armies[side].bannersToWin) {
    endGame(s, side, `${s.armies[side].name} gained ${s.banners[side].length} victory banners`, events);
    return;
  }
  onBannerGained(s, side, events);
}

/** `winner` has won (4, or a scenario's sudden defeat); inside a simultaneous step, when that step ends. */
export function endGame(s: AncientsState, winner: Side, reason: string, events: GameEvent[]): void {
  if (s.winner) return;
  const claims = openSteps.get(s);
  if (claims) {
    claims.push({ winner, reason });
    return;
  }
  finish(s, winner, reason);
  events.push({ type: 'game-over', rule: '4', winner, loser: otherSide(winner), reason });
}

/**
 * 4-A Run `resolve`, whose losses happen at one moment: banners and sudden defeats are counted as they come, the
 * game is decided when it returns. Nested steps belong to the outermost one.
 */
export function simultaneously(s: AncientsState, events: GameEvent[], resolve: () => void): void {
  if (s.winner || openSteps.has(s)) {
    resolve();
    return;
  }
  const claims: Claim[] = [];
  openSteps.set(s, claims);
  try {
    resolve();
  } finally {
    openSteps.delete(s);
  }
  const winners = [...new Set(claims.map((c) => c.winner))];
  if (winners.length === 1) endGame(s, winners[0]!, claims[0]!.reason, events);
  else if (winners.length === 2) drawGame(s, claims, events);
}

function drawGame(s: AncientsState, claims: Claim[], events: GameEvent[]): void {
  const reasons = [...new Set(claims.map((c) => c.reason))].join('; ');
  const reason = `both armies reached victory at the same moment (${reasons}): a draw`;
  finish(s, 'draw', reason);
  events.push({ type: 'game-drawn', rule: '4-A', reason });
}

function finish(s: AncientsState, winner: Side | 'draw', reason: string): void {
  s.winner = winner;
  s.endReason = reason;
  s.phase = 'over';
  s.combat = null;
  s.cardEffect = null;
}
