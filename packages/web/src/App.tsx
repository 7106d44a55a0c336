/** The application: routes to the home page, a new game, or a table (local or online). */
import { GameGate } from './games/GameGate.tsx';
import { I18nProvider, useI18n } from './i18n/index.tsx';
import { ClaimRedirect } from './lobby/Claim.tsx';
import { Header, Home, JoinBox } from './lobby/Home.tsx';
import { NewGame } from './lobby/NewGame.tsx';
import { loadLocal } from './local/storage.ts';
import { useLocalTable } from './local/useLocalTable.ts';
import { useOnlineTable } from './online/useOnlineTable.ts';
import { navigate, useRoute } from './router.ts';
import { Table } from './table/Table.tsx';

function LocalTable({ id }: { id: string }) {
  const { t } = useI18n();
  const controller = useLocalTable(id, t);
  return <Table controller={controller} />;
}

function OnlineTable({ id, token }: { id: string; token: string | null }) {
  const { t } = useI18n();
  const controller = useOnlineTable(id, token, t);
  return <Table controller={controller} />;
}

function Routes() {
  const route = useRoute();
  const { t } = useI18n();
  switch (route.page) {
    case 'home':
      return <Home />;
    case 'new':
      return <NewGame key={route.game} game={route.game} scenario={route.scenario} seed={route.seed} />;
    case 'local':
      // Each game's client is loaded when the game is opened (games/registry.ts).
      return (
        <GameGate game={loadLocal(route.id)?.game}>
          <LocalTable key={route.id} id={route.id} />
        </GameGate>
      );
    case 'online':
      if (route.invite) return <ClaimRedirect id={route.id} invite={route.invite} />;
      return <OnlineTable key={`${route.id}-${route.token ?? ''}`} id={route.id} token={route.token} />;
    case 'join':
      return (
        <div className="page">
          <Header />
          <JoinBox />
        </div>
      );
    default:
      return (
        <div className="page">
          <Header />
          <p className="error">{t('app.notFound')}</p>
          <button type="button" onClick={() => navigate('/')}>
            {t('app.home')}
          </button>
        </div>
      );
  }
}

export function App() {
  return (
    <I18nProvider>
      <Routes />
    </I18nProvider>
  );
}
