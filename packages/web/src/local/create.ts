/** Starting a game on this device, or opening a save file (the same file the CLI writes and reads). */
import { type Json, parseSave, type Seat } from '@wargame/engine';
import { clientFor } from '../games/registry.ts';
import type { Controller } from '../table/types.ts';
import { LocalSession } from './session.ts';
import { type KeyValue, type LocalRecord, newLocalId, saveLocal } from './storage.ts';
import { summaryOf } from './useLocalTable.ts';

function recordOf(session: LocalSession, controllers: Record<Seat, Controller>): LocalRecord {
  const now = new Date().toISOString();
  return {
    id: newLocalId(),
    game: session.game.id,
    scenario: session.save.scenario,
    created: now,
    updated: now,
    controllers,
    save: session.serialize(),
    summary: summaryOf(session),
  };
}

export function createLocalGame(
  init: {
    game: string;
    scenario: string;
    controllers: Record<Seat, Controller>;
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
  const record = recordOf(session, init.controllers);
  saveLocal(record, store);
  return record;
}

/** Open a save file's text as a hot-seat game on this device: the first seat is "me", the others hot-seat. */
export function importSave(text: string, store?: KeyValue): LocalRecord {
  const parsed = parseSave(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const client = clientFor(parsed.save.game);
  if (!client) throw new Error(`this save is for '${parsed.save.game}', a game this client does not have`);
  const session = LocalSession.load(client.module, parsed.save);
  const controllers: Record<Seat, Controller> = {};
  client.module.seats.forEach((seat: Seat, i: number) => {
    controllers[seat] = i === 0 ? 'me' : 'hotseat';
  });
  const record = recordOf(session, controllers);
  saveLocal(record, store);
  return record;
}
