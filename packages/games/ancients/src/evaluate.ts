/** A heuristic value of a position for one side, in [-1, 1]: banners first, then strength on the board. */
import { otherSide, unitsOf } from './state.ts';
import type { AncientsState, Side } from './types.ts';

function progress(s: AncientsState, side: Side): number {
  return s.banners[side].length / s.armies[side].bannersToWin;
}

function strength(s: AncientsState, side: Side): number {
  let blocks = 0;
  for (const unit of unitsOf(s, side)) blocks += unit.blocks / unit.maxBlocks;
  return blocks;
}

export function evaluate(s: AncientsState, seat: Side): number {
  if (s.winner) return s.winner === 'draw' ? 0 : s.winner === seat ? 1 : -1;
  const them = otherSide(seat);
  const bannerEdge = progress(s, seat) - progress(s, them);
  const mine = strength(s, seat);
  const theirs = strength(s, them);
  const strengthEdge = mine + theirs > 0 ? (mine - theirs) / (mine + theirs) : 0;
  return Math.max(-0.99, Math.min(0.99, 0.7 * bannerEdge + 0.3 * strengthEdge));
}
