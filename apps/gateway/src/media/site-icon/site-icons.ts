import { BadRequestException, HttpException, Inject, Injectable, UnprocessableEntityException } from '@nestjs/common';
import type { MediaItem } from '@stagelink/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../config/gateway-config';
import { MediaLibrary } from '../media-library';
import { fetchPublic, FetchRefused, type FetchLimits } from './guarded-fetch';
import { iconLinksOf, pngFromIcon } from './icon-links';
import { PublicAddressRule } from './public-address';

const MAX_PAGE_BYTES = 512 * 1024;
const MAX_ICON_BYTES = 1024 * 1024;
const isHtml = (type: string) => type === 'text/html' || type === 'application/xhtml+xml';
// `.ico` files come as several types, some not image/*; the encoder checks the bytes either way.
const isIcon = (type: string) => type.startsWith('image/') || type === 'application/octet-stream';

/**
 * A custom link's logo, when the owner gives none: the linked site's own icon, fetched once
 * and kept with the owner's images, so the page never loads it from the site (D-110).
 */
@Injectable()
export class SiteIcons {
  private readonly rule: PublicAddressRule;

  constructor(
    private readonly library: MediaLibrary,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    this.rule = new PublicAddressRule(config.siteIcons.allowedAddresses);
  }

  async fetchFor(siteUrl: string): Promise<MediaItem> {
    const site = new URL(siteUrl);
    const signal = AbortSignal.timeout(this.config.siteIcons.timeoutMs);
    const limits = (maxBytes: number, accepts: FetchLimits['accepts']): FetchLimits => ({ maxBytes, accepts, signal });
    const candidates: URL[] = [];
    try {
      const page = await fetchPublic(site, this.rule, limits(MAX_PAGE_BYTES, isHtml));
      candidates.push(...iconLinksOf(page.body.toString('utf8'), page.url));
    } catch (error) {
      if (error instanceof FetchRefused && error.notPublic) throw notPublic(error);
      if (!(error instanceof FetchRefused)) throw error;
    }
    candidates.push(new URL('/apple-touch-icon.png', site), new URL('/favicon.ico', site));
    for (const candidate of new Set(candidates.map(String))) {
      if (signal.aborted) break;
      try {
        const icon = await fetchPublic(new URL(candidate), this.rule, limits(MAX_ICON_BYTES, isIcon));
        return await this.library.add({ bytes: pngFromIcon(icon.body), originalName: `${site.hostname} icon` });
      } catch (error) {
        // An icon the encoder refuses (SVG, a broken file) is passed over like a missing one.
        if (!(error instanceof FetchRefused) && !(error instanceof HttpException && error.getStatus() < 500)) throw error;
      }
    }
    throw new UnprocessableEntityException(
      `No icon could be fetched from ${site.hostname}: add a logo yourself, or leave it empty and the page shows a globe.`,
    );
  }
}

function notPublic(error: FetchRefused): BadRequestException {
  return new BadRequestException(`Site icons are fetched only from public addresses: ${error.message}.`);
}
