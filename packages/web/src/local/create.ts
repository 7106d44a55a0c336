/** Starting a game on this device (a new one, a demo), or opening a save or scenario file (the CLI's files). */
import { type Json, parseSave, type ScenarioInfo, type Seat } from '@wargame/engine';
import { type AiLevel, DEFAULT_AI_LEVEL } from '../ai/protocol.ts';
import { clientFor, GAMES } from '../games/registry.ts';
import type { Controller } from '../table/types.ts';
import { LocalSession } from './session.ts';
import { type KeyValue, type LocalRecord, newLocalId, saveLocal } from './storage.ts';
import { summaryOf } from './useLocalTable.ts';

function recordOf(
  session: LocalSession,
  controllers: Record<Seat, Controller>,
  aiLevels?: Record<Seat, AiLevel>,
): LocalRecord {
  const now = new Date().toISOString();
  return {
    id: newLocalId(),
    game: session.game.id,
    scenario: session.save.scenario,
    created: now,
    updated: now,
    controllers,
    ...(aiLevels && Object.keys(aiLevels).length > 0 ? { aiLevels } : {}),
    save: session.serialize(),
    summary: summaryOf(session),
  };
}

export function createLocalGame(
  init: {
    game: string;
    scenario: string;
    controllers: Record<Seat, Controller>;
    /** The level of each seat the computer plays. */
    aiLevels?: Record<Seat, AiLevel>;
    seed?: string;
    position?: Json;
    options?: Record<string, Json>;
  },
  store?: KeyValue,
): LocalRecord {
  const client = clientFor(init.game);
  if (!client) throw new Error(`unknown game '${init.game}'`);
  const session = LocalSession.create(client.module, {
    scenario: init.scenario,
    ...(init.seed ? { seed: init.seed } : {}),
    ...(init.position !== undefined ? { position: init.position } : {}),
    ...(init.options ? { options: init.options } : {}),
  });
  const record = recordOf(session, init.controllers, init.aiLevels);
  saveLocal(record, store);
  return record;
}

/**
 * A save file or a player's scenario file, read and checked but not yet stored: the home page first asks
 * who plays each side, then `startImport` keeps it as a game on this device.
 */
export interface PendingImport {
  /** 'save': a save file, its actions replayed; 'scenario': a scenario file, a new game from its set-up. */
  kind: 'save' | 'scenario';
  game: string;
  scenario: string;
  /** The seats in play, in the scenario's order. */
  seats: Seat[];
  /** The game as the file leaves it (replayed through the rules). */
  session: LocalSession;
}

/** Who plays each side of an opened file, as the new-game form says it. */
export interface ImportChoice {
  controllers: Record<Seat, Controller>;
  aiLevels?: Record<Seat, AiLevel>;
}

/** Read a save file or a scenario file; throws with the reason when it is neither or is invalid. */
export function readImport(text: string): PendingImport {
  const fromScenario = scenarioFileSession(text);
  if (fromScenario) return fromScenario;
  const parsed = parseSave(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const client = clientFor(parsed.save.game);
  if (!client) throw new Error(`this save is for '${parsed.save.game}', a game this client does not have`);
  const session = LocalSession.load(client.module, parsed.save);
  return { kind: 'save', game: client.id, scenario: parsed.save.scenario, seats: seatsOf(session), session };
}

/** Keep an opened file as a game on this device, each seat played as chosen (the computer at its level). */
export function startImport(pending: PendingImport, choice: ImportChoice, store?: KeyValue): LocalRecord {
  const controllers: Record<Seat, Controller> = {};
  for (const seat of pending.seats) controllers[seat] = choice.controllers[seat] ?? 'hotseat';
  const aiLevels: Record<Seat, AiLevel> = {};
  for (const seat of pending.seats) {
    if (controllers[seat] === 'ai') aiLevels[seat] = choice.aiLevels?.[seat] ?? DEFAULT_AI_LEVEL;
  }
  const record = recordOf(pending.session, controllers, aiLevels);
  saveLocal(record, store);
  return record;
}

/**
 * Open a file as a hot-seat game on this device (the first seat is "me", the others hot-seat): a save
 * file, or a scenario file a player wrote in a game's own scenario format.
 */
export function importSave(text: string, store?: KeyValue): LocalRecord {
  const pending = readImport(text);
  return startImport(pending, { controllers: hotSeatControllers(pending.seats) }, store);
}

/** The default of an opened file: the first seat is "me", the others hot-seat. */
export function hotSeatControllers(seats: readonly Seat[]): Record<Seat, Controller> {
  const controllers: Record<Seat, Controller> = {};
  seats.forEach((seat, i) => {
    controllers[seat] = i === 0 ? 'me' : 'hotseat';
  });
  return controllers;
}

function seatsOf(session: LocalSession): Seat[] {
  const info = session.game.scenarios().find((s: ScenarioInfo) => s.id === session.save.scenario);
  return [...(info?.seats ?? session.game.seats)];
}

/** A scenario file of any game that reads one, set up as a new game; null for other files. */
function scenarioFileSession(text: string): PendingImport | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  // Every game's client must be loaded first (loadAllClients): a file may be any game's.
  for (const listing of GAMES) {
    const client = clientFor(listing.id);
    const found = client?.positionFromScenarioFile?.(json);
    if (!found || !client) continue;
    const session = LocalSession.create(client.module, {
      scenario: found.scenario,
      ...(found.position !== undefined ? { position: found.position } : {}),
      ...(found.options ? { options: found.options } : {}),
    });
    return { kind: 'scenario', game: listing.id, scenario: found.scenario, seats: seatsOf(session), session };
  }
  return null;
}

/**
 * A game the computer plays against itself on this device, on the game's shortest scenario unless one is
 * given: every seat at the same level. The table shows it as a spectator sees it.
 */
export function createDemoGame(
  game: string,
  options: { scenario?: string; level?: AiLevel; seed?: string } = {},
  store?: KeyValue,
): LocalRecord {
  const client = clientFor(game);
  if (!client) throw new Error(`unknown game '${game}'`);
  const scenarios = client.module.scenarios();
  const scenario = scenarios.find((s) => s.id === options.scenario) ?? shortestScenario(scenarios);
  if (!scenario) throw new Error(`${game} has no scenario`);
  const controllers: Record<Seat, Controller> = {};
  const aiLevels: Record<Seat, AiLevel> = {};
  for (const seat of scenario.seats) {
    controllers[seat] = 'ai';
    aiLevels[seat] = options.level ?? DEFAULT_AI_LEVEL;
  }
  return createLocalGame(
    { game, scenario: scenario.id, controllers, aiLevels, ...(options.seed ? { seed: options.seed } : {}) },
    store,
  );
}

/** The scenario whose length (e.g. "4 banners") has the smallest number; the first one among equals. */
export function shortestScenario(scenarios: readonly ScenarioInfo[]): ScenarioInfo | undefined {
  const size = (s: ScenarioInfo) => Number(/\d+/.exec(s.length)?.[0] ?? Number.POSITIVE_INFINITY);
  let best: ScenarioInfo | undefined;
  for (const s of scenarios) if (!best || size(s) < size(best)) best = s;
  return best;
}
