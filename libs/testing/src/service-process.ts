import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { natsNamespace, type ServiceName } from '@stagelink/contracts';
import { ServiceHealthProbe } from './service-health';

const REPO_ROOT = join(__dirname, '../../..');
/** The end of a service's output kept for error messages; a service may run for a whole test run. */
const OUTPUT_KEPT_CHARS = 20000;
const POLL_INTERVAL_MS = 100;

/**
 * A service run as its own process from its build, exactly as `npm start` runs it, so a test
 * can stop it and start it again.
 */
export class ServiceProcess {
  private child: ChildProcess | null = null;
  private output = '';
  private healthy = false;

  constructor(
    readonly service: ServiceName,
    private readonly env: Record<string, string>,
  ) {}

  /** What the running process has printed (its last part), e.g. its log lines. */
  get printed(): string {
    return this.output;
  }

  start(): void {
    const script = join(REPO_ROOT, 'services', this.service, 'dist', 'main.js');
    this.output = '';
    this.healthy = false;
    this.child = spawn(process.execPath, [script], {
      // No metrics endpoint unless the test asks: parallel stacks would compete for the fixed ports (D-154).
      env: { ...process.env, LOG_LEVEL: 'warn', METRICS_PORT: 'off', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => (this.output = (this.output + chunk.toString()).slice(-OUTPUT_KEPT_CHARS));
    this.child.stdout?.on('data', keep);
    this.child.stderr?.on('data', keep);
    const child = this.child;
    killWhenThisProcessExits(child);
    child.once('exit', (code, signal) => {
      // Tests that meet a service which died answer 503s; this says why.
      if (this.child === child && this.healthy) {
        process.stderr.write(`The ${this.service} service exited (${signal ?? `code ${code}`}) while in use:\n${this.output}\n`);
      }
    });
  }

  /**
   * Resolves once the service answers its health pattern over NATS, so it has migrated, seeded
   * and subscribed; fails with its output if it dies or never answers. The wait is generous: on
   * a loaded machine eight services booting together can take half a minute, and one that fails
   * says so at once by exiting.
   */
  async waitUntilHealthy(timeoutMs = 90_000): Promise<void> {
    const namespace = this.env.NATS_NAMESPACE || natsNamespace();
    const deadline = Date.now() + timeoutMs;
    const probe = new ServiceHealthProbe();
    try {
      while (Date.now() < deadline) {
        if (!this.isRunning()) throw new Error(`${this.service} exited while starting:\n${this.output}`);
        if (await probe.isUp(this.service, namespace)) {
          this.healthy = true;
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
      }
    } finally {
      await probe.close();
    }
    throw new Error(`${this.service} did not answer its health check within ${timeoutMs} ms:\n${this.output}`);
  }

  /** Asks the service to stop, and kills it if it has not stopped within the grace time. */
  async stop(graceMs = 5000): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      child.once('exit', () => {
        clearTimeout(killer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }

  private isRunning(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }
}

const runningChildren = new Set<ChildProcess>();

/** A service never outlives the process that started it, even one that ends without its teardown. */
function killWhenThisProcessExits(child: ChildProcess): void {
  if (runningChildren.size === 0) process.once('exit', killRunningChildren);
  runningChildren.add(child);
  child.once('exit', () => {
    runningChildren.delete(child);
    if (runningChildren.size === 0) process.off('exit', killRunningChildren);
  });
}

function killRunningChildren(): void {
  runningChildren.forEach((child) => child.kill('SIGKILL'));
}
