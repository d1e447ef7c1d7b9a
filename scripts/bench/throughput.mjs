import http from 'node:http';

/**
 * The gateway's hot paths against a bare node:http server doing the same work in the same run,
 * in alternating rounds (the median of each side is kept), so a busy machine weighs on both.
 */
export function throughputBench({ autocannon, connections, seconds, rounds }) {
  const run = (options) => autocannon({ connections, duration: seconds, ...options });
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const summary = (runs) => ({
    rps: median(runs.map((result) => result.requests.average)),
    p99: median(runs.map((result) => result.latency.p99)),
    failures: runs.reduce((total, result) => total + result.non2xx + result.errors, 0),
  });
  return {
    run,
    async compare(gatewayOptions, bareOptions) {
      const gateway = [];
      const bare = [];
      for (let round = 0; round < rounds; round += 1) {
        gateway.push(await run(gatewayOptions));
        bare.push(await run(bareOptions));
      }
      return { gateway: summary(gateway), bare: summary(bare) };
    },
  };
}

/** A bare server: `answer(request, response)` decides everything; nothing else is in the way. */
export async function bareServer(answer) {
  const server = http.createServer((request, response) => {
    request.resume().on('end', () => void answer(request, response));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Each like from another visitor, named as a trusted proxy would, as a page with many fans sees them. */
export function manyVisitors(extraHeaders) {
  const octet = () => Math.floor(Math.random() * 256);
  const headers = () => ({ ...extraHeaders, 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
  return {
    headers: headers(),
    setupClient: (client) => client.on('response', () => client.setHeaders(headers())),
  };
}
