/**
 * Opening a save or scenario file: before the game starts, who plays each side (me, someone else at this
 * device, or the computer at a chosen level), as in the new-game form. The game is then kept on this
 * device with those controllers, like a new game.
 */
import type { ScenarioInfo, Seat } from '@wargame/engine';
import { useState } from 'react';
import { hasAgent } from '../ai/agents.ts';
import type { AiLevel } from '../ai/protocol.ts';
import { clientFor } from '../games/registry.ts';
import { useI18n } from '../i18n/index.tsx';
import { hotSeatControllers, type ImportChoice, type PendingImport } from '../local/create.ts';
import {
  allComputer,
  type Choice,
  chosenLevels,
  LOCAL_CHOICES,
  localControllers,
  SeatChoices,
} from './SeatChoices.tsx';
import './setup.css';

export function ImportDialog({
  pending,
  onStart,
  onCancel,
}: {
  pending: PendingImport;
  onStart(choice: ImportChoice): void;
  onCancel(): void;
}) {
  const { t, lang } = useI18n();
  const client = clientFor(pending.game);
  const [choices, setChoices] = useState<Record<Seat, Choice>>(
    () => hotSeatControllers(pending.seats) as Record<Seat, Choice>,
  );
  const [levels, setLevels] = useState<Record<Seat, AiLevel>>({});
  const { session } = pending;
  const view = session.view('spectator');
  const nameOf = (seat: Seat) => (client ? client.seatName(seat, view, t, lang) : seat);
  const scenario = session.game.scenarios().find((s: ScenarioInfo) => s.id === pending.scenario);
  const start = () =>
    onStart({
      controllers: localControllers(pending.seats, choices),
      aiLevels: chosenLevels(pending.seats, choices, levels),
    });
  return (
    <div className="modal-backdrop" role="dialog" aria-modal="true" aria-labelledby="import-title">
      <form
        className="modal import-setup"
        data-testid="import-setup"
        onSubmit={(e) => {
          e.preventDefault();
          start();
        }}
      >
        <h2 id="import-title">{t('import.title')}</h2>
        <p>
          <strong>{scenario?.name ?? pending.scenario}</strong>
          <br />
          <span className="muted small">
            {pending.kind === 'save'
              ? t('import.save', { moves: session.length, turn: session.game.describe(session.state).turn })
              : t('import.scenario')}
          </span>
        </p>
        <SeatChoices
          seats={pending.seats}
          nameOf={nameOf}
          choices={choices}
          levels={levels}
          options={LOCAL_CHOICES}
          aiReady={hasAgent(pending.game)}
          onChoices={setChoices}
          onLevels={setLevels}
        />
        {allComputer(pending.seats, choices) ? <p className="muted small">{t('new.demoNote')}</p> : null}
        <div className="modal-buttons">
          <button type="button" onClick={onCancel}>
            {t('app.cancel')}
          </button>
          <button type="submit" className="primary" data-testid="import-start">
            {t('import.start')}
          </button>
        </div>
      </form>
    </div>
  );
}
