/**
 * Seat tokens are capabilities: 144 random bits, shown once (in the invite link) and stored only as
 * SHA-256 hashes, so a copy of the database does not let anyone play.
 */
import { createHash, randomBytes } from 'node:crypto';

/** A fresh seat token: 144 bits, base64url (24 characters). */
export function newToken(): string {
  return randomBytes(18).toString('base64url');
}

/** The form a token is stored and looked up in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A game id: 96 random bits, base64url (16 characters), safe in URLs and cookie names. */
export function newGameId(): string {
  return randomBytes(12).toString('base64url');
}

/** Shape check before any lookup: ids and tokens are short base64url strings. */
export function looksLikeToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{16,64}$/.test(value);
}
