/** An invite that reached the client (a hash link, say): on to the server's page that takes the seat. */
import { useEffect } from 'react';
import { useI18n } from '../i18n/index.tsx';
import { goToClaim } from '../online/claim.ts';
import { Header } from './Home.tsx';

export function ClaimRedirect({ id, invite }: { id: string; invite: string }) {
  const { t } = useI18n();
  useEffect(() => goToClaim(id, invite), [id, invite]);
  return (
    <div className="page">
      <Header />
      <p className="muted">{t('join.opening')}</p>
    </div>
  );
}
