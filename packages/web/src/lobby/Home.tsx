/** The home page: the games and their scenarios, my games (here and online), joining by link, opening a save. */
import type { ScenarioInfo, Seat } from '@wargame/engine';
import { useEffect, useRef, useState } from 'react';
import { hasAgent } from '../ai/agents.ts';
import { GAMES, loadAllClients, loadClient, useClient, useClients } from '../games/registry.ts';
import { LANGS, type Lang, type T, useI18n } from '../i18n/index.tsx';
import { createDemoGame, type PendingImport, readImport, startImport } from '../local/create.ts';
import { deleteLocal, type LocalRecord, listLocal } from '../local/storage.ts';
import { ApiError, api, type GameListItem } from '../online/api.ts';
import { goToClaim } from '../online/claim.ts';
import { listOnline, type OnlineRecord, seatTokens } from '../online/store.ts';
import { navigate, routeOf } from '../router.ts';
import { ImportDialog } from './ImportDialog.tsx';
import { OpenGames } from './OpenGames.tsx';

export function Header() {
  const { t, lang, setLang } = useI18n();
  return (
    <header className="site-header">
      <button type="button" className="brand link" onClick={() => navigate('/')}>
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span>{t('app.name')}</span>
      </button>
      <span className="tagline">{t('app.tagline')}</span>
      <select value={lang} onChange={(e) => setLang(e.target.value as Lang)} aria-label={t('app.language')}>
        {LANGS.map((l) => (
          <option key={l} value={l}>
            {t(`lang.${l}`)}
          </option>
        ))}
      </select>
    </header>
  );
}

export function Home() {
  const { t } = useI18n();
  return (
    <div className="page home">
      <Header />
      <div className="home-grid">
        <section className="panel">
          <h2>{t('home.games')}</h2>
          {GAMES.map((g) => (
            <GameCard key={g.id} id={g.id} t={t} />
          ))}
        </section>
        <div className="home-side">
          <MyGames />
          <OpenGames />
          <JoinBox />
        </div>
      </div>
    </div>
  );
}

function GameCard({ id, t }: { id: string; t: T }) {
  const { lang } = useI18n();
  const listing = GAMES.find((g) => g.id === id)!;
  const playable = listing.load !== null;
  // The game's client (and so its scenario list) is loaded when the list is opened, not with the lobby.
  const [wanted, setWanted] = useState(false);
  const { client } = useClient(wanted ? id : null);
  const scenarios: ScenarioInfo[] = client ? client.module.scenarios() : [];
  const prefetch = () => void loadClient(id).catch(() => {});
  return (
    <article className={`game-card${playable ? '' : ' planned'}`} data-game={id}>
      <div className="game-card-head">
        <h3>{t(listing.title)}</h3>
        {playable ? (
          <span className="game-card-actions">
            {hasAgent(id) ? <DemoButton id={id} t={t} /> : null}
            <button
              type="button"
              className="primary"
              onClick={() => navigate(`/new/${id}`)}
              onPointerEnter={prefetch}
              onFocus={prefetch}
              data-testid={`new-${id}`}
            >
              {t('home.newGame')}
            </button>
          </span>
        ) : (
          <span className="tag">{t('home.planned')}</span>
        )}
      </div>
      <p>{t(listing.blurb)}</p>
      {playable ? (
        <details onToggle={(e) => e.currentTarget.open && setWanted(true)}>
          <summary>{client ? t('home.scenarios', { n: scenarios.length }) : t('home.scenarioList')}</summary>
          {client ? null : <p className="muted small">{t('app.loading')}</p>}
          <ul className="scenario-list">
            {scenarios.map((s) => (
              <li key={s.id}>
                <button
                  type="button"
                  className="link"
                  onClick={() => navigate(`/new/${id}?scenario=${s.id}`)}
                >
                  {s.id} · {client?.scenarioTitle?.(s.id, lang) ?? s.name}
                </button>{' '}
                <span className="muted small">{s.length}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </article>
  );
}

/** "Watch a demo": the computer plays the game's shortest scenario against itself, watched as a spectator. */
function DemoButton({ id, t }: { id: string; t: T }) {
  const [failed, setFailed] = useState<string | null>(null);
  const start = async () => {
    setFailed(null);
    try {
      await loadClient(id);
      const record = createDemoGame(id);
      navigate(`/local/${record.id}`);
    } catch (thrown) {
      setFailed(t('new.failed', { message: thrown instanceof Error ? thrown.message : String(thrown) }));
    }
  };
  return (
    <>
      <button
        type="button"
        onClick={() => void start()}
        title={t('home.demoHint')}
        data-testid={`demo-${id}`}
      >
        {t('home.demo')}
      </button>
      {failed ? <span className="error small">{failed}</span> : null}
    </>
  );
}

function whoseTurn(labels: Record<Seat, string> | undefined, seats: Seat[]): string {
  return seats.map((s) => labels?.[s] ?? s).join(', ');
}

function MyGames() {
  const { t, lang } = useI18n();
  const [local, setLocal] = useState<LocalRecord[]>(() => listLocal());
  const [online] = useState<OnlineRecord[]>(() => listOnline());
  const [status, setStatus] = useState<Record<string, GameListItem>>({});
  const [offline, setOffline] = useState(false);
  const [importError, setImportError] = useState<string | null>(null);
  // An opened file waits here while its player says who plays each side.
  const [opened, setOpened] = useState<PendingImport | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const tokens = seatTokens(online).slice(0, 100);
    let cancelled = false;
    // One request: the server also counts the seats this browser joined by invite link (session cookies).
    api.list(tokens).then(
      (reply) => {
        if (cancelled) return;
        const byId: Record<string, GameListItem> = {};
        for (const item of reply.games ?? []) byId[item.id] = item;
        setStatus(byId);
      },
      (thrown) => {
        if (!cancelled && thrown instanceof ApiError && thrown.status === 0) setOffline(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [online]);

  // Games stored here, and games this browser joined through an invite link (known to the server only).
  const onlineRows = [
    ...online.map((r) => ({
      id: r.id,
      game: r.game,
      scenario: r.scenario,
      seats: r.seats.map((s) => s.seat),
    })),
    ...Object.values(status)
      .filter((item) => !online.some((r) => r.id === item.id))
      .map((item) => ({ id: item.id, game: item.game, scenario: item.scenario, seats: item.seats ?? [] })),
  ];
  // The scenarios' names come with each game's client, loaded when a game of it is listed here.
  const clientOf = useClients([...local.map((r) => r.game), ...onlineRows.map((r) => r.game)]);

  const onImport = async (file: File) => {
    setImportError(null);
    try {
      await loadAllClients(); // a file may be any game's: each game's client reads its own
      setOpened(readImport(await file.text()));
    } catch (thrown) {
      setImportError(
        t('home.importFailed', { message: thrown instanceof Error ? thrown.message : String(thrown) }),
      );
    }
  };

  return (
    <section className="panel my-games" data-testid="my-games">
      <h2>{t('games.title')}</h2>
      {local.length === 0 && onlineRows.length === 0 ? <p className="muted">{t('games.none')}</p> : null}
      {local.length > 0 ? <h3>{t('games.local')}</h3> : null}
      <ul className="game-list">
        {local.map((r) => {
          const client = clientOf(r.game);
          const scenario = client?.module.scenarios().find((s: ScenarioInfo) => s.id === r.scenario);
          const labels = r.summary.labels?.[lang];
          const state = r.summary.winners
            ? r.summary.winners.length > 0
              ? t('games.over', { winner: whoseTurn(labels, r.summary.winners) })
              : t('games.draw')
            : t('games.toMove', { side: whoseTurn(labels, r.summary.toMove) });
          return (
            <li key={r.id} data-local={r.id}>
              <button type="button" className="link strong" onClick={() => navigate(`/local/${r.id}`)}>
                {client?.scenarioTitle?.(r.scenario, lang) ?? scenario?.name ?? r.scenario}
              </button>
              <span className="muted small">
                {' '}
                · {t('games.turn', { n: r.summary.turn })} · {state}
              </span>
              <button
                type="button"
                className="link danger small"
                onClick={() => {
                  if (globalThis.confirm(t('games.deleteConfirm'))) {
                    deleteLocal(r.id);
                    setLocal(listLocal());
                  }
                }}
              >
                {t('games.delete')}
              </button>
            </li>
          );
        })}
      </ul>
      {onlineRows.length > 0 ? <h3>{t('games.online')}</h3> : null}
      {offline ? <p className="muted small">{t('games.offline')}</p> : null}
      <ul className="game-list">
        {onlineRows.map((r) => {
          const client = clientOf(r.game);
          const scenario = client?.module.scenarios().find((s: ScenarioInfo) => s.id === r.scenario);
          const item = status[r.id];
          const mine = new Set(r.seats);
          const toMove = item?.toAct ?? [];
          const name = (seat: Seat) =>
            client
              ? (client.scenarioSeatName?.(r.scenario, seat, t, lang) ?? client.seatName(seat, null, t, lang))
              : seat;
          let state = '';
          if (item?.outcome) {
            state =
              item.outcome.winners.length > 0
                ? t('games.over', { winner: item.outcome.winners.map(name).join(', ') })
                : t('games.draw');
          } else if (toMove.length > 0) {
            state = toMove.some((s) => mine.has(s))
              ? t('games.yourTurn')
              : t('games.theirTurn', { side: toMove.map(name).join(', ') });
          }
          return (
            <li key={r.id} data-online={r.id}>
              <button type="button" className="link strong" onClick={() => navigate(`/g/${r.id}`)}>
                {client?.scenarioTitle?.(r.scenario, lang) ?? scenario?.name ?? r.scenario}
              </button>
              <span className="muted small">
                {' '}
                · {r.seats.map(name).join(', ')}
                {state ? ` · ${state}` : ''}
              </span>
              {item?.hotseat ? (
                <span className="tag small" title={t('games.hotseatHint')} data-flag="hotseat">
                  {t('games.hotseat')}
                </span>
              ) : null}
              {item?.scripted ? (
                <span className="tag small" title={t('table.scriptedHint')} data-flag="scripted">
                  {t('games.scripted')}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="import">
        <button type="button" onClick={() => fileInput.current?.click()}>
          {t('home.importSave')}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          hidden
          data-testid="import-save"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void onImport(file);
          }}
        />
        {importError ? <p className="error small">{importError}</p> : null}
        {opened ? (
          <ImportDialog
            pending={opened}
            onStart={(choice) => {
              const record = startImport(opened, choice);
              setOpened(null);
              navigate(`/local/${record.id}`);
            }}
            onCancel={() => {
              setOpened(null);
              if (fileInput.current) fileInput.current.value = '';
            }}
          />
        ) : null}
      </div>
    </section>
  );
}

export function JoinBox() {
  const { t } = useI18n();
  const [link, setLink] = useState('');
  const [bad, setBad] = useState(false);
  const go = () => {
    const route = routeOf(link.trim());
    if (route.page !== 'online') {
      setBad(true);
      return;
    }
    if (route.invite) {
      goToClaim(route.id, route.invite);
      return;
    }
    const query = route.token ? `?token=${encodeURIComponent(route.token)}` : '';
    navigate(`/${route.spectate ? 'watch' : 'g'}/${encodeURIComponent(route.id)}${query}`);
  };
  return (
    <section className="panel join" data-testid="join">
      <h2>{t('join.title')}</h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          go();
        }}
      >
        <label>
          {t('join.paste')}
          <input
            value={link}
            onChange={(e) => {
              setLink(e.target.value);
              setBad(false);
            }}
            placeholder="https://…/play/…?invite=…"
          />
        </label>
        <button type="submit">{t('join.go')}</button>
      </form>
      {bad ? <p className="error small">{t('join.bad')}</p> : null}
    </section>
  );
}
