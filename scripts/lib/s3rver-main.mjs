#!/usr/bin/env node
// s3rver as a process of its own: `node s3rver-main.mjs <port> <directory>`. The start scripts
// run it so, rather than inside themselves, so that it can die and be started again alone
// (scripts/lib/supervisor.mjs, docs/decisions.md, D-97).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const S3rver = createRequire(join(root, 'package.json'))('s3rver');
const [port, directory] = process.argv.slice(2);
const server = new S3rver({ port: Number(port), address: '127.0.0.1', directory, silent: true });
await server.run();

const stop = () => server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// The script that started it has ended, whichever way: so does this.
process.stdin.on('close', stop).resume();
