/**
 * A new game: the scenario (with a preview of its battlefield), and who plays each side (me, someone at
 * this device, someone invited by link, or the computer, at a chosen level). Sides played only here make a
 * local game run in the browser; an invited side makes an online game kept by the server. With the
 * computer on every side the local game plays itself: a demo, watched as a spectator.
 */
import type { ScenarioInfo, Seat } from '@wargame/engine';
import { useMemo, useState } from 'react';
import { hasAgent } from '../ai/agents.ts';
import { type AiLevel, DEFAULT_AI_LEVEL } from '../ai/protocol.ts';
import { isPlayable, useClient } from '../games/registry.ts';
import type { ClientGame } from '../games/types.ts';
import { useI18n } from '../i18n/index.tsx';
import { createLocalGame } from '../local/create.ts';
import { ApiError, api, type CreateGameResponse } from '../online/api.ts';
import { createdRecord } from '../online/created.ts';
import { type OnlineRecord, saveOnline } from '../online/store.ts';
import { navigate } from '../router.ts';
import { Header } from './Home.tsx';
import { CopyLink, InviteList } from './Invites.tsx';
import { ListInLobby } from './OpenGames.tsx';
import { ScenarioPreview } from './ScenarioPreview.tsx';
import { allComputer, type Choice, chosenLevels, localControllers, SeatChoices } from './SeatChoices.tsx';

export function defaultChoices(seats: readonly Seat[]): Record<Seat, Choice> {
  const out: Record<Seat, Choice> = {};
  seats.forEach((seat, i) => {
    out[seat] = i === seats.length - 1 ? 'me' : 'hotseat';
  });
  return out;
}

interface NewGameProps {
  game: string;
  scenario: string | null;
  seed?: string | null;
}

/** The form, once the game's client (its rules and board, loaded on first use) is there. */
export function NewGame(props: NewGameProps) {
  const { t } = useI18n();
  const playable = isPlayable(props.game);
  const { client, failed } = useClient(playable ? props.game : null);
  if (!client) {
    return (
      <div className="page">
        <Header />
        {playable && !failed ? (
          <p className="muted">{t('app.loading')}</p>
        ) : (
          <p className="error">{failed ? t('app.error', { message: failed }) : t('app.notFound')}</p>
        )}
      </div>
    );
  }
  return <NewGameForm {...props} client={client} />;
}

function NewGameForm({ game, scenario: initial, seed, client }: NewGameProps & { client: ClientGame }) {
  const { t, lang } = useI18n();
  const scenarios: ScenarioInfo[] = useMemo(() => client.module.scenarios(), [client]);
  const [scenarioId, setScenarioId] = useState<string>(initial ?? scenarios[0]?.id ?? '');
  const [choices, setChoices] = useState<Record<Seat, Choice>>(() => defaultChoices(client.module.seats));
  const [levels, setLevels] = useState<Record<Seat, AiLevel>>({});
  const [listed, setListed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ response: CreateGameResponse; record: OnlineRecord } | null>(null);

  const scenario = scenarios.find((s) => s.id === scenarioId) ?? scenarios[0];
  const seats: Seat[] = scenario?.seats ?? client.module.seats;
  const online = seats.some((s) => choices[s] === 'invite');
  const aiReady = hasAgent(game);
  const demo = !online && allComputer(seats, choices);
  const groups = [...new Set(scenarios.map((s) => s.group ?? 'other'))];
  const nameOf = (seat: Seat) =>
    client.scenarioSeatName?.(scenario?.id ?? '', seat, t, lang) ?? client.seatName(seat, null, t, lang);

  const start = async () => {
    if (!scenario) return;
    setError(null);
    const local = seats.filter((s) => choices[s] === 'me' || choices[s] === 'hotseat');
    if (!online) {
      // Every seat here (or the computer's, a demo when all are): a game run in this browser.
      try {
        const controllers = localControllers(seats, choices);
        const aiLevels = chosenLevels(seats, choices, levels);
        const record = createLocalGame({
          game,
          scenario: scenario.id,
          controllers,
          aiLevels,
          ...(seed ? { seed } : {}),
        });
        navigate(`/local/${record.id}`);
      } catch (thrown) {
        setError(t('new.failed', { message: thrown instanceof Error ? thrown.message : String(thrown) }));
      }
      return;
    }
    setBusy(true);
    try {
      const response = await api.createGame({
        game,
        scenario: scenario.id,
        ...(listed ? { listed: true } : {}),
        // The seats played at this device are the creator's: they share its token, and the table follows
        // whichever must decide. The others get one-time invites.
        seats: Object.fromEntries(
          seats.map((seat) => [
            seat,
            choices[seat] === 'ai'
              ? { ai: levels[seat] ?? DEFAULT_AI_LEVEL }
              : choices[seat] === 'invite'
                ? 'open'
                : 'me',
          ]),
        ),
      });
      const controllers: Record<Seat, 'me' | 'hotseat'> = {};
      for (const s of local) controllers[s] = choices[s] === 'hotseat' ? 'hotseat' : 'me';
      const record = createdRecord(response, { game, scenario: scenario.id, controllers });
      saveOnline(record);
      setCreated({ response, record });
    } catch (thrown) {
      setError(
        thrown instanceof ApiError && thrown.status === 0
          ? t('new.serverDown')
          : t('new.failed', { message: thrown instanceof Error ? thrown.message : String(thrown) }),
      );
    } finally {
      setBusy(false);
    }
  };

  if (created) {
    const first = created.record.seats[0];
    return (
      <div className="page">
        <Header />
        <section className="panel invites" data-testid="invites">
          <h2>{t('new.invites')}</h2>
          <InviteList
            record={created.record}
            nameOf={nameOf}
            onChange={(record) => setCreated({ ...created, record })}
          />
          {created.record.spectatorUrl ? (
            <CopyLink
              label={t('new.spectatorLink')}
              url={created.record.spectatorUrl}
              testId="spectator-url"
            />
          ) : null}
          {created.response.commitment ? (
            <p className="muted small">{t('new.commitment', { hash: created.response.commitment })}</p>
          ) : null}
          <button
            type="button"
            className="primary"
            onClick={() => navigate(first ? `/g/${created.record.id}` : `/watch/${created.record.id}`)}
          >
            {t('new.openTable')}
          </button>
        </section>
      </div>
    );
  }

  return (
    <div className="page new-game">
      <Header />
      <h1>{t('new.title', { game: client.module.title })}</h1>
      <div className="new-grid">
        <section className="panel">
          <h2>{t('new.scenario')}</h2>
          <select
            className="scenario-select"
            value={scenario?.id}
            onChange={(e) => setScenarioId(e.target.value)}
            data-testid="scenario"
            size={12}
          >
            {groups.map((group) => (
              <optgroup key={group} label={groupLabel(group, t)}>
                {scenarios
                  .filter((s) => (s.group ?? 'other') === group)
                  .map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.id} · {client.scenarioTitle?.(s.id, lang) ?? s.name}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </section>
        <section className="panel">
          {scenario ? (
            <>
              <h2>{client.scenarioTitle?.(scenario.id, lang) ?? scenario.name}</h2>
              <p>{client.scenarioBlurb?.(scenario.id, lang) ?? scenario.description}</p>
              <p className="muted">
                {t('new.length')}: {scenario.length}
              </p>
              <ScenarioPreview
                client={client}
                scenario={scenario.id}
                label={t('new.preview', { name: scenario.name })}
                t={t}
                lang={lang}
              />
            </>
          ) : null}
          <h3>{t('new.sides')}</h3>
          <SeatChoices
            seats={seats}
            nameOf={nameOf}
            choices={choices}
            levels={levels}
            aiReady={aiReady}
            onChoices={setChoices}
            onLevels={setLevels}
          />
          <p className="muted small">
            {online ? t('new.onlineNote') : demo ? t('new.demoNote') : t('new.localNote')}
          </p>
          {online ? <ListInLobby checked={listed} onChange={setListed} t={t} /> : null}
          {error ? <p className="error">{error}</p> : null}
          <button
            type="button"
            className="primary big"
            onClick={() => void start()}
            disabled={busy}
            data-testid="start"
          >
            {busy ? t('new.creating') : t('new.create')}
          </button>
        </section>
      </div>
    </div>
  );
}

function groupLabel(group: string, t: ReturnType<typeof useI18n>['t']): string {
  if (group === 'base') return t('new.group.base');
  if (group === 'expansion-1') return t('new.group.expansion-1');
  return t('new.group.other');
}
