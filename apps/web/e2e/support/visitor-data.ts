import type { Client } from 'pg';
import { withDatabase } from './database';

// The spec's default background (section 3), put back before the run.
export const DEFAULT_BACKGROUND_SETTINGS = {
  light: { type: 'gradient', primaryColor: '#1e40af', secondaryColor: '#7c3aed', animationEnabled: true, animationType: 'bubbles' },
  dark: { type: 'gradient', primaryColor: '#000000', secondaryColor: '#1a1a1a', animationEnabled: true, animationType: 'bubbles' },
};

export const SPOTIFY_URL = 'https://open.spotify.com/artist/1';

// One section of every type, plus what a visitor must never see.
const SECTIONS = [
  {
    type: 'video',
    title: 'Videos',
    data: {
      videos: [
        { title: 'First clip', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
        { title: 'Broken link', url: 'https://example.com/not-a-video' },
      ],
    },
  },
  {
    type: 'image',
    title: 'Gallery',
    data: {
      images: [1, 2, 3, 4].map((n) => ({
        url: `/demo/gallery-stage.svg?${n}`,
        alt: `Photo ${n}`,
        link: n === 1 ? 'https://example.com/photo' : '',
      })),
    },
  },
  {
    type: 'book',
    title: 'The Vinyl',
    data: { coverImage: '/demo/vinyl-cover.svg', description: 'Limited edition.', link: 'https://example.com/shop' },
  },
  {
    type: 'collaboration',
    title: 'Work together',
    data: {
      services: [
        { icon: 'camera', name: 'Music videos', description: 'Direction and editing.', color: 'blue' },
        { icon: 'palette', name: 'Cover art', description: 'Sleeves and posters.', color: 'orange' },
      ],
    },
  },
  {
    type: 'text',
    title: 'My story',
    data: { content: 'It started in a bedroom.', longContent: 'It started in a bedroom.\n\nThen came the clubs.', alignment: 'center' },
  },
  { type: 'tiktok', title: 'TikTok', data: { username: 'nova.music', url: 'https://www.tiktok.com/@nova.music' } },
  {
    type: 'spotify',
    title: 'Spotify',
    data: { artistName: 'Nova on Spotify', description: 'All releases', url: SPOTIFY_URL },
  },
  { type: 'instagram', title: 'Instagram', data: { username: 'nova.ig', url: '' } },
  { type: 'applemusic', title: 'Apple Music', data: { artistName: 'Nova on Apple Music', url: 'https://music.apple.com/artist/1' } },
  { type: 'newsletter', title: 'Stay in touch', data: { description: 'Tour dates first.', buttonText: 'Join' } },
  {
    type: 'custom',
    title: 'Tickets',
    data: { description: 'All dates', url: 'https://example.com/tickets', logoUrl: '/missing-logo.png' },
  },
  { type: 'hologram', title: 'Unknown type', data: {} },
  { type: 'constructor', title: 'Prototype type', data: {} },
  { type: 'text', title: 'Hidden section', data: { content: 'secret' }, isVisible: false },
];

/** The demo visitor page: every section type, an artist, one call number; no likes, events or rows. Answers the video section's id. */
export async function arrangeVisitorPage(): Promise<number> {
  return withDatabase(async (db) => {
    await db.query(`DELETE FROM profile.sections`);
    await db.query(
      `TRUNCATE engagement.likes, engagement.like_totals, engagement.analytics, engagement.newsletter_subscriptions, engagement.artificial_likes, bookings.booking_submissions, bookings.booking_changes`,
    );
    await resetBackground(db);
    await db.query(`UPDATE profile.profiles SET profile_image = NULL`);
    await db.query(
      `UPDATE profile.profiles SET name = 'Nova Rivera', description = 'Producer and DJ from Milano.', footer_settings = footer_settings || '{"copyrightName":"Nova Rivera","privacyPolicyUrl":"","termsOfServiceUrl":"#"}'::jsonb`,
    );
    await resetBooking(db);
    let videoSectionId = 0;
    for (const [order, section] of SECTIONS.entries()) {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO profile.sections (profile_id, type, title, data, "order", is_visible) SELECT id, $1, $2, $3, $4, $5 FROM profile.profiles RETURNING id`,
        [section.type, section.title, JSON.stringify(section.data), order, section.isVisible ?? true],
      );
      if (section.type === 'video') videoSectionId = rows[0]?.id ?? 0;
    }
    return videoSectionId;
  });
}

export const resetBackground = (db: Client) =>
  db.query(`UPDATE profile.profiles SET background_settings = $1`, [JSON.stringify(DEFAULT_BACKGROUND_SETTINGS)]);

/** Test buttons in the booking dialog carry this id prefix, so they can be taken out again. */
export const TEST_BUTTON_ID_PREFIX = 'e2e-';

/**
 * The booking button and dialog as the tests expect them: the spec's defaults (the service
 * seeds them), with a number on the first call button, the button in its default corner with
 * its default text, and no test buttons.
 */
export async function resetBooking(db: Client): Promise<void> {
  await db.query(
    `UPDATE profile.profiles SET booking_button_settings = booking_button_settings || '{"text":"PER EVENTI CLICCA QUI","position":"top-left","animationType":"marquee","isVisible":true}'::jsonb`,
  );
  await db.query(
    `UPDATE profile.profiles SET booking_modal_settings = jsonb_set(booking_modal_settings, '{buttons}',
       (SELECT COALESCE(jsonb_agg(button), '[]'::jsonb) FROM jsonb_array_elements(booking_modal_settings->'buttons') button WHERE NOT button->>'id' LIKE $1))`,
    [`${TEST_BUTTON_ID_PREFIX}%`],
  );
  await db.query(
    `UPDATE profile.profiles SET booking_modal_settings = jsonb_set(booking_modal_settings, '{buttons,0,phone}', '"+39 333 1234567"')`,
  );
}

export const rows = <T>(sql: string, params: unknown[] = []) => withDatabase(async (db) => (await db.query(sql, params)).rows as T[]);
