import { randomBytes } from 'node:crypto';
import { Controller, INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern } from '@nestjs/microservices';
import { connect, headers, JSONCodec, type NatsConnection } from 'nats';
import { RPC_DEADLINE_HEADER } from '@stagelink/contracts';
import { DrainingNatsServer } from '../src/microservice/draining-nats-server';

const SUBJECT = `drain-test-${randomBytes(4).toString('hex')}.slow-work`;
const codec = JSONCodec<unknown>();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A handler that takes its time, and counts what it did. */
@Controller()
class SlowWork {
  static done = 0;

  @MessagePattern(SUBJECT)
  async work({ ms }: { ms: number }): Promise<{ done: true }> {
    await sleep(ms);
    SlowWork.done += 1;
    return { done: true };
  }
}

@Module({ controllers: [SlowWork] })
class SlowWorkModule {}

/** docs/decisions.md, D-98 and D-99: the stop that loses nothing, and the request nobody waits for. */
describe(DrainingNatsServer.name, () => {
  let nats: NatsConnection;
  let server: DrainingNatsServer;
  let app: INestMicroservice;

  beforeEach(async () => {
    SlowWork.done = 0;
    server = new DrainingNatsServer({ servers: [process.env.NATS_URL ?? 'nats://127.0.0.1:4222'], queue: 'drain-test' });
    app = await NestFactory.createMicroservice(SlowWorkModule, { strategy: server, logger: false });
    await app.listen();
    nats = await connect({ servers: process.env.NATS_URL });
  });
  afterEach(async () => {
    await app.close();
    await nats.close();
  });

  /** A request as Nest's NATS client sends it; answers the reply's response, or the error. */
  const ask = async (ms: number, deadline?: number, timeout = 5000): Promise<unknown> => {
    const header = headers();
    if (deadline !== undefined) header.set(RPC_DEADLINE_HEADER, String(deadline));
    try {
      const reply = await nats.request(SUBJECT, codec.encode({ pattern: SUBJECT, data: { ms }, id: randomBytes(4).toString('hex') }), {
        timeout,
        headers: header,
      });
      return (codec.decode(reply.data) as { response?: unknown }).response;
    } catch (error) {
      return (error as { code?: string }).code;
    }
  };

  it('answers every request it has taken, takes no new one, and resolves once the last is answered', async () => {
    const taken = Array.from({ length: 5 }, () => ask(700));
    await sleep(200);
    const startedAt = Date.now();
    const drained = server.drain().then(() => Date.now() - startedAt);
    await sleep(50);
    // Nobody in the queue group any more: NATS says so at once.
    expect(await ask(10)).toBe('503');
    expect(await Promise.all(taken)).toEqual(Array.from({ length: 5 }, () => ({ done: true })));
    expect(await drained).toBeGreaterThanOrEqual(300);
    expect(SlowWork.done).toBe(5);
  });

  it('leaves undone a request that comes after its caller stopped waiting, and does one still awaited', async () => {
    expect(await ask(10, Date.now() - 5000, 1500)).toBe('TIMEOUT');
    expect(SlowWork.done).toBe(0);
    expect(await ask(10, Date.now() + 3000)).toEqual({ done: true });
    expect(await ask(10)).toEqual({ done: true });
    expect(SlowWork.done).toBe(2);
  });
});
