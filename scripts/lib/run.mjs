import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { printLabelled } from './log.mjs';

/** Runs a command to its end, its output shown; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** Like run, but resolves with the exit code instead of rejecting. */
export function runForExitCode(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/**
 * Like runForExitCode, for a command run beside others: each line of its output is printed with
 * `label` in front, and the whole output is also written, as it came, to `logFile`.
 */
export function runLabelled(command, args, { label, logFile, ...options }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const log = createWriteStream(logFile);
    for (const stream of [child.stdout, child.stderr]) {
      stream.pipe(log, { end: false });
      printLabelled(stream, label);
    }
    child.on('error', reject);
    // 'close', not 'exit': the last lines of output may still be on their way at the exit.
    child.on('close', (code) => log.end(() => resolve(code ?? 1)));
  });
}

/** Asks a child process to stop, and kills it if it has not stopped within the grace time. */
export function stopProcess(child, graceMs = 8000) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
