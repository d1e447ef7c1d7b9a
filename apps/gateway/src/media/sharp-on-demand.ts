import type { Sharp, default as SharpFunction, SharpOptions } from 'sharp';

/**
 * sharp, with libvips (about 19 MB resident), loaded at its first use rather than at boot: an
 * owner's upload or the first request for the app's icons. Most of a gateway's life serves
 * visitors' reads, which need neither (docs/decisions.md, D-138).
 */
export function sharp(input: Buffer, options?: SharpOptions): Sharp {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, see above
  const loaded = require('sharp') as typeof SharpFunction | { default: typeof SharpFunction };
  return ('default' in loaded ? loaded.default : loaded)(input, options);
}
