/**
 * A small map for the tests: the six positions A-F of the rulebook's adjacency example (§3), drawn as a
 * triangle (A, B, F) beside a quadrilateral (A, C, D, E) that a curved position J splits in two, joined
 * to the map's edge by three partial positions G, H and I.
 *
 *        edge
 *         |H
 *   e1----+----e3         e1 (50,40)  e2 (50,60)  e5 (30,50)  e3 (70,30)  e4 (70,70)
 *  B/ |A   \C  |\         areas: west (triangle), middle (A, C, J, E), lens (J, D),
 * e5  |     J  | D        nw, east and sw outside, each at the edge
 *  F\ |    /   |/
 *   e2----+----e4
 *         |I
 */
import { MAP_FORMAT, type MapFile } from '../../src/map-file.ts';

export function smallMap(): MapFile {
  return {
    format: MAP_FORMAT,
    reconstruction: 'a test fixture',
    frame: { width: 100, height: 100 },
    points: {
      e1: { at: [50, 40] },
      e2: { at: [50, 60] },
      e3: { at: [70, 30] },
      e4: { at: [70, 70] },
      e5: { at: [30, 50] },
      'edge-w': { at: [0, 50], edge: true },
      'edge-n': { at: [70, 0], edge: true },
      'edge-s': { at: [70, 100], edge: true },
    },
    positions: {
      a: { ends: ['e1', 'e2'], sides: { west: { crest: { guns: 2 } }, middle: { obstacle: true } } },
      b: { ends: ['e1', 'e5'] },
      c: { ends: ['e1', 'e3'] },
      d: { ends: ['e3', 'e4'], sides: { east: { steepSlope: true } } },
      e: { ends: ['e2', 'e4'] },
      f: { ends: ['e2', 'e5'] },
      g: { ends: ['e5', 'edge-w'] },
      h: { ends: ['e3', 'edge-n'] },
      i: { ends: ['e4', 'edge-s'] },
      j: { ends: ['e3', 'e4'], via: [[60, 50]] },
    },
    areas: {
      west: { label: [43, 50], name: 'West' },
      middle: { label: [55, 50] },
      lens: { label: [66, 50] },
      nw: { label: [20, 20] },
      east: { label: [90, 50] },
      sw: { label: [20, 80] },
    },
    entryAreas: {
      chambersburg: ['nw', 'sw'],
      mummasburg: ['nw', 'east'],
      harrisburg: ['east', 'sw'],
      emmitsburg: ['sw', 'nw'],
      taneytown: ['east', 'nw'],
      baltimore: ['sw', 'east'],
    },
    roads: { pike: { name: 'Pike', entry: 'chambersburg', positions: ['g', 'b', 'a'] } },
    town: ['west', 'middle'],
    objectives: ['west', 'middle', 'lens'],
  };
}
