/** Starting a game on this device, or opening a save file (the same file the CLI writes and reads). */
import { type Json, parseSave, type Seat } from '@wargame/engine';
import type { AiLevel } from '../ai/protocol.ts';
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
 * Open a file as a hot-seat game on this device (the first seat is "me", the others hot-seat): a save
 * file, or a scenario file a player wrote in a game's own scenario format.
 */
export function importSave(text: string, store?: KeyValue): LocalRecord {
  const fromScenario = scenarioFileGame(text, store);
  if (fromScenario) return fromScenario;
  const parsed = parseSave(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const client = clientFor(parsed.save.game);
  if (!client) throw new Error(`this save is for '${parsed.save.game}', a game this client does not have`);
  const session = LocalSession.load(client.module, parsed.save);
  const record = recordOf(session, hotSeatControllers(client.module.seats));
  saveLocal(record, store);
  return record;
}

function hotSeatControllers(seats: readonly Seat[]): Record<Seat, Controller> {
  const controllers: Record<Seat, Controller> = {};
  seats.forEach((seat, i) => {
    controllers[seat] = i === 0 ? 'me' : 'hotseat';
  });
  return controllers;
}

/** A scenario file of any game that reads one, started as a new hot-seat game; null for other files. */
function scenarioFileGame(text: string, store?: KeyValue): LocalRecord | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  for (const listing of GAMES) {
    const found = listing.client?.positionFromScenarioFile?.(json);
    if (!found || !listing.client) continue;
    return createLocalGame(
      {
        game: listing.id,
        scenario: found.scenario,
        position: found.position,
        controllers: hotSeatControllers(listing.client.module.seats),
      },
      store,
    );
  }
  return null;
}
