import { Controller, Get, Header, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config';
import { PublicContent } from '../profile/public-content';
import { robotsTxt, securityTxt, sitemapXml } from './crawler-files';
import { ProfileIcons } from './profile-icons';

/** The icon a browser asks for by itself: the artist's photo, as the home-screen icons are. */
const FAVICON_SIZE = 180;

/** `/robots.txt`, `/sitemap.xml`, `/favicon.ico` and `/.well-known/security.txt` (D-119). */
@Controller()
export class CrawlerFilesController {
  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly publicContent: PublicContent,
    private readonly icons: ProfileIcons,
  ) {}

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=86400')
  robots(): string {
    return robotsTxt(this.config.publicUrl);
  }

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=86400')
  sitemap(): string {
    return sitemapXml(this.config.publicUrl);
  }

  @Get('.well-known/security.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=86400')
  security(): string {
    return securityTxt(this.config.publicUrl, this.config.securityContact);
  }

  /** A PNG under the `.ico` name: every browser reads the bytes, not the name. A day, since the photo can change. */
  @Get('favicon.ico')
  @Header('Cache-Control', 'public, max-age=86400')
  async favicon(@Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    void reply.type('image/png');
    return this.icons.icon((await this.publicContent.profile()).profileImage, FAVICON_SIZE);
  }
}
