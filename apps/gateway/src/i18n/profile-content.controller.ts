import {
  BadRequestException,
  Controller,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Post,
  Put,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  autoTranslateSchema,
  I18nPatterns,
  ProfilePatterns,
  saveProfileContentSchema,
  translatableOriginals,
  type AutoTranslateRequest,
  type Language,
  type ProfileContent,
  type PublicProfile,
  type SaveProfileContentRequest,
  type TranslationJobAccepted,
} from '@stagelink/contracts';
import { RowId, rowIdOf } from '../common/id-param';
import { OwnerBody } from '../common/owner-body';
import { RpcClient } from '../common/rpc-client';
import { PublicContent } from '../profile/public-content';
import { LanguageParam } from './language-param';
import { isOwnerRead } from './owner-reads';
import { TranslatedContent } from './translated-content';

/**
 * The profile's name and description per language (spec section 7). Visitors read the cached
 * copy; the owner's writes clear it, so the next page load shows them (docs/decisions.md, D-70).
 */
@Controller('api/profile-content')
export class ProfileContentController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly publicContent: PublicContent,
    private readonly content: TranslatedContent,
  ) {}

  /** `?profileId=&language=`, the spec's query-key form (docs/decisions.md, D-01). */
  @Get()
  @Header('Content-Type', 'application/json; charset=utf-8')
  byQuery(
    @Query('profileId') profileId: unknown,
    @LanguageParam() language: Language,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ProfileContent | string> {
    return this.read(rowIdOf(profileId, 'Profile'), language, request, reply);
  }

  @Get(':profileId/:language')
  @Header('Content-Type', 'application/json; charset=utf-8')
  byPath(
    @RowId('profileId', 'Profile') profileId: number,
    @LanguageParam() language: Language,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ProfileContent | string> {
    return this.read(profileId, language, request, reply);
  }

  /** '' in a field removes its translation; a changed field becomes the owner's (docs/decisions.md, D-69). */
  @Put(':profileId/:language')
  async save(
    @RowId('profileId', 'Profile') profileId: number,
    @LanguageParam() language: Language,
    @OwnerBody(saveProfileContentSchema) changes: SaveProfileContentRequest,
  ): Promise<ProfileContent> {
    const profile = await this.ownersProfile(profileId);
    const originals = translatableOriginals(profile);
    const unknown = [...Object.keys(changes.booking ?? {}), ...(changes.keep ?? [])].find(
      (key) => key !== 'name' && key !== 'description' && !(key in originals.booking),
    );
    // A dialog button deleted meanwhile: its translation would never be read (D-140).
    if (unknown) throw new BadRequestException(`The booking settings have no text ${unknown}`);
    const saved = await this.rpc.send(I18nPatterns.saveProfileContent, { profileId, language, changes, originals });
    await this.content.invalidate();
    return saved;
  }

  /** Queues the translation of the name, description and booking texts (docs/decisions.md, D-27, D-140): 202 with the job's id. */
  @Post(':profileId/auto-translate')
  @HttpCode(HttpStatus.ACCEPTED)
  async autoTranslate(
    @RowId('profileId', 'Profile') profileId: number,
    @OwnerBody(autoTranslateSchema) body: AutoTranslateRequest,
  ): Promise<TranslationJobAccepted> {
    const profile = await this.ownersProfile(profileId);
    return this.rpc.send(I18nPatterns.startTranslationJob, {
      kind: 'profile',
      sourceLang: body.sourceLang,
      targetLangs: [body.targetLang],
      force: body.force,
      profile: { id: profile.id, ...translatableOriginals(profile) },
      sections: [],
      translationKeys: null,
    });
  }

  private async read(
    profileId: number,
    language: Language,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<ProfileContent | string> {
    if (isOwnerRead(request, reply)) return this.rpc.send(I18nPatterns.getProfileContent, { profileId, language });
    // The one profile's id only: other ids name nothing, and fill no cache.
    const profile = JSON.parse(await this.publicContent.profileJson()) as Pick<PublicProfile, 'id'>;
    if (profile.id !== profileId) throw new NotFoundException('Profile not found');
    return this.content.profileContentJson(profileId, language);
  }

  private async ownersProfile(profileId: number): Promise<PublicProfile> {
    const profile = await this.rpc.send(ProfilePatterns.get, {});
    if (profile.id !== profileId) throw new NotFoundException('Profile not found');
    return profile;
  }
}
