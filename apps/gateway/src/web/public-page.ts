import { HttpException, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import {
  INITIAL_STATE_ELEMENT_ID,
  nextTourDateEnd,
  tourDatesOf,
  translatedProfile,
  type InitialState,
  type Language,
  type ProfileContent,
  type PublicProfile,
  type Section,
  type SectionContent,
  type UiStrings,
  type VideoLikes,
} from '@stagelink/contracts';
import { inertJson } from '@stagelink/nest-kit';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';
import { TranslatedContent } from '../i18n/translated-content';
import { PublicContent } from '../profile/public-content';
import { artistJsonLdElement } from './artist-json-ld';
import type { PageContent } from './page-content';
import { pageMeta } from './page-meta';
import type { ServerRender } from './server-render';
import { tourEventsJsonLd } from './tour-events-json-ld';
import { WebAppBuild } from './web-app-build';

interface Rendered {
  inputs: readonly string[];
  parts: PageContent;
}

/**
 * The public page rendered on the server from the same components the browser hydrates
 * (docs/decisions.md, D-54), with its head (D-56) and its initial state (D-36). A render is
 * kept per language while the cached public data it was made from stays the same, so a page
 * view renders nothing: the public cache's expiry or an owner's change makes the next view
 * render again. A failed render is logged and the page is served unrendered, which the
 * browser then draws itself from the initial state.
 */
@Injectable()
export class PublicPage {
  private readonly logger = new Logger(PublicPage.name);
  private readonly serverRender: ServerRender | null;
  private readonly publicUrl: string;
  private readonly rendered = new Map<Language, Rendered>();

  constructor(
    private readonly publicContent: PublicContent,
    private readonly translated: TranslatedContent,
    build: WebAppBuild,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.serverRender = build.serverRender;
    this.publicUrl = config.publicUrl;
  }

  /** What `/` adds to the template in one language, the same for every visitor of it, or null when the public data cannot be read (the browser then asks the API). */
  async parts(language: Language): Promise<PageContent | null> {
    let inputs: string[];
    const now = Date.now();
    try {
      const profile = await this.publicContent.profileJson().catch(noProfileAsNull);
      const publicProfile = profile === 'null' ? null : await this.publicContent.profile();
      const profileId = publicProfile?.id ?? null;
      const shown = await this.publicContent.shownSections(now);
      inputs = await Promise.all([
        Promise.resolve(profile),
        Promise.resolve(shown.json),
        // Counts are an extra: without them the buttons show a dash until the page asks.
        this.publicContent.likeTotalsJson().catch(() => '[]'),
        // The owner's words in this language (D-71); without the i18n service, the originals.
        this.translated.interfaceStringsJson(language),
        profileId === null ? Promise.resolve('null') : this.translated.profileContentJson(profileId, language).catch(() => 'null'),
        this.translated.sectionContentsJson(language).catch(() => '[]'),
        // When a section appears or goes, or a tour date leaves the page: the render is redone then (D-120, D-121).
        Promise.resolve(String(shown.nextChange)),
        Promise.resolve(String(publicProfile && nextTourEnd(shown.sections, now, publicProfile.timeZone))),
      ]);
    } catch (error) {
      this.logger.warn({ err: error }, 'Public data unavailable; the page will load it itself');
      return null;
    }
    const known = this.rendered.get(language);
    if (known && known.inputs.every((input, index) => input === inputs[index])) return known.parts;
    const parts = this.build(language, inputs, now);
    this.rendered.set(language, { inputs, parts });
    return parts;
  }

  private build(
    language: Language,
    [profileJson, sectionsJson, likesJson, stringsJson, profileContentJson, contentsJson, sectionsChange]: string[],
    now: number,
  ): PageContent {
    const sections = JSON.parse(sectionsJson ?? '[]') as Section[];
    const visible = new Set(sections.map((section) => section.id));
    const profileContent = JSON.parse(profileContentJson ?? 'null') as ProfileContent | null;
    const state: InitialState = {
      profile: JSON.parse(profileJson ?? 'null') as PublicProfile | null,
      sections,
      language,
      strings: JSON.parse(stringsJson ?? '{}') as UiStrings,
      likes: JSON.parse(likesJson ?? '[]') as VideoLikes[],
      profileContent,
      // Only the translations of sections a visitor can see.
      sectionContents: (JSON.parse(contentsJson ?? '[]') as SectionContent[]).filter((content) => visible.has(content.sectionId)),
      sectionsChangeAt: sectionsChange && sectionsChange !== 'null' ? new Date(Number(sectionsChange)).toISOString() : null,
    };
    // Data, never run, so no policy needs to allow it.
    const json = inertJson(state);
    const profile = state.profile && translatedProfile(state.profile, profileContent);
    return {
      meta: pageMeta(profile, language, this.publicUrl) + artistJsonLdElement(profile, sections, this.publicUrl),
      app: this.renderApp(state),
      state: `<script id="${INITIAL_STATE_ELEMENT_ID}" type="application/json">${json}</script>${tourEventsJsonLd(state.profile, sections, now)}`,
    };
  }

  private renderApp(state: InitialState): string {
    if (!this.serverRender) return '';
    try {
      return this.serverRender.renderPublicPage(state);
    } catch (error) {
      this.logger.error({ err: error }, 'Server render of the public page failed; served for the browser to render');
      return '';
    }
  }
}

/** The next moment a shown tour date leaves the page, or null. */
function nextTourEnd(sections: readonly Section[], now: number, timeZone: string): number | null {
  const dates = sections.filter((section) => section.type === 'tour').flatMap((section) => tourDatesOf(section.data));
  return nextTourDateEnd(dates, now, timeZone);
}

function noProfileAsNull(error: unknown): string {
  if (error instanceof HttpException && error.getStatus() === HttpStatus.NOT_FOUND) return 'null';
  throw error;
}
