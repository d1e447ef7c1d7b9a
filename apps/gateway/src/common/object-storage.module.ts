import type { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Global, Inject, Injectable, Logger, Module, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';

/** An object as read from the store: its bytes as a stream (none for a HEAD), its length and type. */
export interface StoredObject {
  body: Readable | null;
  length: number | undefined;
  contentType: string | undefined;
}

/**
 * The S3-compatible store that holds uploaded media (docs/decisions.md, D-26). At boot the bucket is created when
 * missing; a store that is down does not stop the gateway, it shows in /api/health instead.
 */
@Injectable()
export class ObjectStorage implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ObjectStorage.name);
  readonly bucket: string;
  /**
   * Files are read and written with the SDK's retries: a kept-alive connection that the store
   * closed just as it was reused fails with ECONNRESET, and a second attempt on a new one works
   * (D-26). The health probe asks once, so a store that is down shows at once.
   */
  readonly client: S3Client;
  private readonly probe: S3Client;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    const { endpoint, region, bucket, accessKeyId, secretAccessKey, forcePathStyle } = config.objectStorage;
    this.bucket = bucket;
    const options = {
      endpoint,
      region,
      forcePathStyle,
      credentials: { accessKeyId, secretAccessKey },
      requestHandler: { connectionTimeout: 2000, requestTimeout: 3000 },
    };
    this.client = new S3Client({ ...options, maxAttempts: 3 });
    this.probe = new S3Client({ ...options, maxAttempts: 1 });
  }

  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.ensureBucket();
    } catch (error) {
      this.logger.warn({ err: error, bucket: this.bucket }, 'Object storage is not reachable yet');
    }
  }

  async bucketAnswers(): Promise<void> {
    await this.probe.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async put(name: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: name, Body: body, ContentType: contentType }));
  }

  /** The object, streamed, or null when there is none of that name. */
  async get(name: string): Promise<StoredObject | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: name }));
      return { body: object.Body as Readable, length: object.ContentLength, contentType: object.ContentType };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** Like `get`, without the bytes. */
  async head(name: string): Promise<StoredObject | null> {
    try {
      const object = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: name }));
      return { body: null, length: object.ContentLength, contentType: object.ContentType };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** Deletes every named object; a name that is already gone is no error (S3 answers 204 for it). */
  async deleteAll(names: readonly string[]): Promise<void> {
    await Promise.all(names.map((name) => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: name }))));
  }

  private async ensureBucket(): Promise<void> {
    try {
      await this.bucketAnswers();
    } catch (error) {
      if (!isNotFound(error)) throw error;
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
      this.logger.log(`Created the bucket ${this.bucket}`);
    }
  }

  onApplicationShutdown(): void {
    this.client.destroy();
    this.probe.destroy();
  }
}

function isNotFound(error: unknown): boolean {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
}

@Global()
@Module({ providers: [ObjectStorage], exports: [ObjectStorage] })
export class ObjectStorageModule {}
