// @vitest-environment happy-dom
import { ancients, loadScenario, scenarioPosition } from '@wargame/ancients';
import type { Action, Json } from '@wargame/engine';
import { act, createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import seedUnits from '../../games/ancients/test/fixtures/seed-units.scenario.json' with { type: 'json' };
import { AncientsBoard } from '../src/games/ancients/Board.tsx';
import { unitTypeName } from '../src/games/ancients/describe.ts';
import { AncientsHand } from '../src/games/ancients/Hand.tsx';
import { mountedRoot } from './dom.ts';
import { playUntil, tEn } from './support.ts';

const dom = mountedRoot();

function render(
  component: typeof AncientsBoard,
  view: Json,
  viewer: string,
  legal: Action[],
  onAct: (a: Action) => void,
) {
  act(() => {
    dom.root.render(createElement(component, { view, viewer, legal, onAct, recent: [], t: tEn, lang: 'en' }));
  });
}

function click(selector: string): void {
  const el = dom.container.querySelector(selector);
  if (!el) throw new Error(`nothing matches ${selector}`);
  act(() => {
    el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
}

describe('the Ancients board component', () => {
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
