import { Controller, Get, Header, NotFoundException, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { type PublicProfile } from '@stagelink/contracts';
import { PublicContent } from '../profile/public-content';
import { photoVersion } from './page-meta';
import { ICON_SIZES, ProfileIcons, type IconSize } from './profile-icons';

const ICON_FILE = /^(\d{3})\.png$/;

/**
 * The web app manifest and its icons, made from the profile, so "add to home screen" shows the
 * artist's name and photo (docs/decisions.md, D-56).
 */
@Controller()
export class WebAppController {
  constructor(
    private readonly publicContent: PublicContent,
    private readonly icons: ProfileIcons,
  ) {}

  @Get('manifest.webmanifest')
  @Header('Content-Type', 'application/manifest+json; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  async manifest(): Promise<string> {
    return JSON.stringify(webAppManifest(await this.publicContent.profile()));
  }

  /** `?v=` names the photo the icon was made from, so a changed photo is a new address. */
  @Get('icons/:file')
  @Header('Cache-Control', 'public, max-age=604800')
  async icon(@Param('file') file: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const size = Number(ICON_FILE.exec(file)?.[1]);
    if (!ICON_SIZES.includes(size as IconSize)) throw new NotFoundException(`There is no icon ${file}`);
    void reply.type('image/png');
    return this.icons.icon((await this.publicContent.profile()).profileImage, size as IconSize);
  }
}

function webAppManifest(profile: PublicProfile) {
  const color =
    'light' in profile.backgroundSettings ? profile.backgroundSettings.light.primaryColor : profile.backgroundSettings.primaryColor;
  const version = photoVersion(profile);
  return {
    name: profile.name,
    short_name: profile.name.length > 12 ? `${profile.name.slice(0, 11)}…` : profile.name,
    description: profile.description.replace(/\s+/g, ' ').trim().slice(0, 300),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: color,
    theme_color: color,
    icons: [192, 512].map((size) => ({
      src: `/icons/${size}.png?v=${version}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any',
    })),
  };
}
