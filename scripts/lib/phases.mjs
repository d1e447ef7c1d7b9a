import { readFileSync } from 'node:fs';

// Linux reports a process's times in /proc in ticks of 1/100 s (USER_HZ) on every architecture.
const TICKS_PER_SECOND = 100;

/**
 * The time each phase of a run took: wall time, and the CPU time (user + system) of this process
 * and of every process it started and waited for in that phase, with their own children. Other
 * load on a shared machine stretches the wall time but hardly the CPU time, so the CPU column is
 * the one to compare between runs (docs/decisions.md, D-190). The phases must run one at a time:
 * a child's time is counted when it has ended and been waited for.
 */
export class Phases {
  #rows = [];

  /** Runs `work` as the phase `name` and records its times, also when it fails. */
  async time(name, work) {
    const wallStart = Date.now();
    const cpuStart = cpuSeconds();
    try {
      return await work();
    } finally {
      const cpu = cpuStart === null ? null : cpuSeconds() - cpuStart;
      this.#rows.push({ name, wall: (Date.now() - wallStart) / 1000, cpu });
    }
  }

  /** The table of phases, with a total line. */
  table() {
    const width = Math.max(5, ...this.#rows.map(({ name }) => name.length));
    const line = (name, wall, cpu) => `${name.padEnd(width)}  ${wall.padStart(7)}  ${cpu.padStart(7)}`;
    const seconds = (value) => (value === null ? '–' : `${value.toFixed(1)} s`);
    const total = (key) => (this.#rows.some((row) => row[key] === null) ? null : this.#rows.reduce((sum, row) => sum + row[key], 0));
    return [
      line('Phase', 'wall', 'CPU'),
      ...this.#rows.map(({ name, wall, cpu }) => line(name, seconds(wall), seconds(cpu))),
      line('Total', seconds(total('wall')), seconds(total('cpu'))),
    ].join('\n');
  }
}

/** User + system CPU seconds of this process and its waited-for children; null where /proc has no such file. */
function cpuSeconds() {
  let stat;
  try {
    stat = readFileSync('/proc/self/stat', 'utf8');
  } catch {
    return null;
  }
  // utime, stime, cutime and cstime: fields 14 to 17 of proc(5), counted after the name in parentheses (which may hold spaces).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / TICKS_PER_SECOND;
}
