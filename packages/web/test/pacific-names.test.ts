// @vitest-environment happy-dom
/**
 * The Pacific 1940 territories in Greek: a Greek name for every land territory (the rulebook's spellings
 * where it has them), used by the words and by the board's labels, which stay about as wide as the
 * English ones or fit their outlines.
 */
import type { GameEvent, Json } from '@wargame/engine';
import { pacific1940, SPACES } from '@wargame/pacific-1940';
import { GEOMETRY, ringsOf } from '@wargame/pacific-1940/geometry';
import { act, createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { PacificBoard } from '../src/games/pacific-1940/Board.tsx';
import { describeEvent } from '../src/games/pacific-1940/describe.ts';
import { spaceLabel, spaceName } from '../src/games/pacific-1940/names.ts';
import { SPACE_NAMES_EL } from '../src/games/pacific-1940/space-names-el.ts';
import { mountedRoot } from './dom.ts';
import { tEl } from './support.ts';

const LAND = Object.values(SPACES)
  .filter((s) => s.kind === 'land')
  .map((s) => s.id);

/** The room inside a territory's outline along the label's baseline, either side of the label's point. */
function roomAt(id: string): number {
  const [x, y] = GEOMETRY.spaces[id]!.label;
  let half = Number.POSITIVE_INFINITY;
  for (const yy of [y - 14, y - 7, y]) {
    const xs: number[] = [];
    for (const ring of ringsOf(id))
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi, yi] = ring[i]!;
        const [xj, yj] = ring[j]!;
        if (yi > yy !== yj > yy) xs.push(((xj - xi) * (yy - yi)) / (yj - yi) + xi);
      }
    xs.sort((a, b) => a - b);
    let side = 0;
    for (let k = 0; k + 1 < xs.length; k += 2)
      if (xs[k]! <= x && x <= xs[k + 1]!) side = Math.min(x - xs[k]!, xs[k + 1]! - x);
    half = Math.min(half, side);
  }
  return 2 * half;
}

describe('the Greek territory names', () => {
  it('name every land territory in Greek letters only, each its own', () => {
    expect(Object.keys(SPACE_NAMES_EL).sort()).toEqual([...LAND].sort());
    expect(LAND).toHaveLength(86);
    for (const id of LAND) expect(SPACE_NAMES_EL[id], id).toMatch(/^[\p{Script=Greek} '.-]+$/u);
    for (const id of LAND) expect(SPACE_NAMES_EL[id]!.trim(), id).toBe(SPACE_NAMES_EL[id]);
    expect(new Set(Object.values(SPACE_NAMES_EL)).size).toBe(LAND.length);
  });

  it('spell as the Greek rulebook does', () => {
    expect(SPACE_NAMES_EL).toMatchObject({
      philippines: 'Φιλιππίνες',
      india: 'Ινδία',
      okinawa: 'Οκινάβα',
      kwangtung: 'Κουανγκτούνγκ',
      marianas: 'Μαριάνα',
      'iwo-jima': 'Ίβο Τζίμα',
      formosa: 'Φορμόσα',
      kiangsu: 'Κιάνγκσου',
      shantung: 'Σαντούνγκ',
      burma: 'Μπούρμα',
      japan: 'Ιαπωνία',
    });
  });

  it('spaceName and spaceLabel speak the language asked for', () => {
    expect(spaceName('kwangtung', 'el')).toBe('Κουανγκτούνγκ');
    expect(spaceName('kwangtung', 'en')).toBe('Kwangtung');
    expect(spaceName('yakut-ssr', 'en')).toBe('Yakut S.S.R.');
    expect(spaceName('sz-6', 'el')).toBe('θαλάσσια ζώνη 6');
    expect(spaceName('sz-6', 'en')).toBe('sea zone 6');
    for (const id of LAND) {
      expect(spaceName(id, 'el')).toBe(SPACE_NAMES_EL[id]);
      expect(spaceName(id, 'en')).toBe(SPACES[id]!.name);
      expect(spaceLabel(id, 'en')).toBe(SPACES[id]!.name);
      expect(spaceLabel(id, 'el')).toMatch(/^[\p{Script=Greek} '.-]+$/u);
    }
    expect(spaceLabel('sz-6', 'el')).toBe('6');
    expect(spaceLabel('western-united-states', 'el')).toBe('Δυτικές Η.Π.Α.');
  });

  it('a Greek label is at most three letters longer than the English one, unless its outline has room', () => {
    for (const id of LAND) {
      const el = spaceLabel(id, 'el').length;
      const room = roomAt(id) / 12.5;
      expect
        .soft(el, `${id}: ${spaceLabel(id, 'el')}`)
        .toBeLessThanOrEqual(Math.max(spaceLabel(id, 'en').length + 3, room * 1.1));
    }
  });

  it('no two Greek labels overlap on the board (nor do the English ones)', () => {
    const ids = Object.keys(GEOMETRY.spaces);
    // As the board reckons a label's box (Board.tsx keptClear): 12.5 px a letter on land, 15 at sea.
    const box = (id: string, lang: 'en' | 'el') => {
      const [x, y] = GEOMETRY.spaces[id]!.label;
      const half = (spaceLabel(id, lang).length * (id.startsWith('sz-') ? 15 : 12.5)) / 2;
      return [x - half, y - 20, x + half, y + 4] as const;
    };
    for (const lang of ['en', 'el'] as const) {
      const clash: string[] = [];
      for (const [i, a] of ids.entries())
        for (const b of ids.slice(i + 1)) {
          const [p, q] = [box(a, lang), box(b, lang)];
          if (p[0] < q[2] && q[0] < p[2] && p[1] < q[3] && q[1] < p[3]) clash.push(`${a}/${b}`);
        }
      expect(clash, lang).toEqual([]);
    }
  });

  it('the log names territories in Greek', () => {
    const s = pacific1940.setup('standard', {}, 'names');
    const moved = {
      type: 'moved',
      seat: 'japan',
      ids: [],
      units: ['infantry'],
      from: 'kiangsi',
      to: 'hunan',
    };
    const text = describeEvent(
      moved as unknown as GameEvent,
      pacific1940.view(s, 'spectator') as unknown as Json,
      tEl,
      'el',
    );
    expect(text).toMatch(/Κιάνγκσι/);
    expect(text).toMatch(/Χουνάν/);
    expect(text).not.toMatch(/Kiangsi|Hunan/);
  });
});

describe('the Greek board', () => {
  const dom = mountedRoot();

  it('labels and names the territories in Greek', () => {
    const s = pacific1940.setup('standard', {}, 'board');
    act(() => {
      dom.root.render(
        createElement(PacificBoard, {
          view: pacific1940.view(s, 'spectator') as unknown as Json,
          viewer: 'japan',
          legal: [],
          onAct: () => {},
          recent: [],
          t: tEl,
          lang: 'el',
        }),
      );
    });
    const label = (id: string) => dom.container.querySelector(`[data-label="${id}"]`)?.textContent;
    expect(label('kwangtung')).toBe('Κουανγκτούνγκ');
    expect(label('japan')).toBe('Ιαπωνία');
    expect(label('western-united-states')).toBe('Δυτικές Η.Π.Α.');
    expect(label('sz-6')).toBe('6');
    for (const id of LAND) expect(label(id), id).toBe(spaceLabel(id, 'el'));
    expect(dom.container.querySelector('path[data-space="okinawa"]')?.getAttribute('aria-label')).toBe(
      'Οκινάβα',
    );
    const labels = [...dom.container.querySelectorAll('.land-label')].map((el) => el.textContent ?? '');
    expect(labels.filter((l) => /[A-Za-z]/.test(l))).toEqual([]);
  });
});
