/**
 * Server settings from command-line flags, then the environment, then defaults:
 *
 *   --port / PORT                  8080
 *   --host / HOST                  127.0.0.1
 *   --db / DATABASE_URL            .wargame/wargame.db (SQLite); a postgres:// URL selects PostgreSQL
 *   --public-url / PUBLIC_URL      http://host:port
 *   --web-root / WEB_ROOT          packages/web/dist when it exists
 *   --rate-limit / RATE_LIMIT      1200 requests a minute per token (and as many moves), per address
 *                                  without one, 4 × it per address in all (0: none)
 *   --log / LOG_LEVEL              info
 *   --trust-proxy / TRUST_PROXY    off; the number of proxy hops, or the proxies' addresses (a, b, …)
 *   --smtp-url / SMTP_URL          none; "your turn" e-mails through smtp://[user:pass@]host[:port]
 *                                  (STARTTLS when offered) or smtps://… (TLS)
 *   --mail-from / MAIL_FROM        their sender, addr@example.org or "Name <addr@…>" (needed with an SMTP URL)
 *   SQLITE_SYNCHRONOUS             full (fsync each commit) or normal (WAL only: safe from a killed
 *                                  process, not from a power cut; much faster)
 */
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerOptions } from './app.ts';
import { checkSender } from './mail/address.ts';
import { DEFAULT_DB_PATH } from './store/open.ts';

export interface ServeFlags {
  port?: string;
  host?: string;
  db?: string;
  'public-url'?: string;
  'web-root'?: string;
  'rate-limit'?: string;
  log?: string;
  'trust-proxy'?: string;
  'smtp-url'?: string;
  'mail-from'?: string;
}

export type Env = Record<string, string | undefined>;

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug'] as const;

export class ConfigError extends Error {}

/** The default web client: this repository's packages/web/dist, when built. */
export function defaultWebRoot(): string | null {
  const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  return existsSync(resolve(dist, 'index.html')) ? dist : null;
}

export function resolveConfig(flags: ServeFlags, env: Env = process.env): ServerOptions {
  const port = integer(flags.port ?? env.PORT ?? '8080', 'port', 0, 65535);
  const rate = integer(flags['rate-limit'] ?? env.RATE_LIMIT ?? '1200', 'rate limit', 0, 1e9);
  const level = flags.log ?? env.LOG_LEVEL ?? 'info';
  if (level !== 'silent' && !(LEVELS as readonly string[]).includes(level)) {
    throw new ConfigError(`unknown log level '${level}' (${[...LEVELS, 'silent'].join(', ')})`);
  }
  const webRoot = flags['web-root'] ?? env.WEB_ROOT ?? defaultWebRoot();
  if (webRoot && !existsSync(webRoot)) throw new ConfigError(`no web client directory at ${webRoot}`);
  const publicUrl = flags['public-url'] ?? env.PUBLIC_URL;
  if (publicUrl !== undefined && !/^https?:\/\/[^/]+/.test(publicUrl)) {
    throw new ConfigError(`the public URL must start with http:// or https:// (got '${publicUrl}')`);
  }
  const options: ServerOptions = {
    port,
    host: flags.host ?? env.HOST ?? '127.0.0.1',
    db: flags.db ?? env.DATABASE_URL ?? DEFAULT_DB_PATH,
    webRoot: webRoot ? resolve(webRoot) : null,
    rateLimit: rate === 0 ? false : { max: rate, windowMs: 60_000 },
    log: level === 'silent' ? false : (level as (typeof LEVELS)[number]),
    trustProxy: trustProxyOf(flags['trust-proxy'] ?? env.TRUST_PROXY ?? ''),
  };
  if (publicUrl !== undefined) options.publicUrl = publicUrl;
  const mail = mailOf(flags['smtp-url'] ?? env.SMTP_URL ?? '', flags['mail-from'] ?? env.MAIL_FROM ?? '');
  if (mail) options.mail = mail;
  const synchronous = (env.SQLITE_SYNCHRONOUS ?? 'full').toLowerCase();
  if (synchronous !== 'full' && synchronous !== 'normal') {
    throw new ConfigError(`SQLITE_SYNCHRONOUS must be full or normal (got '${synchronous}')`);
  }
  options.sqliteSynchronous = synchronous;
  return options;
}

/** The mail settings: none without an SMTP URL. The URL's password is never repeated in a message. */
export function mailOf(smtpUrl: string, from: string): ServerOptions['mail'] | undefined {
  if (smtpUrl.trim() === '') {
    if (from.trim() !== '')
      throw new ConfigError('--mail-from needs --smtp-url (the SMTP server to send through)');
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(smtpUrl.trim());
  } catch {
    throw new ConfigError('--smtp-url is not a URL (smtp://host:port or smtps://user:password@host)');
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || url.hostname === '') {
    throw new ConfigError(
      `--smtp-url must be smtp://host[:port] or smtps://host[:port] (got ${url.protocol}//…)`,
    );
  }
  if (from.trim() === '') {
    throw new ConfigError('--smtp-url needs --mail-from (the address the mails come from)');
  }
  const sender = checkSender(from);
  if (!sender.ok) throw new ConfigError(`bad --mail-from: ${sender.message}`);
  return { smtpUrl: url.toString(), from: sender.address };
}

/** proxy-addr's names of address ranges. */
const RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * `--trust-proxy`: off (empty, 0, false, no, off), a number of proxy hops, or the proxies' addresses.
 * `true` is refused: trusting every hop takes the leftmost X-Forwarded-For entry, which the client writes.
 */
export function trustProxyOf(text: string): number | string[] | false {
  const value = text.trim();
  if (['', '0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(value.toLowerCase())) {
    throw new ConfigError(
      `--trust-proxy takes the number of proxy hops in front of the server (e.g. 1) or the proxies' addresses (e.g. 10.0.0.5,10.0.0.6), not '${value}': trusting every hop lets any client choose its address`,
    );
  }
  if (/^\d+$/.test(value)) return integer(value, 'proxy hop count', 1, 100);
  const addresses = value.split(',').map((part) => part.trim());
  for (const address of addresses) {
    if (!isProxyAddress(address)) {
      throw new ConfigError(
        `bad proxy address '${address}' in --trust-proxy (a hop count, or IP addresses and CIDR ranges separated by commas)`,
      );
    }
  }
  return addresses;
}

function isProxyAddress(text: string): boolean {
  if (RANGES.includes(text)) return true;
  const [address = '', bits, ...rest] = text.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

function integer(text: string, what: string, min: number, max: number): number {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || value < min || value > max) {
    throw new ConfigError(`bad ${what} '${text}' (a whole number from ${min} to ${max})`);
  }
  return value;
}
