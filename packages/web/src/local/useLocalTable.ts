/**
 * The table controller of a game played on this device: the engine runs here, the save is kept in
 * localStorage after every action, and in hot-seat play the device is passed between players, each seeing
 * only the view of the seat whose decision it is.
 */
import type { Action, Seat, Viewer } from '@wargame/engine';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { requestAiAction } from '../ai/client.ts';
import { clientFor } from '../games/registry.ts';
import { LANGS, makeT, type T } from '../i18n/index.tsx';
import type { Controller, Rematch, ReplayData, TableController, TableSnapshot } from '../table/types.ts';
import { ComputerTurns, DEMO_PACE_MS, isDemo } from './autoplay.ts';
import { LocalSession } from './session.ts';
import { type LocalRecord, loadLocal, newLocalId, saveLocal } from './storage.ts';

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

/**
 * Whose last action a takeback undoes: the last action's seat, or, when the computer made it, the last
 * action of a person at this device (null: nothing to take back).
 */
export function takebackSeat(
  session: LocalSession,
  controllers: Record<Seat, Controller>,
): { seat: Seat; index: number } | null {
  const actions = session.save.actions;
  const last = actions.length - 1;
  if (last < 0) return null;
  if (controllers[actions[last]!.seat] !== 'ai') return { seat: actions[last]!.seat, index: last };
  for (let i = last; i >= 0; i--) {
    if (isHuman(controllers[actions[i]!.seat])) return { seat: actions[i]!.seat, index: i };
  }
  // Only the computer has played (a demo): its last action.
  return { seat: actions[last]!.seat, index: last };
}

/** A new game of the same battle and seats (and start, for a set-up position) with a fresh seed. */
export function rematchRecord(record: LocalRecord, session: LocalSession, now = new Date()): LocalRecord {
  const { scenario, options, position } = session.save;
  const fresh = LocalSession.create(session.game, {
    scenario,
    ...(options ? { options } : {}),
    ...(position !== undefined ? { position } : {}),
  });
  const at = now.toISOString();
  return {
    ...record,
    id: newLocalId(),
    created: at,
    updated: at,
    save: fresh.serialize(),
    summary: summaryOf(fresh),
  };
}

export function useLocalTable(id: string, t: T): TableController {
  const [session, setSession] = useState<LocalSession | null>(null);
  const [record, setRecord] = useState<LocalRecord | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  const [shown, setShown] = useState<Seat | null>(null);

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

  // The computer's turns (through the AI worker, at the level chosen for the seat): local/autoplay.ts. When
  // the computer plays every seat (a demo) it moves at a watchable pace and can be paused.
  const latest = useRef({ record, persist, t });
  latest.current = { record, persist, t };
  const computer = useRef<ComputerTurns | null>(null);
  const [paused, setPaused] = useState(false);
  const recordId = record?.id;
  useEffect(() => {
    const start = latest.current.record;
    if (!session || !recordId || !start) return;
    const turns = new ComputerTurns({
      session,
      controllers: start.controllers,
      ...(start.aiLevels ? { aiLevels: start.aiLevels } : {}),
      request: requestAiAction,
      paceMs: isDemo(start.controllers) ? DEMO_PACE_MS : 0,
      onMove: () => latest.current.persist(session),
      onError: (error) => {
        const tr = latest.current.t;
        setNotice(
          error.code === 'unavailable'
            ? tr('ai.unavailable')
            : tr('table.refused', { message: error.message }),
        );
      },
    });
    computer.current = turns;
    turns.wake();
    return () => {
      turns.stop();
      if (computer.current === turns) computer.current = null;
    };
  }, [session, recordId]);
  // After every change (a move here, an undo, a takeback) the computer looks whether it must move.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `tick` marks each change of the session
  useEffect(() => {
    computer.current?.wake();
  }, [tick]);
  const autoplay =
    record && isDemo(record.controllers)
      ? {
          paused,
          pause: () => {
            computer.current?.pause();
            setPaused(true);
          },
          resume: () => {
            computer.current?.resume();
            setPaused(false);
          },
        }
      : undefined;

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
      // Against the computer, a takeback goes back to before the player's own last action (taking back
      // only the computer's reply would have it play again at once).
      const last = takebackSeat(session, record?.controllers ?? {});
      if (last && session.takeback(last.seat)) {
        // A seat the computer plays never becomes the device's eyes (a demo stays a spectator's).
        if (isHuman(record?.controllers[last.seat])) setShown(last.seat);
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
    // The position after each action, as this device's viewer saw it: the other side's moves play back.
    stepAt: (count: number) =>
      session && count >= 0 && count <= session.length
        ? { view: session.viewAt(count, viewer), version: count }
        : null,
    rematch: async (): Promise<Rematch | null> => {
      if (!session || !record) return null;
      const next = rematchRecord(record, session);
      saveLocal(next);
      return { route: `/local/${next.id}` };
    },
    dismissNotice: () => setNotice(null),
    ...(autoplay ? { autoplay } : {}),
  };
}
