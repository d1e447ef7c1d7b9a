import { readFileSync } from 'node:fs';

// Each process's resident memory as the kernel counts it (VmRSS), the figure a small server's
// RAM has to hold; read from /proc, so it costs the processes nothing (docs/decisions.md, D-118).

/** `{ name: MB }` for every process the supervisor runs now. */
export function residentMemory(supervisor) {
  const sizes = {};
  for (const name of supervisor.names()) {
    const pid = supervisor.child(name)?.pid;
    if (pid === undefined) continue;
    try {
      const kilobytes = Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
      if (Number.isFinite(kilobytes)) sizes[name] = kilobytes / 1024;
    } catch {
      // the process ended between the listing and the read: it holds nothing
    }
  }
  return sizes;
}

/** The lines of the bench's report: each process idle and after the load, and the totals. */
export function memoryReport(idle, loaded) {
  const mb = (value) => (value === undefined ? '—' : `${Math.round(value)} MB`);
  const total = (sizes) => Object.values(sizes).reduce((sum, value) => sum + value, 0);
  const names = [...new Set([...Object.keys(idle), ...Object.keys(loaded)])];
  return [
    'Resident memory of each process (VmRSS), idle after the start and after the throughput and admin-read loads',
    ...names.map((name) => `  ${name.padEnd(12)} ${mb(idle[name]).padStart(8)} idle  ${mb(loaded[name]).padStart(8)} after load`),
    `  ${'total'.padEnd(12)} ${mb(total(idle)).padStart(8)} idle  ${mb(total(loaded)).padStart(8)} after load (PostgreSQL, Redis and NATS not included)`,
  ].join('\n');
}

/** Samples every process each second until `stop()`, which answers each one's peak `{ name: MB }`. */
export function watchPeakMemory(supervisor) {
  const peaks = {};
  const sample = () => {
    for (const [name, size] of Object.entries(residentMemory(supervisor))) {
      // A restarted replica is the same process for the reader: its name keeps the larger figure.
      peaks[name] = Math.max(peaks[name] ?? 0, size);
    }
  };
  sample();
  const timer = setInterval(sample, 1000);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peaks;
    },
  };
}

/** The share of memory the one-process mode must save to be offered (docs/decisions.md, D-137). */
export const SINGLE_PROCESS_SAVING_TARGET = 1 / 3;

/**
 * The same site in one process (`--single-process`), in the same run: its resident memory idle and
 * after `load(url)`, against the five processes' idle total, with the saving and whether it is
 * more than a third.
 */
export function singleProcessReport(separateIdle, single) {
  const mb = (value) => `${Math.round(value)} MB`;
  const total = (sizes) => Object.values(sizes).reduce((sum, value) => sum + value, 0);
  const saving = 1 - total(single.idle) / total(separateIdle);
  const verdict = saving > SINGLE_PROCESS_SAVING_TARGET ? 'PASS' : 'MISS';
  return [
    'The same site in one process (npm start -- --single-process; D-137)',
    `  ${'one process'.padEnd(12)} ${mb(total(single.idle)).padStart(8)} idle  ${mb(total(single.loaded)).padStart(8)} after the same paths' load, one round each`,
    `  saving, idle: ${(saving * 100).toFixed(0)} % of ${mb(total(separateIdle))}   target > ${Math.round(SINGLE_PROCESS_SAVING_TARGET * 100)} %   ${verdict}`,
  ].join('\n');
}
