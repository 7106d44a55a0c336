/**
 * Which webhook URLs a server will call. A webhook makes the server send a request where a player
 * says, so by default it refuses loopback, private and link-local hosts given as literals or as
 * 'localhost' (tests and private deployments enable them with `allowPrivate`). A name that resolves
 * to such an address is refused when the webhook is called (`post` checks the address it connects to).
 */
import { isIP } from 'node:net';

export type UrlCheck = { ok: true; url: string } | { ok: false; message: string };

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

function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local')) return true;
  return isPrivateAddress(host);
}

/** Loopback, private, shared, link-local, multicast and reserved IPv4/IPv6 addresses (false for names). */
export function isPrivateAddress(host: string): boolean {
  const version = isIP(host);
  if (version === 4) {
    const [a = 0, b = 0] = host.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b < 128) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b < 32) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  if (version === 6) {
    if (host === '::' || host === '::1') return true;
    const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
    if (mapped) {
      const [high, low] = [Number.parseInt(mapped[1]!, 16), Number.parseInt(mapped[2]!, 16)];
      return isPrivateAddress(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
    }
    if (host.startsWith('::ffff:')) return isPrivateAddress(host.slice(7));
    return /^f[cd]/.test(host) || /^fe[89ab]/.test(host);
  }
  return false;
}
