/**
 * 11 The sequence of play as decisions: who must decide in each phase, what they may do, and where each
 * action goes. Each phase's rules live in their own file; this one only dispatches. Collect Income (17)
 * and the change of turn (11) need no decision: they run as soon as Mobilize ends.
 */
import type { Action, Decision, GameEvent, RuleError } from '@wargame/engine';
import { landAll } from './air-landing.ts';
import { applyCombat, combatLegal, combatPending } from './combat.ts';
import { applyCombatMove, combatMoveLegal } from './combat-move.ts';
import { endTurn } from './flow.ts';
import { collectIncome } from './income.ts';
import { applyMobilize, mobilizeLegal } from './mobilize.ts';
import { applyNoncombatMove, noncombatMoveLegal } from './noncombat-move.ts';
import { POWER_NAMES, type Power } from './powers.ts';
import { applyPurchase, purchaseLegal } from './purchase.ts';
import type { PacificState } from './state.ts';

export type PhaseResult = { state: PacificState; events: GameEvent[] } | { error: RuleError };

const refuse = (message: string, rule: string): { error: RuleError } => ({
  error: { code: 'illegal', message, rule },
});

/** What the power whose turn it is decides in each phase but combat (whose decisions are the battles'). */
const PROMPTS = {
  purchase: 'buy units and repair facilities, then end the purchase (12)',
  'combat-move': 'move units into combat, then end the combat move (13)',
  'noncombat-move': 'move units that did not fight and land air units, then end the noncombat move (15)',
  mobilize: 'place the units bought, then end the mobilization (16)',
  income: 'collect income (17)',
} as const;

/** Who must decide now: the power whose turn it is, or in combat whoever the battle waits for. */
export function pendingDecisions(state: PacificState): Decision[] {
  if (state.winner !== null) return [];
  if (state.phase === 'combat') return combatPending(state);
  const power = state.power;
  const left = state.phase === 'purchase' || state.phase === 'mobilize' ? `; ${state.ipcs[power]} IPCs` : '';
  return [
    {
      seat: power,
      kind: state.phase,
      prompt: `${POWER_NAMES[power]}, round ${state.round}: ${PROMPTS[state.phase]}${left}`,
    },
  ];
}

/** The complete actions `seat` may take now (none when it has no decision). */
export function legalActions(state: PacificState, seat: Power): Action[] {
  if (!pendingDecisions(state).some((d) => d.seat === seat)) return [];
  switch (state.phase) {
    case 'purchase':
      return purchaseLegal(state);
    case 'combat-move':
      return combatMoveLegal(state);
    case 'combat':
      return combatLegal(state, seat);
    case 'noncombat-move':
      return noncombatMoveLegal(state);
    case 'mobilize':
      return mobilizeLegal(state);
    case 'income':
      return [{ type: 'collect-income' }];
  }
}

/** `seat`'s action, by the rules of the phase; a turn that reaches Collect Income ends at once. */
export function applyAction(state: PacificState, action: Action, seat: Power): PhaseResult {
  let result: PhaseResult;
  switch (state.phase) {
    case 'purchase':
      result = applyPurchase(state, action);
      break;
    case 'combat-move':
      result = applyCombatMove(state, action);
      break;
    case 'combat':
      result = applyCombat(state, action, seat);
      break;
    case 'noncombat-move':
      result = applyNoncombatMove(state, action);
      break;
    case 'mobilize':
      result = applyMobilize(state, action);
      break;
    case 'income':
      if (action.type !== 'collect-income')
        return refuse(`'${action.type}' is not an action of the Collect Income phase`, '17');
      result = { state, events: [] };
  }
  if ('error' in result || result.state.phase !== 'income') return result;
  return finishTurn(result.state, result.events);
}

/**
 * 17, 11 Collect Income, then the turn passes (or the game ends). First, 13.3 and 15 as Mobilize ends:
 * aircraft that flew to a sea zone for a carrier bought this turn land on it now that it is placed, or
 * are lost (the end of Noncombat Move's landing, air-landing.ts, with nothing left to come).
 */
function finishTurn(state: PacificState, before: GameEvent[]): PhaseResult {
  const landed = landAll(state);
  const income = collectIncome(landed.state);
  const next = endTurn(income.state);
  return { state: next.state, events: [...before, ...landed.events, ...income.events, ...next.events] };
}
