/**
 * The whole state shaped like a view, for a replay after the game: every block, token and row shown,
 * laid out as a side sees its own (Tray and piles as lists, the pool a count, each row its count and
 * top token). The generator is removed.
 */
import { ARMIES } from './armies.ts';
import type { GettysburgState } from './state.ts';
import type { GettysburgView } from './view.ts';

export function fullView(state: GettysburgState): GettysburgView {
  const { rng: _rng, ...rest } = state;
  const out = structuredClone(rest) as unknown as GettysburgView;
  const armies = out.armies as unknown as Record<string, Record<string, unknown>>;
  for (const army of ARMIES) {
    const me = state.armies[army];
    armies[army] = {
      ...armies[army],
      tokens: { ...structuredClone(me.tokens), pool: me.tokens.pool.length },
      rows: Object.fromEntries(
        Object.entries(me.rows).map(([entry, rows]) => [
          entry,
          (rows ?? []).map((row) => ({ count: row.length, ...(row.length > 0 ? { top: row[0] } : {}) })),
        ]),
      ),
    };
  }
  out.viewer = 'spectator';
  return out;
}
