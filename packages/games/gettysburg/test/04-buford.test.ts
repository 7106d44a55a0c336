/** §4.8 Buford's set-up on the small test map (Chambersburg's entry areas there: nw and sw). */
import { describe, expect, it } from 'vitest';
import { bufordPlacements, confederateEntryAreas } from '../src/buford.ts';
import { loadMap } from '../src/map.ts';
import { smallMap } from './support/small-map.ts';

describe('4.8 Buford', () => {
  it('never on a position bordering a Confederate entry area, nor facing so that it fires into one', () => {
    const file = smallMap();
    // Only Chambersburg's areas are Confederate entry areas here.
    file.entryAreas.mummasburg = ['nw', 'sw'];
    file.entryAreas.harrisburg = ['sw', 'nw'];
    const map = loadMap(file);
    expect([...confederateEntryAreas(map)].sort()).toEqual(['nw', 'sw']);
    const allowed = bufordPlacements(map).map((f) => `${f.position}>${f.front}`);
    // B, C, E, F, G, H and I border nw or sw; A facing west has a crest and so fires into nw and sw.
    for (const p of ['b', 'c', 'e', 'f', 'g', 'h', 'i'])
      expect(allowed.some((x) => x.startsWith(`${p}>`))).toBe(false);
    expect(allowed).not.toContain('a>west');
    // A facing the middle has no field at all (the obstacle on its front side).
    expect(allowed).toContain('a>middle');
    expect(allowed.sort()).toEqual(['a>middle', 'd>east', 'd>lens', 'j>lens', 'j>middle']);
  });
});
