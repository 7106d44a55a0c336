/**
 * The table, shared by every game: the game's board and hand in the middle, the decision, dice and log
 * beside them, undo/takeback, the replay slider and the rules reference. It knows nothing of any game's
 * rules: the game's client (games/*) draws and narrates, the controller (local or online) plays.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useClient } from '../games/registry.ts';
import { LANGS, type Lang, useI18n } from '../i18n/index.tsx';
import { DemoControls } from '../lobby/DemoControls.tsx';
import { navigate } from '../router.ts';
import { ChatPanel } from './Chat.tsx';
import { ConfirmBar, useConfirm } from './Confirm.tsx';
import { DiceTray } from './Dice.tsx';
import { EndPanel, outcomeText } from './EndPanel.tsx';
import { TableFlags } from './Flags.tsx';
import { HintBox } from './Hint.tsx';
import { LogPanel } from './Log.tsx';
import { ConfirmDialog, DecisionPanel, LegalList, PassDevice, RulesPanel } from './panels.tsx';
import { REPLAY_STEP_MS, ReplayBar, turnStarts, useReplayKeys } from './Replay.tsx';
import type { ReplayData, SeatInfo, TableController } from './types.ts';
import { WatchBar } from './WatchBar.tsx';
import { recentEvents, useWatch } from './watch.ts';

/** The kind of game in the header: against the computer, hot-seat on this device, or online. */
export function modeLabel(
  mode: 'local' | 'online',
  seats: readonly SeatInfo[],
): 'ai' | 'hotseat' | 'online' | null {
  if (mode === 'online') return 'online';
  const humans = seats.filter((s) => s.controller === 'me' || s.controller === 'hotseat');
  if (humans.length === 0) return null;
  return seats.some((s) => s.controller === 'ai') ? 'ai' : 'hotseat';
}

/** A takeback asks both players only when the opponent is a person at this device (not the computer). */
export function takebackAsks(mode: 'local' | 'online', seats: readonly SeatInfo[]): boolean {
  if (mode !== 'local') return false;
  const humans = seats.filter((s) => s.controller === 'me' || s.controller === 'hotseat');
  return humans.length >= 2 && humans.some((s) => s.controller === 'hotseat');
}

export function Table({ controller }: { controller: TableController }) {
  const { t, lang, setLang } = useI18n();
  const snapshot = controller.snapshot;
  const { client } = useClient(snapshot?.game);
  const [rules, setRules] = useState<{ open: boolean; section: string | null }>({
    open: false,
    section: null,
  });
  const [replay, setReplay] = useState<{ data: ReplayData; index: number } | null>(null);
  const [confirmTakeback, setConfirmTakeback] = useState(false);
  const [replayNote, setReplayNote] = useState<string | null>(null);
  const [replayPlaying, setReplayPlaying] = useState(false);
  // The other side's moves, one at a time; actions that cannot be undone, confirmed first.
  const watch = useWatch(snapshot, controller.stepAt);
  const confirmer = useConfirm({
    confirmation: (action) =>
      snapshot && client?.confirmation
        ? client.confirmation(action, snapshot.view, snapshot.legal, t, lang)
        : null,
    send: controller.act,
    position: snapshot?.version ?? 0,
    fallbackFocus: () => document.querySelector<HTMLElement>('[data-testid=decision]'),
  });
  const replayData = replay?.data ?? null;
  const starts = useMemo(
    () => (replayData ? turnStarts(replayData.logAt(replayData.length), client?.turnOf?.bind(client)) : []),
    [replayData, client],
  );
  const goReplay = useCallback(
    (index: number) =>
      setReplay((r) => (r ? { ...r, index: Math.max(0, Math.min(r.data.length, index)) } : r)),
    [],
  );
  useReplayKeys(replay !== null, replay?.index ?? 0, replay?.data.length ?? 0, starts, goReplay);
  // Autoplay: one position per REPLAY_STEP_MS until the end.
  useEffect(() => {
    if (!replay || !replayPlaying) return;
    if (replay.index >= replay.data.length) {
      setReplayPlaying(false);
      return;
    }
    const timer = setTimeout(() => goReplay(replay.index + 1), REPLAY_STEP_MS);
    return () => clearTimeout(timer);
  }, [replay, replayPlaying, goReplay]);

  const openRule = useCallback((rule: string) => setRules({ open: true, section: rule }), []);

  // The log is told from its events alone (they carry their pieces as they were); the view gives the
  // armies' names.
  const namingView = snapshot ? (replay ? replay.data.viewAt(replay.data.length) : snapshot.view) : null;

  if (controller.error) {
    return (
      <div className="page">
        <p className="error">{controller.error}</p>
        <button type="button" onClick={() => navigate('/')}>
          {t('app.home')}
        </button>
      </div>
    );
  }
  if (!snapshot || !client || !namingView) {
    return <div className="page muted">{t('app.loading')}</div>;
  }

  const inReplay = replay !== null;
  // While the other side's moves are played back, the table shows the position after each.
  const watching = !inReplay && watch.watching;
  const view = replay
    ? replay.data.viewAt(replay.index)
    : watching
      ? (watch.step?.view ?? snapshot.view)
      : snapshot.view;
  const log = replay
    ? replay.data.logAt(replay.index)
    : watching
      ? snapshot.log.slice(0, watch.shown)
      : snapshot.log;
  const version = watching ? (watch.step?.version ?? snapshot.version) : snapshot.version;
  const legal = inReplay || watching ? [] : snapshot.legal;
  // The board keeps the player's orientation in the replay; a revealed view simply hides nothing.
  const viewer = snapshot.viewer;
  // The board marks what happened since the viewer last acted (in the replay: the last action).
  const recent = inReplay
    ? log.length > 0
      ? (log[log.length - 1]?.events ?? [])
      : []
    : recentEvents(log, String(viewer));
  // The result shows once the game is over on screen: not while its last moves play back, and in the
  // replay only at its end.
  const ended = watching ? null : replay && replay.index < replay.data.length ? null : snapshot.outcome;
  const mode = modeLabel(snapshot.mode, snapshot.seats);
  const scenario = client.module.scenarios().find((s: { id: string }) => s.id === snapshot.scenario);
  const outcome = snapshot.outcome;
  const viewerName =
    snapshot.viewer === 'spectator'
      ? t('table.spectator')
      : client.seatName(snapshot.viewer, snapshot.view, t, lang);

  const startReplay = async () => {
    setReplayNote(null);
    const data = await controller.loadReplay();
    if (!data) {
      setReplayNote(t('table.replayUnavailable'));
      return;
    }
    setReplayPlaying(false);
    setReplay({ data, index: data.length });
  };

  const downloadSave = async () => {
    const text = await controller.saveText?.();
    if (!text) return;
    const blob = new Blob([text], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `${snapshot.game}-${snapshot.scenario}-${new Date().toISOString().slice(0, 10)}.save.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const notices = snapshot.notices ?? [];
  const lastSeat = snapshot.log.length > 0 ? snapshot.log[snapshot.log.length - 1]?.seat : undefined;
  const { Board, Hand, Status } = client;
  const onAct = inReplay || watching ? () => {} : confirmer.onAct;

  return (
    <div
      className={`table${inReplay ? ' replaying' : ''}`}
      data-viewer={snapshot.viewer}
      data-version={version}
      data-watching={watching ? 'true' : undefined}
    >
      <header className="topbar">
        <button type="button" className="home" onClick={() => navigate('/')} aria-label={t('app.home')}>
          ⌂
        </button>
        <div className="title">
          <strong>
            {client.scenarioTitle?.(snapshot.scenario, lang) ?? scenario?.name ?? snapshot.scenario}
          </strong>
          {Status ? <Status view={view} viewer={viewer} t={t} lang={lang} /> : null}
          <TableFlags
            hotseat={snapshot.mode === 'online' && snapshot.hotseat === true}
            scripted={snapshot.scripted === true}
            t={t}
          />
        </div>
        <div className="you" data-testid="viewer">
          {t('table.you', { side: viewerName })}
          {snapshot.mode === 'online' ? (
            <>
              <span className="mode" data-testid="mode" data-mode="online">
                {t('flow.mode.online')}
              </span>
              <span className={snapshot.connected ? 'dot live' : 'dot offline'}>
                {snapshot.connected ? t('table.connection.live') : t('table.connection.offline')}
              </span>
            </>
          ) : mode ? (
            <span className="dot local" data-testid="mode" data-mode={mode}>
              {mode === 'ai' ? t('flow.mode.ai') : t('table.hotseat')}
            </span>
          ) : null}
        </div>
        <div className="tools">
          {controller.autoplay ? (
            <DemoControls autoplay={controller.autoplay} over={snapshot.outcome !== null} />
          ) : null}
          <button
            type="button"
            onClick={controller.undo}
            disabled={!snapshot.canUndo || inReplay}
            title={t('table.undoHint')}
            data-testid="undo"
          >
            {t('table.undo')}
          </button>
          <button
            type="button"
            onClick={() =>
              takebackAsks(snapshot.mode, snapshot.seats) ? setConfirmTakeback(true) : controller.takeback()
            }
            disabled={!snapshot.canTakeback || inReplay || snapshot.takebackPending === true}
            title={t('table.takebackHint')}
            data-testid="takeback"
          >
            {t('table.takeback')}
          </button>
          <button
            type="button"
            onClick={() => (inReplay ? setReplay(null) : void startReplay())}
            data-testid="replay-toggle"
          >
            {inReplay ? t('table.replayClose') : t('table.replay')}
          </button>
          <button type="button" onClick={() => setRules({ open: !rules.open, section: null })}>
            {t('table.rules')}
          </button>
          {snapshot.mode === 'local' || outcome ? (
            <button
              type="button"
              onClick={() => void downloadSave()}
              title={t('table.saveHint')}
              data-testid="save"
            >
              {t('table.save')}
            </button>
          ) : null}
          <select
            value={lang}
            onChange={(e) => setLang(e.target.value as Lang)}
            aria-label={t('app.language')}
          >
            {LANGS.map((l) => (
              <option key={l} value={l}>
                {t(`lang.${l}`)}
              </option>
            ))}
          </select>
        </div>
      </header>

      {ended ? (
        <div className="outcome" data-testid="outcome">
          {outcomeText(client, ended, snapshot.view, t, lang)}
        </div>
      ) : null}
      {snapshot.takebackOffer && controller.acceptTakeback ? (
        <div className="outcome offer">
          {t('table.takebackOffer', {
            side: client.seatName(snapshot.takebackOffer.seat, snapshot.view, t, lang),
          })}
          <button type="button" onClick={() => controller.acceptTakeback?.(true)}>
            {t('table.takebackAccept')}
          </button>
          <button type="button" onClick={() => controller.acceptTakeback?.(false)}>
            {t('table.takebackDecline')}
          </button>
        </div>
      ) : null}
      {snapshot.takebackPending ? <div className="outcome offer">{t('table.takebackRequested')}</div> : null}
      {replayNote ? (
        <div className="outcome offer">
          {replayNote}
          <button type="button" className="link" onClick={() => setReplayNote(null)}>
            ×
          </button>
        </div>
      ) : null}

      <main className="table-main">
        <section className="board-area">
          <Board
            view={view}
            viewer={viewer}
            legal={legal}
            onAct={onAct}
            recent={recent}
            held={confirmer.held?.action ?? null}
            t={t}
            lang={lang}
          />
          {confirmer.held && !inReplay && !watching ? (
            <ConfirmBar
              held={confirmer.held}
              onConfirm={confirmer.confirm}
              onCancel={confirmer.cancel}
              t={t}
            />
          ) : null}
        </section>
        <aside className="sidebar">
          {watching ? (
            <WatchBar
              side={watch.seat ? client.seatName(watch.seat, snapshot.view, t, lang) : ''}
              index={watch.index}
              total={watch.total}
              onSkip={watch.skip}
              t={t}
            />
          ) : null}
          {ended && !inReplay ? (
            <EndPanel
              client={client}
              view={snapshot.view}
              log={snapshot.log}
              t={t}
              lang={lang}
              onReplay={() => void startReplay()}
              {...(controller.rematch && snapshot.viewer !== 'spectator'
                ? { onRematch: controller.rematch }
                : {})}
              onNewGame={() =>
                navigate(`/new/${snapshot.game}?scenario=${encodeURIComponent(snapshot.scenario)}`)
              }
              onOpen={navigate}
            />
          ) : null}
          {inReplay || watching ? null : (
            <DecisionPanel
              client={client}
              view={view}
              viewer={snapshot.viewer}
              pending={snapshot.pending}
              legal={legal}
              onAct={onAct}
              t={t}
              lang={lang}
              notice={controller.notice}
              onDismiss={controller.dismissNotice}
            />
          )}
          {inReplay || outcome || snapshot.viewer === 'spectator' ? null : (
            <HintBox
              client={client}
              game={snapshot.game}
              seat={snapshot.viewer}
              view={snapshot.view}
              legal={legal}
              version={snapshot.version}
              onAct={controller.act}
              t={t}
              lang={lang}
            />
          )}
          <DiceTray client={client} log={log} view={namingView} t={t} lang={lang} onRule={openRule} />
          <LogPanel
            client={client}
            log={log}
            notices={replay ? notices.filter((n) => n.at <= log.length) : notices}
            seatName={(seat) => client.seatName(seat, snapshot.view, t, lang)}
            viewer={snapshot.viewer}
            view={namingView}
            t={t}
            lang={lang}
            onRule={openRule}
          />
          {inReplay ? null : (
            <LegalList client={client} view={view} legal={legal} onAct={onAct} t={t} lang={lang} />
          )}
          {controller.chat && snapshot.mode === 'online' ? (
            <ChatPanel
              chat={controller.chat}
              seatName={(seat) => client.seatName(seat, snapshot.view, t, lang)}
              t={t}
              lang={lang}
            />
          ) : null}
          {snapshot.seats
            .filter((s) => s.inviteUrl && s.controller === 'remote')
            .map((s) => (
              <div key={s.seat} className="invite small" data-invite-seat={s.seat}>
                {t('table.copyInvite', { side: client.seatName(s.seat, snapshot.view, t, lang) })} (
                {t('table.inviteOnce')}):{' '}
                <input readOnly value={s.inviteUrl} onFocus={(e) => e.currentTarget.select()} />
              </div>
            ))}
          {snapshot.commitment ? (
            <div className="muted tiny commitment">{t('new.commitment', { hash: snapshot.commitment })}</div>
          ) : null}
        </aside>
      </main>

      <footer className="hand-area">
        {replay ? (
          <ReplayBar
            index={replay.index}
            length={replay.data.length}
            revealed={replay.data.revealed}
            starts={starts}
            playing={replayPlaying}
            onChange={(index) => {
              setReplayPlaying(false);
              goReplay(index);
            }}
            onPlay={(play) => {
              if (play && replay.index >= replay.data.length) goReplay(0);
              setReplayPlaying(play);
            }}
            onClose={() => setReplay(null)}
            t={t}
          />
        ) : null}
        {Hand ? (
          <Hand view={view} viewer={viewer} legal={legal} onAct={onAct} recent={recent} t={t} lang={lang} />
        ) : null}
      </footer>

      {rules.open ? (
        <RulesPanel
          client={client}
          section={rules.section}
          t={t}
          lang={lang}
          onClose={() => setRules({ open: false, section: null })}
        />
      ) : null}
      {snapshot.passTo && !inReplay ? (
        <PassDevice
          seat={snapshot.passTo}
          name={client.seatName(snapshot.passTo, snapshot.view, t, lang)}
          onReady={() => controller.confirmPass?.()}
          t={t}
        />
      ) : null}
      {confirmTakeback ? (
        <ConfirmDialog
          text={t('table.takebackAsk', {
            side: lastSeat ? client.seatName(lastSeat, snapshot.view, t, lang) : '',
          })}
          onConfirm={() => {
            setConfirmTakeback(false);
            controller.takeback();
          }}
          onCancel={() => setConfirmTakeback(false)}
          t={t}
        />
      ) : null}
    </div>
  );
}
