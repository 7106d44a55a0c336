/** 4 Object of the game: banners, and the game ending at once when the last one needed is gained. */
import type { GameEvent } from '@wargame/engine';
import type { Side } from './board.ts';
import { onBannerGained } from './scenario-rules.ts';
import { otherSide } from './state.ts';
import type { AncientsState, BannerGain } from './types.ts';

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

export function endGame(s: AncientsState, winner: Side, reason: string, events: GameEvent[]): void {
  if (s.winner) return;
  s.winner = winner;
  s.endReason = reason;
  s.phase = 'over';
  s.combat = null;
  s.cardEffect = null;
  events.push({ type: 'game-over', rule: '4', winner, loser: otherSide(winner), reason });
}
