import { CreateBucketCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { Global, Inject, Injectable, Logger, Module, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';

/**
 * The S3-compatible store that will hold uploaded media. At boot the bucket is created when
 * missing; a store that is down does not stop the gateway, it shows in /api/health instead.
 */
@Injectable()
export class ObjectStorage implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ObjectStorage.name);
  readonly client: S3Client;
  readonly bucket: string;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    const { endpoint, region, bucket, accessKeyId, secretAccessKey, forcePathStyle } = config.objectStorage;
    this.bucket = bucket;
    this.client = new S3Client({
      endpoint,
      region,
      forcePathStyle,
      credentials: { accessKeyId, secretAccessKey },
      maxAttempts: 1,
      requestHandler: { connectionTimeout: 2000, requestTimeout: 3000 },
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.ensureBucket();
    } catch (error) {
      this.logger.warn({ err: error, bucket: this.bucket }, 'Object storage is not reachable yet');
    }
  }

  async bucketAnswers(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  private async ensureBucket(): Promise<void> {
    try {
      await this.bucketAnswers();
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode !== 404) throw error;
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
      this.logger.log(`Created the bucket ${this.bucket}`);
    }
  }

  onApplicationShutdown(): void {
    this.client.destroy();
  }
}

@Global()
@Module({ providers: [ObjectStorage], exports: [ObjectStorage] })
export class ObjectStorageModule {}
