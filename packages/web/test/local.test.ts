import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type AncientsState, ancients } from '@wargame/ancients';
import { parseSave, replay, stateHash } from '@wargame/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAllClients } from '../src/games/registry.ts';
import { createLocalGame, importSave } from '../src/local/create.ts';
import { LocalSession } from '../src/local/session.ts';
import { deleteLocal, listLocal, loadLocal, MemoryStore } from '../src/local/storage.ts';
import { deviceSeat } from '../src/local/useLocalTable.ts';
import { choose } from './e2e/drive.ts';

const SCENARIO_001 = fileURLToPath(new URL('../../games/ancients/data/scenarios/001.json', import.meta.url));

// Each game's client is loaded on first use in the browser (games/registry.ts): load them all here.
beforeAll(() => loadAllClients());

function play(session: LocalSession, count: number): void {
  for (let i = 0; i < count && !session.outcome(); i++) {
    const seat = session.toAct()[0]!;
    const action = choose(session.state as AncientsState, seat as 'top' | 'bottom', session.legal(seat));
    const result = session.act(seat, action);
    if (!result.ok) throw new Error(result.error.message);
  }
}

describe('a game on this device (engine in the browser)', () => {
  it('plays, and its save replays to the same state (the CLI reads the same file)', () => {
    const session = LocalSession.create(ancients, { scenario: '001', seed: 'local-1' });
    play(session, 60);
    const text = session.serialize();
    const parsed = parseSave(text);
    expect(parsed.ok).toBe(true);
    const again = replay(ancients, text, { verify: true });
    expect(again.ok && stateHash(again.state)).toBe(stateHash(session.state));
    expect(stateHash(LocalSession.load(ancients, text).state)).toBe(stateHash(session.state));
  });

  it('refuses an illegal action and leaves the game as it was', () => {
    const session = LocalSession.create(ancients, { scenario: '001', seed: 'local-2' });
    const before = session.serialize();
    const result = session.act('bottom', { type: 'move', piece: 'b1', to: 'A1' });
    expect(result.ok).toBe(false);
    expect(session.serialize()).toBe(before);
    expect(session.act('top', { type: 'end-orders' }).ok).toBe(false);
  });

  it('undoes the seat’s own last actions back to the last boundary, never past it', () => {
    const session = LocalSession.create(ancients, { scenario: '001', seed: 'local-3' });
    // Playing a card reveals it: a boundary, so it cannot be undone.
    const card = session.legal('bottom')[0]!;
    session.act('bottom', card);
    expect(session.canUndo('bottom')).toBe(false);
    const order = session.legal('bottom').find((a) => a.type === 'order')!;
    const beforeOrder = stateHash(session.state);
    session.act('bottom', order);
    expect(session.canUndo('top')).toBe(false);
    expect(session.canUndo('bottom')).toBe(true);
    expect(session.undo('bottom')).toBe(true);
    expect(stateHash(session.state)).toBe(beforeOrder);
    expect(session.length).toBe(1);
    expect(session.lastBoundary()).toBe(1);
    expect(session.undo('bottom')).toBe(false);
  });

  it('takes back by agreement, boundaries included, and the replay is the same game minus those actions', () => {
    const session = LocalSession.create(ancients, { scenario: '001', seed: 'local-4' });
    play(session, 30);
    const lastSeat = session.save.actions.at(-1)!.seat;
    const at = session.save.actions.map((a) => a.seat).lastIndexOf(lastSeat);
    const shorter = replay(ancients, { ...session.save, actions: session.save.actions.slice(0, at) });
    expect(session.takeback(lastSeat)).toBe(true);
    expect(session.length).toBe(at);
    expect(shorter.ok && stateHash(shorter.state)).toBe(stateHash(session.state));
  });

  it('keeps games in storage as engine saves, lists and deletes them', () => {
    const store = new MemoryStore();
    const record = createLocalGame(
      { game: 'ancients', scenario: '002', controllers: { top: 'hotseat', bottom: 'me' }, seed: 's' },
      store,
    );
    expect(listLocal(store).map((r) => r.id)).toEqual([record.id]);
    const loaded = loadLocal(record.id, store)!;
    expect(parseSave(loaded.save).ok).toBe(true);
    expect(loaded.summary.toMove).toEqual(['bottom']);
    expect(loaded.summary.labels?.en?.top).toBe('Carthaginian (top)');
    expect(loaded.summary.labels?.el?.bottom).toBe('Συρακούσιοι (κάτω)');
    deleteLocal(record.id, store);
    expect(listLocal(store)).toEqual([]);
  });

  it('opens a save file (e.g. one written by the CLI) as a hot-seat game', () => {
    const store = new MemoryStore();
    const session = LocalSession.create(ancients, { scenario: '001', seed: 'cli' });
    play(session, 10);
    const record = importSave(session.serialize(), store);
    expect(record.controllers).toEqual({ top: 'me', bottom: 'hotseat' });
    expect(LocalSession.load(ancients, record.save).length).toBe(10);
    expect(() => importSave('{"format":"wargame-save/9"}', store)).toThrow(/unknown save format/);
  });
});

describe('a scenario file written by a player (issue: scenario files load in the web client)', () => {
  it('starts a hot-seat game from it, and refuses an invalid one with the loader’s message', () => {
    const store = new MemoryStore();
    const scenario = JSON.parse(readFileSync(SCENARIO_001, 'utf8')) as {
      name: string;
      units: { hex: string }[];
    };
    scenario.name = 'Akragas, my variant';
    scenario.units = scenario.units.slice(1);
    const record = importSave(JSON.stringify(scenario), store);
    expect(record.controllers).toEqual({ top: 'me', bottom: 'hotseat' });
    const session = LocalSession.load(ancients, record.save);
    expect(Object.keys((session.state as AncientsState).units)).toHaveLength(23);
    scenario.units[0]!.hex = 'Z99';
    expect(() => importSave(JSON.stringify(scenario), store)).toThrow(/units\[0\]\.hex/);
  });
});

describe('hot-seat: the device is passed between players', () => {
  const controllers = { top: 'hotseat', bottom: 'me' } as const;
  it('shows the seat to act when the same person is looking', () => {
    expect(deviceSeat(controllers, ['bottom'], 'bottom')).toEqual({ seat: 'bottom', passTo: null });
  });
  it('asks to pass the device when the other player must decide', () => {
    expect(deviceSeat(controllers, ['top'], 'bottom')).toEqual({ seat: 'top', passTo: 'top' });
  });
  it('never asks a player who plays both sides', () => {
    expect(deviceSeat({ top: 'me', bottom: 'me' }, ['top'], 'bottom')).toEqual({ seat: 'top', passTo: null });
  });
  it('keeps the last seat while a remote or computer seat decides', () => {
    expect(deviceSeat({ top: 'remote', bottom: 'me' }, ['top'], 'bottom')).toEqual({
      seat: 'bottom',
      passTo: null,
    });
  });
});

describe('views only: the hidden hand never reaches the other seat', () => {
  it('gives each seat its own hand and the other’s size', () => {
    const session = LocalSession.create(ancients, { scenario: '001', seed: 'hidden' });
    const bottom = session.view('bottom') as { hands: { top: unknown; bottom: unknown } };
    const top = session.view('top') as { hands: { top: unknown; bottom: unknown } };
    expect(bottom.hands.top).toBeNull();
    expect(Array.isArray(bottom.hands.bottom)).toBe(true);
    expect(top.hands.bottom).toBeNull();
    expect(JSON.stringify(session.view('spectator'))).not.toContain('"deck"');
  });
});
