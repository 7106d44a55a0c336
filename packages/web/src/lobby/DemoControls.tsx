/**
 * The table's controls of a demo (the computer playing every side on this device): what it is, and a
 * button that pauses the computer's moves and resumes them.
 */
import { useI18n } from '../i18n/index.tsx';
import type { TableController } from '../table/types.ts';
import './setup.css';

export function DemoControls({
  autoplay,
  over,
}: {
  autoplay: NonNullable<TableController['autoplay']>;
  /** The game has ended: nothing left to pause. */
  over: boolean;
}) {
  const { t } = useI18n();
  return (
    <span
      className="demo-controls"
      data-testid="demo-controls"
      data-paused={autoplay.paused ? 'true' : 'false'}
    >
      <span className="tag">{t('demo.label')}</span>
      {over ? null : (
        <button
          type="button"
          onClick={autoplay.paused ? autoplay.resume : autoplay.pause}
          aria-pressed={autoplay.paused}
          data-testid="demo-pause"
        >
          {autoplay.paused ? t('demo.resume') : t('demo.pause')}
        </button>
      )}
      {autoplay.paused && !over ? <span className="muted small">{t('demo.paused')}</span> : null}
    </span>
  );
}
