// @vitest-environment happy-dom
/**
 * Opening a save or scenario file (issue 16: "an imported save is always hot-seat for both sides"): the
 * home page first asks who plays each side — me, someone at this device, or the computer at a level, as in
 * the new-game form — and the game is kept with those controllers, like a new game.
 */
import { type AncientsState, ancients } from '@wargame/ancients';
import { act, createElement } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import scenario001 from '../../games/ancients/data/scenarios/001.json' with { type: 'json' };
import gettysburgMap from '../../games/gettysburg/data/map.json' with { type: 'json' };
import { loadAllClients } from '../src/games/registry.ts';
import { Home } from '../src/lobby/Home.tsx';
import { importSave, readImport, startImport } from '../src/local/create.ts';
import { LocalSession } from '../src/local/session.ts';
import { listLocal, loadLocal, MemoryStore } from '../src/local/storage.ts';
import { mountedRoot } from './dom.ts';
import { choose } from './e2e/drive.ts';

const SCENARIO_FILE = JSON.stringify(scenario001);

function savedGame(actions: number): string {
  const session = LocalSession.create(ancients, { scenario: '001', seed: 'import-sides' });
  for (let i = 0; i < actions; i++) {
    const seat = session.toAct()[0]!;
    session.act(seat, choose(session.state as AncientsState, seat as 'top' | 'bottom', session.legal(seat)));
  }
  return session.serialize();
}

beforeAll(async () => {
  await loadAllClients();
});

describe('an opened Gettysburg map file (issue 19: the web client loads a corrected map)', () => {
  it('§1 starts a new battle on the map the file holds', () => {
    const corrected = structuredClone(gettysburgMap) as typeof gettysburgMap & { reconstruction: string };
    corrected.reconstruction = 'a player’s corrected map';
    const pending = readImport(JSON.stringify(corrected));
    expect(pending.kind).toBe('scenario');
    expect(pending.game).toBe('gettysburg');
    expect(pending.seats).toEqual(['union', 'confederate']);
    const state = pending.session.state as unknown as { options: { mapFile?: { reconstruction?: string } } };
    expect(state.options.mapFile?.reconstruction).toBe('a player’s corrected map');
  });

  it('§1 refuses a map that does not hold together, naming the bad element', () => {
    const broken = structuredClone(gettysburgMap) as { positions: Record<string, { ends: string[] }> };
    const [id, position] = Object.entries(broken.positions)[0]!;
    position.ends = [position.ends[0]!, 'no-such-point'];
    expect(() => readImport(JSON.stringify(broken))).toThrow(
      new RegExp(`problem[\\s\\S]*(${id}|no-such-point)`),
    );
  });
});

describe('an opened file: read first, then started with the sides chosen', () => {
  it('reads a save without storing it, and keeps the computer chosen for a side, with its level', () => {
    const store = new MemoryStore();
    const pending = readImport(savedGame(12));
    expect(pending.kind).toBe('save');
    expect(pending.seats).toEqual(['top', 'bottom']);
    expect(pending.session.length).toBe(12);
    expect(listLocal(store)).toEqual([]);
    const record = startImport(
      pending,
      { controllers: { top: 'ai', bottom: 'me' }, aiLevels: { top: 'hard' } },
      store,
    );
    expect(loadLocal(record.id, store)?.controllers).toEqual({ top: 'ai', bottom: 'me' });
    expect(loadLocal(record.id, store)?.aiLevels).toEqual({ top: 'hard' });
    expect(LocalSession.load(ancients, record.save).length).toBe(12);
  });

  it('gives a computer side without a level the default one, and accepts the computer on both sides', () => {
    const store = new MemoryStore();
    const pending = readImport(SCENARIO_FILE);
    expect(pending.kind).toBe('scenario');
    const record = startImport(pending, { controllers: { top: 'ai', bottom: 'ai' } }, store);
    expect(record.controllers).toEqual({ top: 'ai', bottom: 'ai' });
    expect(record.aiLevels).toEqual({ top: 'easy', bottom: 'easy' });
  });

  it('still opens a file as hot-seat when nobody is asked (importSave, the old default)', () => {
    const record = importSave(savedGame(3), new MemoryStore());
    expect(record.controllers).toEqual({ top: 'me', bottom: 'hotseat' });
    expect(record.aiLevels).toBeUndefined();
  });

  it('refuses a file that is neither a save nor a scenario with the reason', () => {
    expect(() => readImport('{"format":"wargame-save/9"}')).toThrow(/unknown save format/);
  });
});

const dom = mountedRoot();

async function openFile(text: string): Promise<void> {
  const input = dom.container.querySelector<HTMLInputElement>('[data-testid=import-save]')!;
  const file = new File([text], 'battle.save.json', { type: 'application/json' });
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function click(selector: string): void {
  const element = dom.container.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`nothing matches ${selector}`);
  act(() => element.click());
}

describe('the home page asks who plays each side of an opened file', () => {
  beforeEach(() => {
    localStorage.clear();
    location.hash = '';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"games":[]}', { headers: { 'content-type': 'application/json' } })),
    );
  });

  it('shows the sides before the game starts, and the game keeps the computer chosen for one', async () => {
    act(() => dom.root.render(createElement(Home)));
    await openFile(savedGame(8));
    // Nothing is stored and nothing opens until the sides are chosen.
    const dialog = dom.container.querySelector('[data-testid=import-setup]');
    expect(dialog).not.toBeNull();
    expect(dialog?.textContent).toContain('8 actions played');
    expect(listLocal()).toEqual([]);
    expect(location.hash).toBe('');
    expect(dialog?.querySelector('[data-seat=top] input[value=invite]')).toBeNull();
    click('[data-seat=top] input[value=ai]');
    click('[data-seat=bottom] input[value=me]');
    const level = dom.container.querySelector<HTMLSelectElement>('[data-testid=ai-level-top]')!;
    act(() => {
      level.value = 'normal';
      level.dispatchEvent(new Event('change', { bubbles: true }));
    });
    click('[data-testid=import-start]');
    const [record] = listLocal();
    expect(record?.controllers).toEqual({ top: 'ai', bottom: 'me' });
    expect(record?.aiLevels).toEqual({ top: 'normal' });
    expect(location.hash).toBe(`#/local/${record?.id}`);
    expect(dom.container.querySelector('[data-testid=import-setup]')).toBeNull();
  });

  it('stores nothing when the dialog is cancelled', async () => {
    act(() => dom.root.render(createElement(Home)));
    await openFile(SCENARIO_FILE);
    expect(dom.container.querySelector('[data-testid=import-setup]')?.textContent).toContain(
      'A scenario or map file',
    );
    click('[data-testid=import-setup] button[type=button]');
    expect(dom.container.querySelector('[data-testid=import-setup]')).toBeNull();
    expect(listLocal()).toEqual([]);
  });
});
