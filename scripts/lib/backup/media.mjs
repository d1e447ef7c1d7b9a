import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The media bucket, through the same SDK and settings as the gateway's (apps/gateway/src/common/object-storage.module.ts). */
export function mediaBucket(root, { endpoint, accessKeyId, secretAccessKey, bucket, region, forcePathStyle }) {
  const sdk = createRequire(join(root, 'package.json'))('@aws-sdk/client-s3');
  const client = new sdk.S3Client({ endpoint, region, forcePathStyle, credentials: { accessKeyId, secretAccessKey }, maxAttempts: 3 });
  const send = (Command, input) => client.send(new Command({ Bucket: bucket, ...input }));

  return {
    name: bucket,
    close: () => client.destroy(),

    /** Every object's key, in the store's order; none when the bucket does not exist. */
    async keys() {
      const keys = [];
      let ContinuationToken;
      do {
        let page;
        try {
          page = await send(sdk.ListObjectsV2Command, { ContinuationToken });
        } catch (error) {
          if (isMissingBucket(error)) return [];
          throw error;
        }
        keys.push(...(page.Contents ?? []).map(({ Key }) => Key));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys;
    },

    /** Writes one object to a file; answers its size, SHA-256 and type. */
    async download(key, file) {
      const object = await send(sdk.GetObjectCommand, { Key: key });
      const { hashing, digest } = hashingStream();
      await pipeline(object.Body, hashing, createWriteStream(file, { mode: 0o600 }));
      return { ...digest(), contentType: object.ContentType ?? 'application/octet-stream' };
    },

    /**
     * The bytes as one buffer, as the gateway sends them: a stream body makes the SDK send it
     * aws-chunked with a trailing checksum, which s3rver stores as it came, chunk framing and all.
     * An object is at most an upload's size (10 MB).
     */
    async upload(key, file, { contentType }) {
      await send(sdk.PutObjectCommand, { Key: key, Body: await readFile(file), ContentType: contentType });
    },

    async remove(keys) {
      for (const Key of keys) await send(sdk.DeleteObjectCommand, { Key });
    },

    /** Creates the bucket unless it is there. */
    async ensure() {
      try {
        await send(sdk.HeadBucketCommand, {});
      } catch (error) {
        if (!isMissingBucket(error)) throw error;
        await send(sdk.CreateBucketCommand, {});
      }
    },
  };
}

function isMissingBucket(error) {
  return error?.name === 'NoSuchBucket' || error?.name === 'NotFound' || error?.$metadata?.httpStatusCode === 404;
}

/** A stream that passes bytes through and, once they have all gone by, tells their count and SHA-256. */
export function hashingStream() {
  const hash = createHash('sha256');
  let bytes = 0;
  const hashing = new Transform({
    transform(chunk, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { hashing, digest: () => ({ bytes, sha256: hash.digest('hex') }) };
}

/** A file's size and SHA-256. */
export async function fileDigest(file) {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}
