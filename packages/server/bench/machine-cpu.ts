/**
 * What the whole machine's CPUs did in a window, from Linux's /proc/stat: how busy they were, and how
 * much time the hypervisor took them away ("steal": the virtual CPU was ready to run but the host ran
 * something else). Steal comes in bursts of tens of milliseconds that stall the server and the load
 * generator alike, so a latency percentile means little without it. Sampled every 100 ms to find the
 * worst burst. Null where /proc/stat is missing (not Linux).
 */
import { readFileSync } from 'node:fs';

export interface MachineCpu {
  /** Share of all CPUs' time spent running anything (user, system, interrupts), in %. */
  busyPercent: number;
  /** Share of all CPUs' time taken by the host, in %. */
  stealPercent: number;
  /** The most steal in one 100 ms sample, in CPU-milliseconds (two CPUs: at most 200). */
  worstStealMsPer100ms: number;
}

interface Ticks {
  steal: number;
  idle: number;
  total: number;
}

const SAMPLE_MS = 100;
/** USER_HZ: /proc/stat counts in hundredths of a second on every Linux we run on. */
const TICK_MS = 10;

function readTicks(): Ticks | null {
  let line: string;
  try {
    line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!;
  } catch {
    return null;
  }
  // cpu user nice system idle iowait irq softirq steal guest guest_nice (guest time is inside user)
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (ticks.length < 8 || ticks.some(Number.isNaN)) return null;
  const [idle, iowait, steal] = [ticks[3]!, ticks[4]!, ticks[7]!];
  return { steal, idle: idle + iowait, total: ticks.reduce((a, b) => a + b, 0) };
}

export function watchMachineCpu(): { start(): void; stop(): MachineCpu | null } {
  let first: Ticks | null = null;
  let last: Ticks | null = null;
  let worst = 0;
  let timer: NodeJS.Timeout | null = null;
  return {
    start() {
      first = last = readTicks();
      if (!first) return;
      timer = setInterval(() => {
        const now = readTicks();
        if (!now || !last) return;
        worst = Math.max(worst, (now.steal - last.steal) * TICK_MS);
        last = now;
      }, SAMPLE_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      const end = readTicks();
      if (!first || !end || end.total === first.total) return null;
      const total = end.total - first.total;
      const share = (n: number) => Number(((100 * n) / total).toFixed(1));
      return {
        busyPercent: share(total - (end.idle - first.idle) - (end.steal - first.steal)),
        stealPercent: share(end.steal - first.steal),
        worstStealMsPer100ms: worst,
      };
    },
  };
}
