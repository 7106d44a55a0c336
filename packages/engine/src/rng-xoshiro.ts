/**
 * xoshiro128** (Blackman & Vigna): the legacy generator of every save and position written before the
 * generator was versioned, and the AI's fast generator. Its four 32-bit words are the whole state, so it
 * keeps no secret: a few outputs give the words away. Kept bit for bit as it always was.
 */

export type XoshiroWords = [number, number, number, number];

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}

/** Next raw 32-bit unsigned output; advances `s` in place. */
export function xoshiroNext(s: XoshiroWords): number {
  const result = (rotl(Math.imul(s[1], 5) >>> 0, 7) * 9) >>> 0;
  const t = (s[1] << 9) >>> 0;
  s[2] = (s[2] ^ s[0]) >>> 0;
  s[3] = (s[3] ^ s[1]) >>> 0;
  s[1] = (s[1] ^ s[2]) >>> 0;
  s[0] = (s[0] ^ s[3]) >>> 0;
  s[2] = (s[2] ^ t) >>> 0;
  s[3] = rotl(s[3], 11);
  return Math.imul(result, 1) >>> 0;
}

/** splitmix32, used only to spread a seed over the four state words. */
function splitmix32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x9e3779b9) >>> 0;
    let z = a;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** FNV-1a over the UTF-16 code units of the seed string: a 32-bit digest (which is why it is legacy). */
function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** The four words for a seed text: only 32 bits of the seed survive. */
export function xoshiroWords(seed: string): XoshiroWords {
  const mix = splitmix32(hashSeed(seed) ^ seed.length);
  const s: XoshiroWords = [mix(), mix(), mix(), mix()];
  if ((s[0] | s[1] | s[2] | s[3]) === 0) s[0] = 1;
  return s;
}
