/**
 * The checks every caller (server, CLI, AI, replay) wants around a game's own `apply`: a well-formed
 * action, a game still running, a seat whose turn it is, and an undo boundary the game cannot forget.
 */
import type {
  Action,
  ApplyResult,
  BaseState,
  Decision,
  GameEvent,
  GameModule,
  RuleError,
  Seat,
  Viewer,
} from './contract.ts';
import { sameJson } from './json.ts';
import { cloneRng, sameRng } from './rng.ts';

export interface ApplyCheckedOptions {
  /**
   * Also refuse an action that is not in `legal(state, seat)` (compared as JSON, key order ignored).
   * Costs one `legal` call; the server and saves use it, the AI's inner loop does not need it.
   */
  requireListed?: boolean;
  /** `legal(state, seat)` when the caller already has it (a server caches it per state). */
  listed?: readonly Action[];
}

/** Apply `action` for `seat` after the generic checks. Never mutates `state`; never throws. */
export function applyChecked<S extends BaseState, V>(
  game: GameModule<S, V>,
  state: S,
  action: unknown,
  seat: Seat,
  options: ApplyCheckedOptions = {},
): ApplyResult<S> {
  const parsed = game.actionSchema.safeParse(action);
  if (!parsed.success) {
    const detail = parsed.error.issues
      .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
      .join('; ');
    return refuse('malformed', `malformed action ${short(action)}: ${detail}`);
  }
  // The game receives the action as sent: the schema is a gate, not a transformation.
  const checked = action as Action;
  const rngBefore = cloneRng(state.rng);
  try {
    if (!game.seats.includes(seat)) return refuse('unknown-seat', `there is no seat '${seat}' in ${game.id}`);
    if (game.outcome(state)) return refuse('game-over', 'the game is over');
    if (!seatsToAct(game, state).includes(seat)) {
      return refuse('not-your-turn', `seat '${seat}' has no decision to make now`);
    }
    if (options.requireListed && !inList(options.listed ?? game.legal(state, seat), checked)) {
      return refuse('illegal', `${short(checked)} is not among the legal actions of seat '${seat}'`);
    }
    const result = game.apply(state, checked, seat);
    if ('error' in result) return result;
    return { ...result, boundary: result.boundary || !sameRng(rngBefore, result.state.rng) };
  } catch (thrown) {
    const message = thrown instanceof Error ? thrown.message : String(thrown);
    return refuse('internal', `the game failed on ${short(checked)} by '${seat}': ${message}`);
  }
}

/** True when `action` is one of `legal(state, seat)`, ignoring key order. */
export function isListed<S extends BaseState, V>(
  game: GameModule<S, V>,
  state: S,
  seat: Seat,
  action: Action,
): boolean {
  return inList(game.legal(state, seat), action);
}

/** True when `action` is in `list`, ignoring key order, or a part of a listed action's `subset`. */
export function inList(list: readonly Action[], action: Action): boolean {
  return list.some((candidate) => sameJson(candidate, action) || isPartOf(candidate, action));
}

/**
 * True when `listed` offers a part of its array parameter `listed.subset` and `action` is `listed` with
 * that parameter a non-empty part of it (each element at most as often as listed) and no `subset`.
 */
function isPartOf(listed: Action, action: Action): boolean {
  const field = listed.subset;
  if (typeof field !== 'string' || action.subset !== undefined) return false;
  const all = listed[field];
  const part = action[field];
  if (!Array.isArray(all) || !Array.isArray(part) || part.length === 0) return false;
  for (const key of new Set([...Object.keys(listed), ...Object.keys(action)])) {
    if (key === 'subset' || key === field) continue;
    if (!sameJson(listed[key], action[key])) return false;
  }
  const left = all.map((x) => JSON.stringify(x));
  for (const x of part) {
    const i = left.indexOf(JSON.stringify(x));
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

/** The seats with a pending decision, each once, in the order `pending` lists them. */
export function seatsToAct<S extends BaseState, V>(game: GameModule<S, V>, state: S): Seat[] {
  return seatsOf(game.pending(state));
}

/** The seats of these decisions, each once, in order (for a caller that keeps the decisions too). */
export function seatsOf(decisions: readonly Decision[]): Seat[] {
  const seats: Seat[] = [];
  for (const decision of decisions) if (!seats.includes(decision.seat)) seats.push(decision.seat);
  return seats;
}

/** The events `viewer` may see: those without `visibleTo`, and those addressed to the viewer's seat. */
export function filterEvents(events: readonly GameEvent[], viewer: Viewer): GameEvent[] {
  return events.filter(
    (event) => !event.visibleTo || (viewer !== 'spectator' && event.visibleTo.includes(viewer)),
  );
}

function refuse(code: RuleError['code'], message: string): { error: RuleError } {
  return { error: { code, message } };
}

function short(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 200 ? `${text.slice(0, 197)}...` : text;
}
