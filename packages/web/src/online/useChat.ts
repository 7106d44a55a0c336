/**
 * The chat of an online game, for its table: the last lines read from the server, each new one pushed by
 * the live socket (`receive`), read again whenever the socket (re)starts with a snapshot (`reload`), so
 * that lines sent while it was down are not missed. A seat's holder may write; it may also say where its
 * "your turn" mails go, when the server sends mail.
 */
import type { Seat } from '@wargame/engine';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { T } from '../i18n/index.tsx';
import type { ChatLine, TableChat } from '../table/types.ts';
import { ApiError, api, type ChatMessage } from './api.ts';

/** The server's limit, checked here first. */
export const MAX_CHAT_CHARS = 500;
/** Lines kept (the server sends its last 200). */
const KEPT = 200;

/** The lines held and the new ones, each once, oldest first. */
export function mergeLines(current: readonly ChatLine[], more: readonly ChatMessage[]): ChatLine[] {
  const byId = new Map<number, ChatLine>();
  for (const line of [...current, ...more]) {
    byId.set(line.id, { id: line.id, at: line.at, seat: line.seat, text: line.text });
  }
  return [...byId.values()].sort((a, b) => a.id - b.id).slice(-KEPT);
}

/** Characters as the server counts them (code points). */
export function chatLength(text: string): number {
  return [...text.trim()].length;
}

export interface OnlineChat {
  chat: TableChat;
  receive(message: ChatMessage): void;
  reload(): void;
}

/**
 * `seats`: the seats this device holds (none: a spectator); `seat`: the one it writes as, when it shows
 * one of them. `enabled`: false once the game is known not to exist.
 */
export function useChat(
  id: string,
  token: string | null,
  seats: readonly Seat[],
  seat: Seat | null,
  enabled: boolean,
  t: T,
): OnlineChat {
  const [lines, setLines] = useState<ChatLine[]>([]);
  const [email, setEmail] = useState<{ seat: Seat; address: string | null } | null>(null);

  const receive = useCallback((message: ChatMessage) => {
    setLines((current) => mergeLines(current, [message]));
  }, []);

  const reload = useCallback(() => {
    if (!enabled) return;
    api.chat(id, token).then(
      (reply) => setLines((current) => mergeLines(current, reply.messages ?? [])),
      () => {},
    );
  }, [id, token, enabled]);

  useEffect(() => {
    reload();
  }, [reload]);

  // The address of the seat shown, once per seat: a server without mail answers 501 and none is offered.
  const mailSeat = seat !== null && seats.includes(seat) ? seat : null;
  useEffect(() => {
    setEmail(null);
    if (!enabled || mailSeat === null) return;
    let cancelled = false;
    api.email(id, token, mailSeat).then(
      (reply) => {
        if (!cancelled) setEmail({ seat: mailSeat, address: reply.email });
      },
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, [id, token, mailSeat, enabled]);

  const refusal = useCallback(
    (thrown: unknown): string => {
      if (thrown instanceof ApiError) {
        if (thrown.status === 429) return t('chat.tooFast');
        if (thrown.code === 'chat-too-long') return t('chat.tooLong', { n: MAX_CHAT_CHARS });
        if (thrown.code === 'bad-email') return t('chat.email.bad');
        if (thrown.status === 0) return t('chat.offline');
      }
      return t('chat.failed', { message: thrown instanceof Error ? thrown.message : String(thrown) });
    },
    [t],
  );

  const canPost = seats.length > 0;
  const chat = useMemo<TableChat>(() => {
    const writer = seat !== null && seats.includes(seat) ? seat : undefined;
    const value: TableChat = {
      lines,
      canPost,
      post: async (text) => {
        const trimmed = text.trim();
        if (trimmed === '') return t('chat.empty');
        if (chatLength(trimmed) > MAX_CHAT_CHARS) return t('chat.tooLong', { n: MAX_CHAT_CHARS });
        try {
          const reply = await api.postChat(id, token, trimmed, writer);
          receive(reply.message);
          return null;
        } catch (thrown) {
          return refusal(thrown);
        }
      },
    };
    if (email && email.seat === mailSeat) {
      const shown = email.seat;
      value.email = {
        address: email.address,
        set: async (address) => {
          try {
            const reply = await api.setEmail(id, token, shown, address);
            setEmail({ seat: shown, address: reply.email });
            return null;
          } catch (thrown) {
            return refusal(thrown);
          }
        },
      };
    }
    return value;
  }, [lines, canPost, seat, seats, email, mailSeat, id, token, receive, refusal, t]);

  return { chat, receive, reload };
}
