// @vitest-environment happy-dom
import { ancients, loadScenario, scenarioPosition } from '@wargame/ancients';
import type { Action, Json } from '@wargame/engine';
import { act, createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import seedUnits from '../../games/ancients/test/fixtures/seed-units.scenario.json' with { type: 'json' };
import {
  AncientsBoard,
  HEX_LABEL,
  hexLabelSize,
  inspectorCorner,
  SIDE_COLOURS,
} from '../src/games/ancients/Board.tsx';
import { cardText, unitTypeName } from '../src/games/ancients/describe.ts';
import { AncientsHand } from '../src/games/ancients/Hand.tsx';
import { mountedRoot } from './dom.ts';
import { playUntil, tEl, tEn } from './support.ts';

const dom = mountedRoot();

function render(
  component: typeof AncientsBoard,
  view: Json,
  viewer: string,
  legal: Action[],
  onAct: (a: Action) => void,
  lang: 'en' | 'el' = 'en',
) {
  const t = lang === 'el' ? tEl : tEn;
  act(() => {
    dom.root.render(createElement(component, { view, viewer, legal, onAct, recent: [], t, lang }));
  });
}

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

function click(selector: string): void {
  const el = dom.container.querySelector(selector);
  if (!el) throw new Error(`nothing matches ${selector}`);
  act(() => {
    el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
}

describe('the Ancients board component', () => {
  it('an attack waiting on the confirm bar keeps its attacker selected: a second click on the target confirms', () => {
    const view = {
      units: {
        b1: { id: 'b1', side: 'bottom', type: 'HI', hex: 'E7', blocks: 4, maxBlocks: 4 },
        b2: { id: 'b2', side: 'bottom', type: 'HI', hex: 'E9', blocks: 4, maxBlocks: 4 },
        t1: { id: 't1', side: 'top', type: 'MI', hex: 'E8', blocks: 4, maxBlocks: 4 },
      },
      leaders: {},
      terrain: {},
      armies: { top: { name: 'Carthaginian' }, bottom: { name: 'Roman' } },
      banners: { top: [], bottom: [] },
    } as unknown as Json;
    const attack = { type: 'close-combat', unit: 'b1', target: 't1' };
    const legal = [attack, { type: 'close-combat', unit: 'b2', target: 't1' }];
    const sent: Action[] = [];
    const draw = (held: Action | null) =>
      act(() => {
        dom.root.render(
          createElement(AncientsBoard, {
            view,
            viewer: 'bottom',
            legal,
            onAct: (a: Action) => sent.push(a),
            recent: [],
            t: tEn,
            lang: 'en',
            held,
          }),
        );
      });
    draw(null);
    click('[data-piece="b1"]');
    click('[data-piece="t1"]');
    expect(sent).toEqual([attack]);
    draw(attack);
    click('[data-piece="t1"]');
    expect(sent).toEqual([attack, attack]);
  });

  it('draws 113 hexes, every unit and leader, and both banner rows', () => {
    const state = ancients.setup('002', {}, '3');
    render(AncientsBoard, ancients.view(state, 'bottom') as unknown as Json, 'bottom', [], () => {});
    expect(dom.container.querySelectorAll('.hex')).toHaveLength(113);
    expect(dom.container.querySelectorAll('.unit')).toHaveLength(Object.keys(state.units).length);
    expect(dom.container.querySelectorAll('.leader')).toHaveLength(Object.keys(state.leaders).length);
    expect(dom.container.querySelectorAll('.terrain-river').length).toBeGreaterThan(0);
    expect(dom.container.querySelectorAll('.banners')).toHaveLength(2);
  });

  it('moves a unit: click the unit, then a highlighted hex', () => {
    const { state, seat } = playUntil(
      (s) =>
        s.phase === 'move' &&
        new Set(
          ancients
            .legal(s, s.turn.side)
            .filter((a) => a.type === 'move')
            .map((a) => a.piece),
        ).size > 1,
    );
    const legal = ancients.legal(state, seat);
    const move = legal.find((a) => a.type === 'move')!;
    const onAct = vi.fn();
    render(AncientsBoard, ancients.view(state, seat) as unknown as Json, seat, legal, onAct);
    expect(dom.container.querySelectorAll('.highlights polygon')).toHaveLength(0);
    click(`.unit[data-piece="${move.piece}"]`);
    expect(dom.container.querySelector(`.unit[data-piece="${move.piece}"]`)?.getAttribute('class')).toContain(
      'mark-selected',
    );
    expect(dom.container.querySelectorAll('.highlights polygon').length).toBe(
      legal.filter((a) => a.type === 'move' && a.piece === move.piece).length,
    );
    click(`.hex[data-hex="${move.to}"]`);
    expect(onAct).toHaveBeenCalledWith(move);
  });

  it('attacks: the lone attacker is preselected, the target is clicked', () => {
    const { state, seat } = playUntil(
      (s) =>
        s.phase === 'battle' &&
        new Set(
          ancients
            .legal(s, s.turn.side)
            .filter((a) => a.type === 'close-combat' || a.type === 'fire')
            .map((a) => a.unit),
        ).size === 1,
    );
    const legal = ancients.legal(state, seat);
    const attack = legal.find((a) => a.type === 'close-combat' || a.type === 'fire')!;
    const onAct = vi.fn();
    render(AncientsBoard, ancients.view(state, seat) as unknown as Json, seat, legal, onAct);
    click(`[data-piece="${attack.target}"]`);
    expect(onAct).toHaveBeenCalledWith(attack);
  });

  it('turns the board for the top player', () => {
    const state = ancients.setup('001', {}, '3');
    const y = (viewer: string) => {
      render(AncientsBoard, ancients.view(state, viewer) as unknown as Json, viewer, [], () => {});
      const g = dom.container.querySelector('.unit[data-piece="t1"]')!.parentElement!;
      return Number(/translate\([\d.]+,([\d.]+)\)/.exec(g.getAttribute('transform') ?? '')![1]);
    };
    expect(y('bottom')).toBeLessThan(300);
    expect(y('top')).toBeGreaterThan(500);
  });
});

describe('the seed unit types on the board (2.9)', () => {
  it('draws barbarian chariots, armoured camels and armoured cavalry with their bordered symbols and names', () => {
    const scenario = loadScenario(seedUnits);
    const state = ancients.fromPosition!(scenarioPosition(scenario) as unknown as Json, 'seed-units');
    render(AncientsBoard, ancients.view(state, 'bottom') as unknown as Json, 'bottom', [], () => {});
    for (const type of ['LCH', 'ACA', 'HAC', 'WA']) {
      const unit = Object.values(state.units).find((u) => u.type === type)!;
      const el = dom.container.querySelector(`.unit[data-piece="${unit.id}"]`)!;
      expect(el.querySelector('.unit-type')?.textContent, type).toBe(type);
      expect(el.querySelector('.symbol-bordered'), type).not.toBeNull();
    }
    const plain = Object.values(state.units).find((u) => u.type === 'HC')!;
    expect(dom.container.querySelector(`.unit[data-piece="${plain.id}"] .symbol-bordered`)).toBeNull();
    expect(['LCH', 'ACA', 'HAC'].map((t) => unitTypeName(t, 'en'))).toEqual([
      'Light Barbarian Chariot',
      'Armoured Camels',
      'Heavy Armoured Cavalry',
    ]);
    expect(['LCH', 'ACA', 'HAC'].map((t) => unitTypeName(t, 'el'))).toEqual([
      'Ελαφρύ Άρμα Βαρβάρων',
      'Θωρακισμένες Καμήλες',
      'Βαρύ Θωρακισμένο Ιππικό',
    ]);
  });
});

describe('the hand', () => {
  it('shows only the viewer’s own cards, and plays a card on click', () => {
    const state = ancients.setup('001', {}, '4');
    const legal = ancients.legal(state, 'bottom');
    const onAct = vi.fn();
    render(AncientsHand, ancients.view(state, 'bottom') as unknown as Json, 'bottom', legal, onAct);
    const shown = [...dom.container.querySelectorAll('.hand [data-card]')].map((e) =>
      e.getAttribute('data-card'),
    );
    expect(shown.sort()).toEqual([...state.hands.bottom].sort());
    for (const card of state.hands.top) expect(dom.container.innerHTML).not.toContain(`data-card="${card}"`);
    const first = legal[0]!;
    click(`button[data-card="${first.card}"]`);
    expect(onAct).toHaveBeenCalledWith(first);
  });

  it('shows a spectator no card at all', () => {
    const state = ancients.setup('001', {}, '4');
    render(AncientsHand, ancients.view(state, 'spectator') as unknown as Json, 'spectator', [], () => {});
    expect(dom.container.querySelectorAll('.hand [data-card]')).toHaveLength(0);
    expect(dom.container.querySelectorAll('.card-back.mini').length).toBe(
      state.hands.top.length + state.hands.bottom.length,
    );
  });
});

describe('issue 16: the board readable', () => {
  it('2.1 the two armies differ in lightness (at least 3:1) and by a second cue, the border', () => {
    expect(contrast(SIDE_COLOURS.top.fill, SIDE_COLOURS.bottom.fill)).toBeGreaterThanOrEqual(3);
    for (const side of ['top', 'bottom'] as const) {
      // What is written on a block (type, strength pips) stays readable on its own colour.
      expect(contrast(SIDE_COLOURS[side].text, SIDE_COLOURS[side].fill)).toBeGreaterThanOrEqual(4.5);
    }
    const state = ancients.setup('001', {}, '3');
    render(AncientsBoard, ancients.view(state, 'bottom') as unknown as Json, 'bottom', [], () => {});
    const top = dom.container.querySelectorAll('.unit.side-top');
    const bottom = dom.container.querySelectorAll('.unit.side-bottom');
    expect(top.length).toBeGreaterThan(0);
    for (const u of top) expect(u.querySelector('.side-inner')).not.toBeNull();
    for (const u of bottom) expect(u.querySelector('.side-inner')).toBeNull();
  });

  it('hex labels are drawn above the section lines and the pieces, legible and dark on a light halo', () => {
    const state = ancients.setup('001', {}, '3');
    render(AncientsBoard, ancients.view(state, 'bottom') as unknown as Json, 'bottom', [], () => {});
    const svg = dom.container.querySelector('svg')!;
    const layer = svg.querySelector('.hex-labels')!;
    expect(layer.querySelectorAll('.hex-label')).toHaveLength(113);
    expect(svg.querySelector('.hex .hex-label')).toBeNull();
    const order = (el: Element) => [...svg.querySelectorAll('*')].indexOf(el);
    const lines = [...svg.querySelectorAll('line[stroke-dasharray="3 7"]')];
    expect(lines.length).toBe(2);
    for (const line of lines) expect(order(layer)).toBeGreaterThan(order(line));
    expect(order(layer)).toBeGreaterThan(order(svg.querySelector('.pieces')!));
    expect(contrast(HEX_LABEL.fill, HEX_LABEL.halo)).toBeGreaterThanOrEqual(4.5);
    expect(Number(layer.getAttribute('font-size'))).toBeGreaterThanOrEqual(11);
    // 11 px on screen down to a board drawn at 0.62 of its size (a laptop's table), capped where a hex holds it.
    for (const scale of [0.62, 0.8, 1, 1.5, 3])
      expect(hexLabelSize(scale) * scale).toBeGreaterThanOrEqual(11);
    expect(hexLabelSize(0.2)).toBe(HEX_LABEL.maxSize);
  });

  it('the hover card opens away from the hex it describes', () => {
    const area = { w: 1000, h: 600 };
    expect(inspectorCorner({ x: 100, y: 100 }, area)).toBe('bottom-right');
    expect(inspectorCorner({ x: 900, y: 550 }, area)).toBe('bottom-left');
    expect(inspectorCorner({ x: 100, y: 550 }, area)).toBe('bottom-right');
    // A phone: both bottom corners would cover the hex.
    expect(inspectorCorner({ x: 150, y: 500 }, { w: 360, h: 560 })).toBe('top-right');
    expect(inspectorCorner({ x: 250, y: 500 }, { w: 360, h: 560 })).toBe('top-left');
    const state = ancients.setup('001', {}, '3');
    render(AncientsBoard, ancients.view(state, 'bottom') as unknown as Json, 'bottom', [], () => {});
    // The Syracusan medium cavalry in H11 stands in the board's bottom right corner.
    click('.unit[data-piece="b12"]');
    const card = dom.container.querySelector('.inspector')!;
    expect(card.getAttribute('data-hex')).toBe('H11');
    expect(card.getAttribute('class')).toContain('corner-bottom-left');
    click('.unit[data-piece="b1"]');
    expect(dom.container.querySelector('.inspector')!.getAttribute('class')).toContain('corner-bottom-right');
  });

  it('leaders are named in Greek on a Greek board', () => {
    const state = ancients.setup('001', {}, '3');
    render(AncientsBoard, ancients.view(state, 'bottom') as unknown as Json, 'bottom', [], () => {}, 'el');
    click('.unit[data-piece="b9"]');
    expect(dom.container.querySelector('.inspector')!.textContent).toContain('Ηγέτης Δαφναίος');
  });
});

describe('issue 16: the hand readable by tap, the card in play', () => {
  it('7 a tap on a card opens its full text; a playable one is offered to the table and has a Play button', () => {
    const state = ancients.setup('001', {}, '4');
    const legal = ancients.legal(state, 'bottom');
    const onAct = vi.fn();
    render(AncientsHand, ancients.view(state, 'bottom') as unknown as Json, 'bottom', legal, onAct);
    const first = legal[0]!;
    click(`.hand [data-card="${first.card}"]`);
    expect(onAct).toHaveBeenCalledTimes(1);
    expect(onAct).toHaveBeenCalledWith(first);
    const detail = dom.container.querySelector('[data-card-detail]')!;
    expect(detail.getAttribute('data-card-detail')).toBe(first.card);
    const text = cardText(String(first.card), 'en');
    expect(detail.textContent).toContain(text);
    click('[data-play-card]');
    expect(onAct).toHaveBeenCalledTimes(2);
    expect(onAct).toHaveBeenLastCalledWith(first);
    // Not the viewer's turn: the text still opens, without a Play button.
    act(() => dom.root.render(createElement('div')));
    render(AncientsHand, ancients.view(state, 'top') as unknown as Json, 'top', [], onAct);
    click(`.hand [data-card="${state.hands.top[0]}"]`);
    expect(dom.container.querySelector('[data-card-detail]')?.textContent).toContain('Cannot be played now');
    expect(dom.container.querySelector('[data-play-card]')).toBeNull();
    expect(onAct).toHaveBeenCalledTimes(2);
  });

  it('6 every card of a playable kind is outlined, the first one and identical copies included', () => {
    for (const seed of ['4', '5', '6', '7', '8']) {
      const state = ancients.setup('001', {}, seed);
      const legal = ancients.legal(state, 'bottom');
      render(AncientsHand, ancients.view(state, 'bottom') as unknown as Json, 'bottom', legal, () => {});
      const kinds = new Set(legal.map((a) => String(a.card).split('#')[0]));
      for (const card of state.hands.bottom) {
        const el = dom.container.querySelector(`.hand [data-card="${card}"]`)!;
        expect(el.classList.contains('playable'), card).toBe(kinds.has(card.split('#')[0]!));
      }
    }
  });

  it('6 the pile shows the card being played this turn, not the opponent’s previous card', () => {
    const { state, seat } = playUntil((s) => s.phase === 'order' && s.discard.length > 0);
    const plan = state.turn.plan!;
    render(AncientsHand, ancients.view(state, seat) as unknown as Json, seat, [], () => {});
    const pile = dom.container.querySelector('.pile.in-play')!;
    expect(pile.querySelector('[data-card]')!.getAttribute('data-card')).toBe(plan.card);
    expect(pile.textContent).toContain(`Played by ${state.armies[state.turn.side].name}`);
    expect(dom.container.querySelector(`.hand-side [data-card="${state.discard.at(-1)}"]`)).toBeNull();
  });
});
