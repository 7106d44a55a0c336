/**
 * The Gettysburg AI's default policy: a rule of thumb for every decision, cheap enough to play whole
 * Action Phases in the planner's simulations. A `Stance` sets its temper (how hard it makes for the
 * objectives, how much stronger it wants to be before attacking); the planner's plans are stances.
 * - March and reinforcement moves: toward the objectives (the Union to stand on their areas' positions,
 *   first those of the objective the Confederates threaten most; the Confederacy to the ones it has not
 *   taken), facing the nearest enemy, on a crest facing out when it can, the Union facing into an
 *   objective's area that no Union fire covers yet; a block stays where it is when
 *   no move brings it closer. The Union then turns a lone block to cover an objective's area no Union
 *   fire covers, so that no march can take it (guardFacing).
 * - Attacks: where the blocks that can attack a position are worth more than its defenders by the
 *   stance's edge (at any odds for the Union under Attack orders on 2-3 July whose Tray the penalty for
 *   not attacking would empty, §6, §20); artillery committed strongest first (on 2-3 July never the
 *   Union's last Tray token); the rest of the attack by its first choice.
 * - Orders: the Union short of full control on 2-3 July, Attack (§20); otherwise Attack when an attack is
 *   in reach (the Union on 1 July only to win back an objective or to crush blocks beside it, with
 *   tokens to pay for it), else Hold;
 *   never Withdrawal unless nothing else is allowed.
 * - Turn duration (§7): the longest allowed, since a shorter one binds the next orders; the Union short
 *   of full control on 2-3 July, which will attack anyway, the shortest.
 * - Objective moves (§16): away from where the Confederates come on, toward the Union's entry areas,
 *   into Union fire (gettysburg-objectives.ts).
 * - March tokens (§12): kept; they are spent for good, and the Tray pays for attacks and artillery.
 * - Small choices (Buford's departure): one ply on the evaluation.
 */
import { type Action, type RngState, randomInt, type Seat } from '@wargame/engine';
import {
  type Army,
  blockWorth,
  coverage,
  evaluatePosition,
  facingOf,
  fieldOfFire,
  fullControlJudged,
  type GettysburgState,
  gettysburg,
  halfTheTray,
  mapBlocks,
  mapOf,
  objectivesShortOfFullControl,
  type PositionId,
} from '@wargame/gettysburg';
import { type Board, boardOf, far } from './gettysburg-board.ts';
import { objectiveMoveChoice } from './gettysburg-objectives.ts';

export interface Stance {
  /** Weight of each crossing gained toward the objectives. */
  advance: number;
  /** How much more the attackers must be worth than the defenders (block worth: full 3, reduced 2/1). */
  attackEdge: number;
  /** Artillery tokens committed to an attack or a defense, at most. */
  artillery: number;
}

export const DEFAULT_STANCE: Stance = { advance: 1, attackEdge: 1, artillery: 2 };

const str = (v: unknown): string => String(v);

function tokenWorth(state: GettysburgState, id: string): number {
  const t = state.tokens[id];
  return t?.kind === 'artillery' ? t.strength : 0.5;
}

/** What facing into an objective's area no other Union block covers is worth (see placeScore). */
const GUARD_WORTH = 1.5;

/**
 * Where a block of the army would stand best: near the goal, facing the enemy, on a crest facing out.
 * §12 The Union keeps a block facing into each objective area it holds (no march crosses an area in
 * enemy fire, so only an attack can take it there) and faces the others out; `guarding`: the objective
 * area the block faces now, which its own fire covers.
 */
function placeScore(
  board: Board,
  to: PositionId,
  front: string,
  stance: Stance,
  holds = false,
  guarding?: string,
): number {
  const map = board.map;
  const pos = map.positions[to]!;
  // A Union block alone on a position around an objective holds it: a goal reached.
  let score = holds ? 0 : -stance.advance * far(board.toObjective, to);
  // Face the side the enemy is nearer on (the other area's positions farther from it).
  const nearest = (area: string) => Math.min(...map.areas[area]!.positions.map((p) => far(board.toEnemy, p)));
  const other = pos.areas[0] === front ? pos.areas[1] : pos.areas[0];
  if (nearest(front) <= nearest(other)) score += 0.6;
  // The Union on an objective's area faces into it if no other block covers it, else out of it.
  const held = (area: string) => board.objectiveAreas.has(area) && !board.enemyObjectives.has(area);
  if (board.army === 'union' && held(front) && (!board.covered.has(front) || front === guarding))
    score += GUARD_WORTH;
  else if (board.army === 'union' && board.objectiveAreas.has(other) && !board.objectiveAreas.has(front))
    score += 0.8;
  const side = pos.sides[front];
  if (side?.crest) score += 0.4 + 0.1 * side.crest.guns;
  if (side?.steepSlope || side?.obstacle) score += 0.2;
  // Company, not a crowd: a second block is good, a third adds little.
  const friends = board.own.get(to) ?? 0;
  if (friends > 0 && friends <= 3) score += 0.3;
  return score;
}

function best<T>(items: readonly T[], score: (t: T) => number): { item: T; score: number } | null {
  let out: { item: T; score: number } | null = null;
  for (const item of items) {
    const s = score(item);
    if (!out || s > out.score) out = { item, score: s };
  }
  return out;
}

/** The move (march, entry, withdrawal) that improves a block's standing most, or null. */
function bestMove(
  state: GettysburgState,
  board: Board,
  moves: readonly Action[],
  stance: Stance,
): Action | null {
  const found = best(moves, (a) => {
    const b = state.blocks[str(a.block)];
    const to = str(a.to);
    if (!board.map.positions[to]) return Number.NEGATIVE_INFINITY;
    // A block off the map: an entry where it stands well (else the caller takes the first offered).
    if (b?.place.kind !== 'map') return placeScore(board, to, str(a.front), stance);
    const { position, front } = b.place;
    // The Union block alone around an objective holds a goal already.
    const holds =
      board.army === 'union' && board.around.has(position) && (board.own.get(position) ?? 0) <= blockWorth(b);
    const guarding = board.objectiveAreas.has(front) ? front : undefined;
    return (
      placeScore(board, to, str(a.front), stance, false, guarding) -
      placeScore(board, position, front, stance, holds, guarding)
    );
  });
  return found && found.score > 0.25 ? found.item : null;
}

/** Capture candidates tried at most, each by applying it. */
const CAPTURES_TRIED = 16;

/**
 * §20 A march or entry that takes an objective (one through its area, ending on a position of it), the
 * best placed of them; null when none does. Control changes only by crossing the area, so standing
 * beside it is not enough.
 */
function captureMove(
  state: GettysburgState,
  board: Board,
  moves: readonly Action[],
  stance: Stance,
): Action | null {
  if (board.enemyObjectives.size === 0) return null;
  const bounding = new Set([...board.enemyObjectives].flatMap((a) => board.map.areas[a]?.positions ?? []));
  const held = (s: GettysburgState) => s.objectives.filter((o) => o.control === board.army).length;
  const before = held(state);
  const tried = new Map<string, boolean>();
  for (const a of moves) {
    const key = `${str(a.block)} ${str(a.to)}`;
    if (!bounding.has(str(a.to)) || tried.has(key) || tried.size >= CAPTURES_TRIED) continue;
    const r = gettysburg.apply(state, a, board.army);
    tried.set(key, !('error' in r) && held(r.state) > before);
  }
  return (
    best(
      moves.filter((a) => tried.get(`${str(a.block)} ${str(a.to)}`) === true),
      (a) => placeScore(board, str(a.to), str(a.front), stance),
    )?.item ?? null
  );
}

/**
 * §12 A block may not march through an area in enemy field of fire, and stops on entering a position
 * bounding one: an objective area in Union fire cannot be taken by a march, only by an attack. The
 * Union turns a block that has not moved, alone on its position, to face into an objective's area no Union block covers, when
 * no enemy block is near enough to attack it from behind (a defender attacked from the rear counts 0,
 * §13 step 8); null when none needs turning.
 */
function guardFacing(state: GettysburgState, board: Board, legal: readonly Action[]): Action | null {
  if (board.army !== 'union') return null;
  const covered = coverage(state, board.map, 'union').areas;
  const open = state.objectives.filter((o) => o.control === 'union' && !covered.has(o.area));
  if (open.length === 0) return null;
  const areas = new Set(open.map((o) => o.area));
  return (
    legal.find((a) => {
      if (a.type !== 'face' || !areas.has(str(a.front))) return false;
      const place = state.blocks[str(a.block)]?.place;
      if (place?.kind !== 'map') return false;
      // A block alone on its position, so that the position's blocks still face one way (§10).
      return (
        far(board.toEnemy, place.position) > GUARD_CLEARANCE &&
        mapBlocks(state, 'union').filter((x) => x.place.position === place.position).length === 1
      );
    }) ?? null
  );
}

/** Crossings an enemy block must be from a guard turning its back to it. */
const GUARD_CLEARANCE = 2;

/** One ply on the evaluation (small choices only). */
function onePly(state: GettysburgState, seat: Seat, legal: readonly Action[]): Action {
  const found = best(legal, (a) => {
    const r = gettysburg.apply(state, a, seat);
    return 'error' in r ? -2 : evaluatePosition(r.state, seat);
  });
  return found!.item;
}

/** The area an attack-block action's block crosses last, into its target (front and rear may not mix). */
function lastArea(state: GettysburgState, board: Board, x: Action): string | undefined {
  const path = (x.path as string[] | undefined) ?? [];
  const target = str(x.target);
  const b = state.blocks[str(x.block)];
  const prev =
    path.length > 1 ? path[path.length - 2] : b?.place.kind === 'map' ? b.place.position : undefined;
  if (!prev) return undefined;
  const into: readonly string[] = board.map.positions[target]?.areas ?? [];
  return board.map.positions[prev]?.areas.find((a) => into.includes(a));
}

/** §20 Positions of enemy blocks whose field of fire covers an objective's area (full control denied). */
function firingOnObjectives(state: GettysburgState, board: Board): Set<PositionId> {
  const out = new Set<PositionId>();
  const theirs = new Set(board.enemy.keys());
  for (const b of mapBlocks(state)) {
    if (b.army === board.army) continue;
    const field = fieldOfFire(board.map, facingOf(b), (p) => theirs.has(p));
    if (field.areas.some((a) => board.objectiveAreas.has(a))) out.add(b.place.position);
  }
  return out;
}

/** §13 step 1 After adding this block the attack could be declared (so none is begun only to be cancelled). */
function stillDeclarable(state: GettysburgState, board: Board, add: Action): boolean {
  const r = gettysburg.apply(state, add, board.army);
  return !('error' in r) && gettysburg.legal(r.state, board.army).some((x) => x.type === 'attack-declare');
}

/**
 * §6, §20 The Union under Attack orders on 2-3 July that has not attacked yet, whose Tray the penalty
 * for making no attack (half of it) would empty: it could not declare Attack again, and would lose at
 * the end of this Action Phase unless it fully controls all three objectives.
 */
function lastChance(state: GettysburgState, army: Army): boolean {
  const me = state.armies[army];
  const tray = me.tokens.tray.length;
  return (
    army === 'union' &&
    fullControlJudged(state) &&
    me.orders === 'attack' &&
    state.moves.attacks === 0 &&
    !me.enemyActed &&
    tray - halfTheTray(tray) < 1
  );
}

/** §13 step 1 An attack the declaration rules allow: lead of strength 2, one side, three blocks, a token each. */
function attackChoice(
  state: GettysburgState,
  board: Board,
  legal: readonly Action[],
  stance: Stance,
): Action | null {
  const a = state.attack;
  const adds = legal.filter((x) => x.type === 'attack-block');
  const ownOn = (t: string) =>
    Object.values(state.blocks).filter(
      (b) => b.army === board.army && b.place.kind === 'map' && b.place.position === t,
    ).length;
  // 13 At most three blocks end in a position; a token in the Tray for each block going in.
  const room = (t: string) => Math.min(3 - ownOn(t), state.armies[board.army].tokens.tray.length);
  if (a && a.step === 'declare') {
    const first = a.blocks[0];
    const target = first?.path[first.path.length - 1]?.to;
    const side = first?.path[first.path.length - 1]?.area;
    const lead = legal.find(
      (x) => x.type === 'attack-lead' && x.position === target && state.blocks[str(x.block)]?.strength === 2,
    );
    const leadNow = target ? a.leads[target] : undefined;
    if (lead && (!leadNow || state.blocks[leadNow]?.strength !== 2)) return lead;
    if (target && a.blocks.length < room(target)) {
      const join = adds.find(
        (x) =>
          str(x.target) === target && lastArea(state, board, x) === side && stillDeclarable(state, board, x),
      );
      if (join) return join;
    }
    return (
      legal.find((x) => x.type === 'attack-declare') ?? legal.find((x) => x.type === 'attack-cancel') ?? null
    );
  }
  // A new attack: the target where the attackers would be worth most over the defenders; the first
  // block is a strength-2 one (it will lead), and the rest must come in across the same side.
  const byTarget = new Map<string, { worth: number; first: Action }>();
  for (const x of adds) {
    const t = str(x.target);
    const b = state.blocks[str(x.block)];
    if (!b || room(t) <= 0) continue;
    const entry = byTarget.get(t);
    if (!entry) {
      if (b.strength === 2) byTarget.set(t, { worth: blockWorth(b), first: x });
      continue;
    }
    if (lastArea(state, board, x) === lastArea(state, board, entry.first)) entry.worth += blockWorth(b);
  }
  const denying = board.army === 'union' ? firingOnObjectives(state, board) : new Set<string>();
  const worth = (e: { worth: number; first: Action }) => {
    const t = str(e.first.target);
    const objective = board.map.positions[t]?.areas.some((ar) => board.objectiveAreas.has(ar)) ? 1 : 0;
    // 20 The Union must drive off the blocks whose fire denies it full control.
    return Math.min(e.worth, 9) - (board.enemy.get(t) ?? 0) + objective + (denying.has(t) ? 2 : 0);
  };
  // The best target worth the stance's edge whose first block alone could be declared (so that an
  // attack begun is never cancelled and begun again for ever); any target at all when the Attack-orders
  // penalty would lose the game (lastChance).
  const edge = lastChance(state, board.army) ? Number.NEGATIVE_INFINITY : stance.attackEdge;
  const ranked = [...byTarget.values()]
    .map((e) => ({ e, score: worth(e) }))
    .filter((x) => x.score >= edge)
    .sort((x, y) => y.score - x.score);
  for (const { e } of ranked) if (stillDeclarable(state, board, e.first)) return e.first;
  return legal.find((x) => x.type === 'done') ?? null;
}

function artilleryChoice(
  state: GettysburgState,
  army: Army,
  legal: readonly Action[],
  stance: Stance,
): Action | null {
  const a = state.attack;
  if (!a) return null;
  const mine = Object.values(a.artillery[army] ?? {}).reduce((n, ts) => n + ts.length, 0);
  const done = legal.find((x) => x.type === 'artillery-done');
  const plays = legal.filter((x) => x.type === 'artillery' || x.type === 'extra');
  if (plays.length === 0) return done ?? null;
  if (done && mine >= stance.artillery) return done;
  // 20 On 2-3 July the Union keeps its last Tray token: an empty Tray cannot declare Attack, and the
  // Union short of full control without Attack orders has lost.
  if (done && army === 'union' && fullControlJudged(state) && state.armies.union.tokens.tray.length <= 1)
    return done;
  const found = best(plays, (x) => tokenWorth(state, str(x.token)) + (x.type === 'artillery' ? 1 : 0));
  return found?.item ?? done ?? null;
}

function returnChoice(state: GettysburgState, legal: readonly Action[]): Action | null {
  const keep = legal.find((x) => x.type === 'keep-tokens');
  if (keep) return keep;
  const found = best(
    legal.filter((x) => x.type === 'return-token'),
    (x) => -tokenWorth(state, str(x.token)),
  );
  return found?.item ?? null;
}

/** Tray tokens the Union wants before it chooses to attack on 1 July. */
const UNION_ATTACK_TRAY = 4;

/** How much more than an enemy position's blocks the Union blocks beside it must be worth for a strike. */
const UNION_STRIKE_EDGE = 3;

/**
 * §13 An enemy position the Union could crush next turn: its blocks on the positions of one of its two
 * areas (an attack comes in across one side) worth UNION_STRIKE_EDGE more than the blocks on it. Lone
 * raiders among the Union army take objectives by march; left alone they take the next one too.
 */
function strikeInReach(board: Board): boolean {
  const map = board.map;
  for (const [target, defenders] of board.enemy)
    for (const side of map.positions[target]!.areas) {
      const attackers = map.areas[side]!.positions.reduce(
        (n, p) => n + (p === target ? 0 : (board.own.get(p) ?? 0)),
        0,
      );
      if (attackers - defenders >= UNION_STRIKE_EDGE) return true;
    }
  return false;
}

/** §20 On 2-3 July the Union short of full control must be under Attack orders, or it has lost. */
const unionMustAttack = (state: GettysburgState): boolean =>
  fullControlJudged(state) && objectivesShortOfFullControl(state, mapOf(state)).length > 0;

function ordersChoice(state: GettysburgState, board: Board, legal: readonly Action[]): Action | null {
  const allowed = new Map(legal.filter((x) => x.type === 'orders').map((x) => [str(x.orders), x]));
  if (allowed.size === 0) return null;
  // 20 The Union short of full control declares Attack: the Confederacy wins at the end of a Union
  // Action Phase on 2-3 July otherwise. On 1 July it need not, and Attack orders would cost it its draws.
  if (board.army === 'union' && unionMustAttack(state) && allowed.has('attack'))
    return allowed.get('attack')!;
  // Attack when an enemy block is one crossing from ours (an attack next turn is in reach); the Union
  // only to win back a lost objective or to crush enemy blocks beside it, while its Tray can pay for
  // it (a token for each attacking block).
  const contact = [...board.own.keys()].some((p) => far(board.toEnemy, p) <= 1);
  const wantsAttack =
    contact &&
    (board.army === 'confederate' ||
      (state.armies.union.tokens.tray.length >= UNION_ATTACK_TRAY &&
        (state.objectives.some((o) => o.control !== 'union') || strikeInReach(board))));
  return (
    (wantsAttack ? allowed.get('attack') : undefined) ??
    allowed.get('hold') ??
    allowed.get('attack') ??
    allowed.get('withdrawal') ??
    null
  );
}

/**
 * §7 The Second Player's turn duration. A turn shorter than the longest allowed binds it to Attack or
 * Withdrawal orders next (§6): no draws under Attack (§8), half the Tray back for Withdrawal. So the
 * longest, except for the Union short of full control on 2-3 July, which declares Attack anyway (§20)
 * and then wants the least time for the Confederates.
 */
function durationChoice(state: GettysburgState, army: Army, legal: readonly Action[]): Action | null {
  const hours = legal.filter((x) => x.type === 'duration');
  if (hours.length === 0) return null;
  const sorted = [...hours].sort((x, y) => Number(x.hours) - Number(y.hours));
  return army === 'union' && unionMustAttack(state) ? sorted[0]! : sorted[sorted.length - 1]!;
}

function bufordChoice(state: GettysburgState, legal: readonly Action[]): Action {
  // Buford delays the Confederates on the Chambersburg Pike: as far west as he may stand, facing west.
  const map = mapOf(state);
  const road = Object.values(map.roads).find((r) => r.entry === 'chambersburg');
  const along = new Map((road?.positions ?? []).map((p, i) => [p, i]));
  const found = best(legal, (x) => {
    const i = along.get(str(x.position));
    return i === undefined ? -100 : -i;
  });
  return found!.item;
}

/** The policy's choice for `seat` among `legal` (non-empty) in `state`. */
export function gettysburgPolicy(
  state: GettysburgState,
  seat: Seat,
  legal: readonly Action[],
  rng: RngState,
  stance: Stance = DEFAULT_STANCE,
): Action {
  if (legal.length === 1) return legal[0]!;
  const army = seat as Army;
  const types = new Set(legal.map((a) => a.type));
  const board = () => boardOf(state, army);
  let choice: Action | null = null;
  // 24 Bidding: the lowest bid that is allowed, then pass (the AI plays whichever side it sits at).
  if (types.has('bid') || types.has('pass'))
    choice =
      legal.find((a) => a.type === 'pass') ??
      best(
        legal.filter((a) => a.type === 'bid'),
        (a) => -Number(a.amount),
      )?.item ??
      null;
  else if (types.has('buford-historical')) choice = legal.find((a) => a.type === 'buford-historical')!;
  else if (types.has('place-buford')) choice = bufordChoice(state, legal);
  else if (types.has('duration')) choice = durationChoice(state, army, legal);
  else if (types.has('orders')) choice = ordersChoice(state, board(), legal);
  else if (types.has('return-token') || types.has('keep-tokens')) choice = returnChoice(state, legal);
  else if (types.has('artillery') || types.has('artillery-done') || types.has('extra'))
    choice = artilleryChoice(state, army, legal, stance);
  else if (types.has('attack-block') || types.has('attack-declare') || types.has('attack-cancel'))
    choice = attackChoice(state, board(), legal, stance);
  else if (types.has('withdraw')) {
    const moves = legal.filter((a) => a.type === 'withdraw');
    choice = types.has('done')
      ? (legal.find((a) => a.type === 'done') ?? null)
      : (bestMove(state, board(), moves, stance) ?? moves[0]!);
  } else if (types.has('enter') || types.has('march') || types.has('face')) {
    const b = board();
    const entries = legal.filter((a) => a.type === 'enter');
    const marches = legal.filter((a) => a.type === 'march' && a.to !== undefined);
    choice =
      captureMove(state, b, [...entries, ...marches], stance) ??
      (entries.length > 0
        ? (bestMove(state, b, entries, { ...stance, advance: stance.advance + 1 }) ?? entries[0]!)
        : null) ??
      bestMove(state, b, marches, stance) ??
      guardFacing(state, b, legal) ??
      legal.find((a) => a.type === 'done') ??
      null;
  } else if (types.has('march-token'))
    // 12 A March token is spent for good, and the Tray is what Attack orders (§6, §20) and artillery
    // need: offered once the marches are made, when no block is left to use the extra step, it is kept.
    choice = legal.find((a) => a.type === 'done') ?? null;
  else if (types.has('move-objective')) choice = objectiveMoveChoice(state, army, legal);
  else if (legal.length <= 12 && (types.has('depart') || types.has('forgo')))
    choice = onePly(state, seat, legal);
  else if (types.has('field-works')) {
    const b = board();
    const found = best(
      legal.filter((a) => a.type === 'field-works'),
      (a) =>
        placeScore(b, str(a.position), str(a.front), DEFAULT_STANCE) - 0.5 * far(b.toEnemy, str(a.position)),
    );
    choice = found?.item ?? null;
  }
  if (choice && legal.includes(choice)) return choice;
  // Anything else (bombardment targets, leads, blind picks): the first choice is as good as any, but
  // vary it so that the opponent cannot read it.
  const notDone = legal.filter((a) => a.type !== 'done');
  const pool = notDone.length > 0 ? notDone : legal;
  return pool[randomInt(rng, pool.length)]!;
}
