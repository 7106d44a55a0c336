/**
 * The lobby's public games, on the home page: those their creators listed (the "list this game in the
 * lobby" box of a new online game), with a seat nobody has taken yet (Join: the server gives this
 * browser the seat, in its session cookie, and the table opens) or in progress (Watch, as a spectator).
 * Nothing is shown when the page has no game server behind it.
 */
import type { ScenarioInfo, Seat } from '@wargame/engine';
import { useCallback, useEffect, useState } from 'react';
import { GAMES, useClients } from '../games/registry.ts';
import type { ClientGame } from '../games/types.ts';
import { type T, useI18n } from '../i18n/index.tsx';
import { ApiError, api, type LobbyGame } from '../online/api.ts';
import { listOnline, rememberJoin } from '../online/store.ts';
import { navigate } from '../router.ts';
import './open-games.css';

type Lists = { open: LobbyGame[]; live: LobbyGame[] };

export function OpenGames() {
  const { t, lang } = useI18n();
  const [lists, setLists] = useState<Lists | null>(null);
  const [hidden, setHidden] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const clientOf = useClients(lists ? [...lists.open, ...lists.live].map((g) => g.game) : []);

  const load = useCallback(() => {
    let cancelled = false;
    api.lobby().then(
      (reply) => {
        if (cancelled) return;
        setLists({ open: reply.open ?? [], live: reply.live ?? [] });
        setHidden(false);
      },
      (thrown) => {
        // No server (a static copy of the client), or one without a lobby: nothing to show.
        if (!cancelled && thrown instanceof ApiError && (thrown.status === 0 || thrown.status === 404)) {
          setHidden(true);
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);
  useEffect(load, [load]);

  if (hidden || !lists) return null;
  // A game this device already plays (it created it, or joined it): its table, not another seat.
  const mine = new Set(listOnline().flatMap((r) => (r.seats.length > 0 ? [r.id] : [])));

  const seatName = (game: LobbyGame, seat: Seat) => {
    const client = clientOf(game.game);
    return client
      ? (client.scenarioSeatName?.(game.scenario, seat, t, lang) ?? client.seatName(seat, null, t, lang))
      : seat;
  };

  const join = async (game: LobbyGame, seat: Seat) => {
    setBusy(`${game.id}:${seat}`);
    setError(null);
    try {
      const reply = await api.join(game.id, seat);
      // The token stays in the session cookie the server set, out of scripts' reach (as for an invite).
      for (const held of reply.seats) {
        rememberJoin({ id: game.id, game: game.game, scenario: game.scenario, seat: held, token: null });
      }
      navigate(`/g/${encodeURIComponent(game.id)}`);
    } catch (thrown) {
      setError(
        thrown instanceof ApiError && thrown.status === 410
          ? t('lobby.taken')
          : thrown instanceof ApiError && thrown.status === 0
            ? t('lobby.offline')
            : t('lobby.failed', { message: thrown instanceof Error ? thrown.message : String(thrown) }),
      );
      load();
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="panel open-games" data-testid="open-games">
      <div className="open-games-head">
        <h2>{t('lobby.title')}</h2>
        <button type="button" className="link small" onClick={() => load()}>
          {t('lobby.refresh')}
        </button>
      </div>
      {error ? (
        <p className="error small" role="alert">
          {error}
        </p>
      ) : null}
      <h3>{t('lobby.open')}</h3>
      {lists.open.length === 0 ? <p className="muted small">{t('lobby.noneOpen')}</p> : null}
      <ul data-testid="lobby-open">
        {lists.open.map((game) => (
          <li key={game.id} data-lobby-game={game.id}>
            <GameLine game={game} client={clientOf(game.game)} seatName={seatName} t={t} />
            <div className="open-game-actions">
              {mine.has(game.id) ? (
                <button
                  type="button"
                  className="small"
                  onClick={() => navigate(`/g/${encodeURIComponent(game.id)}`)}
                  data-mine={game.id}
                >
                  {t('lobby.mine')}
                </button>
              ) : null}
              {(mine.has(game.id) ? [] : game.openSeats).map((seat) => (
                <button
                  key={seat}
                  type="button"
                  className="primary small"
                  disabled={busy !== null}
                  onClick={() => void join(game, seat)}
                  data-join-seat={seat}
                >
                  {t('lobby.join', { side: seatName(game, seat) })}
                </button>
              ))}
              <WatchButton game={game} t={t} />
            </div>
          </li>
        ))}
      </ul>
      <h3>{t('lobby.live')}</h3>
      {lists.live.length === 0 ? <p className="muted small">{t('lobby.noneLive')}</p> : null}
      <ul data-testid="lobby-live">
        {lists.live.map((game) => (
          <li key={game.id} data-lobby-game={game.id}>
            <GameLine game={game} client={clientOf(game.game)} seatName={seatName} t={t} />
            <div className="open-game-actions">
              <WatchButton game={game} t={t} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function GameLine({
  game,
  client,
  seatName,
  t,
}: {
  game: LobbyGame;
  client: ClientGame | null;
  seatName: (game: LobbyGame, seat: Seat) => string;
  t: T;
}) {
  const listing = GAMES.find((g) => g.id === game.game);
  const title = listing ? t(listing.title) : (game.title ?? game.game);
  const scenario = client?.module.scenarios().find((s: ScenarioInfo) => s.id === game.scenario);
  const toMove = game.toAct.map((seat) => seatName(game, seat)).join(', ');
  return (
    <div>
      <strong>{title}</strong> · {scenario?.name ?? game.scenario}
      {toMove ? <span className="muted small"> · {t('lobby.toMove', { side: toMove })}</span> : null}
    </div>
  );
}

function WatchButton({ game, t }: { game: LobbyGame; t: T }) {
  return (
    <button
      type="button"
      className="small"
      onClick={() => navigate(`/watch/${encodeURIComponent(game.id)}`)}
      data-watch={game.id}
    >
      {t('lobby.watch')}
    </button>
  );
}

/** The new-game form's box: list the online game in the lobby (off unless ticked). */
export function ListInLobby({
  checked,
  onChange,
  t,
}: {
  checked: boolean;
  onChange: (listed: boolean) => void;
  t: T;
}) {
  return (
    <label className="list-in-lobby small">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        data-testid="list-in-lobby"
      />{' '}
      {t('new.listed')}
    </label>
  );
}
