import net from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { ObjectStorage } from '../../src/common/object-storage.module';
import type { ApiResponse, TestStack } from './test-stack';

export interface UploadOptions {
  cookie?: string;
  field?: string;
  filename?: string;
  type?: string;
}

/** A multipart upload of one file, as the admin's API client sends it. */
export async function upload<T = Record<string, unknown>>(
  stack: TestStack,
  path: string,
  bytes: Uint8Array,
  options: UploadOptions = {},
): Promise<ApiResponse<T>> {
  const form = new FormData();
  form.append(
    options.field ?? 'file',
    new Blob([bytes], { type: options.type ?? 'application/octet-stream' }),
    options.filename ?? 'photo.jpg',
  );
  const response = await fetch(`${stack.baseUrl}${path}`, {
    method: 'POST',
    body: form,
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

/** Every object in the gateway's bucket. */
export async function storedObjectNames(stack: TestStack): Promise<string[]> {
  const storage = stack.app.get(ObjectStorage);
  const listing = await storage.client.send(new ListObjectsV2Command({ Bucket: storage.bucket }));
  return (listing.Contents ?? []).map((object) => object.Key ?? '').sort();
}

export async function mediaRowCount(stack: TestStack): Promise<number> {
  const row = await stack.db.queryOne<{ count: string }>('SELECT count(*) FROM profile.media_items');
  return Number(row.count);
}

/**
 * Starts a multipart upload over a raw socket, sends the headers and `sentBytes` of a body
 * announced as longer, then destroys the socket: a connection lost mid-upload.
 */
export async function abortUploadMidBody(stack: TestStack, path: string, cookie: string, file: Buffer, sentBytes: number): Promise<void> {
  const boundary = 'stagelinkabortedupload';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, file, tail]);
  const { hostname, port } = new URL(stack.baseUrl);
  const headers = [
    `POST ${path} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    `Cookie: ${cookie}`,
    `Content-Type: multipart/form-data; boundary=${boundary}`,
    `Content-Length: ${body.length}`,
  ];
  await new Promise<void>((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(`${headers.join('\r\n')}\r\n\r\n`);
      socket.write(body.subarray(0, sentBytes), () => setTimeout(() => socket.destroy(), 200));
    });
    socket.on('error', reject);
    socket.on('close', () => resolve());
  });
}

/** A JPEG lying on its side (EXIF orientation 6) with a camera make and a GPS position: red on the left, blue on the right as stored. */
export async function sidewaysJpegWithGps(): Promise<Buffer> {
  const redHalf = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0000ff' } })
    .composite([{ input: redHalf, left: 0, top: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'StagelinkTestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 30/1 0/1' } })
    .toBuffer();
}

export function solidPng(width: number, height: number, colour = '#22aa66'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/**
 * A pixel flood: a valid PNG of `width` × `height` black pixels, one bit each, whose rows of
 * zeros deflate to almost nothing, so a file of a few kilobytes decodes to any size.
 */
export function pixelFloodPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter method, not interlaced
  // Each row: the filter byte, then the row's bits, all zero.
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export async function animatedGif(frames: string[]): Promise<Buffer> {
  const images = await Promise.all(frames.map((colour) => solidPng(60, 40, colour)));
  return sharp(images, { join: { animated: true } })
    .gif()
    .toBuffer();
}

/** The colour of one pixel, as `[r, g, b]`. */
export async function pixelAt(image: Buffer, left: number, top: number): Promise<number[]> {
  const { data } = await sharp(image).extract({ left, top, width: 1, height: 1 }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return [...data];
}
