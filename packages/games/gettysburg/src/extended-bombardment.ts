/**
 * §22 Extended bombardment (advanced rule): declared in step 3 of an attack, at most once a turn. The
 * first pass stops after the bombardment (step 5): the defender's unhit artillery goes to his Used
 * stack, the attacker draws, unseen, as many tokens as the attack used into a face-down stack. After
 * the normal attacks and the Used stacks, the attack is made again in full with the same blocks against
 * the same positions, the attacker's tokens coming from that stack only; afterwards the whole stack is
 * spent, with no draw for it.
 */
import { shuffleInPlace } from '@wargame/engine';
import type { Army } from './armies.ts';
import { newAttack, targetOf } from './attack-declare.ts';
import type { AttackInProgress } from './attack-state.ts';
import { enemyOf, occupied } from './board.ts';
import { current } from './reduction.ts';
import type { GettysburgState, TokenId } from './state.ts';
import type { Ctx } from './step.ts';

const event = (seat: Army, type: string, rest: Record<string, unknown> = {}) =>
  ({ type, rule: '22', seat, ...rest }) as Parameters<Ctx['log']>[0];

/** 22 May the attacker declare an extended bombardment now (step 3, none yet this Action Phase)? */
export function mayDeclareExtended(state: GettysburgState): boolean {
  const a = state.attack;
  return (
    state.options.extendedBombardment &&
    a !== null &&
    a.step === 'attacker-artillery' &&
    a.extended === undefined &&
    !state.extendedBombardment
  );
}

/** 22 The declaration: this attack's first pass ends after its bombardment. */
export function declareExtended(draft: GettysburgState, ctx: Ctx): void {
  const a = draft.attack!;
  a.extended = 'first';
  draft.extendedBombardment = {
    attacker: a.attacker,
    blocks: structuredClone(a.blocks),
    leads: { ...a.leads },
    hits: {},
    tokens: [],
    pass: 'declared',
  };
  ctx.log(event(a.attacker, 'extended-bombardment-declared'));
}

/**
 * 22 The tokens the attacker plays from: in the second pass its extended-bombardment stack, else its
 * Tray.
 */
export function attackerSupply(state: GettysburgState, army: Army): TokenId[] {
  const a = state.attack;
  const eb = state.extendedBombardment;
  if (a?.extended === 'second' && eb && army === a.attacker) return eb.tokens;
  return state.armies[army].tokens.tray;
}

/** 22 The first pass ends after step 5: unhit defensive artillery to Used, the stack drawn unseen. */
export function endFirstPass(draft: GettysburgState, ctx: Ctx): void {
  const a = draft.attack!;
  const eb = draft.extendedBombardment!;
  const defender = enemyOf(a.attacker);
  for (const ts of Object.values(a.artillery[defender])) draft.armies[defender].tokens.used.clean.push(...ts);
  a.artillery[defender] = {};
  const used = Object.values(a.artillery[a.attacker]).flat().length + a.extras.length;
  eb.tokens = drawUnseen(draft, a.attacker, used, ctx);
  eb.hits = { ...a.hits };
  eb.pass = 'drawn';
  ctx.log(event(a.attacker, 'extended-bombardment-stack', { count: eb.tokens.length, hits: eb.hits }));
  draft.attack = null;
}

/** 22 Draw from the pool (renewed from the Return stack when it runs dry) without anyone seeing. */
function drawUnseen(draft: GettysburgState, army: Army, n: number, ctx: Ctx): TokenId[] {
  const piles = draft.armies[army].tokens;
  const drawn: TokenId[] = [];
  for (let i = 0; i < n; i++) {
    if (piles.pool.length === 0) {
      if (piles.returned.length === 0) break;
      piles.pool = shuffleInPlace(draft.rng, piles.returned);
      piles.returned = [];
      ctx.log({ type: 'pool-renewed', rule: '8', seat: army, tokens: piles.pool.length });
    }
    drawn.push(piles.pool.pop()!);
  }
  return drawn;
}

/**
 * 22 After the normal attacks and the Used stacks: the second pass, declared again with the same blocks
 * (their replacements, if reduced) along the same paths. RULINGS.md: with no attacking block left, or
 * no defense position enemy-occupied any more, it is not made (the stack is spent all the same).
 * False: no second pass begins.
 */
export function startSecondPass(draft: GettysburgState, ctx: Ctx): boolean {
  const eb = draft.extendedBombardment;
  if (eb?.pass !== 'drawn') return false;
  const enemy = occupied(draft)[enemyOf(eb.attacker)];
  const blocks = eb.blocks.filter((b) => {
    const now = current(draft, b.block);
    return now.place.kind === 'map' && now.place.position === b.from;
  });
  if (blocks.length === 0 || !blocks.some((b) => enemy.has(targetOf(b)))) {
    ctx.log(event(eb.attacker, 'extended-bombardment-cancelled'));
    eb.pass = 'over';
    return false;
  }
  const a: AttackInProgress = newAttack(eb.attacker);
  a.blocks = blocks.map((b) => ({ ...b, block: current(draft, b.block).id }));
  a.leads = Object.fromEntries(Object.entries(eb.leads).map(([p, b]) => [p, current(draft, b).id]));
  a.hits = { ...eb.hits };
  a.extended = 'second';
  a.step = 'defender-artillery';
  eb.pass = 'second';
  draft.attack = a;
  ctx.log(
    event(eb.attacker, 'extended-bombardment-second-pass', {
      moves: a.blocks.map((b) => ({ from: b.from, path: b.path.map((s) => s.to) })),
    }),
  );
  ctx.secret(eb.attacker, { type: 'your-extended-bombardment-tokens', rule: '22', tokens: eb.tokens });
  return true;
}

/** 22 After the second pass: every extended-bombardment token spent (no draw), the defender's Used resolved. */
export function finishSecondPass(draft: GettysburgState, ctx: Ctx): Army | null {
  const eb = draft.extendedBombardment;
  if (!eb) return null;
  const piles = draft.armies[eb.attacker].tokens;
  const spent = [...piles.used.hit, ...piles.used.clean, ...eb.tokens];
  piles.spent.push(...spent);
  piles.used = { hit: [], clean: [] };
  ctx.log(event(eb.attacker, 'extended-bombardment-spent', { spent: spent.length }));
  draft.extendedBombardment = null;
  return enemyOf(eb.attacker);
}
