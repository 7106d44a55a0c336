/**
 * Exact hit distributions: a volley's hits in each hit class are the sum of independent binomials
 * (one per die value), so a convolution; the classes are independent of each other.
 */
import { type DiceGroup, HIT_CLASSES, type Hits } from '../battle/index.ts';

export interface HitOutcome {
  hits: Hits;
  p: number;
}

const binomials = new Map<number, number[]>();

/** P(k hits) for n dice each hitting on `value` or less. */
export function binomial(n: number, value: number): number[] {
  const key = n * 8 + value;
  const cached = binomials.get(key);
  if (cached) return cached;
  const p = value / 6;
  const q = 1 - p;
  const out = new Array<number>(n + 1).fill(0);
  // Build by repeated convolution with one die: stable and exact enough for doubles.
  out[0] = 1;
  for (let i = 1; i <= n; i++) {
    for (let k = i; k >= 1; k--) out[k] = out[k]! * q + out[k - 1]! * p;
    out[0] = out[0]! * q;
  }
  binomials.set(key, out);
  return out;
}

export function convolve(a: readonly number[], b: readonly number[]): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    if (x === 0) continue;
    for (let j = 0; j < b.length; j++) out[i + j]! += x * b[j]!;
  }
  return out;
}

/** Every possible number of hits per class and its probability (zero-probability ones left out). */
export function hitDistribution(groups: readonly DiceGroup[]): HitOutcome[] {
  const byClass = new Map<number, number[]>();
  for (const g of groups) {
    const b = binomial(g.n, g.value);
    const prev = byClass.get(g.cls);
    byClass.set(g.cls, prev ? convolve(prev, b) : b);
  }
  let out: HitOutcome[] = [{ hits: new Array<number>(HIT_CLASSES).fill(0), p: 1 }];
  for (const [cls, pmf] of byClass) {
    const next: HitOutcome[] = [];
    for (const o of out) {
      for (let k = 0; k < pmf.length; k++) {
        const p = pmf[k]!;
        if (p === 0) continue;
        const hits = o.hits.slice();
        hits[cls] = k;
        next.push({ hits, p: o.p * p });
      }
    }
    out = next;
  }
  return out;
}
