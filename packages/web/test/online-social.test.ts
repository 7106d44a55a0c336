// @vitest-environment happy-dom
/**
 * The online table's live socket and chat, and the lobby's open games (issue 16):
 * - a link to a game the server does not know stops trying to open its socket and says so (item 8);
 * - chat lines arrive by the socket without a reload, are shown as text (never HTML), and only a seat's
 *   holder gets the input (spectators read);
 * - the home page lists listed games with Join and Watch; Join takes the seat and opens the table.
 */
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeT } from '../src/i18n/index.tsx';
import { OpenGames } from '../src/lobby/OpenGames.tsx';
import type { ChatMessage, GameSnapshot, LobbyGame } from '../src/online/api.ts';
import { findOnline, saveOnline } from '../src/online/store.ts';
import { useOnlineTable } from '../src/online/useOnlineTable.ts';
import { ChatPanel } from '../src/table/Chat.tsx';
import type { TableChat, TableController } from '../src/table/types.ts';
import { mountedRoot } from './dom.ts';

const dom = mountedRoot();
const t = makeT('en');

/** A WebSocket the test drives: every one made is kept; `behave` says what a new one does. */
class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static all: FakeSocket[] = [];
  /** What a new socket does: 'refuse' (as a failed upgrade: error, then close) or 'open'. */
  static behave: 'refuse' | 'open' = 'refuse';
  readonly OPEN = 1;
  readonly url: string;
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  sent: string[] = [];
  constructor(url: string) {
    this.url = url;
    FakeSocket.all.push(this);
    const behave = FakeSocket.behave;
    setTimeout(() => {
      if (this.readyState !== 0) return;
      if (behave === 'open') {
        this.readyState = 1;
        this.onopen?.();
      } else {
        this.onerror?.();
        this.close();
      }
    }, 10);
  }
  send(text: string): void {
    this.sent.push(text);
  }
  close(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.();
  }
  push(message: unknown): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const snapshot = (seats: string[] = []): GameSnapshot => ({
  id: 'G1',
  game: 'ancients',
  scenario: '001',
  version: 3,
  seats,
  viewer: seats[0] ?? 'spectator',
  view: {},
  pending: [],
  toAct: [],
  legal: {},
  log: [],
  logFrom: 0,
  logLength: 0,
  outcome: null,
  commitment: 'c0ffee',
  takeback: null,
});

type Route = (url: string, init: RequestInit | undefined) => Response | undefined;

/** fetch answered by `route` (404 for anything it does not answer); every call is kept. */
function serve(route: Route) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    calls.push({
      url,
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    return route(url, init) ?? json(404, { error: { code: 'unknown-game', message: 'no game' } });
  });
  return calls;
}

let controller: TableController | null = null;
function Probe({ id, token }: { id: string; token: string | null }) {
  controller = useOnlineTable(id, token, t);
  return null;
}

async function mount(id: string, token: string | null = null): Promise<void> {
  await act(async () => {
    dom.root.render(createElement(Probe, { id, token }));
  });
}

async function wait(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  localStorage.clear();
  FakeSocket.all = [];
  FakeSocket.behave = 'refuse';
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  controller = null;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a link to a game the server does not know', () => {
  it('stops opening its live socket and shows the not-found message', async () => {
    serve(() => undefined);
    await mount('nosuchgame1234');
    await wait(60_000);
    expect(controller?.error).toBe(t('app.notFound'));
    // The one socket opened with the page, and no retry after the server said there is no such game.
    expect(FakeSocket.all.length).toBeLessThanOrEqual(2);
    const before = FakeSocket.all.length;
    await wait(120_000);
    expect(FakeSocket.all.length).toBe(before);
  });

  it('while a game that exists keeps retrying a socket that drops (the server may be restarting)', async () => {
    serve((url) => (url.endsWith('/view') ? json(200, snapshot()) : undefined));
    await mount('G1');
    await wait(60_000);
    expect(controller?.error).toBeNull();
    expect(FakeSocket.all.length).toBeGreaterThan(4);
  });
});

describe('the chat of an online table', () => {
  const line = (id: number, seat: string, text: string): ChatMessage => ({
    id,
    at: '2030-01-01T10:00:00.000Z',
    seat,
    text,
  });

  it('reads the lines, then takes new ones from the socket without a reload; a spectator may not write', async () => {
    FakeSocket.behave = 'open';
    const calls = serve((url) => {
      if (url.endsWith('/view')) return json(200, snapshot());
      if (url.endsWith('/chat')) return json(200, { messages: [line(1, 'top', 'hello')] });
      return undefined;
    });
    await mount('G1');
    await wait(50);
    expect(controller?.chat?.lines.map((l) => l.text)).toEqual(['hello']);
    expect(controller?.chat?.canPost).toBe(false);
    const reads = calls.filter((c) => c.url.endsWith('/chat')).length;
    await act(async () => {
      FakeSocket.all[0]!.push({ type: 'chat', message: line(2, 'bottom', 'hi there') });
    });
    expect(controller?.chat?.lines.map((l) => [l.seat, l.text])).toEqual([
      ['top', 'hello'],
      ['bottom', 'hi there'],
    ]);
    // Pushed, not fetched: no new read of the chat; the same line twice is kept once.
    expect(calls.filter((c) => c.url.endsWith('/chat')).length).toBe(reads);
    await act(async () => {
      FakeSocket.all[0]!.push({ type: 'chat', message: line(2, 'bottom', 'hi there') });
    });
    expect(controller?.chat?.lines).toHaveLength(2);
    // No e-mail box for a spectator.
    expect(controller?.chat?.email).toBeUndefined();
  });

  it('a seat writes as itself; the line the server stored is shown', async () => {
    FakeSocket.behave = 'open';
    const calls = serve((url, init) => {
      if (url.endsWith('/view')) return json(200, snapshot(['bottom']));
      if (url.endsWith('/chat') && init?.method === 'POST') {
        return json(201, { message: line(7, 'bottom', 'gg') });
      }
      if (url.endsWith('/chat')) return json(200, { messages: [] });
      if (url.endsWith('/email')) return json(501, { error: { code: 'mail-disabled', message: 'off' } });
      return undefined;
    });
    await mount('G1', 'seat-token');
    await wait(50);
    expect(controller?.chat?.canPost).toBe(true);
    let refused: string | null = 'pending';
    await act(async () => {
      refused = (await controller?.chat?.post('  gg  ')) ?? null;
    });
    expect(refused).toBeNull();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ text: 'gg', seat: 'bottom' });
    expect(controller?.chat?.lines.map((l) => l.text)).toEqual(['gg']);
    // A server without mail: no e-mail box.
    expect(controller?.chat?.email).toBeUndefined();
    expect(await controller?.chat?.post('x'.repeat(501))).toBe(t('chat.tooLong', { n: 500 }));
  });
});

describe('the e-mail box of a seat', () => {
  it('reads the seat’s own address and changes it, when the server sends mail', async () => {
    FakeSocket.behave = 'open';
    let stored: string | null = null;
    const calls = serve((url, init) => {
      if (url.endsWith('/view')) return json(200, snapshot(['bottom']));
      if (url.endsWith('/chat')) return json(200, { messages: [] });
      if (url.endsWith('/seats/bottom/email')) {
        if (init?.method === 'PUT') stored = JSON.parse(String(init.body)).email;
        return json(200, { seat: 'bottom', email: stored });
      }
      return undefined;
    });
    await mount('G1', 'seat-token');
    await wait(50);
    expect(controller?.chat?.email?.address).toBeNull();
    await act(async () => {
      expect(await controller?.chat?.email?.set('me@example.org')).toBeNull();
    });
    expect(controller?.chat?.email?.address).toBe('me@example.org');
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({ email: 'me@example.org' });
  });
});

describe('the chat panel', () => {
  const chat = (over: Partial<TableChat> = {}): TableChat => ({
    lines: [
      {
        id: 1,
        at: '2030-01-01T10:00:00.000Z',
        seat: 'top',
        text: '<img src=x onerror="alert(1)"> <b>hi</b>',
      },
    ],
    canPost: true,
    post: vi.fn(async () => null),
    ...over,
  });
  const show = (value: TableChat) =>
    act(() => {
      dom.root.render(
        createElement(ChatPanel, { chat: value, seatName: (s: string) => `Side ${s}`, t, lang: 'en' }),
      );
    });

  it('shows a line as text, never as HTML', async () => {
    await show(chat());
    const panel = dom.container.querySelector('[data-testid=chat]')!;
    expect(panel.querySelector('img')).toBeNull();
    expect(panel.querySelector('b')).toBeNull();
    expect(panel.querySelector('.chat-text')?.textContent).toBe('<img src=x onerror="alert(1)"> <b>hi</b>');
    expect(panel.textContent).toContain('Side top');
  });

  it('hides the input from spectators', async () => {
    await show(chat({ canPost: false }));
    expect(dom.container.querySelector('[data-testid=chat-input]')).toBeNull();
    expect(dom.container.querySelector('[data-testid=chat-readonly]')?.textContent).toBe(t('chat.spectator'));
  });

  it('sends with Enter, counts characters, and refuses more than 500', async () => {
    const value = chat();
    await show(value);
    const input = dom.container.querySelector<HTMLTextAreaElement>('[data-testid=chat-input]')!;
    const type = (text: string) =>
      act(() => {
        Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(input, text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    await type('x'.repeat(501));
    expect(dom.container.querySelector('[data-testid=chat-count]')?.textContent).toBe('501 of 500');
    expect(dom.container.querySelector<HTMLButtonElement>('[data-testid=chat-send]')?.disabled).toBe(true);
    await type('well played');
    await act(async () => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    });
    expect(value.post).toHaveBeenCalledWith('well played');
    expect(input.value).toBe('');
  });
});

describe('the lobby on the home page', () => {
  const open: LobbyGame = {
    id: 'G1',
    game: 'raid-like',
    scenario: 'standard',
    toAct: ['red'],
    seats: [
      { seat: 'red', player: null, ai: false, status: 'creator' },
      { seat: 'blue', player: null, ai: false, status: 'invited' },
    ],
    openSeats: ['blue'],
  };
  const running: LobbyGame = { ...open, id: 'G2', openSeats: [] };

  it('lists games to join and to watch; Join takes the seat and opens the table', async () => {
    const calls = serve((url, init) => {
      if (url.endsWith('/api/lobby')) return json(200, { open: [open], live: [running] });
      if (url.endsWith('/api/games/G1/join') && init?.method === 'POST') {
        return json(200, { id: 'G1', seats: ['blue'], token: 'fresh' });
      }
      return undefined;
    });
    await act(async () => {
      dom.root.render(createElement(OpenGames));
    });
    await wait(10);
    const openList = dom.container.querySelector('[data-testid=lobby-open]')!;
    const liveList = dom.container.querySelector('[data-testid=lobby-live]')!;
    expect(openList.querySelector('[data-join-seat=blue]')?.textContent).toBe(
      t('lobby.join', { side: 'blue' }),
    );
    expect(openList.querySelector('[data-watch=G1]')).not.toBeNull();
    expect(liveList.querySelector('[data-join-seat]')).toBeNull();
    expect(liveList.querySelector('[data-watch=G2]')).not.toBeNull();

    await act(async () => {
      openList.querySelector<HTMLButtonElement>('[data-join-seat=blue]')!.click();
    });
    await wait(10);
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ body: { seat: 'blue' } });
    expect(location.hash).toBe('#/g/G1');
    // Remembered here without the token: the session cookie holds it.
    expect(findOnline('G1')?.seats).toEqual([{ seat: 'blue', controller: 'me' }]);

    await act(async () => {
      liveList.querySelector<HTMLButtonElement>('[data-watch=G2]')!.click();
    });
    expect(location.hash).toBe('#/watch/G2');
  });

  it('says so when someone else took the seat first', async () => {
    serve((url) => {
      if (url.endsWith('/api/lobby')) return json(200, { open: [open], live: [] });
      if (url.endsWith('/join')) return json(410, { error: { code: 'seat-taken', message: 'taken' } });
      return undefined;
    });
    await act(async () => {
      dom.root.render(createElement(OpenGames));
    });
    await wait(10);
    await act(async () => {
      dom.container.querySelector<HTMLButtonElement>('[data-join-seat=blue]')!.click();
    });
    await wait(10);
    expect(dom.container.querySelector('[role=alert]')?.textContent).toBe(t('lobby.taken'));
  });

  it('offers its own table, not another seat, for a game this device plays', async () => {
    saveOnline({
      id: 'G1',
      game: 'raid-like',
      scenario: 'standard',
      created: '2030-01-01T00:00:00.000Z',
      seats: [{ seat: 'red', token: 'creator', controller: 'me' }],
      invites: [],
    });
    serve((url) => (url.endsWith('/api/lobby') ? json(200, { open: [open], live: [] }) : undefined));
    await act(async () => {
      dom.root.render(createElement(OpenGames));
    });
    await wait(10);
    expect(dom.container.querySelector('[data-join-seat]')).toBeNull();
    await act(async () => {
      dom.container.querySelector<HTMLButtonElement>('[data-mine=G1]')!.click();
    });
    expect(location.hash).toBe('#/g/G1');
  });

  it('shows nothing without a game server', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    await act(async () => {
      dom.root.render(createElement(OpenGames));
    });
    await wait(10);
    expect(dom.container.querySelector('[data-testid=open-games]')).toBeNull();
  });
});
