/**
 * §13 step 1 Declaring an attack, built block by block: the blocks, each with one of its shortest paths,
 * the defense positions (one, or two adjacent ones of which one may be empty), a lead for each, and the
 * checks made when the attacker commits it (§13 general, step 1; §21 no group attack on a fully
 * obstructed position, and the attack without moving on one the enemy shares).
 */
import type { Action } from '@wargame/engine';
import type { Army } from './armies.ts';
import { type AttackPath, attackPaths, mayAttack } from './attack-paths.ts';
import type { AttackInProgress, AttackingBlock } from './attack-state.ts';
import { blocksOn, enemyOf, facingOf, mapBlocks, occupied } from './board.ts';
import { confederateEntryAreas } from './buford.ts';
import { rearOf } from './fields-of-fire.ts';
import type { GameMap, PositionId } from './map.ts';
import { current } from './reduction.ts';
import { facesEnemy } from './sandwich.ts';
import type { GettysburgState } from './state.ts';
import type { Ctx } from './step.ts';

export const targetOf = (b: AttackingBlock): PositionId => b.path.at(-1)!.to;
const lastArea = (b: AttackingBlock) => b.path.at(-1)!.area;

export const fullyObstructed = (map: GameMap, position: PositionId): boolean => {
  const p = map.positions[position]!;
  return p.areas.every((a) => p.sides[a]?.obstacle === true);
};

/** An empty declaration of `attacker`. */
export function newAttack(attacker: Army): AttackInProgress {
  return {
    attacker,
    step: 'declare',
    blocks: [],
    leads: {},
    artillery: { union: {}, confederate: {} },
    extras: [],
    hits: {},
    bombard: {},
    tokenHits: null,
    support: {},
    fire: null,
    combats: [],
    combatAt: null,
    defensiveLead: null,
    withdrawing: [],
  };
}

/** §13 step 1 The targets a block may still be declared against, given the declaration so far. */
function targetsFor(state: GettysburgState, map: GameMap, decl: AttackInProgress | null): PositionId[] {
  const army = state.phase.kind === 'action' ? state.phase.army : 'union';
  const enemy = occupied(state)[enemyOf(army)];
  const chosen = decl ? [...new Set(decl.blocks.map(targetOf))] : [];
  if (chosen.length === 2) return chosen;
  const fresh = (p: PositionId) => !state.moves.attackedInto.includes(p);
  if (chosen.length === 1) {
    const [t] = chosen as [PositionId];
    // The second of two adjacent positions: enemy-occupied, or empty beside an occupied first.
    const beside = map.adjacent[t]!.filter((p) => fresh(p) && (enemy.has(p) || enemy.has(t)));
    return [t, ...beside];
  }
  return [...enemy].filter(fresh).sort();
}

/** Every `attack-block` action open to the attacker now. */
export function attackBlockActions(
  state: GettysburgState,
  map: GameMap,
  decl: AttackInProgress | null,
): Action[] {
  if (state.phase.kind !== 'action') return [];
  const army = state.phase.army;
  const own = occupied(state)[army];
  const them = occupied(state)[enemyOf(army)];
  const inDecl = new Set(decl?.blocks.map((b) => b.block) ?? []);
  const out: Action[] = [];
  // §10 A Union block never moves into a position bordering a Confederate entry area.
  const banned = army === 'union' ? confederateEntryAreas(map) : new Set<string>();
  const targets = targetsFor(state, map, decl).filter(
    (t) => !map.positions[t]!.areas.some((x) => banned.has(x)),
  );
  for (const b of mapBlocks(state, army)) {
    if (inDecl.has(b.id) || (state.moves.moved[b.id]?.length ?? 0) > 0) continue;
    if (state.moves.attackedFrom.includes(b.place.position)) continue;
    // 21 In a fully obstructed position the enemy shares: attack it there without moving, facing it.
    const here = b.place.position;
    if (
      state.options.fullyObstructed &&
      fullyObstructed(map, here) &&
      targets.includes(here) &&
      facesEnemy(state, b)
    )
      out.push({ type: 'attack-block', block: b.id, path: [here], target: here });
    // §10 Not out through its front when an enemy block stands in front of it on its position.
    if (blocksOn(state, b.place.position, enemyOf(army)).some((e) => e.place.front === b.place.front))
      continue;
    for (const target of targets) {
      if (target === b.place.position) continue;
      const enemyFacing = blocksOn(state, target, enemyOf(army))[0];
      const defender = enemyFacing
        ? facingOf(enemyFacing)
        : { position: target, front: map.positions[target]!.areas[0] };
      if (
        !mayAttack(
          map,
          facingOf(b),
          defender,
          (p) => own.has(p),
          (p) => them.has(p),
        )
      )
        continue;
      for (const path of attackPaths(map, facingOf(b), target, (p) => them.has(p)))
        out.push({ type: 'attack-block', block: b.id, path: path.map((s) => s.to), target });
    }
  }
  return out;
}

/** The path named by an `attack-block` action (its positions), if it is one of the block's. */
export function pathOf(
  state: GettysburgState,
  map: GameMap,
  action: Action,
  decl: AttackInProgress | null,
): AttackPath | null {
  const listed = attackBlockActions(state, map, decl).some(
    (a) =>
      a.block === action.block &&
      a.target === action.target &&
      JSON.stringify(a.path) === JSON.stringify(action.path),
  );
  return listed ? resolvePath(state, map, action) : null;
}

/** The block's path with the positions an `attack-block` action names. */
function resolvePath(state: GettysburgState, map: GameMap, action: Action): AttackPath | null {
  const b = state.blocks[action.block as string]!;
  if (b.place.kind !== 'map') return null;
  const them = occupied(state)[enemyOf(b.army)];
  const facing = { position: b.place.position, front: b.place.front };
  // 21 An attack in place comes from the side the block stands on: its rear area.
  if (action.target === facing.position) return [{ area: rearOf(map, facing), to: facing.position }];
  return (
    attackPaths(map, facing, action.target as PositionId, (p) => them.has(p)).find(
      (p) => JSON.stringify(p.map((s) => s.to)) === JSON.stringify(action.path),
    ) ?? null
  );
}

/** §13 step 1 Why a declaration may not be committed (null: it may). */
export function declarationProblem(
  state: GettysburgState,
  map: GameMap,
  decl: AttackInProgress,
): string | null {
  const defender = enemyOf(decl.attacker);
  const enemy = occupied(state)[defender];
  if (decl.blocks.length === 0) return 'declare at least one attacking block';
  const targets = [...new Set(decl.blocks.map(targetOf))];
  if (targets.length > 2) return 'an attack goes into one position or two adjacent ones, never more';
  if (targets.length === 2 && !map.adjacent[targets[0]!]!.includes(targets[1]!))
    return 'the two positions of a group attack must be adjacent';
  if (!targets.some((t) => enemy.has(t))) return 'a defense position must be enemy-occupied';
  for (const from of new Set(decl.blocks.map((b) => b.from)))
    if (state.moves.attackedFrom.includes(from))
      return `an attack was already made from ${from} this Action Phase`;
  for (const t of targets) {
    if (state.moves.attackedInto.includes(t)) return `an attack was already made into ${t} this Action Phase`;
    const into = decl.blocks.filter((b) => targetOf(b) === t);
    const lead = decl.leads[t];
    if (!lead || !into.some((b) => b.block === lead)) return `choose a lead block for ${t}`;
    if (enemy.has(t) && current(state, lead).strength !== 2)
      return `the lead block into the enemy-occupied ${t} must have strength 2`;
    if (new Set(into.map(lastArea)).size > 1) return `${t} may not be attacked from both front and rear`;
    // §10 At most three of an army's blocks end a move on a position.
    if (into.filter((b) => !b.inPlace).length + blocksOn(state, t, decl.attacker).length > 3)
      return `no more than three of your blocks may end in ${t}`;
    for (const e of blocksOn(state, t, defender)) {
      if (!state.lastWinners[defender].includes(e.id)) continue;
      if (decl.blocks.length > 1)
        return `${t}: blocks that attacked and won in their last Action Phase may not be group-attacked`;
      if (into.some((b) => lastArea(b) === rearOf(map, facingOf(e))))
        return `${t}: blocks that attacked and won in their last Action Phase may not be attacked from the rear`;
    }
    // §21 Fully obstructed positions cannot be group-attacked.
    if (state.options.fullyObstructed && decl.blocks.length > 1 && fullyObstructed(map, t))
      return `${t} is fully obstructed: it cannot be group-attacked`;
  }
  const intoEnemy = decl.blocks.filter((b) => enemy.has(targetOf(b))).length;
  if (intoEnemy > state.armies[decl.attacker].tokens.tray.length)
    return `${intoEnemy} blocks moving into enemy-occupied positions, more than the ${state.armies[decl.attacker].tokens.tray.length} tokens in your Tray`;
  return null;
}

/** §13 step 1 The attack is declared: recorded, logged (positions and counts only), artillery next. */
export function commitDeclaration(draft: GettysburgState, a: AttackInProgress, ctx: Ctx) {
  const defender = enemyOf(a.attacker);
  const moves = draft.moves;
  for (const b of a.blocks) {
    moves.moved[b.block] = [...(moves.moved[b.block] ?? []), 'attack'];
    if (!moves.attackedFrom.includes(b.from)) moves.attackedFrom.push(b.from);
    if (!moves.attackedInto.includes(targetOf(b))) moves.attackedInto.push(targetOf(b));
  }
  moves.attacks += 1;
  draft.armies[defender].enemyActed = true;
  ctx.log({
    type: 'attack-declared',
    rule: '13',
    seat: a.attacker,
    moves: a.blocks.map((b) => ({
      from: b.from,
      path: b.path.map((s) => s.to),
      lead: a.leads[targetOf(b)] === b.block,
    })),
  });
  ctx.secret(a.attacker, {
    type: 'your-attack',
    rule: '13',
    blocks: a.blocks.map((b) => b.block),
    leads: a.leads,
  });
  a.step = 'defender-artillery';
}

/** A block of the declaration (§21 `inPlace` when it attacks its own position). */
export const attackingBlock = (block: string, from: PositionId, path: AttackPath): AttackingBlock => ({
  block,
  from,
  path,
  ...(path.at(-1)!.to === from ? { inPlace: true as const } : {}),
});

/** Blocks of the declaration moving into enemy-occupied positions (the minimum commitment, step 3). */
export const intoEnemyCount = (state: GettysburgState, a: AttackInProgress): number => {
  const enemy = occupied(state)[enemyOf(a.attacker)];
  return a.blocks.filter((b) => enemy.has(targetOf(b))).length;
};

/** §6 Was any legal attack possible (one block, leading, into an enemy-occupied position)? */
export function anyLegalAttack(state: GettysburgState, map: GameMap, attacker: Army): boolean {
  for (const action of attackBlockActions(state, map, null)) {
    const path = resolvePath(state, map, action);
    const b = state.blocks[action.block as string]!;
    if (!path || b.place.kind !== 'map') continue;
    const decl = newAttack(attacker);
    decl.blocks.push(attackingBlock(b.id, b.place.position, path));
    decl.leads[action.target as string] = b.id;
    if (declarationProblem(state, map, decl) === null) return true;
  }
  return false;
}
