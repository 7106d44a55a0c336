/** How the planner reads a policy's or a plan's choice against the legal actions. */
import { type Action, type BaseState, inList, type RngState, randomInt, type Seat } from '@wargame/engine';

export const keyOf = (action: Action): string => JSON.stringify(action);

/**
 * `choice` if it is one of `legal` (by identity, else by value), or a part of a listed group (an
 * action listed with `subset`, engine contract: the choice itself is then legal); else null.
 */
export function listed(choice: Action | null, legal: readonly Action[]): Action | null {
  if (choice === null) return null;
  for (const a of legal) if (a === choice) return a;
  const key = keyOf(choice);
  for (const a of legal) if (a.type === choice.type && keyOf(a) === key) return a;
  return inList(legal, choice) ? choice : null;
}

/** A policy's choice, kept to `legal` (a choice not listed is replaced by a uniformly random one). */
export function policyChoice<S extends BaseState>(
  policy: (state: S, seat: Seat, legal: readonly Action[], rng: RngState) => Action,
  state: S,
  seat: Seat,
  legal: readonly Action[],
  rng: RngState,
): Action {
  return listed(policy(state, seat, legal, rng), legal) ?? legal[randomInt(rng, legal.length)]!;
}
