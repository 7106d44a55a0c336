/**
 * Renders its children once a game's client is loaded (its own chunk: registry.ts), with a loading line
 * meanwhile and the reason when the chunk could not be fetched. A game id that is no playable game passes
 * straight through, so the page below can say that the game is unknown.
 */
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/index.tsx';
import { isPlayable, useClient } from './registry.ts';

export function GameGate({ game, children }: { game: string | null | undefined; children: ReactNode }) {
  const { t } = useI18n();
  const { client, failed } = useClient(game && isPlayable(game) ? game : null);
  if (!game || !isPlayable(game) || client) return children;
  return (
    <div className="page muted" role="status">
      {failed ? t('app.loadFailed', { message: failed }) : t('app.loading')}
    </div>
  );
}
