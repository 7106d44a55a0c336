/** The real processes: the bin shim, the npm script, and exit codes and streams of a spawned CLI. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const BIN = join(ROOT, 'packages/cli/bin/wargame.js');
const FIXTURE_CLI = join(ROOT, 'packages/cli/test/support/fixture-cli.ts');
const dir = mkdtempSync(join(tmpdir(), 'wargame-smoke-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function spawn(command: string, args: string[], cwd = ROOT) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 60_000 });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe('the wargame binary', () => {
  it('bin/wargame.js runs from any directory', () => {
    const { code, out } = spawn(process.execPath, [BIN, '--help'], dir);
    expect(code).toBe(0);
    expect(out).toContain('Usage: wargame <command>');
    const apply = spawn(process.execPath, [BIN, 'apply', '--help'], dir);
    expect(apply.out).toContain('Usage: wargame apply SAVE');
    const nothing = spawn(process.execPath, [BIN], dir);
    expect(nothing.code).toBe(2);
    expect(nothing.err).toContain('Commands:');
  });

  it('npm run wargame works', () => {
    const { code, out } = spawn('npm', ['run', '-s', 'wargame', '--', 'legal', '--help']);
    expect(code).toBe(0);
    expect(out).toContain('Usage: wargame legal SAVE');
  });

  it('exits 0, 2 and 1 as documented, with messages on stderr', () => {
    const save = join(dir, 'raid.json');
    const args = (...rest: string[]) => ['--import', 'tsx', FIXTURE_CLI, ...rest];
    const created = spawn(process.execPath, args('new', 'raid', '--seed', '9', '--out', save));
    expect(created.code).toBe(0);
    expect(created.out).toContain('seed 9');
    const before = readFileSync(save);
    const illegal = spawn(process.execPath, args('apply', save, '--seat', 'red', '{"type":"attack"}'));
    expect(illegal.code).toBe(2);
    expect(illegal.out).toBe('');
    expect(illegal.err).toContain('illegal action {"type":"attack"}');
    expect(readFileSync(save).equals(before)).toBe(true);
    const legal = spawn(process.execPath, args('apply', save, '{"type":"advance","lane":1}', '--json'));
    expect(legal.code).toBe(0);
    expect(JSON.parse(legal.out)).toMatchObject({ ok: true, index: 0, seat: 'red' });
    const missing = spawn(process.execPath, args('replay', join(dir, 'nope.json')));
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('no such file');
  });
});
