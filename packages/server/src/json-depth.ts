/**
 * How deep parsed JSON nests, checked without recursion. Recursive walkers (zod's `z.json()`, the
 * engine's clones) overflow the stack on a body nested a few thousand deep, which fits in 64 KiB; this
 * walk keeps its own stack, so it cannot overflow, and it stops at the first container too deep.
 */

export const MAX_JSON_DEPTH = 64;

/** True when `value` has arrays or objects nested more than `maxDepth` deep (`{}` is 1 deep, `[[]]` 2). */
export function tooDeep(value: unknown, maxDepth = MAX_JSON_DEPTH): boolean {
  if (!isContainer(value)) return false;
  // Two parallel stacks: the containers still to open and how deep each one is.
  const pending: object[] = [value];
  const depths: number[] = [1];
  while (pending.length > 0) {
    const container = pending.pop()!;
    const depth = depths.pop()!;
    if (depth > maxDepth) return true;
    const children = Array.isArray(container) ? container : Object.values(container);
    for (const child of children) {
      if (isContainer(child)) {
        pending.push(child);
        depths.push(depth + 1);
      }
    }
  }
  return false;
}

function isContainer(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}
