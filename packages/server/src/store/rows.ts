/** Database rows to and from the store's types, shared by both dialects. */
import { type Json, LEGACY_RNG, type Outcome, type RngAlgorithm, type Seat } from '@wargame/engine';
import {
  AI_LEVELS,
  type AiLevel,
  type ChatRow,
  type GameRow,
  type LogRow,
  parseJsonColumn,
  type SeatRow,
  type TokenSeat,
} from './types.ts';

export type Row = Record<string, unknown>;

/** A timestamp column (SQLite text, PostgreSQL Date) as ISO text. */
function iso(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

function textOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

export function toGame(r: Row): GameRow {
  return {
    id: String(r.id),
    game: String(r.game),
    scenario: String(r.scenario),
    options: parseJsonColumn<Record<string, Json>>(r.options) ?? {},
    position: parseJsonColumn<Json>(r.position),
    seed: String(r.seed),
    commitment: String(r.commitment),
    version: Number(r.version),
    creatorHash: textOrNull(r.creator_hash),
    scripted: Boolean(r.scripted),
    rng: r.rng === null || r.rng === undefined ? LEGACY_RNG : (String(r.rng) as RngAlgorithm),
    // Only when set, so that rows of games created before the lobby read as they always did.
    ...(r.listed ? { listed: true } : {}),
    status: r.status === 'over' ? 'over' : 'active',
    toAct: parseJsonColumn<Seat[]>(r.to_act) ?? [],
    outcome: parseJsonColumn<Outcome>(r.outcome),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

function aiLevelOf(value: unknown): AiLevel | null {
  return (AI_LEVELS as readonly unknown[]).includes(value) ? (value as AiLevel) : null;
}

export function toSeat(r: Row): SeatRow {
  return {
    seat: String(r.seat),
    tokenHash: textOrNull(r.token_hash),
    inviteHash: textOrNull(r.invite_hash),
    player: textOrNull(r.player),
    ai: Boolean(r.ai),
    aiLevel: aiLevelOf(r.ai_level),
    webhook: textOrNull(r.webhook),
  };
}

export function toTokenSeat(r: Row): TokenSeat {
  return { gameId: String(r.game_id), seat: String(r.seat), tokenHash: String(r.token_hash) };
}

export function toLogRow(r: Row): LogRow {
  return {
    version: Number(r.version),
    kind: String(r.kind) as LogRow['kind'],
    seat: String(r.seat),
    action: parseJsonColumn(r.action),
    boundary: Boolean(r.boundary),
    toVersion: r.to_version === null || r.to_version === undefined ? null : Number(r.to_version),
    secret: textOrNull(r.secret),
    undoneBy: r.undone_by === null || r.undone_by === undefined ? null : Number(r.undone_by),
    createdAt: iso(r.created_at),
  };
}

export function toChat(r: Row): ChatRow {
  return {
    id: Number(r.id),
    gameId: String(r.game_id),
    seat: String(r.seat),
    text: String(r.text),
    createdAt: iso(r.created_at),
  };
}

/** JSON text for a column, or null. */
export function jsonText(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}
