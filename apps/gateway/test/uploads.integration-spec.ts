import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_WIDTHS, imageVariantUrl, type GalleryImageUploaded, type MediaItem, type ProfileImageUploaded } from '@stagelink/contracts';
import { BASE_POLICY } from '../src/web/content-security-policy';
import { TestStack } from './support/test-stack';
import {
  abortUploadMidBody,
  animatedGif,
  mediaRowCount,
  pixelAt,
  pixelFloodPng,
  sidewaysJpegWithGps,
  solidPng,
  storedObjectNames,
  upload,
} from './support/uploads';

const REFUSED_TYPE = 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.';
const UNREADABLE = 'The image could not be read: the file is damaged or incomplete.';
const TOO_LARGE = 'The image is larger than 10 MB; choose a smaller one.';

describe('uploads', () => {
  let stack: TestStack;
  let cookie: string;

  beforeAll(async () => {
    // A bucket of this file's own, so listing it sees only what these tests stored.
    stack = await TestStack.start({ S3_BUCKET: `uploads-${randomBytes(4).toString('hex')}` });
    cookie = await stack.login();
  });
  afterAll(() => stack?.stop());

  async function expectNothingStored(): Promise<void> {
    expect(await mediaRowCount(stack)).toBe(0);
    expect(await storedObjectNames(stack)).toEqual([]);
  }

  async function fetchBytes(url: string): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
    const response = await fetch(`${stack.baseUrl}${url}`);
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  describe('what is refused, with nothing stored', () => {
    afterEach(expectNothingStored);

    it('refuses an SVG, whatever it claims to be', async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
      const response = await upload(stack, '/api/media', svg, { cookie, filename: 'logo.svg', type: 'image/svg+xml' });
      expect(response.status).toBe(415);
      expect(response.body).toMatchObject({ message: REFUSED_TYPE });
    });

    it('refuses a text file that claims to be a PNG', async () => {
      const response = await upload(stack, '/api/gallery/upload', Buffer.from('just some words, not a picture'), {
        cookie,
        filename: 'photo.png',
        type: 'image/png',
      });
      expect(response.status).toBe(415);
      expect(response.body).toMatchObject({ message: REFUSED_TYPE });
    });

    it('refuses a JPEG cut short', async () => {
      const jpeg = await sidewaysJpegWithGps();
      const response = await upload(stack, '/api/media', jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), { cookie, type: 'image/jpeg' });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ message: UNREADABLE });
    });

    it('refuses 11 MB with 413, told by its length before it is read', async () => {
      const response = await upload(stack, '/api/media', Buffer.alloc(11 * 1024 * 1024, 1), { cookie, type: 'image/jpeg' });
      expect(response.status).toBe(413);
      expect(response.body).toMatchObject({ message: TOO_LARGE });
    });

    it('refuses 11 MB sent without a length with 413, counted while it streams', async () => {
      const boundary = 'chunkedupload';
      const parts = [
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
        Buffer.alloc(11 * 1024 * 1024, 1),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ];
      const body = new ReadableStream({
        start(controller) {
          parts.forEach((part) => controller.enqueue(part));
          controller.close();
        },
      });
      const response = await fetch(`${stack.baseUrl}/api/media`, {
        method: 'POST',
        headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ message: TOO_LARGE });
    });

    it('refuses a pixel flood: a file of a few kilobytes that decodes to 100 megapixels, without decoding it', async () => {
      const flood = pixelFloodPng(10_000, 10_000);
      expect(flood.length).toBeLessThan(100 * 1024);
      expect(await sharp(flood).metadata()).toMatchObject({ format: 'png', width: 10_000, height: 10_000 });
      const response = await upload(stack, '/api/media', flood, { cookie, filename: 'flood.png', type: 'image/png' });
      expect(response.status).toBe(413);
      expect(response.body).toMatchObject({ message: 'The image has 100 megapixels; at most 40 can be uploaded.' });
      await expectNothingStored();
    });

    it('refuses a file under another field name with 400', async () => {
      const png = await solidPng(40, 40);
      const profile = await upload(stack, '/api/profile/image', png, { cookie, field: 'file', type: 'image/png' });
      expect(profile.status).toBe(400);
      expect(profile.body).toMatchObject({ message: 'Send one image, as the form field "image".' });
      const gallery = await upload(stack, '/api/gallery/upload', png, { cookie, field: 'image', type: 'image/png' });
      expect(gallery.status).toBe(400);
      expect(gallery.body).toMatchObject({ message: 'Send one image, as the form field "file".' });
    });

    it('refuses two files in one upload', async () => {
      const png = await solidPng(40, 40);
      const form = new FormData();
      form.append('file', new Blob([png], { type: 'image/png' }), 'a.png');
      form.append('file', new Blob([png], { type: 'image/png' }), 'b.png');
      const response = await fetch(`${stack.baseUrl}/api/media`, { method: 'POST', body: form, headers: { cookie } });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: 'Send one image, as the form field "file".' });
    });

    it('refuses JSON on an upload call with 415', async () => {
      const response = await stack.request('POST', '/api/media', { body: { url: 'https://example.com/a.png' }, cookie });
      expect(response.status).toBe(415);
      expect(response.body).toMatchObject({ message: 'Send the request body as multipart/form-data.' });
    });

    it('needs the owner session for every media call', async () => {
      const png = await solidPng(40, 40);
      for (const [path, field] of [
        ['/api/profile/image', 'image'],
        ['/api/media', 'file'],
        ['/api/gallery/upload', 'file'],
      ] as const) {
        const response = await upload(stack, path, png, { field, type: 'image/png' });
        expect({ path, status: response.status }).toEqual({ path, status: 401 });
      }
      expect((await stack.request('GET', '/api/media')).status).toBe(401);
      expect((await stack.request('DELETE', '/api/media/1')).status).toBe(401);
    });

    it('takes the stored files back when the row cannot be recorded', async () => {
      // A constraint no row meets: the profile service's insert fails after the files are in the store.
      await stack.db.query('ALTER TABLE profile.media_items ADD CONSTRAINT refuse_all CHECK (false) NOT VALID');
      try {
        const response = await upload(stack, '/api/media', await solidPng(120, 90), { cookie, type: 'image/png' });
        expect(response.status).toBe(500);
        expect(response.body).toMatchObject({
          message: expect.stringMatching(/^Something went wrong on our side\. Please try again\./) as string,
        });
      } finally {
        await stack.db.query('ALTER TABLE profile.media_items DROP CONSTRAINT refuse_all');
      }
    });

    it('leaves no file and no row behind when the connection drops mid-upload', async () => {
      const big = Buffer.concat([await sidewaysJpegWithGps(), randomBytes(2 * 1024 * 1024)]);
      await abortUploadMidBody(stack, '/api/media', cookie, big, 1024 * 1024);
      // The gateway still answers, and had it stored anything, it would have done so by now.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await stack.request('GET', '/api/media', { cookie })).status).toBe(200);
    });
  });

  describe('what is stored', () => {
    it('stores a sideways JPEG upright, as WebP in every width, with no EXIF or GPS left', async () => {
      const response = await upload<MediaItem>(stack, '/api/media', await sidewaysJpegWithGps(), {
        cookie,
        filename: 'Holiday\u0007 photo.jpg',
        type: 'image/jpeg',
      });
      expect(response.status).toBe(201);
      const item = response.body;
      expect(item).toMatchObject({ originalName: 'Holiday photo.jpg', mimeType: 'image/webp', width: 800, height: 1200, usedBy: [] });
      expect(item.url).toMatch(/^\/media\/[a-f0-9]{32}\.webp$/);
      expect(item.filename).toBe(item.url.slice('/media/'.length));

      const row = await stack.db.queryOne<{ width: number; height: number; size: number }>(
        'SELECT width, height, size FROM profile.media_items WHERE id = $1',
        [item.id],
      );
      expect(row).toEqual({ width: 800, height: 1200, size: item.size });

      const expectedWidths = { 320: 320, 640: 640, 960: 800, 1600: 800 };
      for (const width of IMAGE_WIDTHS) {
        const served = await fetchBytes(imageVariantUrl(item.url, width) ?? '');
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/webp');
        expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(served.headers.get('x-content-type-options')).toBe('nosniff');
        expect(served.headers.get('content-security-policy')).toBe(BASE_POLICY);
        const metadata = await sharp(served.bytes).metadata();
        expect({ width, format: metadata.format, stored: metadata.width }).toEqual({
          width,
          format: 'webp',
          stored: expectedWidths[width],
        });
        expect(metadata.exif).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
        expect(metadata.orientation).toBeUndefined();
        expect(served.bytes.includes('StagelinkTestCam')).toBe(false);
      }
      const largest = await fetchBytes(item.url);
      expect(largest.bytes.length).toBe(item.size);
      // Turned a quarter clockwise: the red left half of the stored pixels is now on top.
      const [top, bottom] = await Promise.all([pixelAt(largest.bytes, 400, 100), pixelAt(largest.bytes, 400, 1100)]);
      expect(top[0]).toBeGreaterThan(200);
      expect(top[2]).toBeLessThan(60);
      expect(bottom[2]).toBeGreaterThan(200);
      expect(bottom[0]).toBeLessThan(60);

      const names = await storedObjectNames(stack);
      const key = item.filename.replace('.webp', '');
      expect(names).toEqual(expect.arrayContaining([`${key}.webp`, `${key}-320.webp`, `${key}-640.webp`, `${key}-960.webp`]));
    });

    it('keeps a 300-character file name cut to 255 characters, and stores the image under a name of its own', async () => {
      const name = `${'Concerto-al-Teatro-Romano-'.repeat(12).slice(0, 296)}.png`;
      expect(name).toHaveLength(300);
      const response = await upload<MediaItem>(stack, '/api/media', await solidPng(120, 90), { cookie, filename: name, type: 'image/png' });
      expect(response.status).toBe(201);
      expect(response.body.originalName).toBe(name.slice(0, 255));
      expect(response.body.url).toMatch(/^\/media\/[a-f0-9]{32}\.webp$/);
      const row = await stack.db.queryOne<{ original_name: string; filename: string }>(
        'SELECT original_name, filename FROM profile.media_items WHERE id = $1',
        [response.body.id],
      );
      expect(row).toEqual({ original_name: name.slice(0, 255), filename: response.body.filename });
      const key = response.body.filename.replace('.webp', '');
      const objects = (await storedObjectNames(stack)).filter((object) => object.startsWith(key));
      expect(objects).toEqual([`${key}-320.webp`, `${key}-640.webp`, `${key}-960.webp`, `${key}.webp`]);
      expect((await fetchBytes(response.body.url)).status).toBe(200);
    });

    it('answers HEAD with the headers and no body', async () => {
      const { body: item } = await upload<MediaItem>(stack, '/api/media', await solidPng(100, 80), { cookie, type: 'image/png' });
      const response = await fetch(`${stack.baseUrl}${item.url}`, { method: 'HEAD' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('content-length')).toBe(String(item.size));
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    });

    it('accepts a PNG named .jpg and sent as image/jpeg, by its bytes', async () => {
      const response = await upload<GalleryImageUploaded>(stack, '/api/gallery/upload', await solidPng(500, 300), {
        cookie,
        filename: 'really-a-png.jpg',
        type: 'image/jpeg',
      });
      expect(response.status).toBe(201);
      expect(response.body.url).toBe(response.body.media.url);
      expect(response.body.media).toMatchObject({ originalName: 'really-a-png.jpg', width: 500, height: 300 });
      const served = await fetchBytes(response.body.url);
      expect((await sharp(served.bytes).metadata()).format).toBe('webp');
    });

    it('keeps an animated GIF animated', async () => {
      const response = await upload<MediaItem>(stack, '/api/media', await animatedGif(['#ff0000', '#00ff00', '#0000ff']), {
        cookie,
        filename: 'dance.gif',
        type: 'image/gif',
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ width: 60, height: 40 });
      const metadata = await sharp((await fetchBytes(response.body.url)).bytes).metadata();
      expect({ format: metadata.format, pages: metadata.pages }).toEqual({ format: 'webp', pages: 3 });
    });

    it('answers the profile photo upload with imageUrl, and leaves the profile as it was', async () => {
      const before = await stack.request<{ profileImage: string | null }>('GET', '/api/profile', { cookie });
      const response = await upload<ProfileImageUploaded>(stack, '/api/profile/image', await solidPng(200, 200), {
        cookie,
        field: 'image',
        filename: 'me.png',
        type: 'image/png',
      });
      expect(response.status).toBe(201);
      expect(response.body.imageUrl).toBe(response.body.media.url);
      expect((await fetchBytes(response.body.imageUrl)).status).toBe(200);
      const after = await stack.request<{ profileImage: string | null }>('GET', '/api/profile', { cookie });
      expect(after.body.profileImage).toBe(before.body.profileImage);
    });

    it('answers 404 for names that are not ours, without sending the web app', async () => {
      for (const path of [
        '/media/unknown-file-name.webp',
        '/media/UPPER.webp',
        '/media/short.webp',
        '/media/x.png',
        '/media/a/b.webp',
        '/media/',
      ]) {
        const response = await fetch(`${stack.baseUrl}${path}`);
        expect({ path, status: response.status, type: response.headers.get('content-type') }).toEqual({
          path,
          status: 404,
          type: 'application/json; charset=utf-8',
        });
      }
    });
  });

  describe('the gallery', () => {
    it('lists newest first with where each image is used, and a delete removes every use and every file', async () => {
      await stack.db.query('DELETE FROM profile.media_items');
      const first = (await upload<MediaItem>(stack, '/api/media', await solidPng(300, 200, '#ff0000'), { cookie, filename: 'first.png' }))
        .body;
      const second = (await upload<MediaItem>(stack, '/api/media', await solidPng(300, 200, '#00ff00'), { cookie, filename: 'second.png' }))
        .body;
      const other = 'https://example.com/elsewhere.jpg';
      await stack.db.query('UPDATE profile.profiles SET profile_image = $1', [first.url]);
      const gallery = await stack.addSection({
        type: 'image',
        title: 'Gallery',
        data: {
          images: [
            { url: first.url, alt: 'first' },
            { url: other, alt: 'kept' },
            { url: second.url, alt: 'second' },
          ],
        },
      });
      const book = await stack.addSection({ type: 'book', title: 'Book', data: { coverImage: first.url, description: 'd', link: '' } });
      const custom = await stack.addSection({ type: 'custom', title: 'Custom', data: { description: '', url: '', logoUrl: first.url } });
      const videos = await stack.addSection({
        type: 'video',
        title: 'Videos',
        data: { videos: [{ title: 'v', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', thumbnail: imageVariantUrl(first.url, 640) }] },
      });
      const unrelated = await stack.addSection({ type: 'book', title: 'Other book', data: { coverImage: second.url } });

      const list = await stack.request<MediaItem[]>('GET', '/api/media', { cookie });
      expect(list.status).toBe(200);
      expect(list.body.map((item) => item.originalName)).toEqual(['second.png', 'first.png']);
      expect(list.body[1]?.usedBy).toEqual([
        { kind: 'profile' },
        { kind: 'section', sectionId: gallery, title: 'Gallery' },
        { kind: 'section', sectionId: book, title: 'Book' },
        { kind: 'section', sectionId: custom, title: 'Custom' },
        { kind: 'section', sectionId: videos, title: 'Videos' },
      ]);
      expect(list.body[0]?.usedBy).toEqual([
        { kind: 'section', sectionId: gallery, title: 'Gallery' },
        { kind: 'section', sectionId: unrelated, title: 'Other book' },
      ]);
      // The visitors' page has read the photo, so the delete must refresh it.
      expect((await stack.request<{ profileImage: string }>('GET', '/api/profile')).body.profileImage).toBe(first.url);

      const removed = await stack.request<MediaItem>('DELETE', `/api/media/${first.id}`, { cookie });
      expect(removed.status).toBe(200);
      expect(removed.body).toMatchObject({ id: first.id, url: first.url });

      expect((await stack.request<{ profileImage: string | null }>('GET', '/api/profile')).body.profileImage).toBeNull();
      const dataOf = async (id: number) =>
        (await stack.db.queryOne<{ data: Record<string, unknown> }>('SELECT data FROM profile.sections WHERE id = $1', [id])).data;
      expect(await dataOf(gallery)).toEqual({
        images: [
          { url: other, alt: 'kept' },
          { url: second.url, alt: 'second' },
        ],
      });
      expect(await dataOf(book)).toEqual({ coverImage: '', description: 'd', link: '' });
      expect(await dataOf(custom)).toEqual({ description: '', url: '', logoUrl: '' });
      expect(await dataOf(videos)).toEqual({ videos: [{ title: 'v', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', thumbnail: '' }] });
      expect(await dataOf(unrelated)).toEqual({ coverImage: second.url });

      for (const width of IMAGE_WIDTHS) expect((await fetchBytes(imageVariantUrl(first.url, width) ?? '')).status).toBe(404);
      const firstKey = first.filename.replace('.webp', '');
      expect((await storedObjectNames(stack)).filter((name) => name.startsWith(firstKey))).toEqual([]);
      expect((await fetchBytes(second.url)).status).toBe(200);
      expect((await stack.request<MediaItem[]>('GET', '/api/media', { cookie })).body.map((item) => item.id)).toEqual([second.id]);
    });

    it('answers 404 for an image that is not there', async () => {
      const missing = await stack.request('DELETE', '/api/media/987654', { cookie });
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ message: 'Image not found' });
      expect((await stack.request('DELETE', '/api/media/abc', { cookie })).status).toBe(404);
    });
  });
});
