/**
 * Who plays each side: me, someone else at this device, someone invited by link, or the computer at a
 * chosen level. Shared by the new-game form and the dialog that opens a save or scenario file (which offers
 * no invites: an opened file is played on this device).
 */
import type { Seat } from '@wargame/engine';
import { AI_LEVELS, type AiLevel, DEFAULT_AI_LEVEL } from '../ai/protocol.ts';
import { useI18n } from '../i18n/index.tsx';
import type { Controller } from '../table/types.ts';

export type Choice = 'me' | 'hotseat' | 'invite' | 'ai';

export const ALL_CHOICES: readonly Choice[] = ['me', 'hotseat', 'invite', 'ai'];
/** What an opened file offers: it is played on this device. */
export const LOCAL_CHOICES: readonly Choice[] = ['me', 'hotseat', 'ai'];

/** The controllers of a local game from the choices (no seat may be 'invite' here). */
export function localControllers(
  seats: readonly Seat[],
  choices: Record<Seat, Choice>,
): Record<Seat, Controller> {
  const out: Record<Seat, Controller> = {};
  for (const seat of seats) {
    const choice = choices[seat] ?? 'hotseat';
    out[seat] = choice === 'invite' ? 'hotseat' : choice;
  }
  return out;
}

/** The level of every seat the computer plays (DEFAULT_AI_LEVEL unless chosen). */
export function chosenLevels(
  seats: readonly Seat[],
  choices: Record<Seat, Choice>,
  levels: Record<Seat, AiLevel>,
): Record<Seat, AiLevel> {
  const out: Record<Seat, AiLevel> = {};
  for (const seat of seats) if (choices[seat] === 'ai') out[seat] = levels[seat] ?? DEFAULT_AI_LEVEL;
  return out;
}

/** Every seat is the computer's: the game will play itself (a demo, watched as a spectator). */
export function allComputer(seats: readonly Seat[], choices: Record<Seat, Choice>): boolean {
  return seats.length > 0 && seats.every((s) => choices[s] === 'ai');
}

export function SeatChoices({
  seats,
  nameOf,
  choices,
  levels,
  options = ALL_CHOICES,
  aiReady,
  onChoices,
  onLevels,
}: {
  seats: readonly Seat[];
  nameOf(seat: Seat): string;
  choices: Record<Seat, Choice>;
  levels: Record<Seat, AiLevel>;
  options?: readonly Choice[];
  /** A computer player exists for this game (otherwise "Computer" is shown as coming). */
  aiReady: boolean;
  onChoices(choices: Record<Seat, Choice>): void;
  onLevels(levels: Record<Seat, AiLevel>): void;
}) {
  const { t } = useI18n();
  return (
    <>
      {seats.map((seat) => (
        <fieldset key={seat} className="seat-choice" data-seat={seat}>
          <legend>{nameOf(seat)}</legend>
          {options.map((choice) => {
            const disabled = choice === 'ai' && !aiReady;
            return (
              <label key={choice} className={disabled ? 'disabled' : ''}>
                <input
                  type="radio"
                  name={`seat-${seat}`}
                  value={choice}
                  checked={choices[seat] === choice}
                  disabled={disabled}
                  onChange={() => onChoices({ ...choices, [seat]: choice })}
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
                onChange={(e) => onLevels({ ...levels, [seat]: e.target.value as AiLevel })}
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
    </>
  );
}
