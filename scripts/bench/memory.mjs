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
