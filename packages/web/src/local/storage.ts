/**
 * Games on this device, kept in localStorage: each as its engine save text (`wargame-save/1`, the same file
 * the CLI reads), who plays each seat here, and a summary for the games list. Online games are kept as
 * the tokens this device holds (see online/store.ts).
 */
import type { Seat } from '@wargame/engine';
import type { AiLevel } from '../ai/protocol.ts';
import type { Controller } from '../table/types.ts';

export interface LocalSummary {
  turn: number;
  toMove: Seat[];
  winners: Seat[] | null;
  /** Each seat's name in each language, e.g. { en: { top: 'Carthaginian (top)' } }. */
  labels?: Record<string, Record<Seat, string>>;
}

export interface LocalRecord {
  id: string;
  game: string;
  scenario: string;
  created: string;
  updated: string;
  controllers: Record<Seat, Controller>;
  /** The computer's level for each 'ai' seat (missing: DEFAULT_AI_LEVEL). */
  aiLevels?: Record<Seat, AiLevel>;
  /** The save as serializeSave writes it. */
  save: string;
  summary: LocalSummary;
}

const INDEX = 'wargame.local.index';
const PREFIX = 'wargame.local.game.';

export interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function defaultStorage(): KeyValue {
  return globalThis.localStorage;
}

export function newLocalId(): string {
  const bytes = new Uint8Array(6);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('');
}

function readIndex(store: KeyValue): string[] {
  try {
    const ids = JSON.parse(store.getItem(INDEX) ?? '[]') as unknown;
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function listLocal(store: KeyValue = defaultStorage()): LocalRecord[] {
  const out: LocalRecord[] = [];
  for (const id of readIndex(store)) {
    const record = loadLocal(id, store);
    if (record) out.push(record);
  }
  return out.sort((a, b) => b.updated.localeCompare(a.updated));
}

export function loadLocal(id: string, store: KeyValue = defaultStorage()): LocalRecord | null {
  const text = store.getItem(PREFIX + id);
  if (!text) return null;
  try {
    return JSON.parse(text) as LocalRecord;
  } catch {
    return null;
  }
}

export function saveLocal(record: LocalRecord, store: KeyValue = defaultStorage()): void {
  store.setItem(PREFIX + record.id, JSON.stringify(record));
  const ids = readIndex(store);
  if (!ids.includes(record.id)) store.setItem(INDEX, JSON.stringify([...ids, record.id]));
}

export function deleteLocal(id: string, store: KeyValue = defaultStorage()): void {
  store.removeItem(PREFIX + id);
  store.setItem(INDEX, JSON.stringify(readIndex(store).filter((x) => x !== id)));
}

/** A plain in-memory store (tests, or a browser without storage). */
export class MemoryStore implements KeyValue {
  private data = new Map<string, string>();
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.data.set(key, value);
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
}
