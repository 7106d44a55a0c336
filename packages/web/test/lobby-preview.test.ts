// @vitest-environment happy-dom
/**
 * The new-game form shows the chosen scenario's battlefield (issue 16, "a preview of the battlefield when
 * choosing a scenario"): the game's own board, drawn from the scenario's set-up with nothing to click,
 * only once it is on the screen, and again whenever another scenario is chosen.
 */
import { ancients } from '@wargame/ancients';
import { act, createElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientFor, loadAllClients } from '../src/games/registry.ts';
import { NewGame } from '../src/lobby/NewGame.tsx';
import { previewView } from '../src/lobby/ScenarioPreview.tsx';
import { mountedRoot } from './dom.ts';

/** An IntersectionObserver the test drives: `show()` tells every observer its element is on the screen. */
class TestObserver {
  static all: TestObserver[] = [];
  private readonly callback: IntersectionObserverCallback;
  private readonly targets: Element[] = [];
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
    TestObserver.all.push(this);
  }
  observe(target: Element): void {
    this.targets.push(target);
  }
  unobserve(): void {}
  disconnect(): void {
    TestObserver.all = TestObserver.all.filter((o) => o !== this);
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  static show(): void {
    for (const observer of [...TestObserver.all]) {
      const entries = observer.targets.map((target) => ({ target, isIntersecting: true }));
      observer.callback(entries as unknown as IntersectionObserverEntry[], observer as never);
    }
  }
}

const dom = mountedRoot();

beforeAll(async () => {
  await loadAllClients();
});

beforeEach(() => {
  TestObserver.all = [];
  vi.stubGlobal('IntersectionObserver', TestObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const preview = () => dom.container.querySelector<HTMLElement>('[data-testid=scenario-preview]');
const unitsShown = () =>
  [...(preview()?.querySelectorAll('.unit[data-piece]') ?? [])]
    .map((e) => e.getAttribute('data-piece'))
    .sort();
const unitsOf = (scenario: string) => Object.keys(ancients.setup(scenario, {}, 'preview').units).sort();

describe('the scenario preview in the new-game form', () => {
  it('draws nothing until the preview is on the screen, then the scenario’s opening position', () => {
    act(() => dom.root.render(createElement(NewGame, { game: 'ancients', scenario: '001' })));
    expect(preview()).not.toBeNull();
    expect(preview()?.dataset.ready).toBe('false');
    expect(preview()?.querySelector('svg')).toBeNull();
    act(() => TestObserver.show());
    expect(preview()?.dataset.ready).toBe('true');
    expect(preview()?.dataset.scenario).toBe('001');
    expect(unitsShown()).toEqual(unitsOf('001'));
    expect(preview()?.getAttribute('aria-label')).toContain('Akragas');
  });

  it('offers nothing to click: no legal action marked, the board inert', () => {
    act(() => dom.root.render(createElement(NewGame, { game: 'ancients', scenario: '001' })));
    act(() => TestObserver.show());
    const board = preview()?.querySelector('.scenario-preview-board');
    expect(board?.hasAttribute('inert')).toBe(true);
    expect(preview()?.querySelector('[class*="mark-"]')).toBeNull();
    expect(preview()?.querySelector('.inspector')).toBeNull();
  });

  it('follows the scenario chosen in the list', () => {
    act(() => dom.root.render(createElement(NewGame, { game: 'ancients', scenario: '001' })));
    act(() => TestObserver.show());
    const select = dom.container.querySelector<HTMLSelectElement>('[data-testid=scenario]')!;
    act(() => {
      select.value = '104';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(preview()?.dataset.scenario).toBe('104');
    expect(unitsShown()).toEqual(unitsOf('104'));
    expect(unitsOf('104')).not.toEqual(unitsOf('001'));
  });

  it('sets each scenario up once (the view is kept), and shows no preview for one that cannot be set up', () => {
    const client = clientFor('ancients')!;
    const setup = vi.spyOn(client.module, 'setup');
    const first = previewView(client, '005');
    const again = previewView(client, '005');
    expect(again).toBe(first);
    expect(setup).toHaveBeenCalledTimes(1);
    expect(previewView(client, 'no-such-scenario')).toBeNull();
    setup.mockRestore();
  });
});
