/**
 * Which e-mail addresses a seat may give for its "your turn" mails: one plain `local@domain` address
 * (ASCII; no display name, comments, quoted local part or address literal, so nothing in it can add a
 * header or a second recipient), at most 254 characters, its domain a name of two labels or more. A
 * domain that is local by name (localhost, *.local, *.internal, one label…) or an IP address is refused
 * as webhook hosts are (`webhooks/url.ts`): the server's relay would otherwise deliver to its own
 * machine's or network's mailboxes at a stranger's request.
 */
import { isIP } from 'node:net';
import { isPrivateHost } from '../webhooks/url.ts';

export type AddressCheck = { ok: true; address: string } | { ok: false; message: string };

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$/;

/** `allowPrivate`: accept local domains too (tests, private deployments: the webhooks' setting). */
export function checkEmailAddress(text: string, allowPrivate = false): AddressCheck {
  const address = text.trim();
  if (address.length > 254) return { ok: false, message: 'an e-mail address has at most 254 characters' };
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const domain = address.slice(at + 1).replace(/\.$/, '');
  if (at <= 0 || local.length > 64 || !LOCAL_PART.test(local)) {
    return { ok: false, message: 'not an e-mail address (name@example.org)' };
  }
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label)) || /^\d+$/.test(labels.at(-1)!)) {
    return { ok: false, message: `'${domain.slice(0, 64)}' is not a mail domain` };
  }
  if (isIP(domain) || (!allowPrivate && isPrivateHost(domain))) {
    return { ok: false, message: `mail to ${domain} is not sent from this server` };
  }
  return { ok: true, address: `${local}@${domain.toLowerCase()}` };
}

/** The sender (`--mail-from`): an address as above, with a display name before it or not. */
export function checkSender(text: string): AddressCheck {
  const named = /^\s*([^<>"\r\n]*?)\s*<([^<>\s]+)>\s*$/.exec(text);
  const check = checkEmailAddress(named ? named[2]! : text, true);
  if (!check.ok) return check;
  const name = named?.[1]?.trim();
  return { ok: true, address: name ? `"${name.replace(/["\\]/g, '')}" <${check.address}>` : check.address };
}
