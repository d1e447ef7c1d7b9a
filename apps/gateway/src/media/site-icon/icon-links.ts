/** Where a page says its icons are, best first (docs/decisions.md, D-110). */

const LINK_TAG = /<link\b[^>]*>/gi;
const ATTRIBUTE = /([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g;

interface IconLink {
  href: string;
  touch: boolean;
  size: number;
}

/**
 * The icons a page's `<link rel="…icon…">` tags name, as addresses: the touch icons first (a
 * PNG large enough for a card), then the others, largest first. SVG icons are left out: the
 * page takes raster images only.
 */
export function iconLinksOf(html: string, page: URL): URL[] {
  const icons: IconLink[] = [];
  for (const [tag] of html.matchAll(LINK_TAG)) {
    const attributes = attributesOf(tag);
    const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
    const href = attributes.href?.trim();
    if (!href || !rel.some((word) => word === 'icon' || word.startsWith('apple-touch-icon'))) continue;
    if ((attributes.type ?? '').includes('svg') || /\.svgz?(?:[?#]|$)/i.test(href)) continue;
    const size = Math.max(0, ...(attributes.sizes ?? '').split(/\s+/).map((entry) => Number(entry.split(/x/i)[0]) || 0));
    icons.push({ href, touch: rel.some((word) => word.startsWith('apple-touch-icon')), size });
  }
  icons.sort((a, b) => Number(b.touch) - Number(a.touch) || b.size - a.size);
  return icons.flatMap((icon) => {
    try {
      return [new URL(decodeEntities(icon.href), page)];
    } catch {
      return [];
    }
  });
}

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(ATTRIBUTE)) {
    const name = match[1]?.toLowerCase();
    if (name) attributes[name] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return attributes;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&#x2f;/gi, '/')
    .replace(/&quot;/g, '"');
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The largest PNG inside a `.ico` file (most modern icons hold one), or the bytes as they are
 * when they are no icon file or hold none: the image encoder judges those.
 */
export function pngFromIcon(bytes: Buffer): Buffer {
  if (bytes.length < 6 || bytes.readUInt16LE(0) !== 0 || bytes.readUInt16LE(2) !== 1) return bytes;
  const count = bytes.readUInt16LE(4);
  let best: Buffer | null = null;
  for (let entry = 0; entry < count; entry += 1) {
    const at = 6 + entry * 16;
    if (at + 16 > bytes.length) break;
    const size = bytes.readUInt32LE(at + 8);
    const offset = bytes.readUInt32LE(at + 12);
    const image = bytes.subarray(offset, offset + size);
    if (image.length === size && image.subarray(0, 8).equals(PNG_SIGNATURE) && (!best || size > best.length)) best = image;
  }
  return best ?? bytes;
}
