import { stopWorkerStacks } from './worker-stacks';

export default async function globalTeardown(): Promise<void> {
  await stopWorkerStacks();
}
