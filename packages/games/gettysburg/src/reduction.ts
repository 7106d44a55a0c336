/**
 * §2 Reducing a block. A full-strength infantry block with two or more unused reduced blocks of its
 * command: its owner offers two of them, face down, and the opponent picks one blind; with one, that one
 * replaces it, shown; a Reduced-2 block gives way to a Reduced-1 of its command, shown; a strength-1
 * block (Reduced-1, cavalry) or one with no replacement left is eliminated (RULINGS.md). §19 the Iron
 * Brigade's blocks replace only each other, and its full-strength block always by its Reduced-2.
 * Every block that leaves play is face up from then on.
 */
import type { Action, Decision } from '@wargame/engine';
import { blockOf, enemyOf } from './board.ts';
import type { Block, BlockId, GettysburgState } from './state.ts';
import { type Ctx, illegal, type StepHandler } from './step.ts';

/** The unused blocks that may replace `block` (empty: it is eliminated). */
export function replacementsFor(state: GettysburgState, block: Block): Block[] {
  if (block.strength === 1 || block.cavalry) return [];
  const wanted: Block['grade'][] = block.grade === 'full' ? ['reduced2', 'reduced1'] : ['reduced1'];
  const iron = block.ironBrigade === true;
  const out = Object.values(state.blocks).filter(
    (b) =>
      b.command === block.command &&
      b.place.kind === 'unused' &&
      wanted.includes(b.grade) &&
      (b.ironBrigade === true) === iron,
  );
  // §19 The full-strength Iron Brigade always becomes its Reduced-2 when that is left.
  if (iron && block.grade === 'full') {
    const r2 = out.filter((b) => b.grade === 'reduced2');
    if (r2.length > 0) return r2.slice(0, 1);
  }
  // §2 case 3: any Reduced-1 of the command will do (they are alike): one, shown.
  if (block.grade === 'reduced2') return out.slice(0, 1);
  return out.sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** One of each kind of pair the owner can offer (two Reduced-2, two Reduced-1, one of each). */
function offers(candidates: readonly Block[]): [BlockId, BlockId][] {
  const r2 = candidates.filter((b) => b.grade === 'reduced2');
  const r1 = candidates.filter((b) => b.grade === 'reduced1');
  const out: [BlockId, BlockId][] = [];
  if (r2.length >= 2) out.push([r2[0]!.id, r2[1]!.id]);
  if (r1.length >= 2) out.push([r1[0]!.id, r1[1]!.id]);
  if (r2.length >= 1 && r1.length >= 1) out.push([r2[0]!.id, r1[0]!.id]);
  return out;
}

const nameOf = (b: Block) =>
  `${b.command}${b.grade === 'full' ? '' : ` (${b.grade === 'reduced2' ? 'Reduced-2' : 'Reduced-1'})`}`;

/** Put `replacement` (or nobody) where `block` stood; `block` leaves play face up. */
function replace(draft: GettysburgState, ctx: Ctx, block: Block, replacement: Block | null, shown: boolean) {
  const head = draft.reductions.shift()!;
  const place = block.place;
  draft.blocks[block.id] = {
    ...block,
    place: { kind: 'gone' },
    revealed: true,
    ...(replacement ? { replacedBy: replacement.id } : {}),
  };
  const where = place.kind === 'map' ? { position: place.position } : {};
  if (replacement) {
    draft.blocks[replacement.id] = { ...replacement, place, ...(shown ? { revealed: true as const } : {}) };
    ctx.log({
      type: 'block-reduced',
      rule: head.rule,
      seat: block.army,
      block: block.id,
      name: nameOf(block),
      ...where,
      ...(shown ? { replacement: replacement.id, replacementName: nameOf(replacement) } : {}),
    });
    if (!shown)
      ctx.secret(block.army, {
        type: 'replaced-by',
        rule: '2',
        block: replacement.id,
        name: nameOf(replacement),
      });
    if (head.untilGone) draft.reductions.unshift({ block: replacement.id, rule: head.rule, untilGone: true });
  } else {
    ctx.log({
      type: 'block-eliminated',
      rule: head.rule,
      seat: block.army,
      block: block.id,
      name: nameOf(block),
      ...where,
    });
  }
}

export const reductionStep: StepHandler = {
  proceed(draft, ctx) {
    const head = draft.reductions[0];
    if (!head) return false;
    const block = blockOf(draft, head.block);
    if (block.place.kind === 'gone') {
      draft.reductions.shift();
      return true;
    }
    const candidates = replacementsFor(draft, block);
    if (candidates.length >= 2) return false;
    replace(draft, ctx, block, candidates[0] ?? null, true);
    return true;
  },
  pending(state) {
    const head = state.reductions[0];
    if (!head) return [];
    const block = blockOf(state, head.block);
    if (head.offered)
      return [
        {
          seat: enemyOf(block.army),
          kind: 'pick-replacement',
          prompt: `Pick one of two face-down ${block.command} blocks to replace the reduced one (§2)`,
        } satisfies Decision,
      ];
    return [
      {
        seat: block.army,
        kind: 'offer-replacements',
        prompt: `Offer two reduced ${block.command} blocks; your opponent picks one blind (§2)`,
      },
    ];
  },
  legal(state, army) {
    const head = state.reductions[0];
    if (!head) return [];
    const block = blockOf(state, head.block);
    if (head.offered)
      return army === enemyOf(block.army)
        ? [
            { type: 'pick-replacement', choice: 0 },
            { type: 'pick-replacement', choice: 1 },
          ]
        : [];
    if (army !== block.army) return [];
    return offers(replacementsFor(state, block)).map(
      (blocks): Action => ({ type: 'offer-replacements', blocks }),
    );
  },
  apply(draft, action, army, ctx) {
    const head = draft.reductions[0]!;
    const block = blockOf(draft, head.block);
    if (action.type === 'offer-replacements' && !head.offered && army === block.army) {
      const ids = action.blocks as string[];
      const candidates = new Set(replacementsFor(draft, block).map((b) => b.id));
      if (
        !Array.isArray(ids) ||
        ids.length !== 2 ||
        ids[0] === ids[1] ||
        !ids.every((id) => candidates.has(id))
      )
        return illegal(`offer two different unused reduced ${block.command} blocks`, '2');
      head.offered = [ids[0]!, ids[1]!];
      ctx.log({ type: 'replacements-offered', rule: '2', seat: army, command: block.command });
      return null;
    }
    if (action.type === 'pick-replacement' && head.offered && army === enemyOf(block.army)) {
      const choice = action.choice;
      if (choice !== 0 && choice !== 1) return illegal('pick 0 or 1', '2');
      ctx.log({ type: 'replacement-picked', rule: '2', seat: army, choice });
      replace(draft, ctx, block, blockOf(draft, head.offered[choice]), false);
      return null;
    }
    return illegal(`${action.type} is not the decision now: a ${block.command} block is being reduced`, '2');
  },
};

/** The block standing for `id` now: itself, or what replaced it (§2), following the chain. */
export function current(state: GettysburgState, id: BlockId): Block {
  let b = blockOf(state, id);
  while (b.replacedBy) b = blockOf(state, b.replacedBy);
  return b;
}
