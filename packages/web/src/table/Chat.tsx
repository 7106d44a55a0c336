/**
 * The chat of an online game, beside the log: every line as plain text (React escapes it: a line is
 * never read as HTML), the newest at the bottom, new ones arriving by the live socket. The players write
 * (Enter sends, Shift+Enter starts a new line); spectators only read. A player may also give the address
 * its "your turn" mails go to, when the server sends mail.
 */
import type { Seat } from '@wargame/engine';
import { useEffect, useRef, useState } from 'react';
import type { Lang, T } from '../i18n/index.tsx';
import { chatLength, MAX_CHAT_CHARS } from '../online/useChat.ts';
import type { ChatLine, TableChat } from './types.ts';
import './chat.css';

function timeOf(at: string, lang: Lang, now = new Date()): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  const today = date.toDateString() === now.toDateString();
  return today
    ? date.toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit' })
    : date.toLocaleString(lang, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}

export function ChatPanel({
  chat,
  seatName,
  t,
  lang,
}: {
  chat: TableChat;
  seatName: (seat: Seat) => string;
  t: T;
  lang: Lang;
}) {
  const list = useRef<HTMLOListElement>(null);
  const count = chat.lines.length;
  const lastId = chat.lines[count - 1]?.id;
  // Keep the newest line in sight as lines arrive.
  useEffect(() => {
    const element = list.current;
    if (element && lastId !== undefined) element.scrollTop = element.scrollHeight;
  }, [lastId]);

  return (
    <section className="panel chat" data-testid="chat" aria-label={t('chat.title')}>
      <h3>{t('chat.title')}</h3>
      {count === 0 ? <p className="muted small">{t('chat.none')}</p> : null}
      <ol className="chat-lines" ref={list} aria-live="polite">
        {chat.lines.map((line) => (
          <Line key={line.id} line={line} seatName={seatName} lang={lang} />
        ))}
      </ol>
      {chat.canPost ? (
        <ChatInput chat={chat} t={t} />
      ) : (
        <p className="muted small" data-testid="chat-readonly">
          {t('chat.spectator')}
        </p>
      )}
      {chat.email ? <EmailBox email={chat.email} t={t} /> : null}
    </section>
  );
}

function Line({ line, seatName, lang }: { line: ChatLine; seatName: (seat: Seat) => string; lang: Lang }) {
  return (
    <li data-chat-id={line.id} data-seat={line.seat}>
      <span className="chat-who">{seatName(line.seat)}</span>{' '}
      <time className="muted tiny" dateTime={line.at}>
        {timeOf(line.at, lang)}
      </time>
      <div className="chat-text">{line.text}</div>
    </li>
  );
}

function ChatInput({ chat, t }: { chat: TableChat; t: T }) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const length = chatLength(text);
  const over = length > MAX_CHAT_CHARS;

  const send = async () => {
    if (busy || length === 0 || over) return;
    setBusy(true);
    const refused = await chat.post(text);
    setBusy(false);
    setError(refused);
    if (refused === null) setText('');
  };

  return (
    <form
      className="chat-form"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <textarea
        value={text}
        rows={2}
        placeholder={t('chat.placeholder')}
        aria-label={t('chat.placeholder')}
        data-testid="chat-input"
        onChange={(e) => {
          setText(e.target.value);
          setError(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            void send();
          }
        }}
      />
      <div className="chat-row">
        <span className={`tiny ${over ? 'error' : 'muted'}`} data-testid="chat-count">
          {t('chat.count', { n: length, max: MAX_CHAT_CHARS })}
        </span>
        <button type="submit" disabled={busy || length === 0 || over} data-testid="chat-send">
          {busy ? t('chat.sending') : t('chat.send')}
        </button>
      </div>
      {error ? (
        <p className="error small" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function EmailBox({ email, t }: { email: NonNullable<TableChat['email']>; t: T }) {
  const [value, setValue] = useState(email.address ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (address: string | null) => {
    setBusy(true);
    const refused = await email.set(address);
    setBusy(false);
    setError(refused);
    if (refused === null && address === null) setValue('');
  };

  return (
    <details className="chat-email" data-testid="chat-email">
      <summary className="small">{t('chat.email.title')}</summary>
      {email.address ? <p className="small">{t('chat.email.set', { address: email.address })}</p> : null}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save(value.trim() === '' ? null : value.trim());
        }}
      >
        <label className="small">
          {t('chat.email.label')}{' '}
          <input
            type="email"
            value={value}
            autoComplete="email"
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
          />
        </label>
        <button type="submit" disabled={busy}>
          {t('chat.email.save')}
        </button>
        {email.address ? (
          <button type="button" className="link small" disabled={busy} onClick={() => void save(null)}>
            {t('chat.email.clear')}
          </button>
        ) : null}
      </form>
      <p className="muted tiny">{t('chat.email.hint')}</p>
      {error ? <p className="error small">{error}</p> : null}
    </details>
  );
}
