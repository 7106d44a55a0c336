// @vitest-environment happy-dom
/**
 * The Gettysburg board and panels rendered: every area and position drawn, terrain on its side, the
 * roads, entry points, objectives and the reconstruction's caption; blocks on their positions, the
 * enemy's face down; the "show ids" toggle; clicks that become actions (a block, a position, the area
 * to face; a Tray token then a position); the preview; the Hand panel and the status line.
 */
import { type Action, applyChecked, type Json, seatsToAct } from '@wargame/engine';
import { type GettysburgState, type GettysburgView, gettysburg, mapOf } from '@wargame/gettysburg';
import { act, createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { GettysburgBoard } from '../src/games/gettysburg/Board.tsx';
import { gettysburgClient } from '../src/games/gettysburg/index.ts';
import { setSelection } from '../src/games/gettysburg/interaction.ts';
import { GettysburgHand, GettysburgStatus } from '../src/games/gettysburg/Panels.tsx';
import { mountedRoot } from './dom.ts';
import { tEn } from './support.ts';

const dom = mountedRoot();
afterEach(() => act(() => setSelection(null)));
const opening = (): GettysburgState => gettysburg.setup('battle', {}, 'board');
const asJson = (s: GettysburgState, seat: string): Json => gettysburg.view(s, seat) as unknown as Json;

/** Play the first legal action (passing over `done` when there is another) until `stop` holds. */
function playUntil(stop: (s: GettysburgState) => boolean, limit = 400): GettysburgState {
  let s = opening();
  for (let i = 0; i < limit && !stop(s); i++) {
    const seat = seatsToAct(gettysburg, s)[0];
    if (!seat) break;
    const legal = gettysburg.legal(s, seat);
    const action = legal.find((a) => a.type !== 'done') ?? legal[0]!;
    const r = applyChecked(gettysburg, s, action, seat);
    if ('error' in r) throw new Error(r.error.message);
    s = r.state as GettysburgState;
  }
  return s;
}

const onMap = (s: GettysburgState, army: string) =>
  Object.values(s.blocks).filter((b) => b.army === army && b.place.kind === 'map');

function render(
  component: typeof GettysburgBoard | typeof GettysburgHand,
  view: Json,
  legal: Action[],
  options: { viewer?: string; preview?: boolean; sent?: Action[] } = {},
) {
  const sent = options.sent ?? [];
  act(() => {
    dom.root.render(
      createElement(component, {
        view,
        viewer: options.viewer ?? 'union',
        legal,
        onAct: (a: Action) => sent.push(a),
        recent: [],
        t: tEn,
        lang: 'en',
        preview: options.preview,
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

const all = (selector: string) => [...dom.container.querySelectorAll(selector)];

describe('§3 the map drawn', () => {
  it('draws every area and position, the terrain, roads, entry points, objectives and the caption', () => {
    const s = opening();
    const map = mapOf(s);
    render(GettysburgBoard, asJson(s, 'union'), []);
    expect(all('path[data-area]')).toHaveLength(Object.keys(map.areas).length);
    expect(all('path[data-position]')).toHaveLength(Object.keys(map.positions).length);
    const crests = Object.values(map.positions).flatMap((p) => Object.values(p.sides).filter((x) => x.crest));
    expect(all('[data-crest]')).toHaveLength(crests.length);
    expect(all('[data-road]')).toHaveLength(Object.keys(map.roads).length);
    expect(all('[data-entry]').map((e) => e.getAttribute('data-entry'))).toEqual(Object.keys(map.entryAreas));
    expect(all('[data-objective]')).toHaveLength(s.objectives.length);
    expect(all(`path.town[data-area]`).map((e) => e.getAttribute('data-area'))).toEqual([...map.town]);
    const caption = dom.container.querySelector('[data-testid="gettysburg-reconstruction"]');
    expect(caption?.textContent).toMatch(/reconstruction/i);
    expect(caption?.querySelector('title')?.textContent).toBe(map.reconstruction);
  });

  it('the "show ids" toggle labels every area and position with its id', () => {
    const s = opening();
    const map = mapOf(s);
    render(GettysburgBoard, asJson(s, 'union'), []);
    expect(all('[data-id-area]')).toHaveLength(0);
    click('[data-testid="gettysburg-show-ids"]');
    expect(all('[data-id-area]')).toHaveLength(Object.keys(map.areas).length);
    expect(all('[data-id-position]')).toHaveLength(Object.keys(map.positions).length);
    expect(dom.container.querySelector('[data-id-position="almshouse-barlows-knoll"]')?.textContent).toBe(
      'almshouse-barlows-knoll',
    );
  });
});

describe('§2 blocks on their positions', () => {
  const s = playUntil((x) => onMap(x, 'union').length > 0 && onMap(x, 'confederate').length > 0);

  it('shows the viewer’s own blocks by command and strength, the enemy’s face down', () => {
    render(GettysburgBoard, asJson(s, 'union'), []);
    const union = onMap(s, 'union');
    for (const b of union) {
      const el = dom.container.querySelector(`[data-block="${b.id}"]`);
      expect(el?.getAttribute('data-on')).toBe((b.place as { position: string }).position);
      expect(el?.querySelectorAll('.gb-pip')).toHaveLength(b.strength);
      expect(el?.querySelector('.gb-block-label')?.textContent).not.toBe('');
    }
    const hidden = all('[data-block][data-army="confederate"]');
    expect(hidden).toHaveLength(onMap(s, 'confederate').length);
    for (const el of hidden) {
      expect(el.getAttribute('data-hidden')).toBe('true');
      expect(el.querySelector('.gb-pip')).toBeNull();
    }
    // Cavalry is marked (Buford's blocks are cavalry).
    if (union.some((b) => b.cavalry)) expect(all('.gb-cavalry').length).toBeGreaterThan(0);
  });
});

describe('§4.8 clicks become actions', () => {
  it('a block, then a position, then the area to face sends the set-up', () => {
    const s = opening();
    const legal = gettysburg.legal(s, 'union');
    const first = legal[0] as Action & { block: string; position: string; front: string };
    // Buford's blocks are not yet in play: one is picked from the Hand panel.
    render(GettysburgHand, asJson(s, 'union'), legal);
    click(`[data-testid="gettysburg-to-place"] [data-hand-block="${first.block}"]`);
    const sent = render(GettysburgBoard, asJson(s, 'union'), legal);
    expect(
      dom.container.querySelector(`path[data-position="${first.position}"]`)?.getAttribute('data-mark'),
    ).toBe('target');
    click(`path[data-position="${first.position}"]`);
    const twoWays = legal.filter(
      (a) =>
        (a as { position?: string }).position === first.position &&
        (a as { block?: string }).block === first.block,
    );
    if (twoWays.length === 1) {
      expect(sent).toEqual([first]);
      return;
    }
    expect(sent).toEqual([]);
    expect(dom.container.querySelector(`path[data-area="${first.front}"]`)?.getAttribute('data-mark')).toBe(
      'facing',
    );
    click(`path[data-area="${first.front}"]`);
    expect(sent).toEqual([first]);
  });

  it('a Tray token picked in the Hand, then a position on the board, commits artillery', () => {
    const s = playUntil((x) => onMap(x, 'union').length > 0 && x.armies.union.tokens.tray.length > 0);
    const token = s.armies.union.tokens.tray[0]!;
    const position = (onMap(s, 'union')[0]!.place as { position: string }).position;
    const legal: Action[] = [{ type: 'artillery', token, position }, { type: 'artillery-done' }];
    const sent: Action[] = [];
    const view = asJson(s, 'union');
    act(() => {
      dom.root.render(
        createElement('div', null, [
          createElement(GettysburgHand, {
            key: 'h',
            view,
            viewer: 'union',
            legal,
            onAct: (a: Action) => sent.push(a),
            recent: [],
            t: tEn,
            lang: 'en',
          }),
          createElement(GettysburgBoard, {
            key: 'b',
            view,
            viewer: 'union',
            legal,
            onAct: (a: Action) => sent.push(a),
            recent: [],
            t: tEn,
            lang: 'en',
          }),
        ]),
      );
    });
    click(`[data-testid="gettysburg-tray"] [data-token="${token}"]`);
    expect(dom.container.querySelector(`path[data-position="${position}"]`)?.getAttribute('data-mark')).toBe(
      'target',
    );
    // The click lands on the block standing there: it still means the position.
    click(`[data-block][data-on="${position}"]`);
    expect(sent).toEqual([legal[0]]);
  });

  it('the preview draws the whole map and takes no clicks', () => {
    const s = opening();
    const legal = gettysburg.legal(s, 'union');
    act(() => setSelection(`block:${(legal[0] as unknown as { block: string }).block}`));
    const sent = render(GettysburgBoard, asJson(s, 'union'), legal, { preview: true });
    expect(dom.container.querySelector('[data-testid="gettysburg-show-ids"]')).toBeNull();
    expect(all('[data-mark="target"]')).toHaveLength(0);
    click('path[data-position]');
    click('path[data-area]');
    expect(sent).toEqual([]);
  });
});

describe('§13 the attack in progress', () => {
  it('draws each attacking block’s path, rings the leads’ positions, counts the face-down artillery', () => {
    const s = opening();
    const attack = {
      attacker: 'confederate',
      step: 'attacker-artillery',
      blocks: [
        {
          block: 'x',
          from: 'almshouse-barlows-knoll',
          path: [{ area: 'barlows-knoll', to: 'barlows-knoll-east-of-town' }],
        },
      ],
      leads: { 'barlows-knoll-east-of-town': 'y' },
      artillery: { union: { 'barlows-knoll-east-of-town': ['face-down', 'face-down'] }, confederate: {} },
      extras: [],
      hits: {},
      bombard: {},
      tokenHits: null,
      support: {},
      fire: null,
      combats: [],
      combatAt: null,
      defensiveLead: null,
      withdrawing: [],
    };
    const view = { ...(asJson(s, 'confederate') as object), attack } as unknown as Json;
    render(GettysburgBoard, view, [], { viewer: 'confederate' });
    expect(all('[data-attack-block="x"]')).toHaveLength(1);
    expect(all('[data-lead="barlows-knoll-east-of-town"]')).toHaveLength(1);
    const committed = dom.container.querySelector('[data-committed-artillery="barlows-knoll-east-of-town"]');
    expect(committed?.getAttribute('data-count')).toBe('2');
  });
});

describe('the replay’s full view', () => {
  it('shows every block, both Trays and both armies’ rows, shaped like a view', () => {
    const s = playUntil((x) => onMap(x, 'confederate').length > 0);
    const full = gettysburgClient.fullView(s) as unknown as GettysburgView;
    expect(Object.values(full.blocks).some((b) => b.command === 'unknown')).toBe(false);
    expect(Object.keys(full.blocks).sort()).toEqual(Object.keys(s.blocks).sort());
    expect(full.armies.confederate.tokens.tray).toEqual(s.armies.confederate.tokens.tray);
    expect(full.armies.union.tokens.pool).toBe(s.armies.union.tokens.pool.length);
    const row = (full.armies.union.rows.taneytown as unknown as { count: number; top?: string }[])[0];
    expect(row).toEqual({
      count: s.armies.union.rows.taneytown![0]!.length,
      top: s.armies.union.rows.taneytown![0]![0],
    });
    expect('rng' in full).toBe(false);
    render(GettysburgBoard, full as unknown as Json, [], { viewer: 'spectator' });
    expect(all('[data-block][data-hidden]')).toHaveLength(0);
    expect(all('[data-block]')).toHaveLength(onMap(s, 'union').length + onMap(s, 'confederate').length);
  });
});

describe('§4 the Hand panel and the status line', () => {
  it('lists the viewer’s Tray, rows and time track, and only counts of the enemy’s', () => {
    const s = playUntil((x) => x.armies.union.tokens.tray.length > 0);
    render(GettysburgHand, asJson(s, 'union'), []);
    const tray = all('[data-testid="gettysburg-tray"] [data-token]');
    expect(tray).toHaveLength(s.armies.union.tokens.tray.length);
    expect(dom.container.querySelector('[data-testid="gettysburg-rows"]')).not.toBeNull();
    expect(dom.container.querySelector('[data-testid="gettysburg-time-track-union"]')).not.toBeNull();
    const enemy = dom.container.querySelector('[data-testid="gettysburg-enemy-confederate"]');
    expect(enemy?.textContent).toMatch(/Tray \d+/);
    expect(dom.container.querySelector('[data-testid="gettysburg-army-confederate"]')).toBeNull();
  });

  it('the status line gives the turn, day and hour, orders and the phase', () => {
    const s = opening();
    act(() => {
      dom.root.render(
        createElement(GettysburgStatus, { view: asJson(s, 'union'), viewer: 'union', t: tEn, lang: 'en' }),
      );
    });
    const text = dom.container.querySelector('[data-testid="gettysburg-status"]')?.textContent ?? '';
    expect(text).toMatch(/Turn 1/);
    expect(text).toMatch(/1 July 7:00AM/);
    expect(text).toMatch(/Union: /);
  });
});
