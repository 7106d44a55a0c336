/**
 * A new game: the scenario, and who plays each side (me, someone at this device, someone invited by link,
 * or the computer, at a chosen level). Sides played only here make a local game run in the browser; an
 * invited side makes an online game kept by the server.
 */
import type { ScenarioInfo, Seat } from '@wargame/engine';
import { useMemo, useState } from 'react';
import { hasAgent } from '../ai/agents.ts';
import { AI_LEVELS, type AiLevel, DEFAULT_AI_LEVEL } from '../ai/protocol.ts';
import { clientFor } from '../games/registry.ts';
import { useI18n } from '../i18n/index.tsx';
import { createLocalGame } from '../local/create.ts';
import { ApiError, api, type CreateGameResponse } from '../online/api.ts';
import { createdRecord } from '../online/created.ts';
import { type OnlineRecord, saveOnline } from '../online/store.ts';
import { navigate } from '../router.ts';
import { Header } from './Home.tsx';
import { CopyLink, InviteList } from './Invites.tsx';

type Choice = 'me' | 'hotseat' | 'invite' | 'ai';

export function defaultChoices(seats: readonly Seat[]): Record<Seat, Choice> {
  const out: Record<Seat, Choice> = {};
  seats.forEach((seat, i) => {
    out[seat] = i === seats.length - 1 ? 'me' : 'hotseat';
  });
  return out;
}

export function NewGame({
  game,
  scenario: initial,
  seed,
}: {
  game: string;
  scenario: string | null;
  seed?: string | null;
}) {
  const { t, lang } = useI18n();
  const client = clientFor(game);
  const scenarios: ScenarioInfo[] = useMemo(() => (client ? client.module.scenarios() : []), [client]);
  const [scenarioId, setScenarioId] = useState<string>(initial ?? scenarios[0]?.id ?? '');
  const [choices, setChoices] = useState<Record<Seat, Choice>>(() =>
    defaultChoices(client?.module.seats ?? []),
  );
  const [levels, setLevels] = useState<Record<Seat, AiLevel>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ response: CreateGameResponse; record: OnlineRecord } | null>(null);

  if (!client) {
    return (
      <div className="page">
        <Header />
        <p className="error">{t('app.notFound')}</p>
      </div>
    );
  }
  const scenario = scenarios.find((s) => s.id === scenarioId) ?? scenarios[0];
  const seats: Seat[] = scenario?.seats ?? client.module.seats;
  const online = seats.some((s) => choices[s] === 'invite');
  const aiReady = hasAgent(game);
  const groups = [...new Set(scenarios.map((s) => s.group ?? 'other'))];
  const nameOf = (seat: Seat) =>
    client.scenarioSeatName?.(scenario?.id ?? '', seat, t, lang) ?? client.seatName(seat, null, t, lang);

  const start = async () => {
    if (!scenario) return;
    setError(null);
    const local = seats.filter((s) => choices[s] === 'me' || choices[s] === 'hotseat');
    if (!online) {
      if (local.length === 0) {
        setError(t('new.needsMe'));
        return;
      }
      try {
        const controllers: Record<Seat, 'me' | 'hotseat' | 'ai'> = {};
        for (const s of seats) controllers[s] = choices[s] === 'ai' ? 'ai' : (choices[s] as 'me' | 'hotseat');
        const aiLevels: Record<Seat, AiLevel> = {};
        for (const s of seats) if (choices[s] === 'ai') aiLevels[s] = levels[s] ?? DEFAULT_AI_LEVEL;
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
                      {s.id} · {s.name}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </section>
        <section className="panel">
          {scenario ? (
            <>
              <h2>{scenario.name}</h2>
              <p>{client.scenarioBlurb?.(scenario.id, lang) ?? scenario.description}</p>
              <p className="muted">
                {t('new.length')}: {scenario.length}
              </p>
            </>
          ) : null}
          <h3>{t('new.sides')}</h3>
          {seats.map((seat) => (
            <fieldset key={seat} className="seat-choice" data-seat={seat}>
              <legend>{nameOf(seat)}</legend>
              {(['me', 'hotseat', 'invite', 'ai'] as const).map((choice) => {
                const disabled = choice === 'ai' && !aiReady;
                return (
                  <label key={choice} className={disabled ? 'disabled' : ''}>
                    <input
                      type="radio"
                      name={`seat-${seat}`}
                      value={choice}
                      checked={choices[seat] === choice}
                      disabled={disabled}
                      onChange={() => setChoices({ ...choices, [seat]: choice })}
                    />{' '}
                    {t(`new.controller.${choice}`)}
                    {disabled ? <span className="tag">{t('new.controller.aiComing')}</span> : null}
                  </label>
                );
              })}
              {choices[seat] === 'ai' && aiReady ? (
                <label className="ai-level">
                  {t('new.aiLevel')}{' '}
                  <select
                    value={levels[seat] ?? DEFAULT_AI_LEVEL}
                    onChange={(e) => setLevels({ ...levels, [seat]: e.target.value as AiLevel })}
                    data-testid={`ai-level-${seat}`}
                  >
                    {AI_LEVELS.map((level) => (
                      <option key={level} value={level}>
                        {t(`new.aiLevel.${level}`)}
                      </option>
                    ))}
                  </select>
                </label>
              ) : null}
            </fieldset>
          ))}
          <p className="muted small">{online ? t('new.onlineNote') : t('new.localNote')}</p>
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
