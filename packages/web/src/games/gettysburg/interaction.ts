/**
 * Clicks to legal actions on the Gettysburg board, without React. Every legal action is a move: a
 * source the player picks first (a block, a Tray token, a position, an objective), an optional target
 * clicked next (a position, or an area: to face, to exit through, to move an objective into) and, for a
 * block arriving on a position, the area it will face. Actions with no source are the table's buttons.
 *
 * Keys: `block:<id>`, `token:<id>`, `position:<id>`, `objective:<n>` for sources; `position:<id>` and
 * `area:<id>` for targets.
 */
import type { Action, Json } from '@wargame/engine';

export interface Move {
  action: Action;
  source: string;
  /** null: the source alone says it (depart, a token returned, a defensive lead). */
  target: string | null;
  /** The area a block arriving on `target` faces. */
  front?: string;
}

const s = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The move an action stands for; null for a button (done, orders, duration, a declaration…). */
export function moveOf(action: Action): Move | null {
  const a = action as Action & Record<string, unknown>;
  const block = `block:${s(a.block)}`;
  const token = `token:${s(a.token)}`;
  switch (action.type) {
    case 'place-buford':
      return { action, source: block, target: `position:${s(a.position)}`, front: s(a.front) };
    case 'withdraw':
    case 'enter':
      return { action, source: block, target: `position:${s(a.to)}`, front: s(a.front) };
    case 'march':
      if (a.to)
        return { action, source: block, target: `position:${s(a.to)}`, front: s(a.front) || undefined };
      if (a.exit) return { action, source: block, target: `area:${s(a.exit)}` };
      return { action, source: block, target: null };
    case 'face':
      return { action, source: block, target: `area:${s(a.front)}` };
    case 'attack-block':
      return { action, source: block, target: `position:${s(a.target)}` };
    case 'attack-lead':
    case 'defensive-lead':
    case 'depart':
    case 'transfer':
      return { action, source: block, target: null };
    case 'return-token':
    case 'extra':
    case 'march-token':
      return { action, source: token, target: null };
    case 'artillery':
    case 'bombard-hit':
      return { action, source: token, target: `position:${s(a.position)}` };
    case 'field-works':
      return { action, source: token, target: `position:${s(a.position)}`, front: s(a.front) };
    case 'bombard':
    case 'support':
      return { action, source: `position:${s(a.from)}`, target: `position:${s(a.target)}` };
    case 'close-combat':
      return { action, source: `position:${s(a.position)}`, target: null };
    case 'move-objective':
      return { action, source: `objective:${String(a.objective)}`, target: `area:${s(a.to)}` };
    default:
      return null;
  }
}

export function movesOf(legal: readonly Action[]): Move[] {
  const out: Move[] = [];
  for (const a of legal) {
    const m = moveOf(a);
    if (m) out.push(m);
  }
  return out;
}

/** The legal actions not made on the board or in the Tray: the table shows them as buttons. */
export function buttonActions(legal: readonly Action[], _view: Json): Action[] {
  return legal.filter((a) => moveOf(a) === null);
}

/** Everything that can be picked first. */
export function sourcesOf(moves: readonly Move[]): Set<string> {
  return new Set(moves.map((m) => m.source));
}

/** The targets of a picked source, each with its moves. */
export function targetsOf(moves: readonly Move[], source: string | null): Map<string, Move[]> {
  const out = new Map<string, Move[]>();
  if (!source) return out;
  for (const m of moves)
    if (m.source === source && m.target) {
      const list = out.get(m.target) ?? [];
      list.push(m);
      out.set(m.target, list);
    }
  return out;
}

/** The moves of a source that need no target (offered as buttons beside the selection). */
export function ownMoves(moves: readonly Move[], source: string | null): Move[] {
  return source ? moves.filter((m) => m.source === source && m.target === null) : [];
}

/** What a click on a target does: send one action, ask which area to face, or ask which of several. */
export type Resolution =
  | { kind: 'send'; action: Action }
  | { kind: 'facing'; target: string; fronts: Map<string, Action> }
  | { kind: 'choose'; target: string; actions: Action[] }
  | { kind: 'none' };

export function resolveTarget(moves: readonly Move[], source: string | null, target: string): Resolution {
  const here = targetsOf(moves, source).get(target) ?? [];
  if (here.length === 0) return { kind: 'none' };
  if (here.length === 1) return { kind: 'send', action: (here[0] as Move).action };
  const fronts = new Map<string, Action>();
  for (const m of here) if (m.front && !fronts.has(m.front)) fronts.set(m.front, m.action);
  // Two facings and nothing else differing: the player clicks the area to face.
  if (fronts.size === here.length) return { kind: 'facing', target, fronts };
  return { kind: 'choose', target, actions: here.map((m) => m.action) };
}

/** What a click on a source does when it has no targets: its one own move is sent at once. */
export function resolveSource(moves: readonly Move[], source: string): Resolution {
  const own = ownMoves(moves, source);
  if (own.length === 1 && targetsOf(moves, source).size === 0)
    return { kind: 'send', action: (own[0] as Move).action };
  return { kind: 'none' };
}

/** The ids in a key: `position:x` → x (null when it is another kind). */
export function idOf(
  key: string | null,
  kind: 'block' | 'token' | 'position' | 'area' | 'objective',
): string | null {
  if (!key?.startsWith(`${kind}:`)) return null;
  return key.slice(kind.length + 1);
}

// ---- the selection shared by the board and the Hand panel (a Tray token picked, then a position)

let selection: string | null = null;
const listeners = new Set<() => void>();

export const getSelection = (): string | null => selection;

export function setSelection(key: string | null): void {
  if (key === selection) return;
  selection = key;
  for (const l of listeners) l();
}

export function subscribeSelection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
