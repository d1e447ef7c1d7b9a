import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runForExitCode } from './run.mjs';

// Linux reports a process's times in /proc in ticks of 1/100 s (USER_HZ) on every architecture.
const TICKS_PER_SECOND = 100;
const CPU_FILE_VARIABLE = 'PHASE_CPU_FILE';
const TIMED_COMMAND = new URL('./timed-command.mjs', import.meta.url).pathname;

/**
 * The time each phase of a run took: wall time, and the CPU time (user + system) of this process
 * and of every process it started and waited for in that phase, with their own children. Other
 * load on a shared machine stretches the wall time but hardly the CPU time, so the CPU column is
 * the one to compare between runs (docs/decisions.md, D-190). A child's time is counted when it
 * has ended and been waited for, so phases timed with `time` run one at a time; `sideBySide`
 * runs commands each in a process of its own that reports its time, and a phase timed while they
 * run leaves out what they report when they end within it.
 */
export class Phases {
  #rows = [];
  #wallStart = Date.now();
  #cpuStart = cpuSeconds();
  /** The CPU seconds reported so far by side-by-side commands that have ended. */
  #sideBySideCpu = 0;

  /** Runs `work` as the phase `name` and records its times, also when it fails. */
  async time(name, work) {
    const wallStart = Date.now();
    const cpuStart = cpuSeconds();
    const sideBySideCpuStart = this.#sideBySideCpu;
    try {
      return await work();
    } finally {
      // A side-by-side command reaped in the same turn as this phase's last process has its CPU in
      // this process's children's time already: its own row must be counted first, to be left out.
      await new Promise((resolve) => setImmediate(resolve));
      const cpu = cpuStart === null ? null : cpuSeconds() - cpuStart - (this.#sideBySideCpu - sideBySideCpuStart);
      this.#rows.push({ name, wall: (Date.now() - wallStart) / 1000, cpu });
    }
  }

  /**
   * Runs commands at the same time, each as the phase `name`, timed by scripts/lib/timed-command.mjs
   * in a process of its own; other phases may be timed meanwhile. Resolves, once all have ended,
   * with each one's exit code in order: the caller decides which failures end the run.
   */
  async sideBySide(commands) {
    const dir = mkdtempSync(join(tmpdir(), 'phases-'));
    try {
      return await Promise.all(
        commands.map(async ({ name, command, args, options = {} }, index) => {
          const cpuFile = join(dir, String(index));
          const wallStart = Date.now();
          try {
            return await runForExitCode(process.execPath, [TIMED_COMMAND, command, ...args], {
              ...options,
              env: { ...(options.env ?? process.env), [CPU_FILE_VARIABLE]: cpuFile },
            });
          } finally {
            const cpu = readCpuFile(cpuFile);
            this.#sideBySideCpu += cpu ?? 0;
            this.#rows.push({ name: `${name} ‖`, wall: (Date.now() - wallStart) / 1000, cpu });
          }
        }),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  /** The table of phases; the total is the whole run's, so phases side by side (‖) count once. */
  table() {
    const width = Math.max(5, ...this.#rows.map(({ name }) => name.length));
    const line = (name, wall, cpu) => `${name.padEnd(width)}  ${wall.padStart(8)}  ${cpu.padStart(8)}`;
    const seconds = (value) => (value === null ? '–' : `${value.toFixed(1)} s`);
    const totalCpu = this.#cpuStart === null ? null : cpuSeconds() - this.#cpuStart;
    return [
      line('Phase', 'wall', 'CPU'),
      ...this.#rows.map(({ name, wall, cpu }) => line(name, seconds(wall), seconds(cpu))),
      line('Total', seconds((Date.now() - this.#wallStart) / 1000), seconds(totalCpu)),
    ].join('\n');
  }
}

/** For scripts/lib/timed-command.mjs: writes this process's CPU time, with its children's, when it exits. */
export function reportCpuAtExit() {
  const file = process.env[CPU_FILE_VARIABLE];
  if (file) process.on('exit', () => writeFileSync(file, String(cpuSeconds() ?? '')));
}

function readCpuFile(file) {
  try {
    const text = readFileSync(file, 'utf8');
    return text === '' ? null : Number(text);
  } catch {
    return null;
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
