import {
  BadRequestException,
  ConflictException,
  Controller,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Post,
  Put,
  Req,
  Res,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  anchoredSectionTexts,
  autoTranslateSchema,
  checkSectionContentData,
  I18nPatterns,
  isSectionType,
  ProfilePatterns,
  saveSectionContentSchema,
  type AutoTranslateRequest,
  type Language,
  type SaveSectionContentRequest,
  type Section,
  type SectionContent,
  type SectionType,
  type TranslationJobAccepted,
} from '@stagelink/contracts';
import { RowId } from '../common/id-param';
import { OwnerBody } from '../common/owner-body';
import { RpcClient } from '../common/rpc-client';
import { PublicContent } from '../profile/public-content';
import { LanguageParam } from './language-param';
import { isOwnerRead } from './owner-reads';
import { TranslatedContent } from './translated-content';

/**
 * Each section's title and texts per language (spec section 7). Visitors get the content of
 * visible sections only, from the cache; the owner gets every section's, fresh.
 */
@Controller('api')
export class SectionContentController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly publicContent: PublicContent,
    private readonly content: TranslatedContent,
  ) {}

  /** `?language=`, the spec's query-key form, and `/{language}` (docs/decisions.md, D-01). */
  @Get(['section-contents', 'section-contents/:language'])
  @Header('Content-Type', 'application/json; charset=utf-8')
  async list(
    @LanguageParam() language: Language,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SectionContent[]> {
    if (isOwnerRead(request, reply)) return this.rpc.send(I18nPatterns.listSectionContents, { language });
    const contents = JSON.parse(await this.content.sectionContentsJson(language)) as SectionContent[];
    const visible = await Promise.all(contents.map((content) => this.publicContent.visibleSection(content.sectionId)));
    return contents.filter((_content, index) => visible[index] !== null);
  }

  @Get('section-content/:sectionId/:language')
  @Header('Content-Type', 'application/json; charset=utf-8')
  async get(
    @RowId('sectionId', 'Section') sectionId: number,
    @LanguageParam() language: Language,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SectionContent> {
    if (isOwnerRead(request, reply)) {
      await this.rpc.send(ProfilePatterns.getSection, { id: sectionId });
      return this.rpc.send(I18nPatterns.getSectionContent, { sectionId, language });
    }
    if (!(await this.publicContent.visibleSection(sectionId))) throw new NotFoundException('Section not found');
    const contents = JSON.parse(await this.content.sectionContentsJson(language)) as SectionContent[];
    return contents.find((content) => content.sectionId === sectionId) ?? emptyContent(sectionId, language);
  }

  /**
   * Title and texts; `data` keeps only the type's texts, and the section's data with them in
   * place must pass the type's schema (docs/decisions.md, D-67). A list item's texts are tied
   * to the item's original text; a translation of items that changed meanwhile is a 409 (D-79).
   */
  @Put('section-content/:sectionId/:language')
  async save(
    @RowId('sectionId', 'Section') sectionId: number,
    @LanguageParam() language: Language,
    @OwnerBody(saveSectionContentSchema) body: SaveSectionContentRequest,
  ): Promise<SectionContent> {
    const section = await this.rpc.send(ProfilePatterns.getSection, { id: sectionId });
    const sectionType = typeOf(section);
    let changes = body;
    if (body.data !== undefined) {
      const checked = checkSectionContentData(sectionType, section.data, body.data);
      if (!checked.ok) throw new BadRequestException(checked.message);
      const anchored = anchoredSectionTexts(sectionType, section.data, checked.value);
      if (!anchored.ok) throw new ConflictException(anchored.message);
      changes = { ...body, data: anchored.value };
    }
    const saved = await this.rpc.send(I18nPatterns.saveSectionContent, {
      sectionId,
      language,
      sectionType,
      sectionData: section.data,
      sectionTitle: section.title,
      changes,
    });
    await this.content.invalidate();
    return saved;
  }

  @Post('section-content/:sectionId/auto-translate')
  @HttpCode(HttpStatus.ACCEPTED)
  async autoTranslate(
    @RowId('sectionId', 'Section') sectionId: number,
    @OwnerBody(autoTranslateSchema) body: AutoTranslateRequest,
  ): Promise<TranslationJobAccepted> {
    const section = await this.rpc.send(ProfilePatterns.getSection, { id: sectionId });
    return this.rpc.send(I18nPatterns.startTranslationJob, {
      kind: 'section',
      sourceLang: body.sourceLang,
      targetLangs: [body.targetLang],
      force: body.force,
      profile: null,
      sections: [{ id: section.id, type: typeOf(section), title: section.title, data: section.data }],
      translationKeys: null,
    });
  }
}

function typeOf(section: Section): SectionType {
  if (!isSectionType(section.type)) throw new BadRequestException(`A section of type "${section.type}" has nothing to translate`);
  return section.type;
}

function emptyContent(sectionId: number, language: Language): SectionContent {
  return { sectionId, language, title: '', data: {}, origins: {}, sources: {}, updatedAt: null };
}
