/**
 * 14 Conduct Combat: one battle as plain data. `createBattle` checks a battle description against the
 * rules (who may be on the strip, bombardment limits) and fixes the owners' standing decisions
 * (casualty order, submerging, retreat), so that the round functions need no further checks.
 */
import { UNIT_TYPES, UNITS, type UnitType } from '../units.ts';
import { type CasualtyOrder, casualtyOrder } from './casualties.ts';
import {
  BB,
  BB_DAMAGED,
  CV,
  CV_DAMAGED,
  emptySide,
  type Force,
  type Side,
  SLOT_COUNT,
  SLOT_TYPES,
} from './pieces.ts';

export type BattleKind = 'land' | 'sea';
export const ATTACKER = 0;
export const DEFENDER = 1;
export type Role = typeof ATTACKER | typeof DEFENDER;

/**
 * 14.5 Step 2 What a side's submarines do when they may submerge (no enemy destroyer): 'never' (they
 * always make their surprise strike), or 'when-alone' (they submerge once nothing but submarines is
 * left of their side).
 */
export type Submerge = 'never' | 'when-alone';
export const SUBMERGE_CHOICES: readonly Submerge[] = ['never', 'when-alone'];

export interface SidePreferences {
  /** Unit types in the order they are lost (see casualties.ts for the default and the fixed parts). */
  order?: UnitType[];
  /** Keep the last land unit until the air units are gone (an attacker that wants the territory). */
  keepLand?: boolean;
  submerge?: Submerge;
}

export interface BattleSpec {
  /** Inferred when absent: a sea battle if any sea unit takes part, else a land battle. */
  kind?: BattleKind;
  attacker: Force;
  defender: Force;
  /** 14.4 Step 2 Battleships and cruisers bombarding a land battle (an amphibious assault). */
  bombard?: Partial<Record<'battleship' | 'cruiser', number>>;
  /** Attacking land units that came from transports (default: all of them when there is bombardment). */
  seaborne?: number;
}

export interface BattleOptions {
  /** The attacker retreats after this many rounds if the battle is not over (14.6). */
  retreatAfter?: number;
  attacker?: SidePreferences;
  defender?: SidePreferences;
}

export interface Battle {
  kind: BattleKind;
  attackerStart: Side;
  defenderStart: Side;
  /** Defending AA guns (land battles). */
  aaGuns: number;
  /** Bombarding ships that may fire: at most one per seaborne land unit, battleships first. */
  bombard: { battleship: number; cruiser: number };
  retreatAfter: number | null;
  order: readonly [CasualtyOrder, CasualtyOrder];
  submerge: readonly [Submerge, Submerge];
}

/** The state between steps: both sides' counts, plus what only lasts one round. */
export interface Sides {
  att: Side;
  def: Side;
  /** 14.4 Step 2 Defending bombardment casualties: they fire in the first round, then are removed. */
  pending?: Side;
  /** 14.5 Step 2 Which sides' submarines made a surprise strike this round (they do not fire again). */
  struck?: readonly [boolean, boolean];
}

function count(name: string, value: number | undefined): number {
  const n = value ?? 0;
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name}: a count must be a whole number ≥ 0, not ${n}`);
  return n;
}

function sideOf(force: Force, who: string): { side: Side; aaGuns: number } {
  const side = emptySide();
  let aaGuns = 0;
  for (const [type, n] of Object.entries(force.units)) {
    if (!(UNIT_TYPES as readonly string[]).includes(type)) throw new Error(`${who}: unknown unit '${type}'`);
    const c = count(`${who} ${type}`, n);
    if (type === 'aaGun') aaGuns += c;
    else side[SLOT_TYPES.indexOf(type as UnitType)]! += c;
  }
  const damagedBb = count(`${who} damaged battleships`, force.damaged?.battleship);
  const damagedCv = count(`${who} damaged carriers`, force.damaged?.carrier);
  if (damagedBb > side[BB]!) throw new Error(`${who}: more damaged battleships than battleships`);
  if (damagedCv > side[CV]!) throw new Error(`${who}: more damaged carriers than carriers`);
  side[BB]! -= damagedBb;
  side[BB_DAMAGED] = damagedBb;
  side[CV]! -= damagedCv;
  side[CV_DAMAGED] = damagedCv;
  return { side, aaGuns };
}

function domains(side: Side): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < SLOT_COUNT; i++) if (side[i]! > 0) out.add(UNITS[SLOT_TYPES[i]!].domain);
  return out;
}

export function createBattle(spec: BattleSpec, options: BattleOptions = {}): Battle {
  const a = sideOf(spec.attacker, 'attacker');
  const d = sideOf(spec.defender, 'defender');
  const attDomains = domains(a.side);
  const defDomains = domains(d.side);
  const kind: BattleKind = spec.kind ?? (attDomains.has('sea') || defDomains.has('sea') ? 'sea' : 'land');
  if (a.aaGuns > 0) throw new Error('attacker: AA guns cannot move in Combat Move, so never attack (19.7)');
  if (kind === 'land') {
    if (attDomains.has('sea') || defDomains.has('sea'))
      throw new Error('a land battle has no sea units on the strip (bombarding ships go in `bombard`)');
  } else {
    if (attDomains.has('land') || defDomains.has('land') || d.aaGuns > 0)
      throw new Error('a sea battle has no land units on the strip: cargo neither fires nor is hit (14.5)');
    if (spec.bombard || spec.seaborne) throw new Error('bombardment supports a land battle only (14.4)');
  }
  const landAttackers = a.side.slice(0, 4).reduce((s, n) => s + n, 0);
  const bb = count('bombarding battleships', spec.bombard?.battleship);
  const ca = count('bombarding cruisers', spec.bombard?.cruiser);
  const seaborne =
    spec.seaborne === undefined ? (bb + ca > 0 ? landAttackers : 0) : count('seaborne', spec.seaborne);
  if (seaborne > landAttackers)
    throw new Error(`seaborne: ${seaborne} exceeds the ${landAttackers} attacking land units`);
  // 14.4 Step 2: at most one bombarding ship per seaborne land unit; the attacker keeps the best.
  const bbFiring = Math.min(bb, seaborne);
  const caFiring = Math.min(ca, seaborne - bbFiring);
  const retreatAfter = options.retreatAfter ?? null;
  if (retreatAfter !== null) {
    if (!Number.isInteger(retreatAfter) || retreatAfter < 1)
      throw new Error(`retreatAfter must be a whole number ≥ 1, not ${retreatAfter}`);
    if (seaborne > 0)
      throw new Error('retreat from an amphibious assault (seaborne units stay, 14.4) is not modelled yet');
  }
  if (a.side.every((n) => n === 0)) throw new Error('the attacker has no units');
  for (const prefs of [options.attacker, options.defender]) {
    if (prefs?.submerge !== undefined && !SUBMERGE_CHOICES.includes(prefs.submerge))
      throw new Error(`submerge: '${prefs.submerge}' (known: ${SUBMERGE_CHOICES.join(', ')})`);
  }
  return {
    kind,
    attackerStart: a.side,
    defenderStart: d.side,
    aaGuns: d.aaGuns,
    bombard: { battleship: bbFiring, cruiser: caFiring },
    retreatAfter,
    order: [casualtyOrder(options.attacker ?? {}), casualtyOrder(options.defender ?? {})],
    submerge: [options.attacker?.submerge ?? 'never', options.defender?.submerge ?? 'never'],
  };
}

export function startSides(battle: Battle): Sides {
  return { att: battle.attackerStart.slice(), def: battle.defenderStart.slice() };
}
