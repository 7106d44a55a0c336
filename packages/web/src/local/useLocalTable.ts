/**
 * The table controller of a game played on this device: the engine runs here, the save is kept in
 * localStorage after every action, and in hot-seat play the device is passed between players, each seeing
 * only the view of the seat whose decision it is.
 */
import type { Action, Seat, Viewer } from '@wargame/engine';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { requestAiAction } from '../ai/client.ts';
import { DEFAULT_AI_LEVEL } from '../ai/protocol.ts';
import { clientFor } from '../games/registry.ts';
import { LANGS, makeT, type T } from '../i18n/index.tsx';
import type { Controller, ReplayData, TableController, TableSnapshot } from '../table/types.ts';
import { LocalSession } from './session.ts';
import { type LocalRecord, loadLocal, saveLocal } from './storage.ts';

/** Two seats are played by the same person when they are the same seat or both "me". */
export function samePerson(controllers: Record<Seat, Controller>, a: Seat, b: Seat): boolean {
  return a === b || (controllers[a] === 'me' && controllers[b] === 'me');
}

const isHuman = (c: Controller | undefined) => c === 'me' || c === 'hotseat';

/**
 * Whose eyes the device shows now, and whether it must first be passed: the first human seat with a
 * decision; when that is a different person from the one who last looked, the device is passed.
 */
export function deviceSeat(
  controllers: Record<Seat, Controller>,
  toAct: readonly Seat[],
  shown: Seat | null,
): { seat: Seat | null; passTo: Seat | null } {
  const acting = toAct.find((s) => isHuman(controllers[s])) ?? null;
  if (acting === null) return { seat: shown, passTo: null };
  if (shown !== null && samePerson(controllers, acting, shown)) return { seat: acting, passTo: null };
  const people = new Set(
    Object.keys(controllers)
      .filter((s) => isHuman(controllers[s]))
      .map((s) => (controllers[s] === 'me' ? 'me' : s)),
  );
  if (people.size <= 1) return { seat: acting, passTo: null };
  return { seat: acting, passTo: acting };
}

export function summaryOf(session: LocalSession): LocalRecord['summary'] {
  const outcome = session.outcome();
  const client = clientFor(session.game.id);
  const labels: Record<string, Record<Seat, string>> = {};
  if (client) {
    const view = session.view('spectator');
    for (const lang of LANGS) {
      const t = makeT(lang);
      labels[lang] = Object.fromEntries(
        session.game.seats.map((s: Seat) => [s, client.seatName(s, view, t, lang)]),
      );
    }
  }
  return {
    turn: session.game.describe(session.state).turn,
    toMove: outcome ? [] : session.toAct(),
    winners: outcome ? outcome.winners : null,
    labels,
  };
}

export function useLocalTable(id: string, t: T): TableController {
  const [session, setSession] = useState<LocalSession | null>(null);
  const [record, setRecord] = useState<LocalRecord | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  const [shown, setShown] = useState<Seat | null>(null);
  const aiBusy = useRef(false);

  useEffect(() => {
    const found = loadLocal(id);
    if (!found) {
      setError(t('app.notFound'));
      return;
    }
    const client = clientFor(found.game);
    if (!client) {
      setError(t('app.notFound'));
      return;
    }
    try {
      const loaded = LocalSession.load(client.module, found.save);
      setSession(loaded);
      setRecord(found);
      const me = Object.keys(found.controllers).find((s) => found.controllers[s] === 'me') ?? null;
      setShown(me);
    } catch (thrown) {
      setError(t('games.broken', { message: thrown instanceof Error ? thrown.message : String(thrown) }));
    }
  }, [id, t]);

  const persist = useCallback(
    (s: LocalSession) => {
      if (!record) return;
      const next: LocalRecord = {
        ...record,
        save: s.serialize(),
        updated: new Date().toISOString(),
        summary: summaryOf(s),
      };
      saveLocal(next);
      setRecord(next);
      setTick((n) => n + 1);
    },
    [record],
  );

  const controllers = record?.controllers ?? {};
  // biome-ignore lint/correctness/useExhaustiveDependencies: the session is mutated in place; `tick` marks each change
  const toAct = useMemo(() => (session && !session.outcome() ? session.toAct() : []), [session, tick]);
  const { seat, passTo } = deviceSeat(controllers, toAct, shown);
  const viewer: Viewer = passTo ? 'spectator' : (seat ?? shown ?? 'spectator');

  // The computer's turns (through the AI worker, at the level chosen for the seat).
  useEffect(() => {
    if (!session || !record || aiBusy.current) return;
    const aiSeat = toAct.find((s) => controllers[s] === 'ai');
    if (!aiSeat) return;
    aiBusy.current = true;
    const client = clientFor(record.game);
    void requestAiAction({
      game: record.game,
      seat: aiSeat,
      view: session.view(aiSeat),
      legal: session.legal(aiSeat),
      level: record.aiLevels?.[aiSeat] ?? DEFAULT_AI_LEVEL,
    }).then((reply) => {
      aiBusy.current = false;
      if (!reply.ok || !client) {
        setNotice(t('ai.unavailable'));
        return;
      }
      const result = session.act(aiSeat, reply.action);
      if (result.ok) persist(session);
      else setNotice(t('table.refused', { message: result.error.message }));
    });
  });

  const snapshot = useMemo<TableSnapshot | null>(() => {
    void tick;
    if (!session || !record) return null;
    const actingSeat = passTo ? null : seat;
    const legal = actingSeat && toAct.includes(actingSeat) ? session.legal(actingSeat) : [];
    const lastSeat = session.save.actions[session.length - 1]?.seat;
    return {
      mode: 'local',
      game: record.game,
      scenario: record.scenario,
      viewer,
      view: session.view(viewer),
      version: session.length,
      pending: session.outcome() ? [] : session.game.pending(session.state),
      legal,
      log: session.log(viewer),
      outcome: session.outcome(),
      seats: Object.keys(record.controllers).map((s) => ({
        seat: s,
        controller: record.controllers[s] ?? 'hotseat',
      })),
      canUndo: !passTo && typeof viewer === 'string' && viewer !== 'spectator' && session.canUndo(viewer),
      canTakeback: !passTo && session.length > 0 && lastSeat !== undefined,
      passTo,
      connected: true,
      commitment: null,
    };
  }, [session, record, tick, viewer, seat, passTo, toAct]);

  return {
    snapshot,
    error,
    notice,
    act: (action: Action) => {
      if (!session || !seat || passTo) return;
      const result = session.act(seat, action);
      if (!result.ok) {
        setNotice(t('table.refused', { message: result.error.message }));
        setTick((n) => n + 1);
        return;
      }
      setNotice(null);
      persist(session);
    },
    undo: () => {
      if (!session || typeof viewer !== 'string' || viewer === 'spectator') return;
      if (session.undo(viewer)) persist(session);
    },
    takeback: () => {
      if (!session) return;
      const last = session.save.actions[session.length - 1];
      if (last && session.takeback(last.seat)) {
        setShown(last.seat);
        persist(session);
      }
    },
    confirmPass: () => {
      if (passTo) setShown(passTo);
    },
    loadReplay: async (): Promise<ReplayData | null> => {
      if (!session || !record) return null;
      const client = clientFor(record.game);
      if (!client) return null;
      const revealed = session.outcome() !== null;
      const who: Viewer = revealed ? 'spectator' : viewer;
      return {
        length: session.length,
        revealed,
        viewAt: (i) =>
          revealed
            ? client.fullView(session.stateAt(i))
            : (session.game.view(session.stateAt(i), who) as never),
        logAt: (i) => (revealed ? session.fullLog(i) : session.log(who, i)),
      };
    },
    saveText: async () => session?.serialize() ?? null,
    dismissNotice: () => setNotice(null),
  };
}
