import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  DeleteBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { connectTestDatabase, dropDatabase, type TestDatabase } from '@stagelink/testing';
import { readObjectStorageConfig } from '../src/config/object-storage-config';
import { TestStack } from './support/test-stack';
import { upload } from './support/uploads';

const ROOT = resolve(__dirname, '../../..');
const SCHEMAS = ['profile', 'engagement', 'bookings', 'i18n'];

interface Run {
  code: number;
  output: string;
}

/** `npm run backup` or `npm run restore`, as a person runs them, with the environment that points them at this file's database and buckets. */
function run(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((done) => {
    execFile(
      'node',
      [join(ROOT, 'scripts', `${script}.mjs`), ...args],
      { cwd: ROOT, env: { ...process.env, ...env } },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

/** Every row of every table of the four schemas, each table's rows as sorted JSON texts, and each sequence's position. */
async function everything(db: TestDatabase): Promise<Record<string, string[] | string>> {
  const tables = await db.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_schema = ANY($1) AND table_type = 'BASE TABLE' ORDER BY 1, 2`,
    [SCHEMAS],
  );
  const contents: Record<string, string[] | string> = {};
  for (const { schema, name } of tables) {
    const rows = await db.query<{ row: string }>(`SELECT to_jsonb(t)::text AS row FROM "${schema}"."${name}" t`);
    contents[`${schema}.${name}`] = rows.map(({ row }) => row).sort();
  }
  const sequences = await db.query<{ name: string; last: string | null }>(
    `SELECT schemaname || '.' || sequencename AS name, last_value::text AS last FROM pg_sequences WHERE schemaname = ANY($1)`,
    [SCHEMAS],
  );
  for (const { name, last } of sequences) contents[`sequence ${name}`] = last ?? 'unused';
  return contents;
}

describe('npm run backup, then npm run restore into a database and bucket of their own', () => {
  const id = randomBytes(4).toString('hex');
  const sourceBucket = `backup-source-${id}`;
  const targetBucket = `backup-target-${id}`;
  const backupDir = mkdtempSync(join(tmpdir(), 'stagelink-backups-'));
  const storage = readObjectStorageConfig(process.env);
  const s3 = new S3Client({
    endpoint: storage.endpoint,
    region: storage.region,
    forcePathStyle: storage.forcePathStyle,
    credentials: { accessKeyId: storage.accessKeyId, secretAccessKey: storage.secretAccessKey },
  });
  let stack: TestStack;
  let targetUrl: string;
  let target: TestDatabase | undefined;
  let archive: string;
  let sourceObjects: Record<string, string>;

  const targetEnv = () => ({ DATABASE_URL: targetUrl, S3_BUCKET: targetBucket, BACKUP_DIR: backupDir });
  const objects = async (bucket: string) => {
    const listing = await s3.send(new ListObjectsV2Command({ Bucket: bucket }));
    const keys = (listing.Contents ?? []).map(({ Key }) => Key ?? '').sort();
    const bodies = await Promise.all(
      keys.map(async (Key) => (await s3.send(new GetObjectCommand({ Bucket: bucket, Key }))).Body?.transformToByteArray()),
    );
    return Object.fromEntries(keys.map((key, index) => [key, Buffer.from(bodies[index] ?? []).toString('base64')]));
  };

  beforeAll(async () => {
    // No access log: its batches land a moment after each request, and would make the database move under the comparison.
    stack = await TestStack.start({ S3_BUCKET: sourceBucket, ACCESS_LOG_ENABLED: 'false' });
    const url = new URL(stack.db.url);
    url.pathname = `/stagelink_test_restored_${id}`;
    targetUrl = url.toString();

    // What an owner and their visitors leave behind: content, media, bookings, subscribers, likes.
    const cookie = await stack.login();
    expect(
      (await stack.request('PUT', '/api/profile', { cookie, body: { name: 'Kept Safe', description: 'Ünïcode & "quotes"' } })).status,
    ).toBe(200);
    const videos = await stack.addSection({
      type: 'video',
      title: 'Clips',
      data: { videos: [{ title: 'One', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }] },
    });
    for (const colour of ['#c33', '#3c3']) {
      const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
        .jpeg()
        .toBuffer();
      expect((await upload(stack, '/api/media', photo, { cookie, filename: 'photo.jpg', type: 'image/jpeg' })).status).toBe(201);
    }
    const booking = { serviceType: 'Contact Form', name: 'Giulia', email: 'giulia@example.com', message: 'Suoni il 12 luglio?' };
    expect((await stack.request('POST', '/api/bookings', { body: booking })).status).toBe(201);
    expect((await stack.request('POST', '/api/newsletter', { body: { email: 'fan@example.com' } })).status).toBe(201);
    expect((await stack.request('POST', `/api/sections/${videos}/like`, { body: { videoIndex: 0 } })).status).toBe(200);
  });

  afterAll(async () => {
    await target?.close();
    await dropDatabase(targetUrl);
    await stack?.stop();
    // The two buckets are this file's own: emptied and removed, so runs leave nothing in the store.
    for (const Bucket of [sourceBucket, targetBucket]) {
      const listing = await s3.send(new ListObjectsV2Command({ Bucket })).catch(() => ({ Contents: [] }));
      for (const { Key } of listing.Contents ?? []) await s3.send(new DeleteObjectCommand({ Bucket, Key }));
      await s3.send(new DeleteBucketCommand({ Bucket })).catch(() => undefined);
    }
    s3.destroy();
    rmSync(backupDir, { recursive: true, force: true });
  });

  it('writes one archive whose manifest counts what was kept, and restores it whole into a database and bucket it creates', async () => {
    const backup = await run('backup', [], { DATABASE_URL: stack.db.url, S3_BUCKET: sourceBucket, BACKUP_DIR: backupDir });
    // The output first: when a run fails, what it said is the failure's message.
    expect(backup.output).toContain('Backup written');
    expect(backup.code).toBe(0);
    const archives = readdirSync(backupDir);
    expect(archives).toEqual([expect.stringMatching(/^stagelink-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar$/)]);
    archive = join(backupDir, archives[0] ?? '');
    // Each upload is kept as the original's WebP widths (docs/decisions.md, D-26): several objects per photo.
    sourceObjects = await objects(sourceBucket);
    expect(Object.keys(sourceObjects).length).toBeGreaterThanOrEqual(2);
    expect(backup.output).toMatch(
      new RegExp(`\\d+ rows in \\d+ tables, ${Object.keys(sourceObjects).length} media objects .*took \\d+\\.\\d s`),
    );

    const restore = await run('restore', [archive], targetEnv());
    expect(restore.output).toContain('Restored:');
    expect(restore.code).toBe(0);
    target = await connectTestDatabase(targetUrl);
    const restored = await everything(target);
    expect(restored).toEqual(await everything(stack.db));
    expect(restored['bookings.booking_submissions']).toEqual([expect.stringContaining('Suoni il 12 luglio?')]);
    expect(restored['engagement.newsletter_subscriptions']).toEqual([expect.stringContaining('fan@example.com')]);
    expect(restored['profile.profiles']).toEqual([expect.stringContaining('Kept Safe')]);
    expect(await objects(targetBucket)).toEqual(sourceObjects);
  });

  it('refuses to restore over a database or bucket that holds data, changing nothing', async () => {
    await target?.query(`DELETE FROM bookings.booking_submissions`);
    const refused = await run('restore', [archive], targetEnv());
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`the database stagelink_test_restored_${id} has tables in bookings, engagement, i18n, profile`);
    expect(refused.output).toContain(`the bucket ${targetBucket} holds ${Object.keys(sourceObjects).length} objects`);
    expect(refused.output).toContain('add --force');
    expect(await target?.query(`SELECT id FROM bookings.booking_submissions`)).toEqual([]);
  });

  it('with --force replaces both with the archive: rows put back, objects the archive lacks removed', async () => {
    await s3.send(new PutObjectCommand({ Bucket: targetBucket, Key: 'media/left-over.webp', Body: 'not in the backup' }));
    await target?.query(`UPDATE profile.profiles SET name = 'Changed since'`);
    const forced = await run('restore', [archive, '--force'], targetEnv());
    expect(forced.output).toContain('--force: replacing');
    expect(forced.output).toContain('Restored:');
    expect(forced.code).toBe(0);
    expect(await everything(target as TestDatabase)).toEqual(await everything(stack.db));
    expect(await objects(targetBucket)).toEqual(sourceObjects);
  });

  it('refuses a damaged archive before changing anything', async () => {
    const bytes = readFileSync(archive);
    // A byte inside the dump (pg_dump's custom format starts with PGDMP) flipped, as a bad disk would.
    const at = bytes.indexOf('PGDMP') + 200;
    bytes[at] = (bytes[at] ?? 0) ^ 0xff;
    const damaged = join(backupDir, 'damaged.tar');
    writeFileSync(damaged, bytes);
    await target?.query(`UPDATE profile.profiles SET name = 'Still mine'`);
    const refused = await run('restore', [damaged, '--force'], targetEnv());
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('database.dump does not match its checksum in the manifest. Nothing was restored.');
    expect(await target?.query(`SELECT name FROM profile.profiles`)).toEqual([{ name: 'Still mine' }]);
  });
});
