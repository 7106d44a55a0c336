/**
 * Which webhook URLs a server will call. A webhook makes the server send a request where a player
 * says, so by default it refuses hosts that are local by name (localhost, *.local, *.internal,
 * single-label names…) or address literals in loopback, private, link-local, reserved and other
 * non-public ranges (`addresses.ts`); tests and private deployments enable them with `allowPrivate`.
 * The same check runs again when the webhook is called, on the address the name resolves to
 * (`send.ts`).
 */
import { isIP } from 'node:net';
import { isPrivateAddress } from './addresses.ts';

export { isPrivateAddress } from './addresses.ts';

export type UrlCheck = { ok: true; url: string } | { ok: false; message: string };

/** Suffixes of names that only mean something on a local network (RFC 6761, 6762, 8375; ICANN .internal). */
const LOCAL_SUFFIXES = ['localhost', 'local', 'internal', 'home.arpa', 'localdomain', 'lan'];

export function checkWebhookUrl(text: string, allowPrivate: boolean): UrlCheck {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: 'not a URL' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, message: 'a webhook must be an http or https URL' };
  }
  if (url.username || url.password) return { ok: false, message: 'a webhook URL may not carry credentials' };
  if (!allowPrivate && isPrivateHost(url.hostname)) {
    return { ok: false, message: `webhooks to ${url.hostname} are not allowed on this server` };
  }
  return { ok: true, url: url.toString() };
}

/**
 * True for a URL's host (as `URL.hostname` gives it: IPv6 in brackets) that is a non-public address
 * literal or a name that only resolves on a local network. Trailing dots are ignored: `localhost.`
 * is `localhost`.
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.+$/, '');
  if (isIP(host)) return isPrivateAddress(host);
  if (host === '' || !host.includes('.')) return true;
  return LOCAL_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
}
