/** Run the CLI in-process against a registry, in a temporary directory, and read its output. */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../src/cli.ts';
import { bufferIo } from '../../src/io.ts';
import type { Registry } from '../../src/registry.ts';

export interface CliResult {
  code: number;
  out: string;
  err: string;
}

export interface Harness {
  dir: string;
  cli(...args: string[]): Promise<CliResult>;
  path(name: string): string;
  bytes(name: string): Buffer;
  json(name: string): Record<string, unknown>;
  files(): string[];
  cleanup(): void;
}

export function harness(registry: Registry): Harness {
  const dir = mkdtempSync(join(tmpdir(), 'wargame-cli-'));
  return {
    dir,
    async cli(...args) {
      const io = bufferIo(dir);
      const code = await run(args, io, registry);
      return { code, out: io.stdoutText, err: io.stderrText };
    },
    path: (name) => join(dir, name),
    bytes: (name) => readFileSync(join(dir, name)),
    json: (name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, unknown>,
    files: () => readdirSync(dir).sort(),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The JSON lines of `legal --json`. */
export function jsonLines(text: string): Record<string, unknown>[] {
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}
