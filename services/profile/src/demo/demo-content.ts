import type { SectionType } from '@stagelink/contracts';

/**
 * What `npm start` shows on an empty database: a believable artist page with one section of
 * every type, so a newcomer sees the whole product at once. Rows are marked `is_demo`.
 */
export const DEMO_PROFILE = {
  name: 'Luna Vega',
  description:
    'Cantautrice e producer da Milano. Pop elettronico, live set e collaborazioni in studio.\nNuovo singolo "Notte Chiara" fuori ora.',
  profileImage: '/demo/luna-vega.svg',
};

export interface DemoSection {
  type: SectionType;
  title: string;
  data: Record<string, unknown>;
}

export const DEMO_SECTIONS: DemoSection[] = [
  {
    type: 'video',
    title: 'Ultimi video',
    data: {
      videos: [
        { title: 'Notte Chiara (Official Video)', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
        { title: 'Live @ Circolo Magnolia', url: 'https://youtu.be/9bZkp7q19f0' },
        { title: 'Studio session: Polvere', url: 'https://www.youtube.com/watch?v=kJQP7kiw5Fk' },
      ],
    },
  },
  {
    type: 'image',
    title: 'Dal tour',
    data: {
      images: [
        { url: '/demo/gallery-stage.svg', alt: 'Luna Vega sul palco, luci viola', link: '' },
        { url: '/demo/gallery-studio.svg', alt: 'In studio con il synth', link: '' },
        { url: '/demo/gallery-crowd.svg', alt: 'Il pubblico del Magnolia', link: 'https://www.instagram.com/' },
      ],
    },
  },
  {
    type: 'book',
    title: 'Vinile "Notte Chiara"',
    data: {
      coverImage: '/demo/vinyl-cover.svg',
      description: 'Edizione limitata in vinile trasparente, 10 brani, firmata a mano.',
      link: 'https://example.com/shop/notte-chiara',
    },
  },
  {
    type: 'collaboration',
    title: 'Lavoriamo insieme',
    data: {
      services: [
        { icon: 'camera', name: 'Videoclip', description: 'Regia e montaggio per il tuo prossimo singolo.', color: 'blue' },
        { icon: 'palette', name: 'Produzione', description: 'Beat, arrangiamento e mix in studio a Milano.', color: 'purple' },
        { icon: 'other', name: 'Live & DJ set', description: 'Serate, festival ed eventi privati.', color: 'green' },
      ],
    },
  },
  {
    type: 'text',
    title: 'La mia storia',
    data: {
      content: 'Ho iniziato a scrivere canzoni a quindici anni, in cameretta, con una tastiera usata.',
      longContent:
        'Ho iniziato a scrivere canzoni a quindici anni, in cameretta, con una tastiera usata.\n\nDopo il conservatorio ho aperto il mio piccolo studio a Milano, dove produco per me e per altri artisti. Il primo EP è uscito nel 2024; da allora ho suonato in più di cinquanta club in Italia e in Europa.\n\nOgni canzone parte da una notte insonne e da una melodia canticchiata al telefono.',
      alignment: 'left',
    },
  },
  { type: 'tiktok', title: 'TikTok', data: { username: 'lunavega.music', url: 'https://www.tiktok.com/@lunavega.music' } },
  {
    type: 'spotify',
    title: 'Spotify',
    data: { artistName: 'Luna Vega', description: 'Ascolta "Notte Chiara" e tutta la discografia.', url: 'https://open.spotify.com/' },
  },
  { type: 'instagram', title: 'Instagram', data: { username: 'lunavega.music', url: 'https://www.instagram.com/lunavega.music' } },
  { type: 'applemusic', title: 'Apple Music', data: { artistName: 'Luna Vega', url: 'https://music.apple.com/' } },
  {
    type: 'newsletter',
    title: 'Resta aggiornato',
    data: { description: 'Date del tour, anteprime e biglietti in prevendita, prima di tutti.', buttonText: 'Iscriviti' },
  },
  {
    type: 'custom',
    title: 'Biglietti tour 2026',
    data: { description: 'Tutte le date e i biglietti.', url: 'https://example.com/tour', logoUrl: '/demo/ticket.svg' },
  },
];
