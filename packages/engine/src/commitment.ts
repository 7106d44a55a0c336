/**
 * Commitments: a seed or secret is kept hidden and its SHA-256 published first; revealing it later
 * lets anyone check it was fixed in advance. Pure JS (no node:crypto), so a browser can check too.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** Lowercase hex SHA-256 of the secret's UTF-8 bytes. */
export function commitmentOf(secret: string): string {
  return bytesToHex(sha256(utf8ToBytes(secret)));
}

/** True when `secret` is the one behind `commitment` (64 hex characters, any case). */
export function verifyCommitment(secret: string, commitment: string): boolean {
  if (!/^[0-9a-fA-F]{64}$/.test(commitment)) return false;
  return commitmentOf(secret) === commitment.toLowerCase();
}
