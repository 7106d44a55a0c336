/**
 * The table, shared by every game: the game's board and hand in the middle, the decision, dice and log
 * beside them, undo/takeback, the replay slider and the rules reference. It knows nothing of any game's
 * rules: the game's client (games/*) draws and narrates, the controller (local or online) plays.
 */
import type { Json } from '@wargame/engine';
import { useCallback, useMemo, useRef, useState } from 'react';
import { clientFor } from '../games/registry.ts';
import { LANGS, type Lang, useI18n } from '../i18n/index.tsx';
import { navigate } from '../router.ts';
import { TableFlags } from './Flags.tsx';
import { HintBox } from './Hint.tsx';
import {
  ConfirmDialog,
  DecisionPanel,
  DiceTray,
  LegalList,
  LogPanel,
  PassDevice,
  ReplayBar,
  RulesPanel,
} from './panels.tsx';
import type { ReplayData, TableController } from './types.ts';

export function Table({ controller }: { controller: TableController }) {
  const { t, lang, setLang } = useI18n();
  const snapshot = controller.snapshot;
  const client = snapshot ? clientFor(snapshot.game) : null;
  const [rules, setRules] = useState<{ open: boolean; section: string | null }>({
    open: false,
    section: null,
  });
  const [replay, setReplay] = useState<{ data: ReplayData; index: number } | null>(null);
  const [confirmTakeback, setConfirmTakeback] = useState(false);
  const [replayNote, setReplayNote] = useState<string | null>(null);
  const roster = useRef<Json | null>(null);

  const openRule = useCallback((rule: string) => setRules({ open: true, section: rule }), []);

  // The view the log narrates from remembers every piece seen, so fallen units keep their names.
  const namingView = useMemo(() => {
    if (!snapshot || !client) return null;
    const base = replay ? replay.data.viewAt(replay.data.length) : snapshot.view;
    if (!client.mergeRoster) return base;
    const merged = client.mergeRoster(roster.current, base);
    roster.current = merged;
    return merged;
  }, [snapshot, client, replay]);

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
  const view = replay ? replay.data.viewAt(replay.index) : snapshot.view;
  const log = replay ? replay.data.logAt(replay.index) : snapshot.log;
  const legal = inReplay ? [] : snapshot.legal;
  // The board keeps the player's orientation in the replay; a revealed view simply hides nothing.
  const viewer = snapshot.viewer;
  const recent = log.length > 0 ? (log[log.length - 1]?.events ?? []) : [];
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
  const onAct = inReplay ? () => {} : controller.act;

  return (
    <div
      className={`table${inReplay ? ' replaying' : ''}`}
      data-viewer={snapshot.viewer}
      data-version={snapshot.version}
    >
      <header className="topbar">
        <button type="button" className="home" onClick={() => navigate('/')} aria-label={t('app.home')}>
          ⌂
        </button>
        <div className="title">
          <strong>{scenario?.name ?? snapshot.scenario}</strong>
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
            <span className={snapshot.connected ? 'dot live' : 'dot offline'}>
              {snapshot.connected ? t('table.connection.live') : t('table.connection.offline')}
            </span>
          ) : (
            <span className="dot local">{t('table.hotseat')}</span>
          )}
        </div>
        <div className="tools">
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
            onClick={() => (snapshot.mode === 'local' ? setConfirmTakeback(true) : controller.takeback())}
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

      {outcome ? (
        <div className="outcome" data-testid="outcome">
          {outcome.winners.length > 0
            ? t('table.over', {
                winner: outcome.winners.map((w) => client.seatName(w, snapshot.view, t, lang)).join(', '),
                reason: client.describeOutcome?.(outcome, snapshot.view, t, lang) ?? outcome.reason,
              })
            : t('table.drawn', {
                reason: client.describeOutcome?.(outcome, snapshot.view, t, lang) ?? outcome.reason,
              })}
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
          <Board view={view} viewer={viewer} legal={legal} onAct={onAct} recent={recent} t={t} lang={lang} />
        </section>
        <aside className="sidebar">
          {inReplay ? null : (
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
              onAct={onAct}
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
            view={namingView}
            t={t}
            lang={lang}
            onRule={openRule}
          />
          {inReplay ? null : (
            <LegalList client={client} view={view} legal={legal} onAct={onAct} t={t} lang={lang} />
          )}
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
            onChange={(index) => setReplay({ ...replay, index })}
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
