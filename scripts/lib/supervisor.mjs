import { EventEmitter } from 'node:events';
import { step, warn } from './log.mjs';
import { stopProcess } from './run.mjs';

/** Every process a Supervisor runs, killed if this process exits without stopping them (a crash of the script). */
const running = new Set();
process.once('exit', () => running.forEach((child) => child.kill('SIGKILL')));

/** The wait before a restart: 1 s, doubled after each exit up to 30 s, 1 s again after a minute up. */
export const RESTART_BACKOFF = { firstMs: 1000, maxMs: 30_000, resetAfterMs: 60_000 };

/**
 * Keeps the processes of a run alive (docs/decisions.md, D-97). A unit is what `start()` makes:
 * it resolves with a child process (anything with an 'exit' event) once that is ready. A unit
 * that exits while nobody asked it to stop is started again after a wait (RESTART_BACKOFF),
 * and the log says so both times. `stop(name)` stops a unit until `start(name)`; `stopAll()`
 * stops every unit, the last added first. With `restart: false` a unit that exits stays down
 * (what tests want: a crash is a failure there, not something to hide).
 *
 * Events: 'exit' (name, code, signal) for any exit, 'restart' (name, count) once a unit runs again.
 */
export class Supervisor extends EventEmitter {
  #units = new Map();
  #restart;
  #backoff;

  constructor({ restart = true, backoff = RESTART_BACKOFF } = {}) {
    super();
    this.#restart = restart;
    this.#backoff = backoff;
  }

  /**
   * Adds a unit and starts it; rejects (and forgets it) if it cannot start. `stop(child)` stops
   * it gracefully, by default SIGTERM and SIGKILL after `graceMs`.
   */
  async add(name, start, { stop, graceMs } = {}) {
    if (this.#units.has(name)) throw new Error(`A unit named ${name} runs already`);
    const unit = { name, start, stop: stop ?? ((child) => stopProcess(child, graceMs)), child: null, wanted: true, restarts: 0 };
    this.#units.set(name, unit);
    try {
      await this.#run(unit);
    } catch (error) {
      this.#units.delete(name);
      throw error;
    }
  }

  names() {
    return [...this.#units.keys()];
  }

  /** The unit's running process, or null while it is down. */
  child(name) {
    return this.#unit(name).child;
  }

  restarts(name) {
    return this.#unit(name).restarts;
  }

  /** Stops the unit on purpose: it stays down until `start`. */
  async stop(name) {
    const unit = this.#unit(name);
    unit.wanted = false;
    clearTimeout(unit.timer);
    const child = unit.child;
    if (child) await unit.stop(child);
  }

  /**
   * Starts a unit stopped with `stop`, and resolves once it is ready. If it cannot start, it is
   * tried again as after a crash, and the promise rejects with why.
   */
  async start(name) {
    const unit = this.#unit(name);
    unit.wanted = true;
    if (unit.child) return;
    const startedAt = Date.now();
    try {
      await this.#run(unit);
    } catch (error) {
      if (this.#restart) this.#scheduleRestart(unit, `could not start (${error.message})`, Date.now() - startedAt);
      throw error;
    }
  }

  /**
   * A rolling restart of one unit: a second process is started and, once it is ready, the first
   * is stopped, so the unit is never away (a service in its NATS queue group; not a gateway,
   * which holds its port: stop and start that one). Resolves with how the first one ended.
   */
  async replace(name) {
    const unit = this.#unit(name);
    const old = unit.child;
    await this.#run(unit);
    if (!old) return null;
    const startedAt = Date.now();
    await unit.stop(old);
    return { code: old.exitCode, signal: old.signalCode, stopMs: Date.now() - startedAt };
  }

  /**
   * No unit is started again from now on: for a stop of everything, during which some exit by
   * themselves (Ctrl+C reaches every process of the terminal).
   */
  release() {
    for (const unit of this.#units.values()) {
      unit.wanted = false;
      clearTimeout(unit.timer);
    }
  }

  async stopAll() {
    this.release();
    for (const name of this.names().reverse()) {
      await this.stop(name).catch((error) => warn(`Could not stop ${name}: ${error.message}`));
    }
  }

  #unit(name) {
    const unit = this.#units.get(name);
    if (!unit) throw new Error(`No unit named ${name}`);
    return unit;
  }

  /** Starts the unit's process; a start already under way is shared, so a unit never runs twice. */
  #run(unit) {
    unit.starting ??= (async () => {
      const child = await unit.start();
      unit.child = child;
      unit.startedAt = Date.now();
      running.add(child);
      child.once('exit', (code, signal) => {
        running.delete(child);
        this.#exited(unit, child, code, signal);
      });
    })().finally(() => (unit.starting = null));
    return unit.starting;
  }

  #exited(unit, child, code, signal) {
    if (unit.child !== child) return;
    unit.child = null;
    this.emit('exit', unit.name, code, signal);
    if (!unit.wanted || !this.#restart) return;
    const upMs = Date.now() - unit.startedAt;
    this.#scheduleRestart(unit, `stopped unexpectedly (${signal ?? `exit ${code}`}) after ${seconds(upMs)}`, upMs);
  }

  #scheduleRestart(unit, why, upMs) {
    const { firstMs, maxMs, resetAfterMs } = this.#backoff;
    unit.delayMs = !unit.delayMs || upMs >= resetAfterMs ? firstMs : Math.min(unit.delayMs * 2, maxMs);
    warn(`The ${unit.name} process ${why}; starting it again in ${seconds(unit.delayMs)}`);
    unit.timer = setTimeout(() => void this.#restartNow(unit), unit.delayMs);
  }

  async #restartNow(unit) {
    if (!unit.wanted || unit.child) return;
    unit.restarts += 1;
    const startedAt = Date.now();
    try {
      await this.#run(unit);
    } catch (error) {
      this.#scheduleRestart(unit, `could not start (${error.message})`, Date.now() - startedAt);
      return;
    }
    // Stopped on purpose while it was starting.
    if (!unit.wanted) return void (await unit.stop(unit.child));
    step(`The ${unit.name} process runs again (restart ${unit.restarts})`);
    this.emit('restart', unit.name, unit.restarts);
  }
}

function seconds(ms) {
  return ms < 10_000 ? `${(ms / 1000).toFixed(1).replace(/\.0$/, '')} s` : `${Math.round(ms / 1000)} s`;
}
