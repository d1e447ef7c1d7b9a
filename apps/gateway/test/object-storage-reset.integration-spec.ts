import { randomUUID } from 'node:crypto';
import { createConnection, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { ObjectStorage } from '../src/common/object-storage.module';
import { readGatewayConfig } from '../src/config/gateway-config';
import { TEST_ADMIN_PASSWORD } from './support/test-stack';

/**
 * The run's real object store behind a TCP relay that can reset a connection the moment a
 * request arrives on it, as a store does when it closes a kept-alive connection just as the
 * gateway reuses it (seen in a loaded CI run: the upload failed with ECONNRESET).
 */
class ResettingRelay {
  private resetsLeft = 0;
  private readonly sockets = new Set<Socket>();
  private constructor(private readonly server: Server) {}

  static async start(target: URL): Promise<ResettingRelay> {
    const server = createServer();
    const relay = new ResettingRelay(server);
    server.on('connection', (client) => relay.relay(client, target));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return relay;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The next `count` requests, on whatever connection they come, are answered with a reset. */
  resetNext(count: number): void {
    this.resetsLeft = count;
  }

  async stop(): Promise<void> {
    this.sockets.forEach((socket) => socket.destroy());
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private relay(client: Socket, target: URL): void {
    const upstream = createConnection(Number(target.port), target.hostname);
    this.sockets.add(client).add(upstream);
    client.on('data', (chunk) => {
      if (this.resetsLeft > 0) {
        this.resetsLeft -= 1;
        client.resetAndDestroy();
        upstream.destroy();
        return;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('error', () => undefined);
    upstream.on('error', () => undefined);
  }
}

describe('object storage: a connection reset as a request arrives', () => {
  const config = readGatewayConfig({ ...process.env, ADMIN_PASSWORD: TEST_ADMIN_PASSWORD });
  let relay: ResettingRelay;
  let storage: ObjectStorage;

  beforeAll(async () => {
    relay = await ResettingRelay.start(new URL(config.objectStorage.endpoint));
    storage = new ObjectStorage({ ...config, objectStorage: { ...config.objectStorage, endpoint: relay.url } });
    await storage.onApplicationBootstrap();
    await storage.bucketAnswers();
  });
  afterAll(async () => {
    storage.onApplicationShutdown();
    await relay.stop();
  });

  it('stores and reads a file anyway, on another attempt', async () => {
    const name = `reset-${randomUUID()}.webp`;
    const bytes = Buffer.from('not really a picture');
    relay.resetNext(1);
    await storage.put(name, bytes, 'image/webp');
    relay.resetNext(1);
    const stored = await storage.head(name);
    expect(stored?.length).toBe(bytes.length);
    await storage.deleteAll([name]);
    expect(await storage.head(name)).toBeNull();
  });

  it('lets the health probe say at once that the store did not answer', async () => {
    relay.resetNext(1);
    await expect(storage.bucketAnswers()).rejects.toThrow();
    await expect(storage.bucketAnswers()).resolves.toBeUndefined();
  });
});
