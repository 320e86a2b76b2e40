// Waits until a freshly launched browser (every Chromium process this one started) has finished its own start-up work before the bench opens a page.
//
// A user opens a map in a browser that is already running; a fresh launch is not done starting when Playwright
// hands it over. Chromium 156 headless, for one, loads its omnibox popup (a WebUI page in a renderer of its own)
// for about 1.4 s after launch, ~0.8 s of CPU that on this 2-core machine landed on the measured page's first
// frame (Mapa's 10k tree: 1,304 ms median cold vs 764 ms settled, 6 launches each, taking turns). Every renderer
// the bench compares gets the same wait.
import { readFileSync, readdirSync } from 'node:fs';

/** CPU use (ms) at or under this per `WINDOW_MS` counts as quiet: one 10 ms clock tick. */
const QUIET_MS = 10;
const WINDOW_MS = 100;
/** Quiet windows in a row that make the browser settled. */
const QUIET_WINDOWS = 3;

/** True for a Chromium process (not, say, the product's server a bench section started). */
function isBrowser(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('chrom');
  } catch {
    return false;
  }
}

/** User + system CPU ms of this process's browser descendants (the browser and its children), or null without /proc. */
function descendantsCpuMs() {
  let entries;
  try {
    entries = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return null;
  }
  const parent = new Map();
  const cpu = new Map();
  for (const pid of entries) {
    try {
      // Fields after the command name: state, ppid, …, utime (14th field), stime (15th) in clock ticks (10 ms).
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      parent.set(pid, fields[1]);
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // The process ended while being read.
    }
  }
  const mine = String(process.pid);
  let total = 0;
  for (const [pid, ms] of cpu) {
    let p = parent.get(pid);
    while (p && p !== '0' && p !== '1' && p !== mine) p = parent.get(p);
    if (p === mine && isBrowser(pid)) total += ms;
  }
  return total;
}

/**
 * Resolves once the processes this one started (the browser under test) have used at most `QUIET_MS` of CPU in
 * each of `QUIET_WINDOWS` windows of `WINDOW_MS` in a row, or after `capMs`; returns how long it waited (ms).
 * Without /proc (not Linux) it returns at once.
 */
export async function settleBrowser(capMs = 20_000) {
  const start = Date.now();
  let last = descendantsCpuMs();
  if (last === null) return 0;
  let quiet = 0;
  while (quiet < QUIET_WINDOWS && Date.now() - start < capMs) {
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
    const now = descendantsCpuMs() ?? last;
    quiet = now - last <= QUIET_MS ? quiet + 1 : 0;
    last = now;
  }
  return Date.now() - start;
}
