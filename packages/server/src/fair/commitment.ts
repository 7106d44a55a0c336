/**
 * Fair dice: the server draws each game's seed from the operating system's CSPRNG, keeps it secret while
 * the game runs and publishes only its SHA-256 commitment. When the game ends the seed is revealed, and
 * anyone can check it against the commitment and replay every die. The commitment itself is the
 * engine's (`commitmentOf`, pure JS), so a browser or the CLI checks it with the same code.
 */
import { randomBytes } from 'node:crypto';

export { commitmentOf, verifyCommitment } from '@wargame/engine';

/** 256 random bits as 64 hex characters: too many to guess from the commitment. */
export function newSeed(): string {
  return randomBytes(32).toString('hex');
}
