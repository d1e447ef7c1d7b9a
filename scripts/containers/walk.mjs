import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect } from '../faults/checks.mjs';
import { ADMIN_PASSWORD, call, waitFor } from '../faults/world.mjs';

/*
 * A visitor and the owner through the containerised site, over HTTP only: what each step
 * answered, read back as a user would see it (docs/decisions.md, D-149).
 */

const VISITOR = { 'x-forwarded-for': '198.51.100.23' };

export const walkSteps = [
  {
    name: "a visitor opens the page: 200, the artist's name server-rendered",
    async run(site, report) {
      const profile = (await call(site.url, 'GET', '/api/profile')).body;
      const page = await fetch(`${site.url}/`);
      const html = await page.text();
      report(`GET / answered ${page.status}, ${html.length} bytes, naming "${profile.name}"`);
      expect(page.status === 200, `GET / answered ${page.status}`);
      expect(html.includes(profile.name), 'the page does not name the artist');
      site.profile = profile;
    },
  },
  {
    name: "a visitor likes a video: the video's count goes up by one",
    async run(site, report) {
      site.video = await firstVideo(site.url);
      const count = async () => {
        const { body } = await call(site.url, 'GET', '/api/likes');
        return body.find((video) => video.sectionId === site.video.sectionId && video.videoIndex === site.video.index).totalLikes;
      };
      const before = await count();
      const like = await call(site.url, 'POST', `/api/sections/${site.video.sectionId}/like`, {
        body: { videoIndex: site.video.index },
        headers: VISITOR,
      });
      const after = await count();
      report(`like answered ${like.status} (liked ${like.body.liked}); the count ${before} → ${after}`);
      expect(like.status === 200 && like.body.liked === true, `the like answered ${like.status}`);
      expect(after === before + 1, `the count went from ${before} to ${after}`);
    },
  },
  {
    name: 'the owner logs in: a session cookie',
    async run(site, report) {
      const { status, headers } = await call(site.url, 'POST', '/api/admin/login', { body: { password: ADMIN_PASSWORD } });
      // In production the cookie is `__Host-stagelink_session`, Secure (apps/gateway/src/auth/session-cookie.ts).
      site.cookie = /((?:__Host-)?stagelink_session=[^;]*)/.exec(headers.get('set-cookie') ?? '')?.[1];
      const session = await call(site.url, 'GET', '/api/bookings', { cookie: site.cookie });
      report(`login answered ${status}, set ${site.cookie?.split('=')[0]}; an owner's read with it answered ${session.status}`);
      expect(status === 200 && site.cookie, `login answered ${status}, no session cookie`);
      expect(session.status === 200, `an owner's read answered ${session.status}`);
    },
  },
  {
    name: "a visitor books: the owner's list shows the booking",
    async run(site, report) {
      const email = `walk-${Date.now()}@containers.test`;
      const body = { serviceType: 'Live show', name: 'Container Walk', email, message: 'A show in the containers' };
      const booked = await call(site.url, 'POST', '/api/bookings', {
        body,
        headers: { ...VISITOR, 'idempotency-key': crypto.randomUUID() },
      });
      const list = await call(site.url, 'GET', `/api/bookings?search=${encodeURIComponent(email)}`, { cookie: site.cookie });
      const found = Array.isArray(list.body) && list.body.some((booking) => booking.email === email);
      report(`booking answered ${booked.status}; the owner's list (${list.status}) ${found ? 'shows' : 'does NOT show'} it`);
      expect(booked.status === 201, `the booking answered ${booked.status}: ${JSON.stringify(booked.body)}`);
      expect(found, "the owner's list does not show the booking");
    },
  },
  {
    name: 'the owner uploads a PNG: stored, and served back as an image',
    async run(site, report) {
      const sharp = createRequire(join(site.root, 'package.json'))('sharp');
      const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([png], { type: 'image/png' }), 'walk.png');
      const upload = await fetch(`${site.url}/api/media`, { method: 'POST', body: form, headers: { cookie: site.cookie } });
      const media = await upload.json();
      const served = upload.status === 201 ? await fetch(new URL(media.url, site.url)) : null;
      report(`upload answered ${upload.status}; ${media.url} served ${served?.status} ${served?.headers.get('content-type')}`);
      expect(upload.status === 201, `the upload answered ${upload.status}: ${JSON.stringify(media)}`);
      expect(served.status === 200 && /^image\//.test(served.headers.get('content-type') ?? ''), 'the upload is not served back');
    },
  },
  {
    name: 'the owner translates the profile: the job completes through the local LibreTranslate stand-in',
    async run(site, report) {
      const callsBefore = site.translator.calls.length;
      const started = await call(site.url, 'POST', `/api/profile-content/${site.profile.id}/auto-translate`, {
        cookie: site.cookie,
        body: { sourceLang: 'it', targetLang: 'ko', force: true },
      });
      expect(started.status === 202, `auto-translate answered ${started.status}: ${JSON.stringify(started.body)}`);
      const job = await waitFor(
        'the translation job completed',
        async () => {
          const { body } = await call(site.url, 'GET', `/api/translation-jobs/${started.body.jobId}`, { cookie: site.cookie });
          return body.state === 'completed' || body.state === 'failed' ? body : null;
        },
        60_000,
        500,
      );
      const korean = (await call(site.url, 'GET', '/api/profile?lang=ko')).body;
      report(
        `job ${started.body.jobId}: ${job.state}, result ${JSON.stringify(job.result)}; provider called ${site.translator.calls.length - callsBefore} times; the Korean page's name "${korean.name}"`,
      );
      expect(job.state === 'completed' && job.result?.translated > 0, `the job ended ${job.state}`);
      expect(site.translator.calls.length > callsBefore, 'the provider was never called');
    },
  },
];

export async function firstVideo(url) {
  const sections = (await call(url, 'GET', '/api/sections')).body;
  const video = sections.find((section) => section.type === 'video');
  if (!video) throw new Error('The demo content has no video section to like');
  return { sectionId: video.id, index: 0 };
}
