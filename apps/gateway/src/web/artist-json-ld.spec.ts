import type { PublicProfile, Section } from '@stagelink/contracts';
import { artistJsonLd, artistJsonLdElement } from './artist-json-ld';

const profile = (fields: Partial<PublicProfile> = {}) =>
  ({ id: 1, name: 'Luna Vega', description: 'Songs  from\nthe road', profileImage: '/media/luna.jpg', ...fields }) as PublicProfile;

let nextId = 1;
const section = (type: string, data: Record<string, unknown>): Section => ({
  id: nextId++,
  profileId: 1,
  type,
  title: type,
  data,
  order: nextId,
  isVisible: true,
});

describe(artistJsonLd.name, () => {
  it('describes the artist as a MusicGroup with the page, the photo and one line of description', () => {
    const sut = artistJsonLd(profile(), [], 'https://luna.example');
    expect(sut).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MusicGroup',
      name: 'Luna Vega',
      description: 'Songs from the road',
      url: 'https://luna.example/',
      image: expect.stringMatching(/^https:\/\/luna\.example\/icons\/512\.png\?v=/) as unknown as string,
    });
  });

  it('lists exactly the social sections’ links as sameAs, each once, an Instagram username made a link', () => {
    const sections = [
      section('spotify', { artistName: 'Luna', url: 'https://open.spotify.com/artist/1' }),
      section('instagram', { username: '@luna.vega', url: '' }),
      section('custom', { url: 'https://shop.example' }),
      section('video', { videos: [{ title: 'A', url: 'https://youtu.be/dQw4w9WgXcQ' }] }),
      section('tiktok', { username: 'luna', url: 'https://www.tiktok.com/@luna' }),
      section('applemusic', { url: 'https://open.spotify.com/artist/1' }),
      section('applemusic', { url: 'mailto:luna@example.com' }),
    ];
    expect(artistJsonLd(profile(), sections, 'https://luna.example').sameAs).toEqual([
      'https://open.spotify.com/artist/1',
      'https://www.instagram.com/luna.vega',
      'https://www.tiktok.com/@luna',
    ]);
  });

  it('keeps a name holding </script> and quotes inside the data', () => {
    const element = artistJsonLdElement(profile({ name: 'Luna </script><script>alert("x")</script>' }), [], 'https://luna.example');
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    const json = /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(element)?.[1] ?? '';
    expect((JSON.parse(json) as { name: string }).name).toBe('Luna </script><script>alert("x")</script>');
  });

  it('says nothing while there is no profile', () => {
    expect(artistJsonLdElement(null, [], 'https://luna.example')).toBe('');
  });
});
