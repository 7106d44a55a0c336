/**
 * Combat (9-14): the API the turn flow calls. `s` is always a private copy that these functions mutate.
 *
 * Actions inside a combat (JSON):
 * - `{type:'stand'}` | `{type:'evade', to}` | `{type:'first-strike'}`: the defender's reaction (11-A, 13.1, 18-F)
 * - `{type:'ignore-flags', count}`: flags to ignore, 0..max (12.2)
 * - `{type:'retreat', to}`: the next retreat hex (12.1)
 * - `{type:'leader-evade', to}`: a lone leader's evade destination, a hex or 'off' (14-D, 14-E)
 * - `{type:'momentum-advance'}` | `{type:'hold'}` (13.2)
 * - `{type:'extra-hex', to}` | `{type:'bonus-combat', target}` | `{type:'no-bonus-combat'}` (13-B, 13.3)
 * - `{type:'battle-back'}` | `{type:'decline-battle-back'}` (11.10)
 */
import type { Action, Decision, GameEvent, RuleError } from '@wargame/engine';
import { type ZodType, z } from 'zod';
import { distance, isHex, type Side } from '../board.ts';
import { moveBarsBattle } from '../movement.ts';
import type { AncientsState } from '../types.ts';
import { adjacentTargets } from './choices.ts';
import { openDecision, perform } from './decisions.ts';
import { run, startCombat } from './flow.ts';
import { adjacentHexes, hasLineOfSight, occupancy } from './geometry.ts';
import { rangedCardBonus } from './helpers.ts';
import { rangedDice, rangeOf } from './rules.ts';

export type { CombatState } from './combat-state.ts';

/** 9, 11.1 Enemy units (and lone enemy leaders) adjacent to this unit that it may close combat now. */
export function closeCombatTargets(s: AncientsState, unitId: string): string[] {
  const unit = s.units[unitId];
  if (!unit) return [];
  const pt = s.turn.pieces[unitId];
  if (pt?.battled || pt?.mayNotBattle || s.turn.plan?.effects.rangedOnly) return [];
  // mayNotBattle is set on arrival; a position may give only how far the unit moved.
  if (moveBarsBattle(s, unit, pt?.moved ?? 0)) return [];
  return adjacentTargets(s, unit, false);
}

/**
 * 10 Enemy units (and lone enemy leaders, 10-B) this unit may fire at now: in range (2..range), in line of
 * sight, the firer not adjacent to any enemy unit, and with at least one die after its move and terrain.
 */
export function fireTargets(s: AncientsState, unitId: string): string[] {
  const unit = s.units[unitId];
  if (!unit) return [];
  const range = rangeOf(unit);
  if (range === 0) return [];
  const pt = s.turn.pieces[unitId];
  if (pt?.battled || pt?.mayNotBattle || s.turn.plan?.effects.closeOnly) return [];
  if (moveBarsBattle(s, unit, pt?.moved ?? 0)) return [];
  const occ = occupancy(s);
  for (const h of adjacentHexes(unit.hex)) {
    const u = occ.unit.get(h);
    if (u && u.side !== unit.side) return [];
  }
  const moved = pt?.moved ?? 0;
  const bonus = rangedCardBonus(s, unit);
  const out: string[] = [];
  const consider = (id: string, side: Side, hex: string) => {
    if (side === unit.side) return;
    const d = distance(unit.hex, hex);
    if (d < 2 || d > range) return;
    if (rangedDice(s, unit, hex, moved, bonus) <= 0) return;
    if (hasLineOfSight(s, unit.hex, hex, occ)) out.push(id);
  };
  for (const [hex, u] of occ.unit) consider(u.id, u.side, hex);
  for (const [hex, l] of occ.leader) if (!occ.unit.has(hex)) consider(l.id, l.side, hex);
  return out;
}

export function beginCloseCombat(
  s: AncientsState,
  attackerId: string,
  targetId: string,
  events: GameEvent[],
): void {
  startCombat(s, 'close', attackerId, targetId, events);
}

export function beginRangedCombat(
  s: AncientsState,
  attackerId: string,
  targetId: string,
  events: GameEvent[],
): void {
  startCombat(s, 'ranged', attackerId, targetId, events);
}

/** Who must decide now inside the combat. */
export function combatPending(s: AncientsState): Decision[] {
  const open = s.phase === 'combat' ? openDecision(s) : null;
  return open ? [{ seat: open.seat, kind: open.kind, prompt: open.prompt }] : [];
}

/** Every legal action of `seat` inside the combat (empty when it is not this seat's decision). */
export function combatLegal(s: AncientsState, seat: Side): Action[] {
  const open = s.phase === 'combat' ? openDecision(s) : null;
  return open && open.seat === seat ? open.actions : [];
}

function sameAction(legal: Action, action: Action): boolean {
  if (legal.type !== action.type) return false;
  const keys = Object.keys(action).filter((k) => k !== 'type' && action[k] !== undefined);
  const legalKeys = Object.keys(legal).filter((k) => k !== 'type');
  if (keys.length !== legalKeys.length) return false;
  return legalKeys.every((k) => legal[k] === action[k]);
}

export function applyCombatAction(
  s: AncientsState,
  action: Action,
  seat: Side,
  events: GameEvent[],
): RuleError | null {
  if (s.phase !== 'combat' || !s.combat)
    return { code: 'illegal', message: 'no combat is in progress', rule: '9' };
  const open = openDecision(s);
  if (!open) return { code: 'illegal', message: 'the combat awaits no decision', rule: '9' };
  if (seat !== open.seat) {
    return { code: 'not-your-turn', message: `${open.seat} must decide now (${open.kind})`, rule: open.rule };
  }
  const chosen = open.actions.find((a) => sameAction(a, action));
  if (!chosen) {
    const options = open.actions.map((a) => JSON.stringify(a)).join(', ');
    return {
      code: 'illegal',
      message: `${JSON.stringify(action)} is not a legal ${open.kind} choice; legal: ${options}`,
      rule: open.rule,
    };
  }
  perform(s, chosen, events);
  run(s, events);
  return null;
}

const hex = z.string().refine(isHex, { message: 'not a hex of the battlefield' });

/** The schemas of every combat action (the lead unions them into the game's action schema). */
export const combatActionSchemas: ZodType[] = [
  z.strictObject({ type: z.literal('stand') }),
  z.strictObject({ type: z.literal('evade'), to: hex }),
  z.strictObject({ type: z.literal('first-strike') }),
  z.strictObject({ type: z.literal('ignore-flags'), count: z.number().int().min(0).max(12) }),
  z.strictObject({ type: z.literal('retreat'), to: hex }),
  z.strictObject({ type: z.literal('leader-evade'), to: z.union([hex, z.literal('off')]) }),
  z.strictObject({ type: z.literal('momentum-advance') }),
  z.strictObject({ type: z.literal('hold') }),
  z.strictObject({ type: z.literal('extra-hex'), to: hex }),
  z.strictObject({ type: z.literal('bonus-combat'), target: z.string().min(1) }),
  z.strictObject({ type: z.literal('no-bonus-combat') }),
  z.strictObject({ type: z.literal('battle-back') }),
  z.strictObject({ type: z.literal('decline-battle-back') }),
];
