import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { encodeImage, REFUSED_TYPE, UNREADABLE } from './image-encoder';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

/**
 * A PNG whose header announces `width` × `height` and whose one IDAT holds no pixels: enough for
 * a check that reads the header alone, without encoding 42 megapixels of real pixels first (which
 * took longer than the test's time on a busy machine).
 */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(0))), chunk('IEND', Buffer.alloc(0))]);
}

describe('encodeImage', () => {
  it('makes a WebP per width, never wider than the image itself', async () => {
    const image = await encodeImage(await png(700, 350));
    const widths = await Promise.all(image.variants.map(async ({ body }) => (await sharp(body).metadata()).width));
    expect(image.variants.map(({ width }) => width)).toEqual([320, 640, 960, 1600]);
    expect(widths).toEqual([320, 640, 700, 700]);
    expect({ width: image.width, height: image.height }).toEqual({ width: 700, height: 350 });
  });

  it('refuses what is not an accepted image, by its bytes', async () => {
    await expect(encodeImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).rejects.toThrow(REFUSED_TYPE);
    await expect(encodeImage(Buffer.from('%PDF-1.7 not an image'))).rejects.toThrow(REFUSED_TYPE);
  });

  it('refuses a PNG cut short', async () => {
    const whole = await png(400, 400);
    await expect(encodeImage(whole.subarray(0, whole.length - 40))).rejects.toThrow(UNREADABLE);
  });

  it('refuses more than 40 megapixels from the header', async () => {
    await expect(encodeImage(pngHeaderOnly(7000, 6000))).rejects.toThrow('The image has 42 megapixels; at most 40 can be uploaded.');
  });
});
