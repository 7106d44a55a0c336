/**
 * Where a command writes, and the directory its relative paths start from. The real binary uses the
 * process's streams; tests inject buffers, so a command runs in-process in microseconds.
 */
export interface Io {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Relative file names given on the command line are resolved against this directory. */
  cwd: string;
}

/** The process's own streams and working directory. Ignores EPIPE (`wargame legal x | head`). */
export function processIo(): Io {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
    });
  }
  return {
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
    cwd: process.cwd(),
  };
}

/** An Io that keeps what is written, for tests. */
export interface BufferIo extends Io {
  out: string[];
  err: string[];
  readonly stdoutText: string;
  readonly stderrText: string;
}

export function bufferIo(cwd: string): BufferIo {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    cwd,
    stdout: (text) => void out.push(text),
    stderr: (text) => void err.push(text),
    get stdoutText() {
      return out.join('');
    },
    get stderrText() {
      return err.join('');
    },
  };
}
