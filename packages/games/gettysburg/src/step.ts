/**
 * The shape every part of the sequence of play has (§5): who decides now, what they may do, what an
 * action does, and the work the rules do unasked. The flow (flow.ts) runs them: reductions first, then
 * a Tray return, then the current step. Handlers change a private draft of the state (the flow copies it
 * before and throws it away on an error), log through `ctx`, and end their step with `ctx.endStep()`.
 */
import type { Action, Decision, GameEvent, RuleError } from '@wargame/engine';
import type { Army } from './armies.ts';
import type { GameMap } from './map.ts';
import type { BlockId, GettysburgState } from './state.ts';

export interface Ctx {
  map: GameMap;
  events: GameEvent[];
  /** Log an event everyone sees. Never name a block the enemy has not seen in one: use `secret`. */
  log(event: GameEvent): void;
  /** Log an event only `army` sees (its own block's name, its draws). */
  secret(army: Army, event: GameEvent): void;
  /** The current step is over: the flow goes on to the next one after this action. */
  endStep(): void;
  /** §2 Reduce a block (queued: carried out, with any blind pick, before the next decision). */
  reduce(block: BlockId, rule: string, untilGone?: boolean): void;
}

export interface StepHandler {
  /** Called once when the flow enters this step (set-up work: who must withdraw, the first hour's flips). */
  begin?(draft: GettysburgState, ctx: Ctx): void;
  /**
   * Work the rules do without anybody deciding (flips, reveals, fire): run while no reduction or Tray
   * return waits, again and again until it returns false. True: it changed the draft.
   */
  proceed?(draft: GettysburgState, ctx: Ctx): boolean;
  /** Who decides now in this step (several seats for simultaneous choices). */
  pending(state: GettysburgState, map: GameMap): Decision[];
  /** Every legal action of `army` now. */
  legal(state: GettysburgState, army: Army, map: GameMap): Action[];
  /**
   * Cheap: true when `army` surely has a choice now, or none of the actions the flow takes unasked
   * (a lone done, duration or orders), so the flow need not list them all to find out.
   */
  surelyAChoice?(state: GettysburgState, army: Army, map: GameMap): boolean;
  /** Carry out an action of `army` (one of its legal ones, or an error). */
  apply(draft: GettysburgState, action: Action, army: Army, ctx: Ctx): RuleError | null;
}

export const illegal = (message: string, rule?: string): RuleError => ({
  code: 'illegal',
  message,
  ...(rule ? { rule } : {}),
});

/** The context of one action on `draft` (the flow's; tests use it to call handlers directly). */
export function newCtx(map: GameMap, draft: GettysburgState): Ctx & { ended: boolean } {
  const ctx = {
    map,
    events: [] as GameEvent[],
    ended: false,
    log(event: GameEvent) {
      ctx.events.push(event);
    },
    secret(army: Army, event: GameEvent) {
      ctx.events.push({ ...event, visibleTo: [army] });
    },
    endStep() {
      ctx.ended = true;
    },
    reduce(block: BlockId, rule: string, untilGone?: boolean) {
      draft.reductions.push({ block, rule, ...(untilGone ? { untilGone: true as const } : {}) });
    },
  };
  return ctx;
}
