/**
 * §8 Battle tokens between pool, Tray, Return stack, Used stacks and out of the game: drawing (a new
 * pool from the Return stack, shuffled, when the pool runs out), returning, spending; and the decision of
 * which Tray tokens go to the Return stack (§6 penalties and Withdrawal, §8 a Tray above eight).
 */
import { shuffleInPlace } from '@wargame/engine';
import type { Army } from './armies.ts';
import type { GettysburgState, TokenId } from './state.ts';
import { type Ctx, illegal, type StepHandler } from './step.ts';

export const TRAY_SIZE = 8;

/** §8 Draw `n` tokens into the Tray, secretly; the Return stack becomes the pool when it runs dry. */
export function drawTokens(draft: GettysburgState, army: Army, n: number, ctx: Ctx, rule: string): number {
  const piles = draft.armies[army].tokens;
  const drawn: TokenId[] = [];
  for (let i = 0; i < n; i++) {
    if (piles.pool.length === 0) {
      if (piles.returned.length === 0) break;
      piles.pool = shuffleInPlace(draft.rng, piles.returned);
      piles.returned = [];
      ctx.log({ type: 'pool-renewed', rule: '8', seat: army, tokens: piles.pool.length });
    }
    drawn.push(piles.pool.pop()!);
  }
  piles.tray.push(...drawn);
  if (n > 0) {
    ctx.log({ type: 'tokens-drawn', rule, seat: army, count: drawn.length });
    if (drawn.length > 0) ctx.secret(army, { type: 'you-drew', rule, tokens: drawn });
  }
  return drawn.length;
}

/** Take a token out of the Tray (false: not there). */
export function takeFromTray(draft: GettysburgState, army: Army, token: TokenId): boolean {
  const tray = draft.armies[army].tokens.tray;
  const i = tray.indexOf(token);
  if (i < 0) return false;
  tray.splice(i, 1);
  return true;
}

/** Ask `army` to put `count` of its Tray tokens on its Return stack (all it has when fewer). */
export function demandReturn(
  draft: GettysburgState,
  army: Army,
  count: number,
  atLeast: boolean,
  rule: string,
): void {
  const n = Math.min(count, draft.armies[army].tokens.tray.length);
  if (n === 0 && !atLeast) return;
  draft.tokenReturn = { army, count: n, atLeast, rule };
}

export const tokenReturnStep: StepHandler = {
  pending(state) {
    const r = state.tokenReturn;
    if (!r) return [];
    const more = r.count === 0 ? ' (or more, or none more)' : r.atLeast ? ` (at least ${r.count})` : '';
    return [
      {
        seat: r.army,
        kind: 'return-tokens',
        prompt: `Put ${r.count} Tray tokens face down on your Return stack${more} (§${r.rule})`,
      },
    ];
  },
  legal(state, army) {
    const r = state.tokenReturn;
    if (!r || r.army !== army) return [];
    const tray = state.armies[army].tokens.tray;
    return [
      ...tray.map((token) => ({ type: 'return-token', token })),
      ...(r.count === 0 ? [{ type: 'keep-tokens' }] : []),
    ];
  },
  apply(draft, action, army, ctx) {
    const r = draft.tokenReturn!;
    if (action.type === 'keep-tokens' && r.count === 0) {
      draft.tokenReturn = null;
      return null;
    }
    if (action.type !== 'return-token') return illegal('choose a Tray token to return', r.rule);
    if (!takeFromTray(draft, army, action.token as string))
      return illegal(`${String(action.token)} is not in your Tray`, r.rule);
    draft.armies[army].tokens.returned.push(action.token as string);
    ctx.log({ type: 'token-returned', rule: r.rule, seat: army });
    const left = r.count - 1;
    if (left > 0) draft.tokenReturn = { ...r, count: left };
    else if (r.atLeast && draft.armies[army].tokens.tray.length > 0) draft.tokenReturn = { ...r, count: 0 };
    else draft.tokenReturn = null;
    return null;
  },
};
