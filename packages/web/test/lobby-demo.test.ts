// @vitest-environment happy-dom
/**
 * Computer against computer (issue 16, "a demo"): a local game whose every seat is the computer's plays
 * itself to the end with nobody at the device, one move per pace step of a test clock; it pauses and
 * resumes; the new-game form creates one; the home page's "Watch a demo" starts one on a short scenario;
 * the table watches it as a spectator.
 */
import { type AncientsState, ancients } from '@wargame/ancients';
import type { Action, Seat } from '@wargame/engine';
import { act, createElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AiReply, AiRequest } from '../src/ai/protocol.ts';
import { loadAllClients } from '../src/games/registry.ts';
import { Home } from '../src/lobby/Home.tsx';
import { NewGame } from '../src/lobby/NewGame.tsx';
import { type Clock, ComputerTurns, DEMO_PACE_MS, isDemo } from '../src/local/autoplay.ts';
import { createDemoGame, createLocalGame, shortestScenario } from '../src/local/create.ts';
import { LocalSession } from '../src/local/session.ts';
import { listLocal, loadLocal, MemoryStore } from '../src/local/storage.ts';
import { useLocalTable } from '../src/local/useLocalTable.ts';
import type { TableController } from '../src/table/types.ts';
import { mountedRoot } from './dom.ts';
import { choose } from './e2e/drive.ts';
import { tEn } from './support.ts';

// The table's AI worker, replaced by the tests' scripted player (the first legal action).
vi.mock('../src/ai/client.ts', () => ({
  requestAiAction: vi.fn(
    async (request: Omit<AiRequest, 'id'>): Promise<AiReply> => ({
      id: 0,
      ok: true,
      action: request.legal[0]!,
    }),
  ),
}));

/** A clock moved by hand: timers run when `advance` passes their time, promises settle in between. */
class TestClock implements Clock {
  time = 0;
  private timers: { at: number; run: () => void; id: number }[] = [];
  private nextId = 0;
  now(): number {
    return this.time;
  }
  after(ms: number, run: () => void): () => void {
    const id = this.nextId++;
    this.timers.push({ at: this.time + ms, run, id });
    return () => {
      this.timers = this.timers.filter((t) => t.id !== id);
    };
  }
  get waiting(): number {
    return this.timers.length;
  }
  async advance(ms: number): Promise<void> {
    const end = this.time + ms;
    for (;;) {
      await settle();
      this.timers.sort((a, b) => a.at - b.at || a.id - b.id);
      const next = this.timers[0];
      if (!next || next.at > end) break;
      this.timers.shift();
      this.time = next.at;
      next.run();
    }
    this.time = end;
    await settle();
  }
}

async function settle(): Promise<void> {
  for (let i = 0; i < 6; i++) await Promise.resolve();
}

const BOTH_AI = { top: 'ai', bottom: 'ai' } as const;

/** The computer's turns of a fresh game, played by the scripted policy of the end-to-end tests. */
function demo(scenario: string, seed: string, clock: TestClock) {
  const session = LocalSession.create(ancients, { scenario, seed });
  const moves: { seat: Seat; at: number }[] = [];
  const errors: string[] = [];
  const turns = new ComputerTurns({
    session,
    controllers: { ...BOTH_AI },
    request: async (request) => ({
      id: 0,
      ok: true,
      action: choose(session.state as AncientsState, request.seat as 'top' | 'bottom', request.legal),
    }),
    onMove: (seat) => moves.push({ seat, at: clock.now() }),
    onError: (error) => errors.push(error.message),
    paceMs: DEMO_PACE_MS,
    clock,
  });
  return { session, turns, moves, errors };
}

beforeAll(async () => {
  // The games' clients are loaded on first use; the lobby and the table need Ancients'.
  await loadAllClients();
});

describe('the computer against the computer: the game plays itself', () => {
  it('plays a short scenario to the end with no human action, one move per pace step', async () => {
    const clock = new TestClock();
    const { session, turns, moves, errors } = demo('104', 'demo-unit-1', clock);
    expect(isDemo({ ...BOTH_AI })).toBe(true);
    turns.wake();
    // Nothing has happened before the clock moves: the first move waits for the AI's answer.
    expect(session.length).toBe(0);
    await clock.advance(DEMO_PACE_MS * 3);
    expect(session.length).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < 2000 && !session.outcome(); i++) await clock.advance(DEMO_PACE_MS);
    expect(errors).toEqual([]);
    expect(session.outcome()).not.toBeNull();
    expect(moves.length).toBe(session.length);
    // Both sides moved, and never two moves within one pace step.
    expect(new Set(moves.map((m) => m.seat))).toEqual(new Set(['top', 'bottom']));
    for (let i = 1; i < moves.length; i++) {
      expect(moves[i]!.at - moves[i - 1]!.at).toBeGreaterThanOrEqual(DEMO_PACE_MS);
    }
    // Over: nothing more is asked.
    turns.wake();
    expect(turns.thinking).toBe(false);
    expect(clock.waiting).toBe(0);
  });

  it('pauses (no move however long one waits) and resumes where it stopped', async () => {
    const clock = new TestClock();
    const { session, turns } = demo('001', 'demo-unit-2', clock);
    turns.wake();
    await clock.advance(DEMO_PACE_MS * 5);
    turns.pause();
    const paused = session.length;
    await clock.advance(DEMO_PACE_MS * 20);
    // A move already decided when the pause came is kept for later, not played.
    expect(session.length).toBe(paused);
    expect(turns.paused).toBe(true);
    turns.resume();
    await clock.advance(DEMO_PACE_MS * 5);
    expect(session.length).toBeGreaterThanOrEqual(paused + 4);
  });

  it('asks again when the game changed while the computer was thinking (a takeback)', async () => {
    const clock = new TestClock();
    const session = LocalSession.create(ancients, { scenario: '001', seed: 'demo-unit-3' });
    session.act('bottom', session.legal('bottom')[0]!);
    let answer: ((action: Action) => void) | null = null;
    const asked: number[] = [];
    const turns = new ComputerTurns({
      session,
      controllers: { top: 'ai', bottom: 'me' },
      request: () => {
        asked.push(session.length);
        return new Promise((resolve) => {
          answer = (action) => resolve({ id: 0, ok: true, action });
        });
      },
      onMove: () => {},
      onError: () => {},
      clock,
    });
    // After the bottom's card the top may have nothing to decide; play bottom until top must act.
    for (let i = 0; i < 50 && !session.toAct().includes('top'); i++) {
      session.act('bottom', choose(session.state as AncientsState, 'bottom', session.legal('bottom')));
    }
    turns.wake();
    await settle();
    expect(asked).toHaveLength(1);
    const stale = session.legal('top')[0]!;
    const lastBottom = session.save.actions.map((a) => a.seat).lastIndexOf('bottom');
    session.takeback('bottom');
    expect(session.length).toBe(lastBottom);
    answer!(stale);
    await clock.advance(1);
    // The stale answer was not played, nor anything else: it is the bottom's turn again.
    expect(session.length).toBe(lastBottom);
    expect(session.save.actions.every((a) => a.seat === 'bottom')).toBe(true);
  });
});

describe('creating a demo', () => {
  it('picks the shortest scenario by its length and gives every seat to the computer', async () => {
    expect(
      shortestScenario([
        { id: 'a', name: 'A', seats: [], length: '6 banners', description: '' },
        { id: 'b', name: 'B', seats: [], length: '4 banners', description: '' },
        { id: 'c', name: 'C', seats: [], length: '4 banners', description: '' },
      ])?.id,
    ).toBe('b');
    const store = new MemoryStore();
    const record = createDemoGame('ancients', {}, store);
    expect(record.scenario).toBe('104');
    expect(record.controllers).toEqual({ top: 'ai', bottom: 'ai' });
    expect(record.aiLevels).toEqual({ top: 'easy', bottom: 'easy' });
    expect(listLocal(store).map((r) => r.id)).toEqual([record.id]);
  });
});

const dom = mountedRoot();

function click(selector: string): void {
  const element = dom.container.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`nothing matches ${selector}`);
  act(() => element.click());
}

beforeEach(() => {
  localStorage.clear();
  location.hash = '';
});

describe('the new-game form: computer on both sides', () => {
  it('creates a local game the computer plays on every side (it used to demand a human side)', async () => {
    act(() => dom.root.render(createElement(NewGame, { game: 'ancients', scenario: '104' })));
    click('[data-seat=top] input[value=ai]');
    click('[data-seat=bottom] input[value=ai]');
    expect(dom.container.textContent).toContain('you watch the battle as a spectator');
    click('[data-testid=start]');
    expect(dom.container.querySelector('.error')).toBeNull();
    const [record] = listLocal();
    expect(record?.controllers).toEqual({ top: 'ai', bottom: 'ai' });
    expect(location.hash).toBe(`#/local/${record?.id}`);
  });
});

describe('the home page: "Watch a demo"', () => {
  it('starts a computer-against-computer game on the shortest scenario and opens its table', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"games":[]}', { headers: { 'content-type': 'application/json' } })),
    );
    act(() => dom.root.render(createElement(Home)));
    await act(async () => {
      dom.container.querySelector<HTMLElement>('[data-testid=demo-ancients]')!.click();
      await settle();
    });
    const [record] = listLocal();
    expect(record?.scenario).toBe('104');
    expect(record?.controllers).toEqual({ top: 'ai', bottom: 'ai' });
    expect(location.hash).toBe(`#/local/${record?.id}`);
    vi.unstubAllGlobals();
  });
});

type Seen = { current: TableController | null };

/** The local table's controller, without the table: what it would show and offer. */
function Probe({ id, seen }: { id: string; seen: Seen }) {
  seen.current = useLocalTable(id, tEn);
  return null;
}

describe('the table of a demo (useLocalTable)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances with no human action at the demo pace, as a spectator, and pauses', async () => {
    vi.useFakeTimers();
    const record = createLocalGame({
      game: 'ancients',
      scenario: '104',
      controllers: { top: 'ai', bottom: 'ai' },
      seed: 'demo-hook',
    });
    const seen: Seen = { current: null };
    await act(async () => dom.root.render(createElement(Probe, { id: record.id, seen })));
    const version = () => seen.current?.snapshot?.version ?? -1;
    expect(seen.current?.snapshot?.viewer).toBe('spectator');
    expect(seen.current?.snapshot?.legal).toEqual([]);
    expect(seen.current?.autoplay?.paused).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DEMO_PACE_MS * 4);
    });
    const moved = version();
    expect(moved).toBeGreaterThanOrEqual(3);
    expect(moved).toBeLessThanOrEqual(5);
    // Saved after every move, like a game with players.
    expect(LocalSession.load(ancients, loadLocal(record.id)!.save).length).toBe(moved);
    expect(seen.current?.snapshot?.viewer).toBe('spectator');

    act(() => seen.current?.autoplay?.pause());
    expect(seen.current?.autoplay?.paused).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DEMO_PACE_MS * 10);
    });
    const paused = version();
    expect(paused).toBeLessThanOrEqual(moved + 1);
    act(() => seen.current?.autoplay?.resume());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DEMO_PACE_MS * 4);
    });
    expect(version()).toBeGreaterThan(paused);
  });

  it('offers no pause in a game with a human side', async () => {
    const record = createLocalGame({
      game: 'ancients',
      scenario: '001',
      controllers: { top: 'ai', bottom: 'me' },
    });
    const seen: Seen = { current: null };
    await act(async () => dom.root.render(createElement(Probe, { id: record.id, seen })));
    expect(seen.current?.snapshot?.viewer).toBe('bottom');
    expect(seen.current?.autoplay).toBeUndefined();
  });
});
