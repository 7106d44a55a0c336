/**
 * §21 Blocks of both armies on one fully obstructed position: which of them face the enemy (and so may
 * attack it there without moving), and the sandwich: an attack on an enemy's rear while friendly blocks
 * stand on its front side. The enemy is kept between the two when it turns about; if it loses, the
 * defending blocks are eliminated; if it wins, the attackers withdraw and it faces as it did.
 */
import type { AttackInProgress } from './attack-state.ts';
import { blocksOn, enemyOf, type MapBlock } from './board.ts';
import { ownBlock, ownMapBlock } from './draft.ts';
import type { PositionId } from './map.ts';
import type { GettysburgState } from './state.ts';
import type { Ctx } from './step.ts';

/**
 * 21 A block faces an enemy block on its position: face to face (they face opposite ways), or behind
 * it facing its back (the same way, ranked behind). RULINGS.md.
 */
export const faces = (b: MapBlock, enemy: MapBlock): boolean =>
  b.place.front !== enemy.place.front || enemy.place.rank < b.place.rank;

export const facesEnemy = (state: GettysburgState, b: MapBlock): boolean =>
  blocksOn(state, b.place.position, enemyOf(b.army)).some((e) => faces(b, e));

/**
 * 21 At close combat from the rear at `position`: the attacker's blocks there that take no part in the
 * attack and stand on the defender's front side (facing it, or ranked ahead of it).
 */
function frontSide(state: GettysburgState, a: AttackInProgress, position: PositionId): MapBlock[] {
  const defenders = blocksOn(state, position, enemyOf(a.attacker));
  const first = defenders[0];
  if (!first) return [];
  const attacking = new Set(a.blocks.map((b) => b.block));
  return blocksOn(state, position, a.attacker).filter(
    (b) =>
      !attacking.has(b.id) &&
      !attacking.has(b.replacedBy ?? '') &&
      (b.place.front !== first.place.front || b.place.rank < first.place.rank),
  );
}

/**
 * 21 Before the defender turns about at `position`: a sandwich? Then recorded, the defenders' facings
 * kept, and the ranks set so the enemy stands between the friendly blocks and the attackers.
 */
export function beginSandwich(
  draft: GettysburgState,
  a: AttackInProgress,
  position: PositionId,
  ctx: Ctx,
): boolean {
  if (!draft.options.fullyObstructed) return false;
  const front = frontSide(draft, a, position);
  if (front.length === 0) return false;
  const defenders = blocksOn(draft, position, enemyOf(a.attacker));
  const ahead = new Set([...front, ...defenders].map((b) => b.id));
  const rest = blocksOn(draft, position).filter((b) => !ahead.has(b.id));
  [...front, ...defenders, ...rest].forEach((b, i) => {
    ownMapBlock(draft, b.id).place.rank = i;
  });
  a.sandwich = { position, front: defenders[0]!.place.front };
  ctx.log({ type: 'sandwich', rule: '21', seat: a.attacker, position });
  return true;
}

/** 21 The end of a sandwich attack: the defending blocks eliminated, or their facings restored. */
export function endSandwich(draft: GettysburgState, a: AttackInProgress, attackerWon: boolean, ctx: Ctx) {
  const s = a.sandwich;
  if (!s) return;
  const defenders = blocksOn(draft, s.position, enemyOf(a.attacker));
  if (attackerWon) {
    for (const { id } of defenders) {
      const b = ownBlock(draft, id);
      b.place = { kind: 'gone' };
      b.revealed = true;
      ctx.log({ type: 'block-eliminated', rule: '21', seat: b.army, block: b.id, name: b.command });
    }
    return;
  }
  for (const b of defenders) ownMapBlock(draft, b.id).place.front = s.front;
  ctx.log({ type: 'sandwich-facing-restored', rule: '21', seat: enemyOf(a.attacker), position: s.position });
}
