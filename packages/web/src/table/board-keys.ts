/**
 * Playing a board from the keyboard (issue 16: "the board is not reachable at all"), for any game.
 *
 * The board is one tab stop. Its key targets are the elements a game marks with `data-key-target`
 * (`"hex"`, `"piece"`, or `"act"` for one that has a legal action now), each focusable (`tabIndex={-1}`)
 * and acting on a click. Tabbing in focuses the target last used, else the highlighted one nearest the
 * middle of what is on screen. The arrow keys move to the nearest target in that direction as drawn on
 * the screen (so it works on any grid and when the board is turned round); Shift with an arrow jumps to
 * the nearest highlighted one (`"act"`); Enter or Space clicks. When a click makes the focused element
 * go (a unit eliminated, a board redrawn), focus comes back to the target nearest where it was, never to
 * the page's body.
 */

export const KEY_TARGET = 'data-key-target';
const SELECTOR = `[${KEY_TARGET}]`;

export type KeyDirection = 'left' | 'right' | 'up' | 'down';

export interface Spot {
  x: number;
  y: number;
}

export interface Candidate<T> {
  item: T;
  at: Spot;
  /** Higher wins when two stand on the same spot (a unit over its hex): act 2, piece 1, hex 0. */
  rank: number;
}

const ARROWS: Record<string, KeyDirection> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/**
 * Directions as vectors on the screen. Up and down lean a little (right going up, left going down), so
 * that on a hex grid, where the two hexes above are equally near, up picks the same one each time and
 * down from there comes back.
 */
const VECTORS: Record<KeyDirection, Spot> = {
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
  up: { x: 0.05, y: -1 },
  down: { x: -0.05, y: 1 },
};

/** Targets closer than this (px) count as the same spot: the better ranked one stands for both. */
const SAME_SPOT = 3;

export function directionOf(key: string): KeyDirection | null {
  return ARROWS[key] ?? null;
}

/**
 * The candidate to go to from `from` in `direction`: ahead of it (more than a pixel), within 60° of the
 * direction, cheapest by distance ahead plus twice the distance aside; on one spot the best ranked.
 */
export function nearestInDirection<T>(
  from: Spot,
  candidates: readonly Candidate<T>[],
  direction: KeyDirection,
): T | null {
  const v = VECTORS[direction];
  const norm = Math.hypot(v.x, v.y);
  const dx = v.x / norm;
  const dy = v.y / norm;
  let best: { c: Candidate<T>; cost: number } | null = null;
  for (const c of candidates) {
    const ox = c.at.x - from.x;
    const oy = c.at.y - from.y;
    const ahead = ox * dx + oy * dy;
    const aside = Math.abs(ox * dy - oy * dx);
    if (ahead <= 1 || aside > ahead * Math.sqrt(3)) continue;
    const cost = ahead + 2 * aside;
    if (
      !best ||
      (Math.hypot(c.at.x - best.c.at.x, c.at.y - best.c.at.y) <= SAME_SPOT
        ? c.rank > best.c.rank
        : cost < best.cost)
    ) {
      best = { c, cost };
    }
  }
  return best?.c.item ?? null;
}

/** The candidate nearest a point (best ranked on one spot): where focus goes back to. */
export function nearestTo<T>(point: Spot, candidates: readonly Candidate<T>[]): T | null {
  let best: { c: Candidate<T>; d: number } | null = null;
  for (const c of candidates) {
    const d = Math.hypot(c.at.x - point.x, c.at.y - point.y);
    if (!best || d < best.d - SAME_SPOT || (Math.abs(d - best.d) <= SAME_SPOT && c.rank > best.c.rank)) {
      best = { c, d };
    }
  }
  return best?.c.item ?? null;
}

const RANK: Record<string, number> = { act: 2, piece: 1 };

export function centreOf(el: Element): Spot {
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

/** The key targets of a board, where they are on the screen now. */
export function keyTargets(root: Element, only?: 'act'): Candidate<SVGElement | HTMLElement>[] {
  const out: Candidate<SVGElement | HTMLElement>[] = [];
  for (const el of root.querySelectorAll<SVGElement | HTMLElement>(SELECTOR)) {
    const kind = el.getAttribute(KEY_TARGET) ?? '';
    if (only && kind !== only) continue;
    out.push({ item: el, at: centreOf(el), rank: RANK[kind] ?? 0 });
  }
  return out;
}

/** The key target an event happened in, if any (the element itself or one of its ancestors). */
export function targetOf(root: Element, node: EventTarget | null): SVGElement | HTMLElement | null {
  if (!(node instanceof Element)) return null;
  const el = node.closest<SVGElement | HTMLElement>(SELECTOR);
  return el && root.contains(el) ? el : null;
}

export function focusQuietly(el: SVGElement | HTMLElement): void {
  el.focus({ preventScroll: true });
}

/** Enter and Space on a target act as a click does (the board's own click handlers). */
export function activate(el: Element): void {
  el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
}

/**
 * Where to go when the board is tabbed into: the target used last if it is still there, else the
 * highlighted target nearest the middle of the visible board, else any target nearest it.
 */
export function entryTarget(root: Element, last: Element | null): SVGElement | HTMLElement | null {
  if (last?.isConnected && root.contains(last) && last.hasAttribute(KEY_TARGET)) {
    return last as SVGElement | HTMLElement;
  }
  const middle = centreOf(root);
  return nearestTo(middle, keyTargets(root, 'act')) ?? nearestTo(middle, keyTargets(root));
}

/**
 * The board's key handling: arrows move, Shift+arrows jump between highlighted targets, Enter and Space
 * act. Returns true when the key was the board's (the caller then prevents its default).
 */
export function handleBoardKey(
  root: Element,
  e: {
    key: string;
    shiftKey: boolean;
    altKey: boolean;
    ctrlKey: boolean;
    metaKey: boolean;
    target: EventTarget | null;
  },
): boolean {
  if (e.altKey || e.ctrlKey || e.metaKey) return false;
  const current = targetOf(root, e.target);
  if (e.key === 'Enter' || e.key === ' ') {
    if (!current) return false;
    activate(current);
    return true;
  }
  const direction = directionOf(e.key);
  if (!direction) return false;
  if (!current) {
    const entry = entryTarget(root, null);
    if (entry) focusQuietly(entry);
    return true;
  }
  const next = nearestInDirection(
    centreOf(current),
    keyTargets(root, e.shiftKey ? 'act' : undefined),
    direction,
  );
  if (next) focusQuietly(next);
  return true;
}
