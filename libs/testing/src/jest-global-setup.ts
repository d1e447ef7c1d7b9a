// Nest's decorators read type metadata, as they do in the apps, which load it first.
import 'reflect-metadata';
import { startWorkerStacks } from './worker-stacks';

/** Jest's global setup for the integration tests: one stack of the four services per worker. */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  // Whatever a test starts serves no metrics unless it says so: the fixed ports belong to a
  // developer's `npm start`, and parallel workers would compete for them (docs/decisions.md, D-154).
  process.env.METRICS_PORT = 'off';
  await startWorkerStacks(Math.max(1, globalConfig.maxWorkers));
}
