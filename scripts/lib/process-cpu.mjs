import { readFileSync } from 'node:fs';

// Linux's clock ticks per second for /proc/<pid>/stat times; 100 on every kernel we run on.
const CLOCK_TICKS = 100;

/**
 * The user and system CPU seconds a process has used so far, from /proc (Node reports no other
 * process's rusage); null once it is gone or not ours to read.
 */
export function cpuSecondsOf(pid) {
  try {
    // Fields after the command's name (which may hold spaces): utime is the 12th, stime the 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
