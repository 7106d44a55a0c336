/**
 * The rule tables and questions of combat, without any flow: how many dice a roll gets (9-B), what scores
 * (10.3 step 6, 11.8), what a unit may ignore (11.4-11.6, 12.2, 16), who may evade (13.1), who supports whom
 * (12.2). Section numbers are the reference's; the lettered ones (9-B, 12-D, ...) are RULINGS.md entries.
 */
import { type HexId, neighbourInDirection } from '../board.ts';
import { rollDie } from '../dice.ts';
import { attachedLeader } from '../state.ts';
import { effectsAt, isElevated } from '../terrain.ts';
import type { AncientsState, DieFace, Direction, Elite, Leader, Unit, UnitType, Weight } from '../types.ts';
import { ALL_UNIT_TYPES, isCamel, isCavalry, isFoot, isHorse, stats } from '../units.ts';
import { adjacentHexes, type Occupancy, occupancy } from './geometry.ts';

// ---- elites (Scenarios 002, X1-1) --------------------------------------------------------------------------------

interface EliteAbilities {
  /** Helmets always score in its close combat, with or without a leader. */
  helmets?: boolean;
  /** One extra ignorable flag. */
  flag?: boolean;
  /** Ignores the first sword rolled against it in each close-combat roll. */
  sword?: boolean;
  /** It may fire at this range. */
  range?: number;
}

const ELITES: Record<Elite, EliteAbilities> = {
  'sacred-band': { helmets: true, flag: true },
  'theban-sacred-band': { helmets: true, flag: true },
  'silver-shields': { helmets: true, flag: true },
  companions: { sword: true, flag: true },
  immortals: { range: 3 },
  'bow-auxilia': { range: 3 },
};

const elite = (unit: Unit): EliteAbilities | undefined => (unit.elite ? ELITES[unit.elite] : undefined);

/** 10-A Range in hexes (0: it cannot fire). */
export function rangeOf(unit: Unit): number {
  return Math.max(stats(unit).range, elite(unit)?.range ?? 0);
}

// ---- small questions ------------------------------------------------------------------------------------------------

/** 13-B Cavalry, armoured too (not camels, chariots or elephants), may take one extra hex after a momentum advance. */
export const CAVALRY: ReadonlySet<UnitType> = new Set<UnitType>(ALL_UNIT_TYPES.filter((t) => isCavalry(t)));

/** 13-C Who may make a bonus close combat after advancing: mounted units except elephants, warriors, foot with a leader. */
export function mayBonusCombat(s: AncientsState, unit: Unit): boolean {
  const st = stats(unit);
  if (unit.type === 'EL' || unit.type === 'HWM') return false;
  if (st.mounted || unit.type === 'WA') return true;
  return attachedLeader(s, unit) !== undefined;
}

/** 13-A May `defender` evade a close combat by `attacker`? (the path is checked separately) */
export function mayEvadeAgainst(defender: Unit, attacker: Unit): boolean {
  const att = stats(attacker);
  const foot = !att.mounted;
  switch (stats(defender).evade) {
    case 'always':
      return true;
    case 'foot-and-heavy-mounted':
      return foot || (att.mounted && att.weight === 'heavy');
    case 'foot-and-elephants':
      return foot || attacker.type === 'EL';
    case 'never':
      return false;
  }
}

/**
 * 12-D Support: at least two friendly pieces in adjacent hexes, each a friendly unit or a lone friendly leader.
 * Returns the count (callers compare with 2).
 */
export function supportCount(s: AncientsState, unit: Unit, occ: Occupancy = occupancy(s)): number {
  let n = 0;
  for (const h of adjacentHexes(unit.hex)) {
    const u = occ.unit.get(h);
    if (u) {
      if (u.side === unit.side) n++;
      continue;
    }
    const l = occ.leader.get(h);
    if (l && l.side === unit.side) n++;
  }
  return n;
}

/**
 * 11-G Does a leader inspire `unit`'s close combat (its helmets score)? A friendly leader attached to it, or in an
 * adjacent hex (alone or attached), unless that leader inspires only his own unit (X1-2 satraps). Never elephants.
 */
export function leaderInspires(s: AncientsState, unit: Unit): boolean {
  if (unit.type === 'EL') return false;
  const near = new Set(adjacentHexes(unit.hex));
  for (const id in s.leaders) {
    const l = s.leaders[id]!;
    if (l.side !== unit.side) continue;
    if (l.hex === unit.hex) return true;
    if (near.has(l.hex) && !l.traits?.includes('attached-only')) return true;
  }
  return false;
}

/** Direction names in the board's neighbour order, for ramparts. */
const DIRS: readonly Direction[] = ['E', 'NE', 'NW', 'W', 'SW', 'SE'];

function directionTo(from: HexId, to: HexId): Direction | null {
  for (const d of DIRS) if (neighbourInDirection(from, d) === to) return d;
  return null;
}

/**
 * 16-H, 16-I Is this foot unit fortified against a roll coming from `from` (close combat: the roller's hex;
 * fire: the neighbours whose edges the line enters through)? A camp protects from every side, against any
 * roll; a rampart only the combat's defender (`defending`), across its protected edges.
 */
export function fortifiedAgainst(
  s: AncientsState,
  unit: Unit,
  from: readonly HexId[],
  defending: boolean,
): boolean {
  if (!isFoot(unit)) return false;
  const t = s.terrain[unit.hex];
  if (!t) return false;
  if (t.type === 'camp') return true;
  if (defending && t.type === 'rampart' && t.protects) {
    for (const h of from) {
      const d = directionTo(unit.hex, h);
      if (d && t.protects.includes(d)) return true;
    }
  }
  return false;
}

// ---- dice (9-B) -------------------------------------------------------------------------------------------------------

/**
 * 11-E The dice an elephant rolls against a unit type (its normal attack dice, with the fixed exceptions; the
 * seed's "camel unit" covers armoured camels, X-F; a barbarian chariot gets its base 2, X-G).
 */
const ELEPHANT_VS: Partial<Record<UnitType, number>> = {
  EL: 3,
  WA: 3,
  HCH: 3,
  CAM: 3,
  ACA: 3,
  LBC: 2,
  HWM: 2,
};

export function elephantDiceAgainst(target: Unit | Leader): number {
  if (!('type' in target)) return 1;
  return ELEPHANT_VS[target.type] ?? stats(target).closeDice;
}

const isRoman = (s: AncientsState, unit: Unit): boolean => /^rom/i.test(s.armies[unit.side].name);

/**
 * 9-B step 2, 16 The most dice a close-combat roll from `rollerHex` against `targetHex` may have: the lowest
 * cap of either hex (forest, broken ground, fordable river, marsh: 2), and the hill caps of 16-C (battling
 * uphill: 2; from a hill: foot 3, mounted 2). Null when nothing caps it.
 */
export function closeCap(s: AncientsState, roller: Unit, rollerHex: HexId, targetHex: HexId): number | null {
  return closeCapWithCause(s, roller, rollerHex, targetHex)?.cap ?? null;
}

/** `closeCap` with the terrain that sets it (the first of the lowest caps; 'hill' for 16-C). */
function closeCapWithCause(
  s: AncientsState,
  roller: Unit,
  rollerHex: HexId,
  targetHex: HexId,
): { cap: number; terrain: string } | null {
  let found: { cap: number; terrain: string } | null = null;
  const lower = (n: number | null | undefined, terrain: string) => {
    if (n !== null && n !== undefined && (found === null || n < found.cap)) found = { cap: n, terrain };
  };
  for (const h of [rollerHex, targetHex]) {
    const t = s.terrain[h];
    if (!t || (t.type === 'river' && t.noDiceCap)) continue;
    lower(effectsAt(s, h)?.closeCap, t.type);
  }
  const fromHill = isElevated(s, rollerHex);
  if (fromHill) lower(stats(roller).mounted ? 2 : 3, s.terrain[rollerHex]?.type ?? 'hill');
  else if (isElevated(s, targetHex))
    lower(effectsAt(s, targetHex)?.uphillCap ?? 2, s.terrain[targetHex]?.type ?? 'hill');
  return found;
}

/**
 * One reason in a roll's dice count, as the log explains it: `base` is the unit's own number, the others
 * change it (a cap's change is negative and names its terrain). The terms of a roll sum to its dice.
 */
export type DiceTerm = { term: string; dice: number; terrain?: string };

/** The dice the terms come to: never below 0. */
export const diceOf = (terms: readonly DiceTerm[]): number =>
  Math.max(
    0,
    terms.reduce((sum, t) => sum + t.dice, 0),
  );

/** Lower the count to `cap` (a terrain's limit), as a term. */
function capTerms(terms: DiceTerm[], cap: number | null | undefined, terrain: string): void {
  if (cap === null || cap === undefined) return;
  const now = terms.reduce((sum, t) => sum + t.dice, 0);
  if (cap < now) terms.push({ term: 'cap', dice: cap - now, terrain });
}

export interface CloseDiceOptions {
  /** Battle-back dice (battle back and First Strike). */
  battleBack: boolean;
  /** A warrior or barbarian chariot that began this combat at full strength (11.2, 11.3). */
  fullStrength: boolean;
  /** Card bonuses (Clash of Shields, Mounted Charge, I Am Spartacus): added after the caps. */
  cardBonus: number;
}

/**
 * 9-B The close-combat dice of `roller` against `target` (a unit, or a lone leader): base dice (warrior +1,
 * elephant mirror, Roman Tactical Flexibility), terrain caps, camp -1, then card and trait bonuses. 0 means
 * it cannot make this battle.
 */
export function closeDice(
  s: AncientsState,
  roller: Unit,
  target: Unit | Leader,
  opts: CloseDiceOptions,
): number {
  return diceOf(closeDiceTerms(s, roller, target, opts));
}

/** `closeDice`, term by term (for the log). */
export function closeDiceTerms(
  s: AncientsState,
  roller: Unit,
  target: Unit | Leader,
  opts: CloseDiceOptions,
): DiceTerm[] {
  const st = stats(roller);
  const terms: DiceTerm[] = [];
  if (roller.type === 'EL') terms.push({ term: 'elephant', dice: elephantDiceAgainst(target) });
  else if (opts.battleBack && tacticalFlexibilityApplies(s, roller, target))
    terms.push({ term: 'tactical-flexibility', dice: 3 });
  else {
    terms.push({ term: 'base', dice: opts.battleBack ? st.battleBackDice : st.closeDice });
    if (st.fullStrengthBonus && opts.fullStrength) terms.push({ term: 'full-strength', dice: 1 });
  }
  const cap = closeCapWithCause(s, roller, roller.hex, target.hex);
  if (cap) capTerms(terms, cap.cap, cap.terrain);
  if (s.terrain[roller.hex]?.type === 'camp') terms.push({ term: 'camp', dice: -1 });
  if (opts.cardBonus !== 0) terms.push({ term: 'card', dice: opts.cardBonus });
  if (roller.type !== 'EL' && attachedLeader(s, roller)?.traits?.includes('cc-bonus'))
    terms.push({ term: 'leader', dice: 1 });
  return terms;
}

/**
 * X1-3 Roman Tactical Flexibility: an unsupported non-Roman heavy infantry unit, not on broken ground,
 * battles back with 3 dice against a Roman medium or heavy infantry attacker.
 */
function tacticalFlexibilityApplies(s: AncientsState, roller: Unit, target: Unit | Leader): boolean {
  if (!s.options.tacticalFlexibility || roller.type !== 'HI' || !('type' in target)) return false;
  if (isRoman(s, roller) || !isRoman(s, target) || (target.type !== 'MI' && target.type !== 'HI'))
    return false;
  if (s.terrain[roller.hex]?.type === 'broken') return false;
  return supportCount(s, roller) < 2;
}

/**
 * 10-A, 10-D The ranged dice of `firer` at a target in `targetHex`: 2 if it did not move, 1 if it moved; at most
 * 1 into a forest or out of a fordable river or marsh; -1 from a camp; then the card bonus. 0: it may not fire.
 */
export function rangedDice(
  s: AncientsState,
  firer: Unit,
  targetHex: HexId,
  moved: number,
  cardBonus: number,
): number {
  return diceOf(rangedDiceTerms(s, firer, targetHex, moved, cardBonus));
}

/** `rangedDice`, term by term (for the log). */
export function rangedDiceTerms(
  s: AncientsState,
  firer: Unit,
  targetHex: HexId,
  moved: number,
  cardBonus: number,
): DiceTerm[] {
  // Whether the firer may fire at all after its move (8.2) is fireTargets' question, not this one's.
  const terms: DiceTerm[] = [{ term: 'base', dice: 2 }];
  if (moved > 0) terms.push({ term: 'moved', dice: -1 });
  capTerms(terms, effectsAt(s, targetHex)?.rangedIntoCap, s.terrain[targetHex]?.type ?? '');
  const own = s.terrain[firer.hex];
  if (own && ((own.type === 'river' && !own.noDiceCap) || own.type === 'marsh')) capTerms(terms, 1, own.type);
  if (own?.type === 'camp') terms.push({ term: 'camp', dice: -1 });
  if (cardBonus !== 0) terms.push({ term: 'card', dice: cardBonus });
  return terms;
}

// ---- scoring (10.3 step 6, 11.8) --------------------------------------------------------------------------------------

export interface ScoreSpec {
  /** The symbol that hits the target; null when no symbol does (a lone leader). */
  symbol: Weight | null;
  /** Swords score (close combat, except light rollers and war machines). */
  swords: boolean;
  /** Swords the target ignores (Infinity: elephants ignore all). */
  swordIgnore: number;
  /** Helmets score (a leader inspires the roller, or an elite). */
  helmets: boolean;
  /** Elephant: every scoring sword is rolled again, while it keeps scoring (11-E). */
  reroll: boolean;
  /** Flags count (not against an evader, not in a rampage). */
  flags: boolean;
  /** One hit of this symbol is ignored (camel or elephant against a horse roller). */
  ignoreHit: Weight | null;
}

export interface ScoreResult {
  faces: DieFace[];
  rerolls: DieFace[];
  hits: number;
  flags: number;
  /** Swords the target ignored. */
  ignoredSwords: number;
  /** Hits ignored (camel/elephant against horses). */
  ignoredHits: number;
  helmets: number;
}

/**
 * Roll `dice` dice and score them. Re-rolls (elephants) come after the first roll, die by die in the order
 * rolled, each re-rolled until it stops showing a scoring sword; all hits and flags are totalled after the last.
 */
export function rollAndScore(rng: AncientsState['rng'], dice: number, spec: ScoreSpec): ScoreResult {
  const faces: DieFace[] = [];
  for (let i = 0; i < dice; i++) faces.push(rollDie(rng));
  const rerolls: DieFace[] = [];
  let swordIgnore = spec.swordIgnore;
  let symbolHits = 0;
  let otherHits = 0;
  let flags = 0;
  let ignoredSwords = 0;
  let helmets = 0;
  // Score one face; returns true when it is a scoring sword that an elephant re-rolls.
  const score = (face: DieFace): boolean => {
    if (face === spec.symbol) {
      symbolHits++;
      return false;
    }
    switch (face) {
      case 'swords':
        if (!spec.swords) return false;
        if (swordIgnore > 0) {
          swordIgnore--;
          ignoredSwords++;
          return false;
        }
        otherHits++;
        return spec.reroll;
      case 'leader':
        if (spec.helmets) {
          otherHits++;
          helmets++;
        }
        return false;
      case 'flag':
        if (spec.flags) flags++;
        return false;
      default:
        return false;
    }
  };
  for (const face of faces) {
    let again = score(face);
    while (again) {
      const next = rollDie(rng);
      rerolls.push(next);
      again = score(next);
    }
  }
  let ignoredHits = 0;
  if (spec.ignoreHit !== null && spec.ignoreHit === spec.symbol && symbolHits > 0) {
    symbolHits--;
    ignoredHits = 1;
  }
  return { faces, rerolls, hits: symbolHits + otherHits, flags, ignoredSwords, ignoredHits, helmets };
}

/** The weight symbol on a unit: which face hits it (a white border makes no difference). */
export const symbolOf = (unit: Unit): Weight => stats(unit).weight;

/** Swords `target` ignores in a close-combat roll by `roller` (11.8, 16-H, 16-I, X1-1). */
export function swordsIgnoredBy(
  s: AncientsState,
  target: Unit,
  roller: Unit,
  targetDefends: boolean,
): number {
  const st = stats(target);
  if (st.ignoresSwords === 'all') return Number.POSITIVE_INFINITY;
  let n = st.ignoresSwords ?? 0;
  if (elite(target)?.sword) n++;
  if (fortifiedAgainst(s, target, [roller.hex], targetDefends)) n++;
  return n;
}

/**
 * 11.8 What a close-combat roll by `roller` against the unit `target` scores. `targetDefends`: the target is
 * the combat's defender (not the attacker hit by a battle back or First Strike), for ramparts.
 */
export function closeSpec(s: AncientsState, roller: Unit, target: Unit, targetDefends: boolean): ScoreSpec {
  const rollerElephant = roller.type === 'EL';
  return {
    symbol: symbolOf(target),
    swords: stats(roller).swordsHit,
    swordIgnore: swordsIgnoredBy(s, target, roller, targetDefends),
    helmets: !rollerElephant && (elite(roller)?.helmets === true || leaderInspires(s, roller)),
    reroll: rollerElephant,
    flags: true,
    ignoreHit: hitIgnoredAgainstHorses(roller, target),
  };
}

/**
 * 11.4, 11.6 Horses dislike camels and elephants: in a combat with a horse unit (cavalry, chariots) a camel
 * ignores one blue-triangle hit and an elephant one red-square hit.
 */
function hitIgnoredAgainstHorses(roller: Unit, target: Unit): Weight | null {
  if (!isHorse(roller)) return null;
  if (isCamel(target)) return 'medium';
  if (target.type === 'EL') return 'heavy';
  return null;
}

/** Dice on which only the target's own unit symbol scores (fire, evasion, rampage). */
function symbolOnly(target: Unit, flags: boolean, ignoreHit: Weight | null = null): ScoreSpec {
  return {
    symbol: symbolOf(target),
    swords: false,
    swordIgnore: 0,
    helmets: false,
    reroll: false,
    flags,
    ignoreHit,
  };
}

/** 13-A Against an evading unit only its symbol scores (camels and elephants still shrug off one horse hit). */
export function evadeSpec(roller: Unit, target: Unit): ScoreSpec {
  return symbolOnly(target, false, hitIgnoredAgainstHorses(roller, target));
}

/** 10.3 step 6 Fire: only the target's symbol hits; flags count. */
export function rangedSpec(target: Unit): ScoreSpec {
  return symbolOnly(target, true);
}

/** 12-E Rampage: only the matching symbol hits. */
export function rampageSpec(target: Unit): ScoreSpec {
  return symbolOnly(target, false);
}

/** 14-C A lone leader: only helmets hit him, for every attacker. */
export const LEADER_SPEC: ScoreSpec = Object.freeze({
  symbol: null,
  swords: false,
  swordIgnore: 0,
  helmets: true,
  reroll: false,
  flags: false,
  ignoreHit: null,
}) as ScoreSpec;

// ---- flags (12.2, 12-D) -----------------------------------------------------------------------------------------------

export interface FlagContext {
  /** Close combat or fire. */
  close: boolean;
  /** The type of the unit that rolled the flags. */
  byType: UnitType | null;
  /** The unit began this combat at full strength (warriors, barbarian chariots). */
  fullStrength: boolean;
  /** A camp, or a rampart edge facing the roll (16-H, 16-I). */
  fortified: boolean;
}

/** 12-D The sources of flags `unit` may ignore now, one flag each; empty when none. */
export function flagIgnoreSources(s: AncientsState, unit: Unit, ctx: FlagContext): string[] {
  // X1-7 Fright at First Sight: that side's foot may ignore no flag an elephant rolled in close combat.
  if (ctx.close && ctx.byType === 'EL' && isFoot(unit)) {
    for (const rule of s.specialRules)
      if (rule.rule === 'fright-at-first-sight' && rule.side === unit.side) return [];
  }
  const sources: string[] = [];
  const isElephant = unit.type === 'EL';
  if (!isElephant && supportCount(s, unit) >= 2) sources.push('support');
  if (!isElephant && attachedLeader(s, unit)) sources.push('leader');
  if (stats(unit).fullStrengthBonus && ctx.fullStrength) sources.push('full-strength');
  if (ctx.fortified) sources.push('fortified');
  if (elite(unit)?.flag) sources.push('elite');
  if (isElephant && ctx.close && ctx.byType !== null && isHorse(ctx.byType))
    sources.push('elephant-vs-horse');
  return sources;
}

/** 12-A, 12-B Hexes per flag taken: the unit's retreat, +1 for a horse unit against an elephant's or camel's flags. */
export function hexesPerFlag(unit: Unit, close: boolean, byType: UnitType | null): number {
  const extra = close && isHorse(unit) && byType !== null && (byType === 'EL' || isCamel(byType)) ? 1 : 0;
  return stats(unit).retreat + extra;
}
