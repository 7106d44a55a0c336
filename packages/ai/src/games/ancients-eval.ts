/**
 * A strong evaluation of a Commands & Colors: Ancients position for the planner, and the combat
 * arithmetic the plans share with it (expected hits and eliminations of one battle, both ways).
 *
 * The value is a win probability from the banner race, read as the "problem of points": a side that
 * needs `a` more banners against an opponent that needs `b` wins when it takes `a` banners before it
 * gives `b`, each banner going its way with probability `p`. The board sets `p` (material weighted by
 * unit type, support, leaders, terrain, the cards in hand) and shortens each side's need by the
 * banners it threatens to take next (units adjacent or in range, lone leaders within reach), the side
 * to act next counting for more. So a side one banner from victory weighs heavily, a unit on its last
 * block next to the enemy counts as most of a banner, and a lone leader in the enemy line as half of
 * one. value = 2·P(win) − 1, and value(top) = −value(bottom) exactly.
 *
 * Everything here is arithmetic over the board with the rules' own dice questions (closeDice,
 * closeSpec, rangedDice): one evaluation of a mid-game position costs some tens of microseconds.
 */
import {
  ALL_HEXES,
  type AncientsState,
  adjacentHexes,
  attachedLeader,
  closeDice,
  closeSpec,
  effectsAt,
  fullStrengthNow,
  hasLineOfSight,
  hexDistance,
  hexesTowardHome,
  kindOf,
  type Leader,
  occupancy,
  rangedDice,
  rangeOf,
  type Section,
  type Side,
  sectionsOf,
  supportCount,
  type Unit,
  type UnitType,
  unitStats,
} from '@wargame/ancients';

type Occ = ReturnType<typeof occupancy>;

// ---- board tables (indices instead of hex ids in the hot loops) -------------------------------------------

const HEX_COUNT = ALL_HEXES.length;
const HEX_INDEX = new Map<string, number>(ALL_HEXES.map((h, i) => [h, i]));
const NEIGHBOURS: readonly (readonly number[])[] = ALL_HEXES.map((h) =>
  adjacentHexes(h).map((n) => HEX_INDEX.get(n)!),
);
const DISTANCE = new Uint8Array(HEX_COUNT * HEX_COUNT);
for (let a = 0; a < HEX_COUNT; a++)
  for (let b = 0; b < HEX_COUNT; b++) DISTANCE[a * HEX_COUNT + b] = hexDistance(ALL_HEXES[a]!, ALL_HEXES[b]!);
const SECTIONS: Record<Side, readonly (readonly Section[])[]> = {
  top: ALL_HEXES.map((h) => sectionsOf(h, 'top')),
  bottom: ALL_HEXES.map((h) => sectionsOf(h, 'bottom')),
};

/** The board index of a hex id (-1 for an id off the board, e.g. 'off'). */
export const hexIndexOf = (hex: string): number => HEX_INDEX.get(hex) ?? -1;

/** Hex distance by board index. */
export const distanceAt = (a: number, b: number): number => DISTANCE[a * HEX_COUNT + b]!;

/** Distance from every hex to the nearest of `hexes` (a breadth-first search; 99 beyond reach). */
export function distanceField(hexes: readonly number[]): Uint8Array {
  const field = new Uint8Array(HEX_COUNT).fill(99);
  let frontier: number[] = [];
  for (const h of hexes) {
    if (h < 0 || field[h] === 0) continue;
    field[h] = 0;
    frontier.push(h);
  }
  for (let d = 1; frontier.length > 0; d++) {
    const next: number[] = [];
    for (const h of frontier) {
      for (const n of NEIGHBOURS[h]!) {
        if (field[n]! <= d) continue;
        field[n] = d;
        next.push(n);
      }
    }
    frontier = next;
  }
  return field;
}

// ---- dice arithmetic ----------------------------------------------------------------------------------------

/** Most dice the tables cover (more are counted as this many). */
const MAX_DICE = 16;
/** Most blocks the tables cover. */
const MAX_BLOCKS = 6;

/**
 * TAIL[f][n][m] = P(at least m hits) with n dice, each hitting on f of its six faces (f = 0..5).
 */
const TAIL: number[][][] = [];
for (let f = 0; f <= 5; f++) {
  const p = f / 6;
  const byDice: number[][] = [];
  for (let n = 0; n <= MAX_DICE; n++) {
    const pmf = new Array<number>(n + 1).fill(0);
    for (let k = 0; k <= n; k++) {
      let c = 1;
      for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
      pmf[k] = c * p ** k * (1 - p) ** (n - k);
    }
    const tail = new Array<number>(MAX_BLOCKS + 1).fill(0);
    for (let m = 0; m <= MAX_BLOCKS; m++) {
      let sum = 0;
      for (let k = m; k <= n; k++) sum += pmf[k]!;
      tail[m] = Math.min(1, sum);
    }
    byDice.push(tail);
  }
  TAIL.push(byDice);
}

/** P(at least `m` hits) with `n` dice hitting on `faces` faces. */
export function atLeast(n: number, faces: number, m: number): number {
  if (m <= 0) return 1;
  if (n <= 0 || faces <= 0) return 0;
  return TAIL[Math.min(5, faces)]![Math.min(MAX_DICE, n)]![Math.min(MAX_BLOCKS, m)]!;
}

/** E[min(hits, blocks)]: the blocks a roll is expected to take from a unit that has `blocks`. */
export function expectedLoss(n: number, faces: number, blocks: number): number {
  let sum = 0;
  for (let m = 1; m <= Math.min(blocks, MAX_BLOCKS); m++) sum += atLeast(n, faces, m);
  return sum;
}

/** P(no more than `k` flags) with `n` dice (a flag is one face of six). */
const atMostFlags = (n: number, k: number): number => 1 - atLeast(n, 1, k + 1);

// ---- what units are worth ------------------------------------------------------------------------------------

/** Fighting value of a unit at full strength, an ordinary medium infantry being 1. */
const TYPE_WEIGHT: Record<UnitType, number> = {
  LI: 0.6,
  LB: 0.65,
  LS: 0.65,
  AX: 0.8,
  WA: 0.9,
  MI: 1,
  HI: 1.25,
  HWM: 0.6,
  LC: 0.75,
  LBC: 0.8,
  LCH: 0.75,
  MC: 1,
  CAM: 1,
  ACA: 1.1,
  HC: 1.25,
  HAC: 1.35,
  HCH: 1.2,
  EL: 1.2,
};

export const typeWeight = (u: Unit): number => TYPE_WEIGHT[u.type] ?? 1;

/** A banner, in the same units as a unit's worth (a full medium infantry unit is 1). */
export const BANNER_WORTH = 2;
/** Of a unit's worth, the part that does not depend on its blocks (it rolls as many dice on its last). */
const BASE_SHARE = 0.4;

/** What a unit is worth now: its fighting value, most of it in its blocks. */
export function unitWorth(u: Unit): number {
  return typeWeight(u) * (BASE_SHARE + ((1 - BASE_SHARE) * u.blocks) / u.maxBlocks);
}

/** What `loss` expected blocks and an elimination chance `pElim` cost the unit's side (banner included). */
export function lossWorth(u: Unit, pElim: number, loss: number): number {
  const w = typeWeight(u);
  return pElim * (BANNER_WORTH + BASE_SHARE * w) + (loss * (1 - BASE_SHARE) * w) / u.maxBlocks;
}

// ---- one battle, both ways -------------------------------------------------------------------------------

/** Can a unit at `hex` retreat at all (one step toward its baseline that is free and passable)? */
export function retreatOpen(s: AncientsState, occ: Occ, hex: string, side: Side): boolean {
  for (const h of hexesTowardHome(hex, side)) {
    if (occ.unit.has(h)) continue;
    const fx = effectsAt(s, h);
    if (fx?.impassable && !(s.terrain[h]?.type === 'river' && s.terrain[h]?.fordable)) continue;
    const l = occ.leader.get(h);
    if (l && l.side !== side) continue;
    return true;
  }
  return false;
}

/** Flags the unit may ignore (support, an attached leader), as the rules count the common sources. */
export function ignorableFlags(s: AncientsState, occ: Occ, u: Unit): number {
  if (u.type === 'EL') return 0;
  let n = 0;
  if (supportCount(s, u, occ) >= 2) n++;
  if (attachedLeader(s, u)) n++;
  return n;
}

/**
 * The faces (of six) that hit `target` in a close-combat roll by `roller`; `pinned`: it can neither
 * retreat nor ignore a flag, so flags are hits too (12.1).
 */
function closeFaces(
  s: AncientsState,
  roller: Unit,
  target: Unit,
  dice: number,
  defends: boolean,
  pinned: boolean,
  helmets?: boolean,
): number {
  const spec = closeSpec(s, roller, target, defends);
  let faces = 1;
  if (spec.swords && (spec.swordIgnore === 0 || (Number.isFinite(spec.swordIgnore) && dice >= 4))) faces++;
  if (spec.helmets || helmets) faces++;
  if (pinned) faces++;
  return faces;
}

export interface Strike {
  /** Worth taken from the target's side (expected, banner included). */
  dealt: number;
  /** Worth the attacker's side is expected to lose to the battle back. */
  taken: number;
  /** Chance the target is eliminated (a lone leader: killed). */
  pElim: number;
  /** Chance the attacker is eliminated by the battle back. */
  pLost: number;
  /** Chance the target hex is emptied (elimination or retreat): a momentum advance. */
  pVacate: number;
}

const NO_STRIKE: Strike = Object.freeze({ dealt: 0, taken: 0, pElim: 0, pLost: 0, pVacate: 0 });

/**
 * The expected result of `attacker` (standing at `from`, default its hex) closing combat against
 * `target`: its roll, and the target's battle back when it survives in place. `bonus` is the card's
 * extra dice; `withLeader` makes helmets score (a leader moving with it).
 */
export function closeStrike(
  s: AncientsState,
  occ: Occ,
  attacker: Unit,
  target: Unit | Leader,
  opts: { from?: string; bonus?: number; withLeader?: boolean } = {},
): Strike {
  const roller = opts.from && opts.from !== attacker.hex ? { ...attacker, hex: opts.from } : attacker;
  const dice = closeDice(s, roller, target, {
    battleBack: false,
    fullStrength: fullStrengthNow(attacker),
    cardBonus: opts.bonus ?? 0,
  });
  if (dice <= 0) return NO_STRIKE;
  if (!('type' in target)) {
    // 14.2 A lone leader: a helmet kills him; otherwise he evades.
    const pElim = atLeast(dice, 1, 1);
    return { dealt: pElim * BANNER_WORTH, taken: 0, pElim, pLost: 0, pVacate: 1 };
  }
  const ignorable = ignorableFlags(s, occ, target);
  const pinned = ignorable === 0 && !retreatOpen(s, occ, target.hex, target.side);
  const faces = closeFaces(s, roller, target, dice, true, pinned, opts.withLeader);
  const pElim = atLeast(dice, faces, target.blocks);
  const loss = expectedLoss(dice, faces, target.blocks);
  let dealt = lossWorth(target, pElim, loss);
  // A target that may evade often does (13.1): then only its symbol hits, and it does not battle back.
  const st = unitStats(target);
  const evader = st.evade === 'always' && !unitStats(attacker).mounted;
  const stays = (1 - pElim) * atMostFlags(dice, ignorable);
  let taken = 0;
  let pLost = 0;
  if (evader) {
    dealt *= 0.55;
  } else if (stays > 0.01) {
    const back = closeDice(s, target, roller, {
      battleBack: true,
      fullStrength: fullStrengthNow(target),
      cardBonus: 0,
    });
    if (back > 0) {
      const backPinned =
        ignorableFlags(s, occ, roller) === 0 && !retreatOpen(s, occ, roller.hex, roller.side);
      const backFaces = closeFaces(s, target, roller, back, false, backPinned);
      pLost = stays * atLeast(back, backFaces, attacker.blocks);
      taken = stays * lossWorth(attacker, pLost / stays, expectedLoss(back, backFaces, attacker.blocks));
    }
  }
  return { dealt, taken, pElim, pLost, pVacate: evader ? 0.9 : 1 - stays };
}

/** The expected result of `firer` (at `from`, having moved `moved` hexes) firing at `target`. */
export function fireStrike(
  s: AncientsState,
  occ: Occ,
  firer: Unit,
  target: Unit | Leader,
  opts: { from?: string; moved?: number; bonus?: number } = {},
): Strike {
  const at = opts.from && opts.from !== firer.hex ? { ...firer, hex: opts.from } : firer;
  const dice = rangedDice(s, at, target.hex, opts.moved ?? 0, opts.bonus ?? 0);
  if (dice <= 0) return NO_STRIKE;
  if (!('type' in target)) {
    const pElim = atLeast(dice, 1, 1);
    return { dealt: pElim * BANNER_WORTH, taken: 0, pElim, pLost: 0, pVacate: 1 };
  }
  let faces = 1;
  if (!retreatOpen(s, occ, target.hex, target.side) && ignorableFlags(s, occ, target) === 0) faces++;
  const pElim = atLeast(dice, faces, target.blocks);
  const dealt = lossWorth(target, pElim, expectedLoss(dice, faces, target.blocks));
  return { dealt, taken: 0, pElim, pLost: 0, pVacate: pElim };
}

/** Enemy units adjacent to `hex` (for a unit of `side`). */
export function enemiesAdjacent(occ: Occ, hex: string, side: Side): Unit[] {
  const out: Unit[] = [];
  for (const h of adjacentHexes(hex)) {
    const u = occ.unit.get(h);
    if (u && u.side !== side) out.push(u);
  }
  return out;
}

/** Is any enemy unit adjacent to `hex`? */
export function enemyAdjacent(occ: Occ, hex: string, side: Side): boolean {
  for (const h of adjacentHexes(hex)) {
    const u = occ.unit.get(h);
    if (u && u.side !== side) return true;
  }
  return false;
}

/** Friendly units adjacent to `hex`, `except` one of them (a unit leaving it). */
export function friendsAdjacent(occ: Occ, hex: string, side: Side, except?: string): number {
  let n = 0;
  for (const h of adjacentHexes(hex)) {
    const u = occ.unit.get(h);
    if (u && u.side === side && u.id !== except) n++;
  }
  return n;
}

/** The distance from `hex` to the nearest of `units` (99 when there is none). */
export function nearestDistance(hex: string, units: readonly Unit[]): number {
  let best = 99;
  for (const u of units) {
    const d = hexDistance(hex, u.hex);
    if (d < best) best = d;
  }
  return best;
}

// ---- threats -----------------------------------------------------------------------------------------------

/** One side's pieces with their board indices, and the distance field to them. */
export interface Army {
  side: Side;
  units: Unit[];
  at: number[];
  /** Distance from every hex to the nearest unit of this army. */
  field: Uint8Array;
  /** Leaders alone in a hex, with their indices. */
  lone: Leader[];
  loneAt: number[];
}

export function armyOf(s: AncientsState, occ: Occ, side: Side): Army {
  const units: Unit[] = [];
  const at: number[] = [];
  for (const id in s.units) {
    const u = s.units[id]!;
    if (u.side !== side) continue;
    units.push(u);
    at.push(hexIndexOf(u.hex));
  }
  const lone: Leader[] = [];
  const loneAt: number[] = [];
  for (const id in s.leaders) {
    const l = s.leaders[id]!;
    if (l.side !== side) continue;
    const with_ = occ.unit.get(l.hex);
    if (with_ && with_.side === side) continue;
    lone.push(l);
    loneAt.push(hexIndexOf(l.hex));
  }
  return { side, units, at, field: distanceField(at), lone, loneAt };
}

interface Threat {
  /** Banners the attacking side is expected to take (units eliminated, leaders killed). */
  banners: number;
  /** Worth the defending side is expected to lose (banners excluded). */
  damage: number;
  /** Banners and worth the attacking side is expected to lose to battle backs. */
  backBanners: number;
  backDamage: number;
}

/** Of a threat from a unit that must first move into contact, the share counted. */
export const REACH_SHARE = 0.4;

/** Hexes a unit may move and still close combat (8.2: auxilia 1, war machines none, warriors' charge 2). */
export function attackReach(u: Unit): number {
  const st = unitStats(u);
  if (st.battleAfterMove === 'never') return 0;
  if (st.battleAfterMove === 'one-hex') return 1;
  return st.chargeMove ?? st.move;
}

const scaleStrike = (k: Strike, f: number): Strike => ({
  dealt: k.dealt * f,
  taken: k.taken * f,
  pElim: k.pElim * f,
  pLost: k.pLost * f,
  pVacate: k.pVacate * f,
});

/** Worth without the banner part (the banner is counted in the race). */
const damageOnly = (dealt: number, pElim: number): number => Math.max(0, dealt - pElim * BANNER_WORTH);

/**
 * What the attacking army threatens if it battles next: each unit its best target (close combat if
 * adjacent, else fire if it can), kill chances on one target pooled; lone leaders within a move of
 * an enemy unit at a discount.
 */
function threatOf(s: AncientsState, occ: Occ, att: Army, def: Army): Threat {
  const t: Threat = { banners: 0, damage: 0, backBanners: 0, backDamage: 0 };
  const side = att.side;
  // Per target: pooled survival (Π(1 − pElim)).
  const survive = new Map<string, number>();
  const reached = new Map<string, number>();
  for (let i = 0; i < att.units.length; i++) {
    const a = att.units[i]!;
    const ai = att.at[i]!;
    let best: Strike | null = null;
    let bestTarget: Unit | Leader | null = null;
    let bestNet = 0;
    const adjacent = def.field[ai] === 1;
    const nearLeader = def.lone.length > 0;
    if (adjacent || nearLeader) {
      for (const h of adjacentHexes(a.hex)) {
        const u = occ.unit.get(h);
        let target: Unit | Leader | undefined;
        if (u) {
          if (u.side === side) continue;
          target = u;
        } else {
          const l = occ.leader.get(h);
          if (!l || l.side === side) continue;
          target = l;
        }
        const strike = closeStrike(s, occ, a, target);
        const value = strike.dealt - strike.taken;
        if (best === null || value > bestNet) {
          best = strike;
          bestTarget = target;
          bestNet = value;
        }
      }
    }
    if (!adjacent) {
      const range = rangeOf(a);
      if (range > 0 && def.field[ai]! <= range) {
        // The best target in range that the firer can see: values first, sight only as needed.
        const options: { d: Unit; strike: Strike }[] = [];
        for (let j = 0; j < def.units.length; j++) {
          const dist = distanceAt(ai, def.at[j]!);
          if (dist < 2 || dist > range) continue;
          const strike = fireStrike(s, occ, a, def.units[j]!);
          if (strike.dealt > bestNet) options.push({ d: def.units[j]!, strike });
        }
        options.sort((x, y) => y.strike.dealt - x.strike.dealt);
        // At most three sight lines a firer (the best targets; a blocked line is rarely the only one).
        for (let k = 0; k < options.length && k < 3; k++) {
          const o = options[k]!;
          if (!hasLineOfSight(s, a.hex, o.d.hex, occ)) continue;
          best = o.strike;
          bestTarget = o.d;
          bestNet = o.strike.dealt;
          break;
        }
      }
      // Not in contact: units it could step up to and attack next turn, at a discount (it needs an
      // order and a free path, and the target may move first).
      const reach = attackReach(a);
      const nearest = def.field[ai]!;
      if (best === null && reach > 0 && nearest <= reach + 1) {
        // The nearest targets only (at most three): the ones it would go for.
        for (let j = 0, tried = 0; j < def.units.length && tried < 3; j++) {
          if (distanceAt(ai, def.at[j]!) !== nearest) continue;
          tried++;
          const k = scaleStrike(closeStrike(s, occ, a, def.units[j]!), REACH_SHARE);
          const value = k.dealt - k.taken;
          if (value > bestNet) {
            best = k;
            bestTarget = def.units[j]!;
            bestNet = value;
          }
        }
      }
    }
    if (best && bestTarget && (best.dealt > 0 || best.taken > 0)) {
      const key = bestTarget.id;
      survive.set(key, (survive.get(key) ?? 1) * (1 - best.pElim));
      t.damage += damageOnly(best.dealt, best.pElim);
      t.backBanners += best.pLost;
      t.backDamage += damageOnly(best.taken, best.pLost);
    }
    // Lone enemy leaders this unit could reach and attack next turn.
    for (let j = 0; j < def.lone.length; j++) {
      const d = distanceAt(ai, def.loneAt[j]!);
      const st = unitStats(a);
      if (d < 2 || d > st.move + 1) continue;
      const p = 0.35 * atLeast(st.closeDice + (fullStrengthNow(a) ? 1 : 0), 1, 1);
      const id = def.lone[j]!.id;
      reached.set(id, Math.min(reached.get(id) ?? 1, 1 - p));
    }
  }
  for (const alive of survive.values()) t.banners += 1 - alive;
  // A leader reached in both ways counts once (the better chance).
  for (const [id, alive] of reached) if (!survive.has(id)) t.banners += 1 - alive;
  // Attached leaders: a check when their unit is hit (1/36), or 1/6 when it is eliminated.
  for (const d of def.units) {
    const alive = survive.get(d.id);
    if (alive === undefined) continue;
    if (attachedLeader(s, d)) t.banners += (1 - alive) / 6 + 0.03;
  }
  return t;
}

// ---- position -------------------------------------------------------------------------------------------

export interface SideCounts {
  /** Units per section, weighted: near the enemy 1, else 0.4. */
  section: Record<Section, number>;
  light: number;
  medium: number;
  heavy: number;
  mounted: number;
  foot: number;
  missile: number;
  lightMissile: number;
  /** Units adjacent to an enemy unit. */
  engaged: number;
  /** Damaged units in or next to a leader's hex. */
  rallyable: number;
  /** Leaders per section (with units around them). */
  leaderIn: Record<Section, number>;
  leaders: number;
}

function emptyCounts(): SideCounts {
  return {
    section: { left: 0, center: 0, right: 0 },
    light: 0,
    medium: 0,
    heavy: 0,
    mounted: 0,
    foot: 0,
    missile: 0,
    lightMissile: 0,
    engaged: 0,
    rallyable: 0,
    leaderIn: { left: 0, center: 0, right: 0 },
    leaders: 0,
  };
}

const SECTION_CARD = /^order-(two|three|four)-(left|center|right)$/;
const INSPIRED_CARD = /^inspired-(left|center|right)$/;
const COUNT: Record<string, number> = { two: 2, three: 3, four: 4 };

/** About how many useful orders a card kind gives a side (units near the enemy count in full). */
export function cardOrders(kind: string, c: SideCounts, command: number): number {
  const section = SECTION_CARD.exec(kind);
  if (section) return Math.min(COUNT[section[1]!]!, c.section[section[2] as Section]);
  const inspired = INSPIRED_CARD.exec(kind);
  if (inspired) return c.leaderIn[inspired[1] as Section] > 0 ? 3.5 : 0.8;
  switch (kind) {
    case 'out-flanked':
      return Math.min(2, c.section.left) + Math.min(2, c.section.right);
    case 'coordinated-attack':
      return Math.min(1, c.section.left) + Math.min(1, c.section.center) + Math.min(1, c.section.right);
    case 'order-light':
      return Math.min(command, c.light);
    case 'order-medium':
      return Math.min(command, c.medium);
    case 'order-heavy':
      return Math.min(command, c.heavy);
    case 'order-mounted':
      return Math.min(command, c.mounted);
    case 'mounted-charge':
      return Math.min(command, c.mounted) * 1.3;
    case 'move-fire-move':
      return Math.min(command, c.lightMissile) * 1.1;
    case 'double-time':
      return Math.min(4, c.foot) * 1.1;
    case 'line-command':
      return Math.min(6, c.foot) * 0.7;
    case 'clash-of-shields':
      return c.engaged * 1.4;
    case 'darken-the-sky':
      return c.missile * 1.3;
    case 'leadership-any':
      return c.leaders > 0 ? 3 : 0.8;
    case 'rally':
      return 0.8 + c.rallyable * 0.8;
    case 'i-am-spartacus':
      return command * 0.55;
    case 'counter-attack':
      return 2.2;
    case 'first-strike':
      return 1.5;
    default:
      return 1;
  }
}

const KINDS = new Map<string, string>();
/** A card's kind ('line-command#3' → 'line-command'), memoized (the hot loop reads every hand). */
export function kindOfCard(card: string): string {
  let kind = KINDS.get(card);
  if (kind === undefined) {
    kind = kindOf(card);
    KINDS.set(card, kind);
  }
  return kind;
}

/** The hand's worth in orders: the best card in full, the next ones less (one is played a turn). */
export function handOrders(s: AncientsState, side: Side, c: SideCounts): number {
  let a = 0;
  let b = 0;
  let d = 0;
  const command = s.armies[side].command;
  const hand = s.hands[side];
  for (let i = 0; i < hand.length; i++) {
    const kind = kindOfCard(hand[i]!);
    let dup = false;
    for (let j = 0; j < i; j++) if (kindOfCard(hand[j]!) === kind) dup = true;
    if (dup) continue;
    const v = cardOrders(kind, c, command);
    if (v > a) {
      d = b;
      b = a;
      a = v;
    } else if (v > b) {
      d = b;
      b = v;
    } else if (v > d) d = v;
  }
  return a + 0.5 * b + 0.25 * d;
}

/** The positional terms, counted: what `WEIGHTS.terms` weighs. */
export interface PositionTerms {
  /** Units near the enemy with two friends beside them or a leader. */
  supported: number;
  /** Units near the enemy with no friend beside them. */
  isolated: number;
  /** Leaders with a unit near the enemy. */
  leaderFront: number;
  /** Leaders with a unit further back. */
  leaderBehind: number;
  /** Lone leaders beside friendly units. */
  leaderNearFriends: number;
  /** Units near the enemy in terrain that protects them. */
  terrain: number;
  /** The hand's useful orders (handOrders). */
  hand: number;
}

const noTerms = (): PositionTerms => ({
  supported: 0,
  isolated: 0,
  leaderFront: 0,
  leaderBehind: 0,
  leaderNearFriends: 0,
  terrain: 0,
  hand: 0,
});

/** Worth of the board's position for one side (material excluded), and its counts for the hand. */
function position(
  s: AncientsState,
  occ: Occ,
  own: Army,
  enemy: Army,
): { terms: PositionTerms; counts: SideCounts } {
  const side = own.side;
  const c = emptyCounts();
  const t = noTerms();
  for (let i = 0; i < own.units.length; i++) {
    const u = own.units[i]!;
    const at = own.at[i]!;
    const st = unitStats(u);
    const near = enemy.field[at]!;
    const front = near <= 2;
    const weight = near <= 3 ? 1 : 0.4;
    for (const sec of SECTIONS[side][at]!) c.section[sec] += weight;
    c[st.weight] += weight;
    if (st.mounted) c.mounted += weight;
    else c.foot += weight;
    const range = rangeOf(u);
    if (range > 0) {
      if (near <= range) c.missile += 1;
      if (st.weight === 'light') c.lightMissile += weight;
    }
    if (near <= 1) c.engaged++;
    const leader = attachedLeader(s, u);
    if (front) {
      const friends = friendsAdjacent(occ, u.hex, side);
      if (friends >= 2 || leader) t.supported++;
      else if (friends === 0) t.isolated++;
      const fx = effectsAt(s, u.hex);
      if (fx && (fx.closeCap !== null || fx.uphillCap !== null || fx.fortified)) t.terrain++;
    }
    if (leader) {
      if (front) t.leaderFront++;
      else t.leaderBehind++;
    }
  }
  for (const id in s.leaders) {
    const l = s.leaders[id]!;
    if (l.side !== side) continue;
    c.leaders++;
    const at = hexIndexOf(l.hex);
    if (at < 0) continue;
    for (const sec of SECTIONS[side][at]!) c.leaderIn[sec]++;
    // Damaged units in or next to his hex (Rally).
    for (let i = 0; i < own.units.length; i++) {
      const u = own.units[i]!;
      if (u.blocks < u.maxBlocks && u.type !== 'EL' && distanceAt(at, own.at[i]!) <= 1) c.rallyable++;
    }
    const with_ = occ.unit.get(l.hex);
    if ((!with_ || with_.side !== side) && friendsAdjacent(occ, l.hex, side) > 0) t.leaderNearFriends++;
  }
  t.hand = handOrders(s, side, c);
  return { terms: t, counts: c };
}

/** A side's unit counts by section and kind, as the cards in hand see them. */
export function sideCounts(s: AncientsState, side: Side, occ: Occ = occupancy(s)): SideCounts {
  const other: Side = side === 'top' ? 'bottom' : 'top';
  return position(s, occ, armyOf(s, occ, side), armyOf(s, occ, other)).counts;
}

// ---- the race ---------------------------------------------------------------------------------------------

/** P(taking `a` banners before giving `b`), each going our way with chance p, for whole a, b ≥ 0. */
function points(a: number, b: number, p: number): number {
  if (a <= 0 && b <= 0) return 0.5;
  if (a <= 0) return 1;
  if (b <= 0) return 0;
  // P(at least a successes in a + b − 1 trials).
  const n = a + b - 1;
  const q = 1 - p;
  let term = q ** n; // k = 0
  let sum = a <= 0 ? term : 0;
  for (let k = 1; k <= n; k++) {
    term = (term * (n - k + 1) * p) / (k * q);
    if (k >= a) sum += term;
  }
  return Math.min(1, Math.max(0, sum));
}

/** `points` for fractional needs: bilinear between the whole numbers around them. */
function race(a: number, b: number, p: number): number {
  const a0 = Math.floor(a);
  const b0 = Math.floor(b);
  const fa = a - a0;
  const fb = b - b0;
  const v00 = points(a0, b0, p);
  const v10 = fa > 0 ? points(a0 + 1, b0, p) : v00;
  const v01 = fb > 0 ? points(a0, b0 + 1, p) : v00;
  const v11 = fa > 0 && fb > 0 ? points(a0 + 1, b0 + 1, p) : fa > 0 ? v10 : v01;
  return (1 - fa) * (1 - fb) * v00 + fa * (1 - fb) * v10 + (1 - fa) * fb * v01 + fa * fb * v11;
}

/** The least a side's need is taken down to by threats (a banner not yet taken is not yet won). */
const MIN_NEED = 0.3;

export interface Breakdown {
  value: number;
  need: Record<Side, number>;
  threatBanners: Record<Side, number>;
  worth: Record<Side, number>;
  position: Record<Side, number>;
  p: number;
}

/** What the evaluation reads off a position, before it is weighed. */
export interface RawParts {
  mover: Side;
  /** Banners each side still needs (at least 1). */
  left: Record<Side, number>;
  threat: Record<Side, Threat>;
  material: Record<Side, number>;
  terms: Record<Side, PositionTerms>;
}

export function rawParts(s: AncientsState): RawParts {
  const occ = occupancy(s);
  const army: Record<Side, Army> = { top: armyOf(s, occ, 'top'), bottom: armyOf(s, occ, 'bottom') };
  const material = { top: 0, bottom: 0 };
  for (const x of ['top', 'bottom'] as const) for (const u of army[x].units) material[x] += unitWorth(u);
  return {
    mover: s.turn.side,
    left: {
      top: Math.max(1, s.armies.top.bannersToWin - s.banners.top.length),
      bottom: Math.max(1, s.armies.bottom.bannersToWin - s.banners.bottom.length),
    },
    threat: {
      top: threatOf(s, occ, army.top, army.bottom),
      bottom: threatOf(s, occ, army.bottom, army.top),
    },
    material,
    terms: {
      top: position(s, occ, army.top, army.bottom).terms,
      bottom: position(s, occ, army.bottom, army.top).terms,
    },
  };
}

/** How the parts are weighed (exported for calibration scripts). */
export interface EvalWeights {
  /** Share of its threats the side to act next is expected to carry out. */
  moverShare: number;
  /** The same for the other side (it acts after the next turn). */
  otherShare: number;
  /** How steeply the worth edge moves the chance of each banner. */
  slope: number;
  /** Worth of each positional term, in unit worth (a medium infantry unit is 1). */
  terms: PositionTerms;
}

/**
 * The weights: the slope, the shares and the leaders' and hand's worth were fitted (log loss of the
 * winner) to 18,768 turn starts of 800 games of the default policy against itself on scenarios 001,
 * 002, 005 and 110, then rounded toward the rules' intent (support and terrain kept small but positive).
 */
export const WEIGHTS: EvalWeights = {
  moverShare: 0.8,
  otherShare: 0.25,
  slope: 1.2,
  terms: {
    supported: 0.03,
    isolated: -0.03,
    leaderFront: 0.4,
    leaderBehind: 0.3,
    leaderNearFriends: 0,
    terrain: 0.03,
    hand: 0.15,
  },
};

/** The positional worth of a side's terms. */
export function termsWorth(t: PositionTerms, w: PositionTerms): number {
  return (
    t.supported * w.supported +
    t.isolated * w.isolated +
    t.leaderFront * w.leaderFront +
    t.leaderBehind * w.leaderBehind +
    t.leaderNearFriends * w.leaderNearFriends +
    t.terrain * w.terrain +
    t.hand * w.hand
  );
}

/** The value for `seat` of what `rawParts` read, weighed by `w`. */
export function combine(raw: RawParts, seat: Side, w: EvalWeights = WEIGHTS): Breakdown {
  const them: Side = seat === 'top' ? 'bottom' : 'top';
  const share = (x: Side) => (x === raw.mover ? w.moverShare : w.otherShare);
  const need = { top: 0, bottom: 0 } as Record<Side, number>;
  const threatBanners = { top: 0, bottom: 0 } as Record<Side, number>;
  const worth = { top: 0, bottom: 0 } as Record<Side, number>;
  const pos = { top: 0, bottom: 0 } as Record<Side, number>;
  for (const x of ['top', 'bottom'] as const) {
    const y: Side = x === 'top' ? 'bottom' : 'top';
    pos[x] = termsWorth(raw.terms[x], w.terms);
    const gained = share(x) * raw.threat[x].banners + share(y) * raw.threat[y].backBanners;
    threatBanners[x] = gained;
    need[x] = Math.max(MIN_NEED, raw.left[x] - gained);
    const lost = share(y) * raw.threat[y].damage + share(x) * raw.threat[x].backDamage;
    worth[x] = Math.max(0.1, raw.material[x] - lost + pos[x]);
  }
  const edge = (worth[seat] - worth[them]) / (worth[seat] + worth[them]);
  const p = 0.5 + 0.45 * Math.tanh(w.slope * edge);
  const value = Math.max(-0.99, Math.min(0.99, 2 * race(need[seat], need[them], p) - 1));
  return { value, need, threatBanners, worth, position: pos, p };
}

/** The evaluation with its parts (for tests and tuning); `value` is what `evaluate` returns. */
export function evaluateParts(s: AncientsState, seat: Side): Breakdown {
  return combine(rawParts(s), seat);
}

/** The planner's evaluation of `s` for `seat`, in [-1, 1] (1: won). */
export function evaluate(s: AncientsState, seat: Side): number {
  if (s.winner) return s.winner === 'draw' ? 0 : s.winner === seat ? 1 : -1;
  return evaluateParts(s, seat).value;
}
