/**
 * Content codings for the web client's files: which one a request's Accept-Encoding allows (RFC 9110
 * 12.5.3), and the zlib streams that compress a file when the build left no precompressed copy beside it.
 */
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

/** The codings we can send, best first when a request likes them equally. */
export type Coding = 'br' | 'gzip';
export const CODINGS: readonly Coding[] = ['br', 'gzip'];

/** The file a build writes beside `name` compressed with `coding` (`app.js.br`, `app.js.gz`). */
export function encodedName(name: string, coding: Coding): string {
  return `${name}${coding === 'br' ? '.br' : '.gz'}`;
}

/** Each coding the header names, with its weight (q); `*` stands for every coding not named. */
export function parseAcceptEncoding(header: string | undefined): Map<string, number> {
  const weights = new Map<string, number>();
  if (!header) return weights;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    if (name === '') continue;
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*([0-9.]+)$/i.exec(param);
      if (match) q = Math.min(1, Math.max(0, Number(match[1]) || 0));
    }
    const coding = name.toLowerCase() === 'x-gzip' ? 'gzip' : name.toLowerCase();
    weights.set(coding, Math.max(q, weights.get(coding) ?? 0));
  }
  return weights;
}

/**
 * The best of `available` the header accepts (highest q; on a tie the earlier in `available`), or null for
 * the file as it is. No header means the identity: that is what clients that send none expect.
 */
export function chooseCoding(header: string | undefined, available: readonly Coding[]): Coding | null {
  const weights = parseAcceptEncoding(header);
  const wildcard = weights.get('*');
  let best: Coding | null = null;
  let bestQ = 0;
  for (const coding of available) {
    const q = weights.get(coding) ?? wildcard ?? 0;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}

/** Types worth compressing (text); images and fonts are compressed already. */
export function isCompressible(type: string): boolean {
  return /^(?:text\/|application\/(?:json|javascript|manifest\+json)|image\/svg\+xml)/.test(type);
}

/** A compressing stream for a file sent without a precompressed copy (quick settings: done per request). */
export function compressor(coding: Coding) {
  return coding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : createGzip({ level: 6 });
}
