import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { ServiceName } from '@stagelink/contracts';

const REPO_ROOT = join(__dirname, '../../..');

/**
 * A service run as its own process from its build, exactly as `npm start` runs it, so a test
 * can stop it and start it again.
 */
export class ServiceProcess {
  private child: ChildProcess | null = null;
  private output = '';

  constructor(
    readonly service: ServiceName,
    private readonly env: Record<string, string>,
  ) {}

  start(): void {
    const script = join(REPO_ROOT, 'services', this.service, 'dist', 'main.js');
    this.output = '';
    this.child = spawn(process.execPath, [script], {
      env: { ...process.env, LOG_LEVEL: 'warn', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
  }

  /** Resolves once the service prints that it listens (nest-kit's runService); fails with its output if it dies. */
  async waitUntilListening(timeoutMs = 30000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.output.includes('listening on NATS')) return;
      if (this.child?.exitCode !== null) throw new Error(`${this.service} exited while starting:\n${this.output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${this.service} did not start within ${timeoutMs} ms:\n${this.output}`);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    this.child = null;
  }
}
