/**
 * The table controller of a game kept on the server: the snapshot fetched for this device's token (or,
 * after an invite link, the session cookie the server set), kept current by the live WebSocket; actions
 * sent with the version they were decided on, on that socket while it is open (else posted over HTTP);
 * a stale one is refused and the new position shown.
 * A device holding several seats (online hot-seat, one token for them all) shows the seat whose decision
 * it is, passing the device between players as in local hot-seat.
 */
import type { Action, Json, Seat, Viewer } from '@wargame/engine';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { clientFor, useClient } from '../games/registry.ts';
import type { T } from '../i18n/index.tsx';
import { LocalSession } from '../local/session.ts';
import { deviceSeat } from '../local/useLocalTable.ts';
import type { Controller, Rematch, ReplayData, TableController, TableSnapshot } from '../table/types.ts';
import {
  ApiError,
  api,
  type GameSnapshot,
  type LiveAction,
  type LiveMessage,
  looksLikeBoundary,
  mergeSnapshot,
  type SeatSpec,
  tableLog,
  tableNotices,
} from './api.ts';
import { createdRecord } from './created.ts';
import { findOnline, type OnlineRecord, rememberJoin, saveOnline, tokenOf } from './store.ts';
import { type OnlineChat, useChat } from './useChat.ts';

export function useOnlineTable(id: string, urlToken: string | null, t: T): TableController {
  const [record, setRecord] = useState<OnlineRecord | null>(() => findOnline(id) ?? null);
  const token = urlToken ?? tokenOf(record);
  const [data, setData] = useState<GameSnapshot | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [connected, setConnected] = useState(false);
  const [shown, setShown] = useState<Seat | null>(null);
  const [saveCache, setSaveCache] = useState<string | null>(null);
  // The server says there is no such game (or refuses this token): the live socket stops trying.
  const [gone, setGone] = useState(false);
  const chatRef = useRef<OnlineChat | null>(null);
  const dataRef = useRef<GameSnapshot | null>(null);
  dataRef.current = data;
  // The open live socket (moves go on it) and the references of the moves sent on it, unanswered.
  const socketRef = useRef<WebSocket | null>(null);
  const sentRefs = useRef({ last: 0, waiting: new Set<number | string>() });
  const refusedRef = useRef<(thrown: unknown) => void>(() => {});

  // The views of the positions that arrived one by one (each live update), by the log's length after it:
  // the table plays the other side's moves back through them.
  const steps = useRef(new Map<number, { view: Json; views?: Record<Seat, Json>; version: number }>());
  const accept = useCallback((next: GameSnapshot, reset = false) => {
    const count = (next.logFrom ?? 0) + (next.log?.length ?? 0);
    if (reset) for (const key of [...steps.current.keys()]) if (key > count) steps.current.delete(key);
    steps.current.set(count, {
      view: next.view,
      ...(next.views ? { views: next.views } : {}),
      version: next.version,
    });
    // Only recent positions are ever played back: keep the last hundred.
    if (steps.current.size > 100) steps.current.delete(Math.min(...steps.current.keys()));
    setData((current) => mergeSnapshot(current, next, reset));
  }, []);

  const refresh = useCallback(async () => {
    try {
      const response = await api.view(id, token);
      accept(response, true);
      setError(null);
      return response;
    } catch (thrown) {
      const missing = thrown instanceof ApiError && (thrown.status === 404 || thrown.status === 403);
      if (missing) setGone(true);
      setError(
        thrown instanceof ApiError && thrown.status === 404 ? t('app.notFound') : errorText(thrown, t),
      );
      return null;
    }
  }, [id, token, t, accept]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  // A seat reached through a link (its token in the address, or the session cookie an invite set): remember
  // it on this device.
  useEffect(() => {
    if (!data || data.seats.length === 0) return;
    const known = record?.seats ?? [];
    const remembered = urlToken
      ? known.some((s) => s.token === urlToken)
      : data.seats.every((seat) => known.some((s) => s.seat === seat));
    if (remembered) return;
    let next: OnlineRecord | null = null;
    for (const seat of data.seats) {
      next = rememberJoin({ id, game: data.game, scenario: data.scenario, seat, token: urlToken });
    }
    if (next) setRecord(next);
  }, [data, urlToken, record, id]);

  // The live socket: a snapshot on connect, then an update after every change.
  useEffect(() => {
    if (typeof WebSocket === 'undefined' || gone) return;
    let socket: WebSocket | null = null;
    let closed = false;
    let retry = 500;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      const opened = new WebSocket(api.liveUrl(id, token));
      socket = opened;
      opened.onopen = () => {
        socketRef.current = opened;
        setConnected(true);
        retry = 500;
      };
      opened.onmessage = (event) => {
        let message: LiveMessage;
        try {
          message = JSON.parse(String(event.data)) as LiveMessage;
        } catch {
          return;
        }
        const { waiting } = sentRefs.current;
        if (message.ref !== undefined && waiting.delete(message.ref)) {
          if (message.type === 'error') {
            const { code, message: text, rule } = message.error ?? {};
            const status = message.httpStatus ?? 0;
            refusedRef.current(new ApiError(status, code ?? String(status), text ?? '', rule));
            return;
          }
          setNotice(null);
        }
        if (message.type === 'chat') {
          if (message.message) chatRef.current?.receive(message.message);
          return;
        }
        // A (re)connection, or a catch-up after lagging: chat lines may have been missed meanwhile.
        if (message.type === 'snapshot') chatRef.current?.reload();
        if (message.type !== 'snapshot' && message.type !== 'update') return;
        if (typeof message.version !== 'number' || !message.view) return;
        accept(message as GameSnapshot, message.reset === true);
      };
      opened.onclose = () => {
        if (socketRef.current === opened) socketRef.current = null;
        // Moves still unanswered are settled by the snapshot of the next connection (or a refresh).
        sentRefs.current.waiting.clear();
        setConnected(false);
        if (closed) return;
        timer = setTimeout(open, retry);
        retry = Math.min(retry * 2, 15_000);
      };
      opened.onerror = () => opened.close();
    };
    open();
    return () => {
      closed = true;
      if (timer) clearTimeout(timer);
      socket?.close();
    };
  }, [id, token, accept, gone]);

  const held = data?.seats ?? [];
  const controllers: Record<Seat, Controller> = useMemo(() => {
    const out: Record<Seat, Controller> = {};
    for (const seat of held) out[seat] = record?.seats.find((s) => s.seat === seat)?.controller ?? 'me';
    return out;
  }, [held, record]);
  const toAct = data && !data.outcome ? data.toAct : [];
  const { seat: deviceWants, passTo } = deviceSeat(controllers, toAct, shown ?? held[0] ?? null);
  const viewer: Viewer = passTo ? 'spectator' : (deviceWants ?? data?.viewer ?? 'spectator');
  const chat = useChat(id, token, held, viewer === 'spectator' ? null : viewer, !gone, t);
  chatRef.current = chat;

  // The game's client is loaded once the server says which game this is (games/registry.ts).
  const { client } = useClient(data?.game);
  const snapshot = useMemo<TableSnapshot | null>(() => {
    if (!data) return null;
    const allSeats: Seat[] = client?.module.seats ?? [];
    const view = viewer === 'spectator' && passTo ? null : (data.views?.[viewer as Seat] ?? data.view);
    const log = tableLog(data.log);
    const last = log[log.length - 1];
    const mineLast = last?.seat !== undefined && held.includes(last.seat);
    return {
      mode: 'online',
      game: data.game,
      scenario: data.scenario,
      viewer,
      // While the device is being passed, show the table as a spectator sees it.
      view: view ?? data.view,
      version: data.version,
      pending: data.pending ?? [],
      legal: passTo || viewer === 'spectator' ? [] : (data.legal[viewer] ?? []),
      log: passTo ? log.map((e) => ({ ...e, events: e.events.filter((ev) => !ev.visibleTo) })) : log,
      outcome: data.outcome ?? null,
      seats: allSeats.map((seat) => {
        const invite = unclaimed(data, seat)
          ? record?.invites.find((i) => (i.seats ?? [i.seat]).includes(seat))?.url
          : undefined;
        return {
          seat,
          controller: held.includes(seat) ? (controllers[seat] ?? 'me') : 'remote',
          ...(invite ? { inviteUrl: invite } : {}),
        };
      }),
      canUndo: !passTo && !data.outcome && mineLast && last !== undefined && !looksLikeBoundary(last),
      canTakeback:
        !passTo && !data.outcome && held.length > 0 && log.some((e) => held.includes(e.seat ?? '')),
      takebackOffer:
        data.takeback && !held.includes(data.takeback.seat) && held.length > 0
          ? { seat: data.takeback.seat }
          : null,
      takebackPending: data.takeback !== null && held.includes(data.takeback.seat),
      passTo,
      connected,
      commitment: data.commitment ?? null,
      hotseat: data.hotseat === true,
      scripted: data.scripted === true,
      notices: tableNotices(data.notices),
    };
  }, [data, viewer, passTo, held, controllers, record, connected, client]);

  const handle = (thrown: unknown) => {
    if (thrown instanceof ApiError && thrown.status === 409) {
      setNotice(t('table.stale'));
    } else {
      setNotice(
        thrown instanceof ApiError ? t('table.refused', { message: thrown.message }) : errorText(thrown, t),
      );
    }
    void refresh();
  };
  refusedRef.current = handle;

  /** Back to just before this device's last action: the version of the entry before it (0: the start). */
  const takebackTarget = (): number | null => {
    const log = dataRef.current?.log ?? [];
    for (let i = log.length - 1; i >= 0; i--) {
      if (held.includes(log[i]!.seat)) return i > 0 ? log[i - 1]!.version : 0;
    }
    return null;
  };

  return {
    snapshot,
    error,
    notice,
    chat: chat.chat,
    act: (action: Action) => {
      const current = dataRef.current;
      if (!current || viewer === 'spectator') return;
      const socket = socketRef.current;
      if (socket?.readyState === WebSocket.OPEN) {
        const sent = sentRefs.current;
        const move: LiveAction = {
          type: 'action',
          ref: ++sent.last,
          seat: viewer,
          action,
          version: current.version,
        };
        sent.waiting.add(move.ref);
        socket.send(JSON.stringify(move));
        return;
      }
      api
        .act(id, token, { seat: viewer, action, version: current.version })
        .then((next) => {
          setNotice(null);
          accept(next);
        })
        .catch(handle);
    },
    undo: () => {
      const current = dataRef.current;
      if (!current) return;
      api
        .undo(id, token, current.version)
        .then((next) => accept(next, true))
        .catch(handle);
    },
    takeback: () => {
      const current = dataRef.current;
      const target = takebackTarget();
      if (!current || target === null) return;
      api
        .takeback(id, token, current.version, target)
        .then((next) => accept(next, true))
        .catch(handle);
    },
    acceptTakeback: (yes: boolean) => {
      api
        .answerTakeback(id, token, yes, dataRef.current?.version)
        .then((next) => accept(next, true))
        .catch(handle);
    },
    confirmPass: () => {
      if (passTo) setShown(passTo);
    },
    loadReplay: async (): Promise<ReplayData | null> => {
      const current = dataRef.current;
      if (!current?.outcome) return null;
      const client = clientFor(current.game);
      if (!client) return null;
      try {
        const text = saveCache ?? (await api.save(id, token));
        setSaveCache(text);
        const session = LocalSession.load(client.module, text);
        return {
          length: session.length,
          revealed: true,
          viewAt: (i) => client.fullView(session.stateAt(i)),
          logAt: (i) => session.fullLog(i),
        };
      } catch (thrown) {
        setNotice(errorText(thrown, t));
        return null;
      }
    },
    saveText: async () => {
      if (!dataRef.current?.outcome) return null;
      if (saveCache) return saveCache;
      try {
        const text = await api.save(id, token);
        setSaveCache(text);
        return text;
      } catch (thrown) {
        setNotice(errorText(thrown, t));
        return null;
      }
    },
    stepAt: (count: number) => {
      const step = steps.current.get(count);
      if (!step) return null;
      const view = viewer === 'spectator' ? step.view : (step.views?.[viewer] ?? step.view);
      return { view, version: step.version };
    },
    rematch: async (): Promise<Rematch | null> => {
      const current = dataRef.current;
      if (!current || held.length === 0) return null;
      return onlineRematch(current, record, clientFor(current.game)?.module.seats ?? held);
    },
    dismissNotice: () => setNotice(null),
  };
}

/**
 * A new online game of the same scenario and seats: this device's seats are the creator's again (each
 * with its controller), the computer's seats the computer's at its level, the others get fresh invites.
 */
export async function onlineRematch(
  data: GameSnapshot,
  record: OnlineRecord | null,
  seats: readonly Seat[],
): Promise<Rematch> {
  const spec: Record<Seat, SeatSpec> = {};
  const controllers: Record<Seat, 'me' | 'hotseat'> = {};
  for (const seat of seats) {
    const player = data.players?.find((p) => p.seat === seat);
    if (data.seats.includes(seat)) {
      spec[seat] = 'me';
      controllers[seat] =
        record?.seats.find((s) => s.seat === seat)?.controller === 'hotseat' ? 'hotseat' : 'me';
    } else if (player?.ai) {
      const level = player.aiLevel;
      spec[seat] = level === 'easy' || level === 'normal' || level === 'hard' ? { ai: level } : 'ai';
    } else spec[seat] = 'open';
  }
  const response = await api.createGame({ game: data.game, scenario: data.scenario, seats: spec });
  const created = createdRecord(response, { game: data.game, scenario: data.scenario, controllers });
  saveOnline(created);
  return {
    // As after the new-game page: the record just saved holds the token.
    route: `/g/${created.id}`,
    invites: created.invites.map((i) => ({ seat: i.seat, url: i.url })),
  };
}

/** Nobody has taken the seat's invite yet (a server that does not say: as far as this device knows). */
function unclaimed(data: GameSnapshot, seat: Seat): boolean {
  const status = data.players?.find((p) => p.seat === seat)?.status;
  return status === undefined || status === 'invited';
}

function errorText(thrown: unknown, t: T): string {
  const message = thrown instanceof Error ? thrown.message : String(thrown);
  return t('app.error', { message });
}
