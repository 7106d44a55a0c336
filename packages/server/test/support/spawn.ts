/** Start support/child.ts in a child process and wait until it listens. */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ChildServer {
  url: string;
  process: ChildProcess;
  /** SIGKILL, and wait for the process to be gone. */
  kill(): Promise<void>;
  /** SIGTERM (a clean stop), and wait. */
  stop(): Promise<void>;
}

const CHILD = fileURLToPath(new URL('./child.ts', import.meta.url));

export function spawnServer(db: string, timeoutMs = 30_000): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, WARGAME_TEST_DB: db },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within ${timeoutMs} ms: ${stderr}`));
    }, timeoutMs);
    let stdout = '';
    child.stdout?.on('data', (chunk) => {
      stdout += String(chunk);
      const match = /listening (\S+)/.exec(stdout);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1]!, process: child, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening: ${stderr}`));
    });
  });
}
