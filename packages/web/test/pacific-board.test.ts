// @vitest-environment happy-dom
/**
 * The Pacific 1940 board and panels rendered: every space drawn and filled by its controller, the
 * counters, the clicks that become actions (a group to a destination with a count, a placement, a
 * battle), the purchase panel and the status line; and the palette's contrasts.
 */
import type { Action, Json } from '@wargame/engine';
import { type PacificState, pacific1940 } from '@wargame/pacific-1940';
import { GEOMETRY } from '@wargame/pacific-1940/geometry';
import { act, createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { PacificBoard } from '../src/games/pacific-1940/Board.tsx';
import { PacificStatus, PurchasePanel } from '../src/games/pacific-1940/Panels.tsx';
import { COUNTER, IMPASSABLE, LAND, LAND_TEXT, SEA } from '../src/games/pacific-1940/palette.ts';
import { mountedRoot } from './dom.ts';
import { tEn } from './support.ts';

const dom = mountedRoot();
const opening = (): PacificState => pacific1940.setup('standard', {}, 'board');
const asJson = (s: PacificState): Json => pacific1940.view(s, 'spectator') as unknown as Json;
const idsOf = (s: PacificState, at: string, type: string): string[] =>
  Object.values(s.pieces)
    .filter((p) => p.at === at && p.type === type)
    .map((p) => p.id);

function render(component: typeof PacificBoard, view: Json, legal: Action[], sent: Action[] = []) {
  act(() => {
    dom.root.render(
      createElement(component, {
        view,
        viewer: 'japan',
        legal,
        onAct: (a: Action) => sent.push(a),
        recent: [],
        t: tEn,
        lang: 'en',
      }),
    );
  });
  return sent;
}

function click(selector: string): void {
  const el = dom.container.querySelector(selector);
  if (!el) throw new Error(`nothing matches ${selector}`);
  act(() => {
    el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
}

const marked = (mark: string): string[] =>
  [...dom.container.querySelectorAll(`[data-mark="${mark}"]`)].map(
    (el) => el.getAttribute('data-mark-space') ?? '',
  );

describe('the Pacific 1940 board', () => {
  it('draws every space, territories filled by their controller, the units as counters, damage marked', () => {
    const s = opening();
    const [bb] = idsOf(s, 'sz-6', 'battleship');
    const captured: PacificState = {
      ...s,
      control: { ...s.control, hunan: 'japan' },
      pieces: { ...s.pieces, [bb!]: { ...s.pieces[bb!]!, damaged: true } },
      facilities: { ...s.facilities, india: [{ type: 'majorIc', damage: 4 }] },
    };
    render(PacificBoard, asJson(captured), []);
    const paths = dom.container.querySelectorAll('path[data-space]');
    expect(paths.length).toBe(Object.keys(GEOMETRY.spaces).length);
    const fill = (id: string) =>
      dom.container.querySelector(`path[data-space="${id}"]`)?.getAttribute('fill');
    expect(fill('hunan')).toBe(LAND.japan);
    expect(fill('kweichow')).toBe(LAND.china);
    expect(fill('sz-6')).toBe(SEA.fill);
    const japan = dom.container.querySelector('[data-counter="infantry"][data-space="japan"]');
    expect(japan?.getAttribute('data-count')).toBe(String(idsOf(s, 'japan', 'infantry').length));
    // Aircraft on a carrier are written on the carrier's counter, not drawn apart.
    expect(dom.container.querySelector('[data-counter="fighter"][data-space="sz-6"]')).toBeNull();
    expect(
      dom.container.querySelector('[data-counter="carrier"][data-space="sz-6"] .counter-cargo')?.textContent,
    ).toMatch(/FTR|TAC/);
    expect(dom.container.querySelectorAll('[data-victory-city]').length).toBe(8);
    expect(dom.container.querySelector('[data-facilities="japan"]')?.textContent).toBe('ICABNB');
    expect(dom.container.querySelector('[data-facilities="india"]')?.textContent).toBe('IC−4');
    const ships = [...dom.container.querySelectorAll('[data-counter="battleship"][data-space="sz-6"]')];
    expect(ships.map((x) => x.classList.contains('damaged'))).toEqual([true]);
    expect(ships[0]?.querySelector('.damage-mark')).not.toBeNull();
    expect(
      dom.container.querySelector('[data-counter="carrier"][data-space="sz-6"] .damage-mark'),
    ).toBeNull();
  });

  it('a click on a space lists its groups; a group and a count light its destinations; a click there moves', () => {
    const s = opening();
    const infantry = idsOf(s, 'kiangsi', 'infantry');
    const legal: Action[] = [
      { type: 'move', pieces: infantry, path: ['hunan'] },
      { type: 'move', pieces: [infantry[0]!], path: ['hunan'] },
      { type: 'move', pieces: [infantry[0]!], path: ['kwangsi', 'kwangtung'] },
      { type: 'end-combat-move' },
    ];
    const sent = render(PacificBoard, asJson(s), legal);
    expect(marked('source')).toEqual(['kiangsi']);
    click('path[data-space="kiangsi"]');
    expect(dom.container.querySelector('[data-orders-space="kiangsi"]')?.textContent).toMatch(/3 infantry/);
    // One group: chosen at once; with a count of 1 both destinations are open.
    expect(marked('target').sort()).toEqual(['hunan', 'kwangtung']);
    click('[data-count-up]');
    click('[data-count-up]');
    expect(dom.container.querySelector('output[data-count]')?.textContent).toBe('3');
    expect(marked('target')).toEqual(['hunan']);
    // A click on a space no option goes to does not move anything.
    click('path[data-space="kwangtung"]');
    expect(sent).toEqual([]);
    click('path[data-space="kiangsi"]');
    click('[data-count-up]');
    click('path[data-space="hunan"]');
    // Two of three is not listed: the table sends only listed actions, so it goes as two one-piece moves,
    // the second once the rules list what is left.
    expect(sent).toEqual([{ type: 'move', pieces: [infantry[0]], path: ['hunan'] }]);
    const moved: PacificState = {
      ...s,
      pieces: { ...s.pieces, [infantry[0]!]: { ...s.pieces[infantry[0]!]!, at: 'hunan', moved: 1 } },
    };
    const rest = infantry.slice(1);
    const after: Action[] = [
      { type: 'move', pieces: rest, path: ['hunan'] },
      { type: 'move', pieces: [rest[0]!], path: ['hunan'] },
      { type: 'end-combat-move' },
    ];
    render(PacificBoard, asJson(moved), after, sent);
    expect(sent).toEqual([
      { type: 'move', pieces: [infantry[0]], path: ['hunan'] },
      { type: 'move', pieces: [infantry[1]], path: ['hunan'] },
    ]);
    // Nothing more is owed: a new list of legal actions sends nothing.
    render(PacificBoard, asJson(moved), [...after], sent);
    expect(sent).toHaveLength(2);
    // Kiangsi stays selected with what is left; the whole group, listed as such, goes as one action.
    expect(dom.container.querySelector('[data-orders-space="kiangsi"]')?.textContent).toMatch(/2 infantry/);
    click('[data-count-up]');
    click('path[data-space="hunan"]');
    expect(sent[2]).toEqual({ type: 'move', pieces: rest, path: ['hunan'] });
  });

  it('two ways to one space (an attack or a raid) are asked about, each in words', () => {
    const s = opening();
    const bombers = idsOf(s, 'kiangsu', 'bomber');
    const legal: Action[] = [
      { type: 'move', pieces: bombers, path: ['hunan'] },
      { type: 'move', pieces: bombers, path: ['hunan'], mission: 'raid' },
    ];
    const sent = render(PacificBoard, asJson(s), legal);
    click('path[data-space="kiangsu"]');
    expect(dom.container.querySelector('[data-choice]')).toBeNull();
    click('path[data-space="hunan"]');
    const choices = [...dom.container.querySelectorAll('[data-choice] button')].map((b) => b.textContent);
    expect(choices).toEqual([
      'Move 1 strategic bomber from Kiangsu to Hunan',
      'Move 1 strategic bomber from Kiangsu to Hunan on a strategic bombing raid',
    ]);
    click('[data-choice] button:nth-of-type(2)');
    expect(sent).toEqual([legal[1]]);
  });

  it('16 a unit to place lights its spaces; a click there places it', () => {
    const s = opening();
    const mobilize: PacificState = {
      ...s,
      phase: 'mobilize',
      turn: { ...s.turn, bought: { infantry: 1, destroyer: 2 } },
    };
    const legal = pacific1940.legal(mobilize, 'japan');
    const sent = render(PacificBoard, asJson(mobilize), legal);
    expect(marked('place')).toEqual([]);
    click('[data-place-unit="destroyer"]');
    expect(dom.container.querySelector('[data-place-unit="destroyer"]')?.textContent).toBe('2 destroyers');
    expect(marked('place')).toContain('sz-6');
    click('path[data-space="sz-6"]');
    expect(sent).toEqual([{ type: 'place', unit: 'destroyer', at: 'japan', space: 'sz-6' }]);
  });

  it('14 a battle is fought by clicking it', () => {
    const s = opening();
    const sent = render(PacificBoard, asJson(s), [
      { type: 'fight', space: 'sz-6' },
      { type: 'fight', space: 'hunan' },
    ]);
    expect(marked('battle').sort()).toEqual(['hunan', 'sz-6']);
    click('path[data-space="hunan"]');
    expect(sent).toEqual([{ type: 'fight', space: 'hunan' }]);
  });

  it('the battle being fought is outlined, and a click on it does nothing', () => {
    const s = opening();
    const view = { ...(asJson(s) as object), combat: { battle: { space: 'sz-6' } } } as unknown as Json;
    const sent = render(PacificBoard, view, [{ type: 'press' }]);
    expect(marked('fighting')).toEqual(['sz-6']);
    expect(dom.container.querySelector('path[data-space="sz-6"]')?.getAttribute('data-key-target')).toBe(
      'hex',
    );
    click('path[data-space="sz-6"]');
    expect(sent).toEqual([]);
  });

  it('draws the last action’s moves as arrows along their paths', () => {
    const s = opening();
    const moved = [
      {
        type: 'moved',
        seat: 'japan',
        ids: ['p1'],
        units: ['bomber'],
        from: 'kiangsu',
        to: 'hunan',
        path: ['anhwe', 'hunan'],
      },
    ];
    act(() => {
      dom.root.render(
        createElement(PacificBoard, {
          view: asJson(s),
          viewer: 'japan',
          legal: [],
          onAct: () => {},
          recent: [...moved, { type: 'bought', seat: 'japan', unit: 'armour' }],
          t: tEn,
          lang: 'en',
        }),
      );
    });
    const lines = [...dom.container.querySelectorAll('.trail polyline')];
    expect(lines).toHaveLength(1);
    const at = (id: string) => GEOMETRY.spaces[id]!.label.join(',');
    expect(lines[0]?.getAttribute('points')).toBe([at('kiangsu'), at('anhwe'), at('hunan')].join(' '));
  });

  it('a click on a space with nothing to do shows what is there', () => {
    const s = opening();
    render(PacificBoard, asJson(s), []);
    click('path[data-space="india"]');
    const card = dom.container.querySelector('[data-inspect="india"]')?.textContent ?? '';
    expect(card).toMatch(/India/);
    expect(card).toMatch(/Held by United Kingdom/);
    expect(card).toMatch(/major industrial complex/);
    expect(card).toMatch(/United Kingdom: 4 infantry, 1 artillery, 1 AA gun, 3 fighters, 1 tactical bomber/);
  });
});

describe('the purchase panel and the status line', () => {
  it('12 buys and takes back one unit at a time, with the IPCs left', () => {
    const s = opening();
    const bought: PacificState = {
      ...s,
      ipcs: { ...s.ipcs, japan: 20 },
      turn: { ...s.turn, bought: { armour: 1 } },
    };
    const sent = render(
      PurchasePanel as typeof PacificBoard,
      asJson(bought),
      pacific1940.legal(bought, 'japan'),
    );
    expect(dom.container.querySelector('[data-ipcs-left]')?.textContent).toBe('20 IPCs left');
    expect(dom.container.querySelector('[data-item="armour"] [data-bought]')?.textContent).toBe('1');
    // 30 IPCs for a major complex: more than Japan has, so its + is off.
    expect(dom.container.querySelector('[data-buy="majorIc"]')).toBeNull();
    expect(dom.container.querySelector<HTMLButtonElement>('[data-buy="battleship"]')?.disabled).toBe(false);
    expect(dom.container.querySelector<HTMLButtonElement>('[data-unbuy="infantry"]')?.disabled).toBe(true);
    click('[data-buy="infantry"]');
    click('[data-unbuy="armour"]');
    expect(sent).toEqual([
      { type: 'buy', unit: 'infantry' },
      { type: 'unbuy', unit: 'armour' },
    ]);
  });

  it('shows the round, the power, the phase, every power’s IPCs and the victory cities', () => {
    const s = opening();
    act(() => {
      dom.root.render(createElement(PacificStatus, { view: asJson(s), viewer: 'japan', t: tEn, lang: 'en' }));
    });
    const text = dom.container.textContent ?? '';
    expect(text).toMatch(/Round 1 · Japan · Purchase & Repair/);
    expect(dom.container.querySelector('[data-ipcs="usa"]')?.getAttribute('title')).toBe(
      'United States: 17 IPC',
    );
    expect(text).toMatch(/IPC JPN 26 USA 17 CHN 12 UK 16 ANZ 10/);
    expect(text).toMatch(/Victory cities: Axis 2, Allies 6/);
  });
});

/** WCAG contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const n = Number.parseInt(hex.slice(1), 16);
    const lin = (c: number) => {
      const v = c / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(n >> 16) + 0.7152 * lin((n >> 8) & 255) + 0.0722 * lin(n & 255);
  };
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

describe('the palette', () => {
  it('territory names are readable on every territory colour, and counter text on every counter', () => {
    for (const [owner, fill] of Object.entries(LAND))
      expect(contrast(LAND_TEXT, fill), owner).toBeGreaterThanOrEqual(4.5);
    for (const [owner, c] of Object.entries(COUNTER))
      expect(contrast(c.text, c.fill), owner).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#f4f1e8', IMPASSABLE)).toBeGreaterThanOrEqual(4.5);
  });

  it('a counter stands out from the territory it stands on, whoever holds that territory', () => {
    for (const [owner, c] of Object.entries(COUNTER))
      for (const [land, fill] of Object.entries(LAND))
        expect(contrast(c.fill, fill), `${owner} on ${land}`).toBeGreaterThanOrEqual(3);
  });

  it('Japan’s territory is told from each Ally’s by lightness, not by hue alone', () => {
    for (const ally of ['usa', 'china', 'uk', 'anzac'])
      expect(contrast(LAND.japan!, LAND[ally]!), ally).toBeGreaterThanOrEqual(1.15);
    expect(COUNTER.japan?.double).toBe(true);
    expect(['usa', 'china', 'uk', 'anzac'].every((p) => COUNTER[p]?.double === false)).toBe(true);
  });
});
