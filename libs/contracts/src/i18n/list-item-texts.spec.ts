import { placeOfText, withTranslatedItems } from './list-item-texts';
import { anchoredSectionTexts, SECTION_CHANGED } from './section-texts';
import { withTranslatedTexts } from './translated-page';

describe(withTranslatedItems.name, () => {
  const images = [
    { url: '/uploads/a.webp', alt: 'Sul palco' },
    { url: '/uploads/b.webp', alt: 'In studio' },
  ];
  const translated = [
    { alt: 'On stage', original: { alt: 'Sul palco' } },
    { alt: 'In the studio', original: { alt: 'In studio' } },
  ];

  it('puts each translation on the item it was written for, after the owner swapped them', () => {
    const sut = withTranslatedItems([images[1], images[0]], translated);
    expect(sut).toEqual([
      { url: '/uploads/b.webp', alt: 'In the studio' },
      { url: '/uploads/a.webp', alt: 'On stage' },
    ]);
  });

  it('shows the original of an item whose text changed; the item after a deleted one keeps its own translation', () => {
    expect(withTranslatedItems([{ url: '/uploads/b.webp', alt: 'In studio, 2024' }], translated)).toEqual([
      { url: '/uploads/b.webp', alt: 'In studio, 2024' },
    ]);
    expect(withTranslatedItems([images[1]], translated)).toEqual([{ url: '/uploads/b.webp', alt: 'In the studio' }]);
  });

  it('applies no translation that does not say what it translates (kept before D-79)', () => {
    expect(withTranslatedItems(images, [{ alt: 'On stage' }])).toEqual(images);
  });

  it('matches each field of an item on its own: a service keeps its name when only its description changed', () => {
    const services = [{ name: 'Mix', description: 'Mix e master in 48 ore' }];
    const sut = withTranslatedTexts(
      { services },
      {
        services: [
          { name: 'Mixing', description: 'Mixing and mastering in 48 hours', original: { name: 'Mix', description: 'Mix e master' } },
        ],
      },
    );
    expect(sut).toEqual({ services: [{ name: 'Mixing', description: 'Mix e master in 48 ore' }] });
  });
});

describe(placeOfText.name, () => {
  const original = { videos: [{ title: 'Live' }, { title: 'Studio' }] };

  it('finds the translation that applies where the owner moved the item', () => {
    const translated = {
      videos: [
        { title: 'Estudio', original: { title: 'Studio' } },
        { title: 'En vivo', original: { title: 'Live' } },
      ],
    };
    expect(placeOfText(original, translated, 'videos.0.title')).toEqual({ slot: 'videos.1.title', text: 'En vivo', stale: null });
  });

  it('reports a translation of an earlier original at the item’s place as stale, for the owner only', () => {
    const translated = { videos: [{ title: 'En directo', original: { title: 'Live 2019' } }] };
    expect(placeOfText(original, translated, 'videos.0.title')).toEqual({
      slot: 'videos.0.title',
      text: '',
      stale: { text: 'En directo', original: 'Live 2019' },
    });
    expect(placeOfText(original, { videos: [{ title: 'En directo' }] }, 'videos.0.title').stale).toEqual({
      text: 'En directo',
      original: null,
    });
  });

  it('shows the owner a translation the item left behind when it moved and changed, never a visitor', () => {
    const moved = { videos: [{ title: 'Studio' }, { title: 'Live 2025' }] };
    const translated = {
      videos: [
        { title: 'En vivo', original: { title: 'Live' } },
        { title: 'Estudio', original: { title: 'Studio' } },
      ],
    };
    expect(placeOfText(moved, translated, 'videos.0.title')).toEqual({ slot: 'videos.1.title', text: 'Estudio', stale: null });
    expect(placeOfText(moved, translated, 'videos.1.title')).toEqual({
      slot: 'videos.0.title',
      text: '',
      stale: { text: 'En vivo', original: 'Live' },
    });
    expect(withTranslatedItems(moved.videos, translated.videos)).toEqual([{ title: 'Estudio' }, { title: 'Live 2025' }]);
  });

  it('puts a new translation after the list when another item’s translation sits at the item’s place', () => {
    const translated = { videos: [{ title: 'Estudio', original: { title: 'Studio' } }] };
    expect(placeOfText(original, translated, 'videos.0.title')).toEqual({ slot: 'videos.2.title', text: '', stale: null });
  });

  it('keeps fields of the data itself where they are', () => {
    expect(placeOfText({ description: 'Ciao' }, { description: 'Hello' }, 'description')).toEqual({
      slot: 'description',
      text: 'Hello',
      stale: null,
    });
  });
});

describe(anchoredSectionTexts.name, () => {
  const original = {
    videos: [
      { title: 'Live', url: 'https://youtu.be/9bZkp7q19f0' },
      { title: 'Studio', url: 'https://youtu.be/abc' },
    ],
  };

  it('ties each list text to the original text of its item', () => {
    expect(anchoredSectionTexts('video', original, { videos: [{}, { title: 'Estudio' }] })).toEqual({
      ok: true,
      value: { videos: [{}, { title: 'Estudio', original: { title: 'Studio' } }] },
    });
  });

  it('refuses a text written for an item that is no longer there, rather than put it on another', () => {
    const sent = { videos: [{ title: 'Estudio', original: { title: 'Studio' } }] };
    expect(anchoredSectionTexts('video', original, sent)).toEqual({ ok: false, message: SECTION_CHANGED });
    expect(anchoredSectionTexts('video', original, { videos: [{}, {}, { title: 'Otro' }] })).toEqual({
      ok: false,
      message: SECTION_CHANGED,
    });
  });
});
