/**
 * The chat of a game. Anyone who may watch the game may read it; only a seat's holder may write.
 *
 *   GET  /api/games/:id/chat            { messages: ChatMessage[] }: the last CHAT_HISTORY lines, oldest
 *                                       first (a spectator's request too; a token that holds no seat of
 *                                       the game is refused, as for the view)
 *   POST /api/games/:id/chat { text, seat? }
 *                                       a seat's token: 201 { message }, and every live socket of the game
 *                                       (spectators' too) receives { type: 'chat', message }
 *
 * `ChatMessage = { id, at (ISO), seat, text }`. The text is stored as the player wrote it less what could
 * disguise it (NFC; control characters but line breaks, and direction marks and overrides, removed;
 * blank lines folded), trimmed, 1 to MAX_CHAT_CHARS characters (code points). Clients show it as text,
 * never as HTML. Each token's lines count against a budget of their own (`limits/budgets.ts`, spend
 * 'chat'). A token holding several seats writes as the seat it names, else as the one due to act first.
 */
import type { Seat } from '@wargame/engine';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { accessOf } from '../auth/access.ts';
import { type Context, roomOr404 } from '../context.ts';
import { fail, parseOr400 } from '../errors.ts';
import { primaryViewer } from '../rooms/snapshot.ts';
import type { ChatRow } from '../store/types.ts';
import { refuseAccess } from './actions.ts';
import { idParams } from './schemas.ts';

export const MAX_CHAT_CHARS = 500;
/** How many of the last lines GET returns (and the web client keeps). */
export const CHAT_HISTORY = 200;

export interface ChatMessage {
  id: number;
  at: string;
  seat: Seat;
  text: string;
}

/** Far more than any line that can be accepted, so that its length is refused with a clear message. */
const chatBody = z.strictObject({
  text: z.string().max(MAX_CHAT_CHARS * 8),
  seat: z.string().min(1).max(64).optional(),
});

// Cc but tab and line feed (C0, DEL, C1); ALM, LRM, RLM; LRE, RLE, PDF, LRO, RLO; LRI, RLI, FSI, PDI.
const HIDDEN = /[^\P{Cc}\t\n]|[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** A line as stored: NFC, without what could disguise it, each line's end trimmed, blank lines folded. */
export function chatText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(HIDDEN, '')
    .replace(/\t/g, ' ')
    .replace(/[ \u00a0]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function chatMessageOf(row: ChatRow): ChatMessage {
  return { id: row.id, at: row.createdAt, seat: row.seat, text: row.text };
}

/** The live socket's message for a line. */
export function chatJson(row: ChatRow): string {
  return JSON.stringify({ type: 'chat', message: chatMessageOf(row) });
}

export function registerChat(app: FastifyInstance, context: Context): void {
  app.get('/api/games/:id/chat', async (request, reply) => {
    const params = parseOr400(reply, idParams, request.params, 'game id');
    if (!params) return reply;
    const room = await roomOr404(context, reply, params.id);
    if (!room) return reply;
    const access = accessOf(request, room.id, room.seats, false);
    if (!access.ok) return fail(reply, 403, 'forbidden', 'this token holds no seat of this game');
    const rows = await context.store.loadChat(room.id, CHAT_HISTORY);
    return { messages: rows.map(chatMessageOf) };
  });

  app.post('/api/games/:id/chat', { config: { spend: 'chat' } }, async (request, reply) => {
    const params = parseOr400(reply, idParams, request.params, 'game id');
    const body = params && parseOr400(reply, chatBody, request.body, 'request');
    if (!params || !body) return reply;
    const room = await roomOr404(context, reply, params.id);
    if (!room) return reply;
    const access = accessOf(request, room.id, room.seats, true);
    if (!access.ok) {
      if (access.status === 401) {
        return fail(reply, 401, 'token-required', "spectators read the chat: writing needs a seat's token");
      }
      return refuseAccess(reply, access.status);
    }
    if (body.seat !== undefined && !access.seats.includes(body.seat)) {
      return fail(reply, 403, 'not-your-seat', `this token does not hold seat '${body.seat}'`);
    }
    const text = chatText(body.text);
    if (text === '') return fail(reply, 400, 'chat-empty', 'the message is empty');
    const length = [...text].length;
    if (length > MAX_CHAT_CHARS) {
      return fail(
        reply,
        400,
        'chat-too-long',
        `a message has at most ${MAX_CHAT_CHARS} characters (this one has ${length})`,
      );
    }
    const seat = body.seat ?? primaryViewer(room, access.seats);
    const row = await context.store.addChat(room.id, seat, text);
    context.hub.broadcast(room.id, chatJson(row));
    return reply.code(201).send({ message: chatMessageOf(row) });
  });
}
