import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { PublicAddressRule } from './public-address';

/** Why a fetch was given up: the address is not public, or the answer is not one we take. */
export class FetchRefused extends Error {
  constructor(
    message: string,
    readonly notPublic = false,
  ) {
    super(message);
  }
}

export interface FetchLimits {
  maxBytes: number;
  /** Takes the answer's media type (`image/png`), lower-cased, without parameters. */
  accepts: (mediaType: string) => boolean;
  signal: AbortSignal;
}

export interface Fetched {
  url: URL;
  mediaType: string;
  body: Buffer;
}

const MAX_REDIRECTS = 3;

/**
 * GET from a public address only (docs/decisions.md, D-110). Each hop's host is resolved
 * here, every address it has must be public, and the connection goes to the address checked,
 * so a name cannot point elsewhere between the check and the connection; redirects are followed
 * by hand, each checked the same way. The body stops at `maxBytes`; the caller's signal bounds the time.
 */
export async function fetchPublic(url: URL, rule: PublicAddressRule, limits: FetchLimits): Promise<Fetched> {
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    if (current.protocol !== 'http:' && current.protocol !== 'https:') throw new FetchRefused(`${current.protocol} links are not fetched`);
    const answer = await getOnce(current, await publicAddressOf(current.hostname, rule), limits);
    if (!('redirect' in answer)) return answer;
    current = new URL(answer.redirect, current);
  }
  throw new FetchRefused('too many redirects');
}

async function publicAddressOf(hostname: string, rule: PublicAddressRule): Promise<{ address: string; family: number }> {
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await lookup(host, { all: true, verbatim: true }).catch(() => {
        throw new FetchRefused(`${host} could not be found`);
      });
  const first = addresses[0];
  if (!first || !addresses.every((entry) => rule.permits(entry.address))) {
    throw new FetchRefused(`${host} is not a public address`, true);
  }
  return first;
}

function getOnce(url: URL, pinned: { address: string; family: number }, limits: FetchLimits): Promise<Fetched | { redirect: string }> {
  const pinnedLookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      { lookup: pinnedLookup, signal: limits.signal, headers: { accept: '*/*', 'user-agent': 'Stagelink' } },
      (response) => {
        readAnswer(url, response, limits).then(resolve, reject);
      },
    );
    request.on('error', (error) => reject(limits.signal.aborted ? new FetchRefused('the site took too long to answer') : error));
  });
}

async function readAnswer(url: URL, response: IncomingMessage, limits: FetchLimits): Promise<Fetched | { redirect: string }> {
  const status = response.statusCode ?? 0;
  const location = response.headers.location;
  if (status >= 300 && status < 400 && location) {
    response.resume();
    return { redirect: location };
  }
  const mediaType = (response.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const refusal =
    status !== 200
      ? `the site answered ${status}`
      : !limits.accepts(mediaType)
        ? `the answer is ${mediaType || 'of no stated type'}`
        : Number(response.headers['content-length'] ?? 0) > limits.maxBytes
          ? 'the answer is too large'
          : null;
  if (refusal) {
    response.destroy();
    throw new FetchRefused(refusal);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limits.maxBytes) {
        response.destroy();
        throw new FetchRefused('the answer is too large');
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (limits.signal.aborted) throw new FetchRefused('the site took too long to answer');
    throw error;
  }
  return { url, mediaType, body: Buffer.concat(chunks) };
}
