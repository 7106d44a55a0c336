/**
 * §13 The attack step of an Action Phase under Attack orders: attacks declared and resolved one at a
 * time (steps 1-9), then, on `done`, the Used stacks (§13 "after all attacks") and the §6 penalty for
 * making no attack. The declaration is built in steps (`attack-block`, `attack-lead`), then committed
 * (`attack-declare`) or dropped (`attack-cancel`).
 */
import { type Action, type Decision, inList } from '@wargame/engine';
import type { Army } from './armies.ts';
import {
  attackerPlayProblem,
  bombardmentTargets,
  defenderPlayProblem,
  supportTargets,
} from './attack-artillery.ts';
import {
  anyLegalAttack,
  attackBlockActions,
  attackingBlock,
  commitDeclaration,
  declarationProblem,
  intoEnemyCount,
  newAttack,
  pathOf,
  targetOf,
} from './attack-declare.ts';
import {
  advance,
  afterAllAttacks,
  bombard,
  combatPositions,
  defensiveFire,
  endAttack,
  fight,
  hitChoice,
  hitToken,
  resolveUsed,
  result,
  reveal,
} from './attack-resolve.ts';
import type { AttackInProgress } from './attack-state.ts';
import { withdraw, withdrawalActions } from './attack-withdraw.ts';
import { blocksOn, enemyOf, occupied, readingOnly } from './board.ts';
import { confederateEntryAreas } from './buford.ts';
import {
  attackerSupply,
  declareExtended,
  finishSecondPass,
  mayDeclareExtended,
  startSecondPass,
} from './extended-bombardment.ts';
import { halfTheTray } from './general-orders.ts';
import type { GameMap } from './map.ts';
import type { GettysburgState } from './state.ts';
import { illegal, type StepHandler } from './step.ts';
import { demandReturn, takeFromTray } from './tokens.ts';

const attackerOf = (state: GettysburgState): Army =>
  state.phase.kind === 'action' ? state.phase.army : (state.attack?.attacker ?? 'union');

const decide = (seat: Army, kind: string, prompt: string): Decision[] => [{ seat, kind, prompt }];

/** Who decides now. */
function pendingOf(state: GettysburgState, _map?: GameMap): Decision[] {
  const a = state.attack;
  const attacker = attackerOf(state);
  const defender = enemyOf(attacker);
  if (!a || a.step === 'declare')
    return decide(
      attacker,
      'attack-declaration',
      'Declare an attack: blocks, paths and leads, or done (§13 step 1)',
    );
  switch (a.step) {
    case 'defender-artillery':
      return decide(
        defender,
        'defender-artillery',
        'Play artillery face down to support the defense (§13 step 2)',
      );
    case 'attacker-artillery':
      return decide(attacker, 'attacker-artillery', 'Play artillery and the minimum commitment (§13 step 3)');
    case 'bombard':
      return hitChoice(a) !== null
        ? decide(attacker, 'bombard-hit', 'Choose the enemy token your bombardment hits (§13 step 5)')
        : decide(attacker, 'bombard', 'Assign each artillery position a bombardment target (§13 step 5)');
    case 'defensive-fire':
      return decide(
        defender,
        'support',
        'Choose the defense position each artillery position supports (§13 step 6)',
      );
    case 'close-combat':
      return a.combatAt === null
        ? decide(attacker, 'close-combat-order', 'Choose where close combat is fought first (§13 step 8)')
        : decide(
            defender,
            'defensive-lead',
            `Choose and reveal your defensive lead at ${a.combatAt} (§13 step 8)`,
          );
    case 'withdraw':
      return decide(
        attacker,
        'attack-withdrawal',
        'Withdraw every attacking block: the attack failed (§13 step 9)',
      );
    default:
      return [];
  }
}

/** Every legal action of `army`. */
function legalOf(state: GettysburgState, army: Army, map: GameMap): Action[] {
  const a = state.attack;
  const attacker = attackerOf(state);
  const defender = enemyOf(attacker);
  if (!a || a.step === 'declare') {
    if (army !== attacker) return [];
    // 22 The second pass is over: nothing left but to end the attack step.
    if (!a && state.extendedBombardment?.pass === 'over') return [{ type: 'done' }];
    const out = attackBlockActions(state, map, a);
    if (!a) return [...out, { type: 'done' }];
    for (const t of new Set(a.blocks.map(targetOf)))
      for (const b of a.blocks)
        if (targetOf(b) === t && a.leads[t] !== b.block)
          out.push({ type: 'attack-lead', position: t, block: b.block });
    if (declarationProblem(state, map, a) === null) out.push({ type: 'attack-declare' });
    return [...out, { type: 'attack-cancel' }];
  }
  const tray = state.armies[army].tokens.tray;
  switch (a.step) {
    case 'defender-artillery': {
      if (army !== defender) return [];
      const positions = [...occupied(state)[defender]].sort();
      const out: Action[] = [];
      for (const token of tray)
        for (const position of positions)
          if (defenderPlayProblem(state, map, token, position) === null)
            out.push({ type: 'artillery', token, position });
      return [...out, { type: 'artillery-done' }];
    }
    case 'attacker-artillery': {
      if (army !== attacker) return [];
      const positions = [...new Set(a.blocks.map((b) => b.from))].sort();
      const out: Action[] = [];
      const supply = attackerSupply(state, army);
      for (const token of supply)
        for (const position of positions)
          if (attackerPlayProblem(state, map, token, position) === null)
            out.push({ type: 'artillery', token, position });
      if (committed(a) < intoEnemyCount(state, a))
        for (const token of supply) out.push({ type: 'extra', token });
      if (committed(a) >= intoEnemyCount(state, a) || supply.length === 0)
        out.push({ type: 'artillery-done' });
      if (mayDeclareExtended(state)) out.push({ type: 'extended-bombardment' });
      return out;
    }
    case 'bombard': {
      if (army !== attacker) return [];
      const at = hitChoice(a);
      if (at !== null)
        return (a.artillery[defender][at] ?? []).map((token) => ({
          type: 'bombard-hit',
          position: at,
          token,
        }));
      return Object.keys(a.artillery[attacker])
        .filter((from) => a.bombard[from] === undefined)
        .flatMap((from) =>
          bombardmentTargets(state, map, from).map((target) => ({ type: 'bombard', from, target })),
        );
    }
    case 'defensive-fire':
      if (army !== defender) return [];
      return Object.keys(a.artillery[defender])
        .filter((from) => a.support[from] === undefined)
        .flatMap((from) =>
          supportTargets(state, map, from).map((target) => ({ type: 'support', from, target })),
        );
    case 'close-combat':
      if (a.combatAt === null)
        return army === attacker
          ? combatPositions(state, a).map((position) => ({ type: 'close-combat', position }))
          : [];
      return army === defender
        ? blocksOn(state, a.combatAt, defender).map((b) => ({ type: 'defensive-lead', block: b.id }))
        : [];
    case 'withdraw': {
      if (army !== attacker) return [];
      const out = a.withdrawing.flatMap((b) => withdrawalActions(state, map, b, 'mandatory'));
      // 21 Losers in a fully obstructed position withdraw only if they wish.
      return a.mayStay ? [...out, { type: 'done' }] : out;
    }
    default:
      return [];
  }
}

/** A token out of the supply it is played from (§22 the second pass's stack, else the Tray). */
function takeFrom(draft: GettysburgState, army: Army, token: string) {
  const supply = attackerSupply(draft, army);
  if (supply === draft.armies[army].tokens.tray) takeFromTray(draft, army, token);
  else supply.splice(supply.indexOf(token), 1);
}

const committed = (a: AttackInProgress) =>
  Object.values(a.artillery[a.attacker]).reduce((n, ts) => n + ts.length, 0) + a.extras.length;

export const attackStep: StepHandler = {
  begin(draft) {
    draft.attack = null;
  },
  proceed(draft, ctx) {
    const a = draft.attack;
    if (!a) return false;
    switch (a.step) {
      case 'reveal':
        reveal(draft, ctx);
        return true;
      case 'bombard':
        return bombard(draft, ctx.map, ctx);
      case 'defensive-fire':
        return defensiveFire(draft, ctx.map, ctx);
      case 'advance':
        advance(draft, ctx.map, ctx);
        return true;
      case 'close-combat': {
        if (a.combatAt === null) {
          const left = combatPositions(draft, a);
          if (left.length > 1) return false;
          if (left.length === 0) a.step = 'result';
          else a.combatAt = left[0]!;
          return true;
        }
        if (a.defensiveLead === null) {
          const defenders = blocksOn(draft, a.combatAt, enemyOf(a.attacker));
          if (defenders.length !== 1) return false;
          a.defensiveLead = defenders[0]!.id;
        }
        fight(draft, ctx.map, ctx);
        return true;
      }
      case 'result':
        result(draft, ctx);
        return true;
      case 'withdraw': {
        const still = a.withdrawing.filter((b) => draft.blocks[b]?.place.kind === 'map');
        if (still.length === a.withdrawing.length) return false;
        a.withdrawing = still;
        if (still.length === 0) endAttack(draft, ctx);
        return true;
      }
      default:
        return false;
    }
  },
  pending: pendingOf,
  legal: legalOf,
  // A declaration under way can be cancelled; no later step but the withdrawal lists 'done'.
  surelyAChoice: (state) => state.attack !== null && state.attack.step !== 'withdraw',
  apply(draft, action, army, ctx) {
    const map = ctx.map;
    const attacker = attackerOf(draft);
    // Checked on the board before anything changes, each board query asked once.
    const { listed, path } = readingOnly(draft, () => ({
      listed: legalOf(draft, army, map),
      path: action.type === 'attack-block' ? pathOf(draft, map, action, draft.attack) : null,
    }));
    if (!inList(listed, action)) {
      const why = explain(draft, map, action, army);
      return illegal(why ?? `${action.type} is not a legal action now`, '13');
    }
    const a = draft.attack;
    switch (action.type) {
      case 'attack-block': {
        const decl = a ?? newAttack(attacker);
        const b = draft.blocks[action.block as string]!;
        if (b.place.kind !== 'map' || !path) return illegal('the block is not on the map', '13');
        decl.blocks.push(attackingBlock(b.id, b.place.position, path));
        decl.leads[action.target as string] ??= b.id;
        draft.attack = decl;
        return null;
      }
      case 'attack-lead':
        a!.leads[action.position as string] = action.block as string;
        return null;
      case 'attack-cancel':
        draft.attack = null;
        return null;
      case 'attack-declare':
        commitDeclaration(draft, a!, ctx);
        return null;
      case 'done': {
        if (a?.step === 'withdraw') {
          ctx.log({ type: 'losers-stay', rule: '21', seat: attacker, blocks: a.withdrawing.length });
          endAttack(draft, ctx);
          return null;
        }
        // 22 After the second pass: its tokens spent, the defender's Used stack resolved.
        if (draft.extendedBombardment?.pass === 'over') {
          const defender = finishSecondPass(draft, ctx)!;
          resolveUsed(draft, defender, attacker, ctx);
          ctx.endStep();
          return null;
        }
        afterAllAttacks(draft, attacker, ctx);
        if (startSecondPass(draft, ctx)) return null;
        if (draft.extendedBombardment) finishSecondPass(draft, ctx);
        const self = draft.armies[attacker];
        if (draft.moves.attacks === 0 && !self.enemyActed && anyLegalAttack(draft, map, attacker)) {
          ctx.log({ type: 'attack-orders-penalty', rule: '6', seat: attacker });
          demandReturn(draft, attacker, halfTheTray(self.tokens.tray.length), true, '6');
        }
        ctx.endStep();
        return null;
      }
      case 'artillery': {
        const token = action.token as string;
        const position = action.position as string;
        takeFrom(draft, army, token);
        const on = a!.artillery[army];
        on[position] = [...(on[position] ?? []), token];
        ctx.log({ type: 'artillery-played', rule: '13', seat: army, position, count: on[position].length });
        ctx.secret(army, { type: 'your-artillery', rule: '13', token, position });
        return null;
      }
      case 'extra': {
        takeFrom(draft, army, action.token as string);
        a!.extras.push(action.token as string);
        ctx.log({ type: 'commitment-token', rule: '13', seat: army, count: a!.extras.length });
        return null;
      }
      case 'extended-bombardment':
        declareExtended(draft, ctx);
        return null;
      case 'artillery-done':
        a!.step = a!.step === 'defender-artillery' ? 'attacker-artillery' : 'reveal';
        return null;
      case 'bombard':
        a!.bombard[action.from as string] = action.target as string;
        return null;
      case 'bombard-hit':
        hitToken(draft, a!, action.position as string, action.token as string, ctx);
        return null;
      case 'support':
        a!.support[action.from as string] = action.target as string;
        return null;
      case 'close-combat':
        a!.combatAt = action.position as string;
        return null;
      case 'defensive-lead':
        a!.defensiveLead = action.block as string;
        return null;
      case 'withdraw': {
        const err = withdraw(draft, action, 'mandatory', ctx);
        if (err) return err;
        a!.withdrawing = a!.withdrawing.filter((b) => b !== action.block);
        if (a!.withdrawing.length === 0) endAttack(draft, ctx);
        return null;
      }
      default:
        return illegal(`${action.type} is not a legal action now`, '13');
    }
  },
};

/** A clear reason an action was refused, where one can be given. */
function explain(state: GettysburgState, map: GameMap, action: Action, army: Army): string | null {
  const a = state.attack;
  const attacker = attackerOf(state);
  if (pendingOf(state, map).every((d) => d.seat !== army)) return 'it is not your decision now';
  if (action.type === 'attack-declare' && a) return declarationProblem(state, map, a);
  if (action.type === 'attack-block') {
    const b = state.blocks[action.block as string];
    if (!b || b.army !== attacker || b.place.kind !== 'map')
      return 'attack with one of your blocks on the map';
    if ((state.moves.moved[b.id]?.length ?? 0) > 0)
      return 'a block that has moved this Action Phase cannot attack';
    if (state.moves.attackedFrom.includes(b.place.position))
      return `an attack was already made from ${b.place.position} this Action Phase`;
    if (state.moves.attackedInto.includes(action.target as string))
      return `an attack was already made into ${String(action.target)} this Action Phase`;
    const target = map.positions[action.target as string];
    const entry = confederateEntryAreas(map);
    if (attacker === 'union' && target?.areas.some((x) => entry.has(x)))
      return 'a Union block may never move into a position bordering a Confederate entry area (§10)';
    const front = b.place.front;
    if (blocksOn(state, b.place.position, enemyOf(attacker)).some((e) => e.place.front === front))
      return 'the block has an enemy block in front of it on its position: it cannot leave through its front (§10)';
    return `${String(action.target)} cannot be attacked by that block along that path (§13 step 1: validity, shortest path first across the front area, no enemy-occupied position on the way)`;
  }
  if (action.type === 'artillery' && a) {
    const problem =
      a.step === 'defender-artillery'
        ? defenderPlayProblem(state, map, action.token as string, action.position as string)
        : a.step === 'attacker-artillery'
          ? attackerPlayProblem(state, map, action.token as string, action.position as string)
          : null;
    if (problem) return problem;
  }
  if (action.type === 'artillery-done' && a?.step === 'attacker-artillery')
    return `commit at least ${intoEnemyCount(state, a)} tokens: one for each block moving into an enemy-occupied position`;
  if (action.type === 'done' && a) return 'finish or cancel the attack being declared first';
  return null;
}
