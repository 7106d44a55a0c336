/** What everyone at the table should know about how the game was set up: hot-seat, or a scripted position. */
import type { T } from '../i18n/index.tsx';

export function TableFlags({ hotseat, scripted, t }: { hotseat: boolean; scripted: boolean; t: T }) {
  if (!hotseat && !scripted) return null;
  return (
    <span className="table-flags" data-testid="table-flags">
      {hotseat ? (
        <span className="tag" data-flag="hotseat">
          {t('table.onlineHotseat')}
        </span>
      ) : null}
      {scripted ? (
        <span className="tag warn" data-flag="scripted">
          {t('table.scriptedHint')}
        </span>
      ) : null}
    </span>
  );
}
