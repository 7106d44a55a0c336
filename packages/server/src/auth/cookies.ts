/**
 * The session cookie: an invite link's token exchanged for an httpOnly cookie named after its game
 * (`wg_<id>`), so the token leaves the address bar and scripts cannot read it. SameSite=Lax keeps other
 * sites from posting with it; the API also accepts only JSON bodies, which plain forms cannot send.
 */

export const COOKIE_PREFIX = 'wg_';
const ONE_YEAR = 365 * 24 * 3600;

export function cookieName(gameId: string): string {
  return `${COOKIE_PREFIX}${gameId}`;
}

/** Every cookie of a Cookie header, by name (the first of duplicates wins). */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    let value = part.slice(at + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    if (!cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}

/** The Set-Cookie header value for a game's session. `secure` when the public URL is https. */
export function sessionCookie(gameId: string, token: string, secure: boolean): string {
  const parts = [
    `${cookieName(gameId)}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${ONE_YEAR}`,
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** The tokens of every game session cookie in the header: `[gameId, token]` pairs. */
export function sessionTokens(header: string | undefined): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [name, value] of parseCookies(header)) {
    if (name.startsWith(COOKIE_PREFIX) && name.length > COOKIE_PREFIX.length) {
      pairs.push([name.slice(COOKIE_PREFIX.length), value]);
    }
  }
  return pairs;
}
