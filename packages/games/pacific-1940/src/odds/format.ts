/** One human line for an odds result. */
import type { OddsResult } from './types.ts';

const pct = (p: number) => `${(p * 100).toFixed(1)}%`;

export function formatOdds(r: OddsResult): string {
  const parts = [
    `attacker wins ${pct(r.attackerWins)}`,
    `defender wins ${pct(r.defenderWins)}`,
    `both destroyed ${pct(r.mutual)}`,
  ];
  if (r.retreat > 0) parts.push(`attacker withdraws ${pct(r.retreat)}`);
  if (r.stalemate > 0) parts.push(`stalemate ${pct(r.stalemate)}`);
  const loss = `IPCs lost: attacker ${r.expectedIpcLoss.attacker.toFixed(1)}, defender ${r.expectedIpcLoss.defender.toFixed(1)}`;
  return `${parts.join(', ')}; ${loss}; ${r.rounds.expected.toFixed(2)} rounds on average`;
}
