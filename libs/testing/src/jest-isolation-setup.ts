import { randomBytes } from 'node:crypto';

// Runs before each integration test file loads its modules: message handlers read the NATS
// namespace when they are declared, so the file's own namespace must be set first. Test files
// running side by side then share the NATS and Redis servers without hearing each other. The
// gateway's files switch to their worker's namespace (apps/gateway/test/support/test-stack.ts).
const id = randomBytes(5).toString('hex');
process.env.NATS_NAMESPACE = `test-${id}`;
process.env.REDIS_KEY_PREFIX = `stagelink-test:${id}:`;
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL || 'error';
process.env.LOG_REQUESTS = 'false';

// Jest reads `testTimeout` from the root configuration only, and these files' hooks start processes.
jest.setTimeout(60000);
