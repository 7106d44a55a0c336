/**
 * §13 steps 4-9 The work of an attack nobody decides: the reveal, counting bombardment and defensive
 * fire, applying their results, the final advance, close combat, the result; and the end of the attack
 * step (Used stacks spent, tokens drawn and returned). Each function changes the draft and says whether
 * it did anything (the handler's `proceed`).
 */
import type { Army } from './armies.ts';
import { hitsOf, positionPoints } from './artillery-fire.ts';
import {
  artilleryToken,
  bombardmentTargets,
  defensePositions,
  facingOn,
  supportPoints,
  supportTargets,
} from './attack-artillery.ts';
import { fullyObstructed, targetOf } from './attack-declare.ts';
import type { AttackInProgress, AttackingBlock } from './attack-state.ts';
import { blocksOn, enemyOf, facingOf, mapBlocks, occupied } from './board.ts';
import { closeCombat } from './close-combat.ts';
import { ownBlock, ownMapBlock } from './draft.ts';
import { endFirstPass } from './extended-bombardment.ts';
import { rearOf } from './fields-of-fire.ts';
import { flankThreat } from './flank.ts';
import type { GameMap, PositionId } from './map.ts';
import { captureObjectives } from './objective-control.ts';
import { current } from './reduction.ts';
import { beginSandwich, endSandwich } from './sandwich.ts';
import type { Block, GettysburgState, TokenId } from './state.ts';
import type { Ctx } from './step.ts';
import { drawTokens } from './tokens.ts';

const event = (a: AttackInProgress, type: string, rest: Record<string, unknown> = {}) =>
  ({ type, rule: '13', seat: a.attacker, ...rest }) as Parameters<Ctx['log']>[0];

/** The attacking blocks still in play (current ids), into `target` if named: the lead first. */
export function survivors(state: GettysburgState, a: AttackInProgress, target?: PositionId): Block[] {
  const into = a.blocks.filter((b) => target === undefined || targetOf(b) === target);
  const ordered = [...into].sort(
    (x, y) => Number(y.block === a.leads[targetOf(y)]) - Number(x.block === a.leads[targetOf(x)]),
  );
  return ordered.map((b) => current(state, b.block)).filter((b) => b.place.kind !== 'gone');
}

/** The attack is over. */
export function endAttack(draft: GettysburgState, ctx: Ctx): void {
  const a = draft.attack!;
  ctx.log(event(a, 'attack-over'));
  // 22 The second pass over: the stack is spent when the attack step ends (attack.ts `done`).
  if (a.extended === 'second' && draft.extendedBombardment) draft.extendedBombardment.pass = 'over';
  draft.attack = null;
}

/** §13 step 4 Both sides' artillery is shown. */
export function reveal(draft: GettysburgState, ctx: Ctx): void {
  const a = draft.attack!;
  const shown: Record<string, unknown> = {};
  for (const army of [a.attacker, enemyOf(a.attacker)] as Army[])
    shown[army] = Object.fromEntries(
      Object.entries(a.artillery[army]).map(([p, ts]) => [
        p,
        ts.map((id) => {
          const t = artilleryToken(draft, id)!;
          return { token: id, organization: t.organization, strength: t.strength };
        }),
      ]),
    );
  ctx.log(event(a, 'artillery-revealed', { artillery: shown as never, extras: a.extras.length }));
  draft.armies[a.attacker].tokens.used.clean.push(...a.extras);
  a.step = 'bombard';
}

const strengthOf = (state: GettysburgState, id: TokenId) => artilleryToken(state, id)?.strength ?? 0;

export function hitToken(
  draft: GettysburgState,
  a: AttackInProgress,
  position: PositionId,
  token: TokenId,
  ctx: Ctx,
) {
  const defender = enemyOf(a.attacker);
  const list = a.artillery[defender][position]!;
  list.splice(list.indexOf(token), 1);
  draft.armies[defender].tokens.used.hit.push(token);
  a.tokenHits![position]! -= 1;
  ctx.log(event(a, 'token-hit', { position, token }));
}

/** Step 5: a hit on a token the attacker must pick (tokens of different strengths, too few hits). */
export const hitChoice = (a: AttackInProgress): PositionId | null => {
  for (const [p, n] of Object.entries(a.tokenHits ?? {})) if (n > 0) return p;
  return null;
};

/** §13 step 5 Bombardment: targets assigned where there is one, hits counted and applied. */
export function bombard(draft: GettysburgState, map: GameMap, ctx: Ctx): boolean {
  const a = draft.attack!;
  const defender = enemyOf(a.attacker);
  let changed = false;
  if (a.tokenHits === null) {
    let waiting = false;
    for (const from of Object.keys(a.artillery[a.attacker])) {
      if (a.bombard[from] !== undefined) continue;
      const targets = bombardmentTargets(draft, map, from);
      if (targets.length === 1) {
        a.bombard[from] = targets[0]!;
        changed = true;
      } else if (targets.length > 1) waiting = true;
    }
    if (waiting) return changed;
    changed = true;
    const points: Record<PositionId, number> = {};
    for (const [from, target] of Object.entries(a.bombard))
      points[target] =
        (points[target] ?? 0) +
        positionPoints(a.artillery[a.attacker][from]!.map((t) => strengthOf(draft, t)));
    a.tokenHits = {};
    for (const [target, p] of Object.entries(points)) {
      ctx.log(event(a, 'bombardment', { position: target, points: p, hits: hitsOf(p) }));
      a.tokenHits[target] = hitsOf(p);
    }
  }
  // Hits fall on the target's tokens first (the attacker picks when it matters), the rest on its blocks.
  for (const [target, n] of Object.entries(a.tokenHits)) {
    if (n <= 0) continue;
    const tokens = a.artillery[defender][target] ?? [];
    if (tokens.length > n && new Set(tokens.map((t) => strengthOf(draft, t))).size > 1) continue;
    for (const t of tokens.slice(0, n)) hitToken(draft, a, target, t, ctx);
    changed = true;
    const rest = a.tokenHits[target]!;
    if (rest > 0 && defensePositions(a).includes(target) && blocksOn(draft, target, defender).length > 0)
      a.hits[target] = (a.hits[target] ?? 0) + rest;
    a.tokenHits[target] = 0;
  }
  if (hitChoice(a) !== null) return changed;
  for (const ts of Object.values(a.artillery[a.attacker]))
    draft.armies[a.attacker].tokens.used.clean.push(...ts);
  // 22 An extended bombardment's first pass ends here: steps 6-9 wait for the second pass.
  if (a.extended === 'first') {
    endFirstPass(draft, ctx);
    return true;
  }
  a.step = 'defensive-fire';
  ctx.log(event(a, 'attackers-advance-halfway', { positions: defensePositions(a) }));
  return true;
}

/** §13 step 6 Defensive artillery fire, its reductions one at a time (lead first, then the next). */
export function defensiveFire(draft: GettysburgState, map: GameMap, ctx: Ctx): boolean {
  const a = draft.attack!;
  const defender = enemyOf(a.attacker);
  if (a.fire === null) {
    let waiting = false;
    let changed = false;
    for (const [from, ts] of Object.entries(a.artillery[defender])) {
      if (ts.length === 0 || a.support[from] !== undefined) continue;
      const targets = supportTargets(draft, map, from);
      if (targets.length <= 1) {
        a.support[from] = targets[0] ?? null;
        changed = true;
      } else waiting = true;
    }
    if (waiting) return changed;
    const points: Record<PositionId, number> = {};
    for (const [from, target] of Object.entries(a.support))
      if (target !== null) points[target] = (points[target] ?? 0) + supportPoints(draft, map, from, target);
    a.fire = {};
    for (const [target, p] of Object.entries(points)) {
      ctx.log(
        event(a, 'defensive-fire', { seat: defender, position: target, points: p, reductions: hitsOf(p) }),
      );
      a.fire[target] = hitsOf(p);
    }
    for (const ts of Object.values(a.artillery[defender]))
      draft.armies[defender].tokens.used.clean.push(...ts);
    a.artillery[defender] = {};
    return true;
  }
  for (const [target, n] of Object.entries(a.fire)) {
    if (n <= 0) continue;
    const next = survivors(draft, a, target)[0];
    a.fire[target] = next ? n - 1 : 0;
    if (next) {
      ctx.reduce(next.id, '13');
      return true;
    }
  }
  if (survivors(draft, a).length === 0) endAttack(draft, ctx);
  else a.step = 'advance';
  return true;
}

/** §13 step 7 Final advance: into the defense positions, the rear to the last area crossed (§10 ranks). */
export function advance(draft: GettysburgState, map: GameMap, ctx: Ctx): void {
  const a = draft.attack!;
  const defender = enemyOf(a.attacker);
  for (const target of defensePositions(a)) {
    // 21 Blocks attacking in place are there already, facing the enemy.
    const inPlace = new Set(a.blocks.filter((b) => b.inPlace).map((b) => current(draft, b.block).id));
    const moving = survivors(draft, a, target).filter((b) => !inPlace.has(b.id));
    if (moving.length === 0) continue;
    const via = a.blocks.find((b) => targetOf(b) === target)!.path.at(-1)!.area;
    const front = map.positions[target]!.areas.find((x) => x !== via)!;
    const there = blocksOn(draft, target);
    const enemy = there.find((b) => b.army === defender);
    // Through the enemy's front area: in front of the enemy block; through its rear: behind it.
    const inFront = enemy !== undefined && enemy.place.front === via;
    const base = inFront ? 0 : there.reduce((n, b) => Math.max(n, b.place.rank + 1), 0);
    if (inFront) for (const b of there) ownMapBlock(draft, b.id).place.rank += moving.length;
    moving.forEach((b, i) => {
      ownBlock(draft, b.id).place = { kind: 'map', position: target, front, rank: base + i };
      const moved = draft.moves.moved[b.id] ?? [];
      if (!moved.includes('attack')) draft.moves.moved[b.id] = [...moved, 'attack'];
    });
    ctx.log(event(a, 'final-advance', { position: target, blocks: moving.length, front }));
  }
  a.step = 'close-combat';
}

/** The positions where close combat is still to be fought: attackers and defenders both there. */
export function combatPositions(state: GettysburgState, a: AttackInProgress): PositionId[] {
  const defender = enemyOf(a.attacker);
  return defensePositions(a).filter(
    (p) =>
      !a.combats.some((c) => c.position === p) &&
      survivors(state, a, p).length > 0 &&
      blocksOn(state, p, defender).length > 0,
  );
}

/** §13 step 8 Flank threats on a facing by every block of `army` on an adjacent position. */
function threatsOn(state: GettysburgState, map: GameMap, target: PositionId, army: Army) {
  const facing = facingOn(state, target, enemyOf(army))!;
  const theirs = occupied(state)[enemyOf(army)];
  const sides = new Set<'left' | 'right'>();
  for (const b of mapBlocks(state, army))
    if (map.adjacent[target]!.includes(b.place.position)) {
      const side = flankThreat(map, facingOf(b), facing, (p) => theirs.has(p));
      if (side) sides.add(side);
    }
  return { left: sides.has('left'), right: sides.has('right') };
}

/** §13 step 8 Close combat at `a.combatAt`, the defensive lead chosen. */
export function fight(draft: GettysburgState, map: GameMap, ctx: Ctx): void {
  const a = draft.attack!;
  const defender = enemyOf(a.attacker);
  const position = a.combatAt!;
  const via = a.blocks.find((b) => targetOf(b) === position)!.path.at(-1)!.area;
  const dLead = ownBlock(draft, a.defensiveLead!);
  const declaredLead = current(draft, a.leads[position]!);
  const aLead = declaredLead.place.kind === 'gone' ? null : ownBlock(draft, declaredLead.id);
  const attackers = survivors(draft, a, position);
  dLead.revealed = true;
  if (aLead) aLead.revealed = true;
  ctx.log(
    event(a, 'close-combat-leads', {
      position,
      defensiveLead: dLead.id,
      defensiveLeadName: dLead.command,
      defensiveLeadStrength: dLead.strength,
      ...(aLead ? { lead: aLead.id, leadName: aLead.command, leadStrength: aLead.strength } : { lead: null }),
    }),
  );
  const defenders = blocksOn(draft, position, defender);
  const fromRear = dLead.place.kind === 'map' && via === rearOf(map, facingOf(defenders[0]!));
  if (fromRear) {
    beginSandwich(draft, a, position, ctx);
    for (const b of defenders) ownMapBlock(draft, b.id).place.front = rearOf(map, facingOf(b));
    ctx.log(event(a, 'defender-turned-about', { seat: defender, position }));
  }
  const sides = map.positions[position]!.sides;
  // 21 An attack without moving crosses no side of the position: no slope, no works in its way.
  const crossing = !a.blocks.some((b) => targetOf(b) === position && b.inPlace);
  const both = map.positions[position]!.areas.every((x) => sides[x]?.obstacle === true);
  const onDefender = threatsOn(draft, map, position, a.attacker);
  const onAttacker = threatsOn(draft, map, position, defender);
  const r = closeCombat({
    attackerLead: aLead ? aLead.strength : 0,
    defenderLead: dLead.strength,
    fromRear,
    confederatesAttack: a.attacker === 'confederate',
    upSteepSlope: crossing && sides[via]?.steepSlope === true,
    obstaclesBothSides: both,
    fieldWorksFront: crossing && draft.fieldWorks.some((f) => f.position === position && f.front === via),
    bombardmentHits: a.hits[position] ?? 0,
    wonFirstPosition: a.combats.length === 1 && a.combats[0]!.won,
    flanks: {
      defenderLeft: onDefender.left,
      defenderRight: onDefender.right,
      attackerLeft: onAttacker.left,
      attackerRight: onAttacker.right,
    },
    attackers: attackers.length,
    ironBrigadeDefends: dLead.ironBrigade === true,
    fullyObstructed: draft.options.fullyObstructed && fullyObstructed(map, position),
  });
  ctx.log(
    event(a, 'close-combat', {
      position,
      result: r.result,
      modifiers: r.modifiers,
      winner: r.attackerWins ? a.attacker : defender,
      losses: r.losses,
    }),
  );
  if (r.losses.defender) ctx.reduce(dLead.id, '13');
  // The attacker's loss falls on its lead, or the next attacking block when artillery took the lead.
  const loser = aLead ?? attackers[0];
  if (r.losses.attacker && loser) ctx.reduce(loser.id, '13');
  a.combats.push({ position, won: r.attackerWins });
  a.combatAt = null;
  a.defensiveLead = null;
}

/** §13 steps 8-9 The attack's result: winners recorded and objectives taken, or the losers withdraw. */
export function result(draft: GettysburgState, ctx: Ctx): void {
  const a = draft.attack!;
  const won = a.combats.some((c) => c.won);
  const left = survivors(draft, a);
  ctx.log(event(a, 'attack-result', { winner: won ? a.attacker : enemyOf(a.attacker) }));
  endSandwich(draft, a, won, ctx);
  if (won) {
    draft.lastWinners[a.attacker].push(...left.map((b) => b.id));
    const crossed = a.blocks
      .filter((b: AttackingBlock) => current(draft, b.block).place.kind !== 'gone')
      .flatMap((b) => b.path.map((s) => s.area));
    captureObjectives(draft, a.attacker, crossed, ctx);
    endAttack(draft, ctx);
    return;
  }
  a.withdrawing = left.map((b) => b.id);
  // 21 Losers in a fully obstructed position withdraw only if they wish; a sandwich's always do.
  if (
    draft.options.fullyObstructed &&
    !a.sandwich &&
    left.every((b) => b.place.kind === 'map' && fullyObstructed(ctx.map, b.place.position))
  )
    a.mayStay = true;
  a.step = 'withdraw';
  if (a.withdrawing.length === 0) endAttack(draft, ctx);
}

/** §13 After all attacks: the Used stacks spent (one draw per two), the defender's clean tokens back. */
export function afterAllAttacks(draft: GettysburgState, attacker: Army, ctx: Ctx): void {
  for (const army of [attacker, enemyOf(attacker)] as Army[]) resolveUsed(draft, army, attacker, ctx);
}

/** §13 One army's Used stack resolved: as the attacker all spent, as the defender the hit ones. */
export function resolveUsed(draft: GettysburgState, army: Army, attacker: Army, ctx: Ctx): void {
  const used = draft.armies[army].tokens.used;
  const spent = army === attacker ? [...used.hit, ...used.clean] : [...used.hit];
  draft.armies[army].tokens.spent.push(...spent);
  if (army !== attacker) draft.armies[army].tokens.tray.push(...used.clean);
  if (spent.length > 0 || used.clean.length > 0)
    ctx.log({
      type: 'used-tokens-spent',
      rule: '13',
      seat: army,
      spent: spent.length,
      ...(army !== attacker ? { backToTray: used.clean.length } : {}),
    });
  draft.armies[army].tokens.used = { hit: [], clean: [] };
  drawTokens(draft, army, Math.floor(spent.length / 2), ctx, '13');
}
