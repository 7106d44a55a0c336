/**
 * Routes, kept in the URL's hash so that any static server (and the game server's `webRoot`) serves every
 * page from index.html:
 *
 *   #/                     home: games, my games, join
 *   #/new/:game            a new game (?scenario=ID; ?seed=S fixes a local game's seed, for reproducible tests)
 *   #/local/:id            a game on this device
 *   #/g/:id?token=T        an online game, as the seat whose token T is
 *   /play/:id?invite=I     a one-time invite: the server's own page, where the seat is taken (a full
 *                          page load, never a hash route; the server then sets the session cookie)
 *   #/watch/:id?token=T    an online game, as a spectator
 *   #/join                 paste a link
 *
 * Links the server writes as paths (/g/:id?token=T, /games/:id/..., /join/..., /watch/...) are read too.
 */
import { useEffect, useState } from 'react';

export type Route =
  | { page: 'home' }
  | { page: 'new'; game: string; scenario: string | null; seed: string | null }
  | { page: 'local'; id: string }
  | { page: 'online'; id: string; token: string | null; spectate: boolean; invite: string | null }
  | { page: 'join' }
  | { page: 'missing' };

const ONLINE = new Set(['g', 'game', 'games', 'play', 'join', 'seat']);
const WATCH = new Set(['watch', 'spectate', 'spectator']);

/** Parse a route from a path with its query, e.g. '/g/abc?token=x'. */
export function parseRoute(pathAndQuery: string): Route {
  const [path = '', query = ''] = pathAndQuery.split('?');
  const params = new URLSearchParams(query);
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  const token = params.get('token') ?? params.get('t');
  const invite = params.get('invite');
  if (parts.length === 0) return { page: 'home' };
  const [head, id] = parts;
  if (head === 'new' && id) {
    return { page: 'new', game: id, scenario: params.get('scenario'), seed: params.get('seed') };
  }
  if (head === 'local' && id) return { page: 'local', id };
  if (head === 'join' && !id) return { page: 'join' };
  if (head && ONLINE.has(head) && id) return { page: 'online', id, token, spectate: false, invite };
  if (head && WATCH.has(head) && id) return { page: 'online', id, token, spectate: true, invite: null };
  return { page: 'missing' };
}

/** The route of a full URL or of the current location: the hash route if any, else the path. */
export function routeOf(url: string): Route {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://localhost/');
  } catch {
    return { page: 'missing' };
  }
  if (parsed.hash.startsWith('#/')) return parseRoute(parsed.hash.slice(1));
  return parseRoute(`${parsed.pathname}${parsed.search}`);
}

/** The server's page where an invite is taken (`/play/:id?invite=…`), on the server this client talks to. */
export function claimUrl(id: string, invite: string, base = ''): string {
  return `${base}/play/${encodeURIComponent(id)}?invite=${encodeURIComponent(invite)}`;
}

/** Go to a hash route ('/local/abc'). */
export function navigate(to: string): void {
  const target = `#${to.startsWith('/') ? to : `/${to}`}`;
  if (globalThis.location.pathname !== '/' && !globalThis.location.hash) {
    // Arrived through a path link: move to the hash form at the root.
    globalThis.history.replaceState(null, '', `/${target}`);
    globalThis.dispatchEvent(new HashChangeEvent('hashchange'));
    return;
  }
  globalThis.location.hash = target;
}

export function useRoute(): Route {
  const [route, setRoute] = useState<Route>(() => routeOf(globalThis.location.href));
  useEffect(() => {
    const update = () => setRoute(routeOf(globalThis.location.href));
    globalThis.addEventListener('hashchange', update);
    globalThis.addEventListener('popstate', update);
    return () => {
      globalThis.removeEventListener('hashchange', update);
      globalThis.removeEventListener('popstate', update);
    };
  }, []);
  return route;
}
