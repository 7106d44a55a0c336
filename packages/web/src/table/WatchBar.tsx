/** While the other side's moves are played back: whose they are, how far along, and a way to skip. */
import type { T } from '../i18n/index.tsx';
import './flow.css';

export function WatchBar({
  side,
  index,
  total,
  onSkip,
  t,
}: {
  side: string;
  index: number;
  total: number;
  onSkip(): void;
  t: T;
}) {
  return (
    <section
      className="watch-bar"
      data-testid="watch"
      data-index={index}
      data-total={total}
      aria-live="polite"
    >
      <span className="watch-text">{t('flow.watch.title', { side, i: index, n: total })}</span>
      <button type="button" onClick={onSkip} title={t('flow.watch.skipHint')} data-testid="watch-skip">
        {t('flow.watch.skip')}
      </button>
    </section>
  );
}
