import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createFileOnce } from './files.mjs';

const MIN_LENGTH = 32; // as apps/gateway/src/config/gateway-config.ts requires

/**
 * The environment with a VISITOR_SECRET for the gateway: the environment's own, else the key
 * of this clone in .data/visitor-secret. That key keys the visitor's IP hash and signs the
 * newsletter tokens (apps/gateway/src/visitors/visitor-identity.ts), so it is random, made
 * once and readable by its owner only: nobody can forge tokens or reverse hashes with a key
 * read in the repository, and a restart keeps likes "one per visitor".
 */
export function withVisitorSecret(root, env) {
  if (env.VISITOR_SECRET?.trim()) return env;
  return { ...env, VISITOR_SECRET: localVisitorSecret(join(root, '.data')) };
}

function localVisitorSecret(dataDir) {
  const path = join(dataDir, 'visitor-secret');
  mkdirSync(dataDir, { recursive: true });
  createFileOnce(path, `${randomBytes(32).toString('base64url')}\n`);
  const secret = readFileSync(path, 'utf8').trim();
  if (secret.length < MIN_LENGTH) {
    throw new Error(`${path} holds fewer than ${MIN_LENGTH} characters. Delete it to make a new key, or set VISITOR_SECRET.`);
  }
  return secret;
}
