/**
 * From the legal actions to what the board lets the player click, as pure functions (tested without a
 * browser). Moves, loads and unloads are offered per group of alike pieces in a space: the player picks
 * a space, then a group and how many of it, then a highlighted destination. The rules list each group's
 * moves for the whole group with any part of it (the engine's `subset`: two of three infantry is one
 * action). A count an action without `subset` does not list is sent as that many listed one-piece
 * actions, one after another (`planFor`, `nextStep`). Placements (16) are picked by unit, then space; battles (14) by clicking their space.
 * Everything else is a button.
 */
import type { Action } from '@wargame/engine';
import { type PacificView, UNITS } from '@wargame/pacific-1940';

type Piece = PacificView['pieces'][string];

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** The actions the board performs by a click on a group and a space. */
const GROUP_ACTIONS = new Set(['move', 'load', 'unload']);
/** Actions made on the board or in the purchase panel; every other legal action is a button. */
const NOT_BUTTONS = new Set(['move', 'load', 'unload', 'place', 'buy', 'unbuy', 'repair', 'fight']);

/** One way to send a group somewhere: a destination, and the action with the pieces left out. */
export interface GroupOption {
  /** The space a click sends the pieces to (a move's last space, a transport's zone, an unload's territory). */
  target: string;
  /** The action without `pieces`: what tells two options to the same space apart (a mission, a transport). */
  template: Action;
  /** The pieces of the group this option may take, in the order the rules list them. */
  candidates: string[];
  /** The most of them one listed action takes. */
  max: number;
  /** A listed action whose pieces are of several groups (a mixed load): sent as it is, whatever the count. */
  fixed?: Action;
  /** The rules offer any part of the candidates in one action (the engine's `subset`). */
  partial?: boolean;
}

/** Alike pieces in one space, as the player sees them: same owner, type, damage, movement used and cargo. */
export interface Group {
  key: string;
  space: string;
  owner: string;
  type: string;
  damaged: boolean;
  /** Spaces moved this turn. */
  moved: number;
  /** The transport or carrier it stands on, when it is cargo. */
  aboard: string | null;
  /** What each piece of it carries, as "2 infantry" counts (transports, carriers). */
  cargo: Record<string, number>;
  /** Every piece of the group the legal actions name. */
  pieces: string[];
  options: GroupOption[];
}

/** What the pieces carried by `id` are, by type. */
export function cargoOf(view: PacificView, id: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of Object.values(view.pieces)) if (p.aboard === id) out[p.type] = (out[p.type] ?? 0) + 1;
  return out;
}

function cargoKey(cargo: Record<string, number>): string {
  return Object.entries(cargo)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([t, n]) => `${n}${t}`)
    .join('+');
}

export function groupKeyOf(view: PacificView, piece: Piece): string {
  return [
    piece.at,
    piece.owner,
    piece.type,
    piece.damaged ? 'damaged' : '',
    piece.moved ?? 0,
    piece.aboard ? `on:${piece.aboard}` : '',
    cargoKey(cargoOf(view, piece.id)),
  ].join('|');
}

/** The space an action sends its pieces to. */
export function targetOf(action: Action, view: PacificView): string | null {
  switch (action.type) {
    case 'move': {
      const path = strings(action.path);
      return path[path.length - 1] ?? null;
    }
    case 'load':
      return view.pieces[str(action.transport)]?.at ?? null;
    case 'unload':
      return str(action.to) || null;
    default:
      return null;
  }
}

/** The action less its pieces and its `subset` marker: what tells two options apart. */
function withoutPieces(action: Action): Action {
  const { pieces: _pieces, subset: _subset, ...rest } = action;
  return rest as Action;
}

/** Every group that some legal move, load or unload names, with its options. */
export function groupsOf(legal: readonly Action[], view: PacificView): Group[] {
  const groups = new Map<string, Group>();
  const mixedGroups = new Map<string, Group>();
  const groupFor = (piece: Piece): Group => {
    const key = groupKeyOf(view, piece);
    let g = groups.get(key);
    if (!g) {
      g = {
        key,
        space: piece.at,
        owner: piece.owner,
        type: piece.type,
        damaged: piece.damaged === true,
        moved: piece.moved ?? 0,
        aboard: piece.aboard ?? null,
        cargo: cargoOf(view, piece.id),
        pieces: [],
        options: [],
      };
      groups.set(key, g);
    }
    return g;
  };
  for (const action of legal) {
    if (!GROUP_ACTIONS.has(action.type)) continue;
    const ids = strings(action.pieces);
    const pieces = ids.map((id) => view.pieces[id]).filter((p): p is Piece => p !== undefined);
    const target = targetOf(action, view);
    if (pieces.length === 0 || pieces.length !== ids.length || !target) continue;
    const keys = new Set(pieces.map((p) => groupKeyOf(view, p)));
    const template = withoutPieces(action);
    const signature = JSON.stringify(template);
    if (keys.size > 1 && action.subset !== 'pieces') {
      // A mixed action (one infantry and one tank onto a transport): a group of its own, sent whole.
      const key = `mixed|${pieces[0]?.at}|${[...keys].sort().join('/')}`;
      let g = mixedGroups.get(key);
      if (!g) {
        const first = pieces[0] as Piece;
        const counts: Record<string, number> = {};
        for (const p of pieces) counts[p.type] = (counts[p.type] ?? 0) + 1;
        g = {
          key,
          space: first.at,
          owner: first.owner,
          type: 'mixed',
          damaged: false,
          moved: 0,
          aboard: null,
          cargo: counts,
          pieces: ids,
          options: [],
        };
        mixedGroups.set(key, g);
      }
      if (!g.options.some((o) => JSON.stringify(o.template) === signature && o.target === target))
        g.options.push({ target, template, candidates: ids, max: ids.length, fixed: action });
      continue;
    }
    // Any part of a `subset` action may be sent, so each of the board's groups among its pieces
    // (carriers with different planes aboard, say) gets the option for its own pieces.
    for (const key of keys) {
      const mine = pieces.filter((p) => groupKeyOf(view, p) === key);
      const g = groupFor(mine[0] as Piece);
      const own = mine.map((p) => p.id);
      for (const id of own) if (!g.pieces.includes(id)) g.pieces.push(id);
      let option = g.options.find((o) => o.target === target && JSON.stringify(o.template) === signature);
      if (!option) {
        option = { target, template, candidates: [], max: 0 };
        g.options.push(option);
      }
      for (const id of own) if (!option.candidates.includes(id)) option.candidates.push(id);
      option.max = Math.max(option.max, own.length);
      if (action.subset === 'pieces') option.partial = true;
    }
  }
  return [...groups.values(), ...mixedGroups.values()].sort(compareGroups);
}

const TYPE_ORDER = Object.keys(UNITS);
function compareGroups(a: Group, b: Group): number {
  return (
    (a.space < b.space ? -1 : a.space > b.space ? 1 : 0) ||
    Number(a.aboard !== null) - Number(b.aboard !== null) ||
    TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type) ||
    a.moved - b.moved ||
    Number(a.damaged) - Number(b.damaged) ||
    (a.key < b.key ? -1 : 1)
  );
}

/** The most pieces of the group one option can take (what the count picker allows). */
export function groupMax(group: Group): number {
  return Math.max(0, ...group.options.map((o) => (o.fixed ? 0 : Math.min(o.max, o.candidates.length))), 1);
}

/** The options of a group open to `count` of its pieces (a mixed group's whatever the count). */
export function optionsFor(group: Group, count: number): GroupOption[] {
  return group.options.filter((o) => o.fixed || Math.min(o.max, o.candidates.length) >= count);
}

/** The options of `group` for `count` pieces, by the space a click on it chooses. */
export function targetsFor(group: Group, count: number): Map<string, GroupOption[]> {
  const out = new Map<string, GroupOption[]>();
  for (const o of optionsFor(group, count)) out.set(o.target, [...(out.get(o.target) ?? []), o]);
  return out;
}

/** The action an option sends for `count` pieces: the first pieces of its candidates. */
export function actionFor(option: GroupOption, count: number): Action {
  if (option.fixed) return option.fixed;
  const n = Math.max(1, Math.min(count, option.max, option.candidates.length));
  // In the contract's key order (type, pieces, then the rest), so that it equals a listed action as JSON too.
  const { type, ...rest } = option.template;
  return { type, pieces: option.candidates.slice(0, n), ...rest } as Action;
}

/** An action as a key that ignores the order of its fields (the engine compares listed actions so). */
export function actionKey(action: Action): string {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value as Record<string, unknown>)
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([k, v]) => [k, sorted(v)]),
          )
        : value;
  return JSON.stringify(sorted(action));
}

/** Sends still owed to one click: `left` more one-piece moves of the same group, to the same place. */
export interface Queue {
  /** The group's key, less its space and movement (which the pieces already sent have changed). */
  space: string;
  key: string;
  target: string;
  /** The option's action without its pieces, as `actionKey`. */
  template: string;
  left: number;
}

/**
 * What a click on `option`'s target with `count` pieces sends now: the listed action of exactly those
 * pieces when there is one, else the listed one-piece action, with the rest queued.
 */
export function planFor(
  group: Group,
  option: GroupOption,
  count: number,
  legal: readonly Action[],
): { send: Action; queue: Queue | null } {
  const whole = actionFor(option, count);
  const listed = new Set(legal.map(actionKey));
  if (option.fixed || option.partial || count <= 1 || listed.has(actionKey(whole)))
    return { send: whole, queue: null };
  return {
    send: actionFor(option, 1),
    queue: {
      space: group.space,
      key: group.key,
      target: option.target,
      template: actionKey(option.template),
      left: Math.min(count, option.candidates.length) - 1,
    },
  };
}

/** The next one-piece action a queue owes, from the legal actions of now; null when it can no longer be sent. */
export function nextStep(queue: Queue, legal: readonly Action[], view: PacificView): Action | null {
  if (queue.left <= 0) return null;
  const group = groupsOf(legal, view).find((g) => g.key === queue.key);
  const option = group?.options.find(
    (o) => o.target === queue.target && actionKey(o.template) === queue.template,
  );
  if (!option || option.candidates.length === 0) return null;
  const step = actionFor(option, 1);
  return legal.some((a) => actionKey(a) === actionKey(step)) ? step : null;
}

/** The spaces whose pieces can do something now (a click there lists their groups). */
export function sourceSpaces(groups: readonly Group[]): Set<string> {
  return new Set(groups.map((g) => g.space));
}

/** 16 Placements: for each unit waiting to be placed, the spaces it may go to, each with its actions. */
export function placementsOf(legal: readonly Action[]): Map<string, Map<string, Action[]>> {
  const out = new Map<string, Map<string, Action[]>>();
  for (const a of legal) {
    if (a.type !== 'place') continue;
    const unit = str(a.unit);
    const space = str(a.space) || str(a.at);
    if (!unit || !space) continue;
    const spaces = out.get(unit) ?? new Map<string, Action[]>();
    spaces.set(space, [...(spaces.get(space) ?? []), a]);
    out.set(unit, spaces);
  }
  return out;
}

/** 14 The battles the attacker may pick next, by space. */
export function battlesOf(legal: readonly Action[]): Map<string, Action> {
  const out = new Map<string, Action>();
  for (const a of legal) if (a.type === 'fight' && str(a.space)) out.set(str(a.space), a);
  return out;
}

/** The purchase panel's actions: buy and unbuy by item, and the repairs. */
export function purchaseOf(legal: readonly Action[]): {
  buy: Map<string, Action>;
  unbuy: Map<string, Action>;
  repair: Action[];
} {
  const buy = new Map<string, Action>();
  const unbuy = new Map<string, Action>();
  const repair: Action[] = [];
  for (const a of legal) {
    if (a.type === 'buy') buy.set(str(a.unit), a);
    else if (a.type === 'unbuy') unbuy.set(str(a.unit), a);
    else if (a.type === 'repair') repair.push(a);
  }
  return { buy, unbuy, repair };
}

/** A casualty or a kamikaze target: alike pieces (owner, type, damage, cargo, where) are one choice. */
function alikeKey(view: PacificView, action: Action): string {
  const piece = view.pieces[str(action.type === 'kamikaze' ? action.target : action.piece)];
  return piece ? `${action.type}|${groupKeyOf(view, piece)}` : JSON.stringify(action);
}

/**
 * The legal actions that are buttons: all but those made on the board or in the purchase panel, with
 * alike casualties and kamikaze targets offered once (which of three infantry dies makes no difference). A move, load or
 * unload whose pieces or destination the board cannot show (an unknown piece) stays a button, so that
 * every legal action can be reached.
 */
export function buttonActions(legal: readonly Action[], view: PacificView): Action[] {
  const seen = new Set<string>();
  const out: Action[] = [];
  for (const a of legal) {
    if (NOT_BUTTONS.has(a.type)) {
      const onBoard =
        a.type === 'fight'
          ? str(a.space) !== ''
          : a.type === 'place'
            ? str(a.space) !== '' || str(a.at) !== ''
            : !GROUP_ACTIONS.has(a.type) ||
              (targetOf(a, view) !== null && strings(a.pieces).every((id) => view.pieces[id]));
      if (onBoard) continue;
    }
    const key = a.type === 'casualty' || a.type === 'kamikaze' ? alikeKey(view, a) : JSON.stringify(a);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(a);
  }
  return out;
}

/** The board's piece counters: stacks by space of alike pieces, cargo counted on its carrier. */
export interface Stack {
  key: string;
  space: string;
  owner: string;
  type: string;
  damaged: boolean;
  count: number;
  /** What the pieces of this stack carry, in total. */
  cargo: Record<string, number>;
  pieces: string[];
}

export function stacksOf(view: PacificView): Map<string, Stack[]> {
  const bySpace = new Map<string, Map<string, Stack>>();
  for (const p of Object.values(view.pieces)) {
    if (p.aboard !== undefined && view.pieces[p.aboard]) continue;
    const cargo = cargoOf(view, p.id);
    const key = [p.owner, p.type, p.damaged ? 'damaged' : '', cargoKey(cargo)].join('|');
    const stacks = bySpace.get(p.at) ?? new Map<string, Stack>();
    bySpace.set(p.at, stacks);
    const s = stacks.get(key);
    if (s) {
      s.count += 1;
      s.pieces.push(p.id);
      for (const [t, n] of Object.entries(cargo)) s.cargo[t] = (s.cargo[t] ?? 0) + n;
    } else
      stacks.set(key, {
        key,
        space: p.at,
        owner: p.owner,
        type: p.type,
        damaged: p.damaged === true,
        count: 1,
        cargo,
        pieces: [p.id],
      });
  }
  const out = new Map<string, Stack[]>();
  for (const [space, stacks] of bySpace) {
    out.set(
      space,
      [...stacks.values()].sort(
        (a, b) =>
          (a.owner < b.owner ? -1 : a.owner > b.owner ? 1 : 0) ||
          TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type) ||
          Number(a.damaged) - Number(b.damaged) ||
          (a.key < b.key ? -1 : 1),
      ),
    );
  }
  return out;
}

/** Movement left this turn: the unit's move, plus the base's +1 (13.9, 13.10), less what it moved. */
export function movesLeft(piece: Pick<Piece, 'type' | 'moved' | 'bonus'>): number {
  const profile = UNITS[piece.type];
  if (!profile) return 0;
  return Math.max(0, profile.move + (piece.bonus ? 1 : 0) - (piece.moved ?? 0));
}
