/**
 * Fair dice: the server draws each game's seed from the operating system's CSPRNG, keeps it secret while
 * the game runs and publishes only its SHA-256 commitment. When the game ends the seed is revealed, and
 * anyone can check it against the commitment and replay every die.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits as 64 hex characters: too many to guess from the commitment. */
export function newSeed(): string {
  return randomBytes(32).toString('hex');
}

/** Lowercase hex of SHA-256 over the seed's UTF-8 bytes. */
export function commitmentOf(seed: string): string {
  return createHash('sha256').update(seed, 'utf8').digest('hex');
}

/** True when `seed` is the seed behind `commitment` (hex, any case). */
export function verifyCommitment(seed: string, commitment: string): boolean {
  if (!/^[0-9a-fA-F]{64}$/.test(commitment)) return false;
  const expected = Buffer.from(commitmentOf(seed), 'hex');
  return timingSafeEqual(expected, Buffer.from(commitment.toLowerCase(), 'hex'));
}
