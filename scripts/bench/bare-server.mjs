#!/usr/bin/env node
// The bare baseline of the bench, in a process of its own (docs/decisions.md, D-107): node:http
// answering the bytes the gateway sends, and a like with pg running the very statements of the
// engagement service's toggle, and the uncached likes read over NATS to the engagement service.
// Reads its setup as JSON from argv, prints its address as one line.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(join(root, 'package.json'));
const { files, like, likesRead } = JSON.parse(process.argv[2]);

// The gateway's headers as it sent them, a flat list of names and values (throughput.mjs's saveAnswer).
const answers = new Map(Object.entries(files).map(([path, { file, headers }]) => [path, { body: readFileSync(file), headers }]));

const pool = like ? new (require('pg').Pool)({ connectionString: like.databaseUrl, max: 10 }) : null;
const queries = like ? require(join(root, 'services/engagement/dist/likes/like-queries.js')) : null;

/** A like as the engagement service runs it: one call of the toggle, its own transaction, answering the new state. */
async function answerLike(request, response) {
  const visitor = String(request.headers['x-forwarded-for']);
  try {
    const state = await pool.query(queries.LIKE_TOGGLE_SQL.toggle, [like.videoId, 0, visitor, request.headers['user-agent'] ?? null]);
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify({ liked: state.rows[0].liked, totalLikes: Number(state.rows[0].total) }));
  } catch (error) {
    response.writeHead(500).end(String(error));
  }
}

const natsRead = likesRead ? await connectNatsRead(likesRead) : null;

/**
 * The uncached read as the gateway makes it: the visitor's keyed hash, then a request over NATS
 * to the engagement service (Nest's packet, with the deadline header), its answer sent as JSON.
 */
async function connectNatsRead({ natsUrl, namespace, secret, sectionId }) {
  const { connect, headers: natsHeaders } = require('nats');
  const { createHmac, randomUUID } = require('node:crypto');
  const { RPC_DEADLINE_HEADER } = require(join(root, 'libs/contracts/dist/common/rpc-deadline.js'));
  const connection = await connect({ servers: natsUrl });
  const subject = `${namespace}.engagement.get-likes`;
  return async (request, response) => {
    const visitor = createHmac('sha256', secret).update(`ip:${request.socket.remoteAddress}`).digest('base64url');
    const deadline = natsHeaders();
    deadline.set(RPC_DEADLINE_HEADER, String(Date.now() + 5000));
    const data = { visitor, userAgent: request.headers['user-agent'], sectionId, videoIndex: 0 };
    const packet = JSON.stringify({ pattern: subject, data, id: randomUUID() });
    try {
      const reply = JSON.parse((await connection.request(subject, packet, { timeout: 5000, headers: deadline })).string());
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(reply.response));
    } catch (error) {
      response.writeHead(503).end(String(error));
    }
  };
}

const server = http.createServer((request, response) => {
  request.resume().on('end', () => {
    if (request.url === '/like' && pool) return void answerLike(request, response);
    if (request.url === '/likes' && natsRead) return void natsRead(request, response);
    const answer = answers.get(request.url ?? '');
    if (!answer) return void response.writeHead(404).end();
    response.writeHead(200, answer.headers);
    response.end(answer.body);
  });
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${server.address().port}` })}\n`));
process.on('SIGTERM', () => server.close(() => void (pool ? pool.end() : Promise.resolve()).then(() => process.exit(0))));
