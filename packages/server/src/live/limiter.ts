/**
 * At most `max` events per key (an address, a token's hash) in each window of `windowMs`: what the
 * budgets of requests and socket messages count with (`limits/budgets.ts`). One window for every key,
 * so that what it remembers is forgotten all at once when the window ends.
 */
export interface Limiter {
  /** Count one event of `key`: 0 if allowed, else the milliseconds until the window ends. */
  take(key: string, now?: number): number;
}

export function fixedWindow(max: number, windowMs: number): Limiter {
  let start = Number.NEGATIVE_INFINITY;
  let counts = new Map<string, number>();
  return {
    take(key, now = Date.now()) {
      if (now - start >= windowMs) {
        start = now;
        counts = new Map();
      }
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return count <= max ? 0 : Math.max(1, start + windowMs - now);
    },
  };
}
