import { randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import net from 'node:net';
import { join } from 'node:path';
import { expect, sleep, trafficOf } from './checks.mjs';
import { call, ownerCookie } from './world.mjs';

export const sameBookingTwice = {
  name: 'the same booking sent twice with one Idempotency-Key is stored once',
  async run(world, report) {
    const traffic = trafficOf(world);
    const visitor = traffic.newVisitor();
    const email = visitor.email('twice');
    const key = randomUUID();
    const body = { serviceType: 'Live show', name: 'Twice', email, message: 'Sent again by a flaky network' };
    const send = (gateway) =>
      call(world.urls[gateway], 'POST', '/api/bookings', { body, headers: { 'idempotency-key': key, 'x-forwarded-for': visitor.ip } });
    // Once, then again through the other gateway as a retry would; then twice at the same moment.
    const first = await send(0);
    const second = await send(1);
    const { rows } = await world.db.query('SELECT id FROM bookings.booking_submissions WHERE email = $1', [email]);
    report(
      `two submits with one key: answered ${first.status} (id ${first.body.id}) and ${second.status} (id ${second.body.id}); stored ${rows.length}`,
    );
    expect(first.status === 201 && second.status === first.status, `answers ${first.status} and ${second.status}`);
    expect(second.body.id === first.body.id, 'the second answer is not the first one');
    expect(rows.length === 1, `stored ${rows.length} times`);
    traffic.close();
  },
};

export const parallelLikes = {
  name: '50 parallel likes across two gateways and two engagement services: totals exact',
  async run(world, report) {
    const { sectionId, index } = world.video;
    const total = async () =>
      Number(
        (
          await world.db.query(
            'SELECT coalesce(sum(total), 0) AS n FROM engagement.like_totals WHERE section_id = $1 AND video_index = $2',
            [sectionId, index],
          )
        ).rows[0].n,
      );
    const rows = async () =>
      Number(
        (await world.db.query('SELECT count(*) AS n FROM engagement.likes WHERE section_id = $1 AND video_index = $2', [sectionId, index]))
          .rows[0].n,
      );
    const traffic = trafficOf(world);
    const [totalBefore, rowsBefore] = [await total(), await rows()];
    const answers = await Promise.all(Array.from({ length: 50 }, (_, number) => traffic.like(number % 2, traffic.newVisitor().ip)));
    const [totalAfter, rowsAfter] = [await total(), await rows()];
    const liked = answers.filter((answer) => answer.acknowledged).length;
    const shown = new Set(answers.map((answer) => answer.body?.totalLikes));
    report(
      `50 likes at once, 25 through each gateway: ${liked} answered liked; stored likes ${rowsBefore} → ${rowsAfter}, the video's total ${totalBefore} → ${totalAfter}; ${shown.size} distinct totals answered`,
    );
    expect(liked === 50, `${50 - liked} likes were not acknowledged`);
    expect(rowsAfter - rowsBefore === 50 && totalAfter - totalBefore === 50, 'the totals are not exactly 50 more');
    traffic.close();
  },
};

export const abortedUpload = {
  name: 'an upload aborted half-way leaves no object and no row',
  async run(world, report) {
    const cookie = await ownerCookie(world.url);
    const image = await noisyPng(world);
    const counts = async () => ({
      objects: await objectCount(world),
      rows: Number((await world.db.query('SELECT count(*) AS n FROM profile.media_items')).rows[0].n),
    });
    const before = await counts();
    const cut = await sendMultipart(world.url, cookie, image, 0.5);
    await sleep(1500);
    const afterCut = await counts();
    report(
      `a ${(image.length / 1024 / 1024).toFixed(1)} MB image cut off after half its bytes (${cut}): objects ${before.objects} → ${afterCut.objects}, media rows ${before.rows} → ${afterCut.rows}`,
    );
    // The same upload whole, to show the counts see an upload when there is one.
    const whole = await sendMultipart(world.url, cookie, image, 1);
    const afterWhole = await counts();
    report(`the same image sent whole: ${whole}; objects ${afterWhole.objects}, rows ${afterWhole.rows}`);
    expect(afterCut.objects === before.objects && afterCut.rows === before.rows, 'the cut-off upload left an object or a row');
    expect(
      whole.startsWith('201') && afterWhole.rows === before.rows + 1 && afterWhole.objects > before.objects,
      'the whole upload was not stored',
    );
  },
};

/** A PNG of random pixels: large, since noise does not compress. */
async function noisyPng(world) {
  const sharp = createRequire(join(world.root, 'package.json'))('sharp');
  const [width, height] = [900, 800];
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** The objects in the media bucket, as the gateway's SDK lists them. */
async function objectCount(world) {
  const { S3Client, ListObjectsV2Command } = createRequire(join(world.root, 'package.json'))('@aws-sdk/client-s3');
  const client = new S3Client({
    endpoint: world.env.S3_ENDPOINT,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: world.env.S3_ACCESS_KEY_ID, secretAccessKey: world.env.S3_SECRET_ACCESS_KEY },
  });
  try {
    let count = 0;
    let token;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: 'stagelink-media', ContinuationToken: token }));
      count += page.KeyCount ?? 0;
      token = page.NextContinuationToken;
    } while (token);
    return count;
  } catch (error) {
    if (error.name === 'NoSuchBucket') return 0;
    throw error;
  } finally {
    client.destroy();
  }
}

/**
 * `POST /api/media` over a raw socket, sending `share` of the body and then closing the
 * connection as a phone losing its network would; answers what the gateway said, if anything.
 */
function sendMultipart(url, cookie, image, share) {
  const boundary = `----faults${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="noise.png"\r\nContent-Type: image/png\r\n\r\n`),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const { hostname, port } = new URL(url);
  const head = [
    'POST /api/media HTTP/1.1',
    `Host: ${hostname}:${port}`,
    `Cookie: ${cookie}`,
    `Content-Type: multipart/form-data; boundary=${boundary}`,
    `Content-Length: ${body.length}`,
    'Connection: close',
    '',
    '',
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) }, () => {
      socket.write(head);
      const sent = Math.floor(body.length * share);
      socket.write(body.subarray(0, sent), () => {
        if (share < 1) setTimeout(() => socket.destroy(), 300);
      });
    });
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve(answer ? answer.split('\r\n')[0].replace('HTTP/1.1 ', '') : 'no answer, the connection closed'));
    socket.on('error', (error) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
  });
}
