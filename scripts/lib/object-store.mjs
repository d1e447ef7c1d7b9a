import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createFileOnce } from './files.mjs';
import { step, warn } from './log.mjs';
import { freePort, portAnswers } from './ports.mjs';
import { s3rverServer } from './servers.mjs';

const DEFAULT_PORT = 9000;
const DEFAULT_ENDPOINT = `http://127.0.0.1:${DEFAULT_PORT}`;
// MinIO's keys when MINIO_ROOT_USER and MINIO_ROOT_PASSWORD are not set.
const MINIO_DEFAULT_KEYS = { accessKeyId: 'minioadmin', secretAccessKey: 'minioadmin' };
// s3rver knows one account, with fixed keys (node_modules/s3rver/lib/models/account.js).
const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
// While an s3rver started by these scripts runs, its address and keys are here, so another
// run (`npm test` beside `npm start`) uses it with the right keys instead of guessing.
const STATE_FILE = 's3-server.json';

/**
 * An S3-compatible store for uploads: the one another run of these scripts started, or one
 * on port 9000 whose keys are known (the environment's, MinIO's defaults or s3rver's), each
 * tried with a signed request; else s3rver from npm, which keeps the objects in .data/s3, run
 * by the `supervisor`. Returns the S3_* variables for the gateway.
 */
export async function localObjectStore(root, dataDir, supervisor) {
  const statePath = join(dataDir, STATE_FILE);
  const recorded = readRecordedServer(statePath);
  const candidates = recorded ? [recorded] : [];
  const defaultPortAnswers = await portAnswers(DEFAULT_PORT);
  if (defaultPortAnswers) candidates.push(...knownKeys().map((keys) => ({ endpoint: DEFAULT_ENDPOINT, ...keys })));
  for (const candidate of candidates) {
    if (await keysWork(root, candidate)) {
      step(`Object storage: using the S3-compatible server on ${candidate.endpoint}`);
      return variablesOf(candidate);
    }
  }
  const port = defaultPortAnswers ? await freePort() : DEFAULT_PORT;
  if (defaultPortAnswers) warn(`Port ${DEFAULT_PORT} answers, but not to any key known here (set S3_ENDPOINT and the S3 keys to use it)`);
  return startS3rver(dataDir, port, recorded ? null : statePath, supervisor);
}

/** The environment's keys first, for a developer's own MinIO; then the well-known defaults. */
function knownKeys() {
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = process.env;
  const fromEnvironment = accessKeyId && secretAccessKey ? [{ accessKeyId, secretAccessKey }] : [];
  return [...fromEnvironment, MINIO_DEFAULT_KEYS, S3RVER_KEYS];
}

/** The server in the state file, if the process that wrote it still runs. */
function readRecordedServer(statePath) {
  let recorded;
  try {
    recorded = JSON.parse(readFileSync(statePath, 'utf8'));
  } catch {
    return null;
  }
  return processRuns(recorded.pid) ? recorded : null;
}

function processRuns(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Whether the store accepts the keys: one signed ListBuckets, as the gateway's SDK signs it. */
async function keysWork(root, { endpoint, accessKeyId, secretAccessKey }) {
  const { S3Client, ListBucketsCommand } = createRequire(join(root, 'package.json'))('@aws-sdk/client-s3');
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId, secretAccessKey },
    maxAttempts: 1,
    requestHandler: { connectionTimeout: 2000, requestTimeout: 3000 },
  });
  try {
    await client.send(new ListBucketsCommand({}));
    return true;
  } catch {
    return false;
  } finally {
    client.destroy();
  }
}

async function startS3rver(dataDir, port, statePath, supervisor) {
  step(`Object storage: starting s3rver on 127.0.0.1:${port}`);
  const { start } = s3rverServer({ port, directory: join(dataDir, 's3') });
  const details = { endpoint: `http://127.0.0.1:${port}`, ...S3RVER_KEYS };
  await supervisor.add('object storage', start);
  // This script's process id: it runs as long as the server it supervises does. The file goes
  // when this process ends, however the server ended (Ctrl+C reaches it directly too).
  if (statePath && recordServer(statePath, { pid: process.pid, ...details }))
    process.once('exit', () => rmSync(statePath, { force: true }));
  return variablesOf(details);
}

/** Writes the state file unless another run has written one meanwhile. */
function recordServer(statePath, details) {
  // A file whose process is gone was left by a run that did not stop cleanly.
  if (existsSync(statePath) && !readRecordedServer(statePath)) rmSync(statePath, { force: true });
  return createFileOnce(statePath, JSON.stringify(details));
}

function variablesOf({ endpoint, accessKeyId, secretAccessKey }) {
  return { S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey };
}
