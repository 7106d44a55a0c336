/**
 * §20 Capturing objectives by moving: a march, a reinforcement move or a winning attack move that goes
 * through the area of an objective the enemy controls takes it (its marker turns to the mover's colour).
 */
import type { Army } from './armies.ts';
import type { AreaId } from './map.ts';
import type { GettysburgState } from './state.ts';
import type { Ctx } from './step.ts';

/** Take every enemy-controlled objective in the areas a block of `army` moved through. */
export function captureObjectives(
  draft: GettysburgState,
  army: Army,
  crossed: readonly AreaId[],
  ctx: Ctx,
): void {
  for (const objective of draft.objectives)
    if (objective.control !== army && crossed.includes(objective.area)) {
      objective.control = army;
      ctx.log({ type: 'objective-taken', rule: '20', seat: army, area: objective.area });
    }
}
