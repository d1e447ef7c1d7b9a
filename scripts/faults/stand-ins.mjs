import http from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/*
 * The two third parties the fault suite cannot reach, each speaking its real protocol: an SMTP
 * server for the owner's notices and a LibreTranslate API for translation jobs. Each can hold
 * the next message it gets, unanswered, so that a case can kill the worker sending it.
 */

/**
 * An SMTP server that keeps what it accepts (by Message-ID). `holdNext()` resolves when the
 * next mail's data has arrived, which is then never answered: the sender waits until its
 * connection dies, and the mail counts as not accepted.
 */
export async function startMailSink(root) {
  const { SMTPServer } = createRequire(join(root, 'package.json'))('smtp-server');
  const accepted = [];
  let hold = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? null;
        if (hold) {
          const { reached } = hold;
          hold = null;
          return reached(messageId);
        }
        accepted.push(messageId);
        callback();
      });
    },
  });
  const port = await listen(server);
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    holdNext: () => new Promise((reached) => (hold = { reached })),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * LibreTranslate's `POST /translate`: each text comes back as "[<target>] <text>". `holdNext()`
 * resolves when the next call arrives, which is then never answered. `host` 0.0.0.0 lets
 * containers reach it (scripts/containers.mjs).
 */
export async function startTranslator({ host = '127.0.0.1' } = {}) {
  const calls = [];
  let hold = null;
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      calls.push(body);
      if (hold) {
        const { reached } = hold;
        hold = null;
        return reached(body);
      }
      const texts = Array.isArray(body.q) ? body.q : [body.q];
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ translatedText: texts.map((text) => `[${body.target}] ${text}`) }));
    });
  });
  const port = await listen(server, host);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    calls,
    holdNext: () => new Promise((reached) => (hold = { reached })),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Listens on a free port; an SMTPServer keeps its net server as `server`. */
function listen(server, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve((server.server ?? server).address().port));
  });
}
