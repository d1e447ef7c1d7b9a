import { Controller, Get, HttpCode, HttpStatus, NotFoundException, Param, Post } from '@nestjs/common';
import {
  autoTranslatePageSchema,
  I18nPatterns,
  isSectionType,
  ProfilePatterns,
  targetLanguagesOf,
  translatableOriginals,
  type AutoTranslatePageRequest,
  type TranslationJobAccepted,
  type TranslationJobStatus,
  type TranslationProviderStatus,
} from '@stagelink/contracts';
import { OwnerBody } from '../common/owner-body';
import { RpcClient } from '../common/rpc-client';

const JOB_ID = /^[1-9]\d{0,17}$/;

/** The whole page in one job, and every job's state for the owner's tab (docs/decisions.md, D-68). */
@Controller('api')
export class TranslationJobsController {
  constructor(private readonly rpc: RpcClient) {}

  /** The profile and every section, hidden ones too, into one language or into all nine others. */
  @Post('page/auto-translate')
  @HttpCode(HttpStatus.ACCEPTED)
  async translatePage(@OwnerBody(autoTranslatePageSchema) body: AutoTranslatePageRequest): Promise<TranslationJobAccepted> {
    const [profile, sections] = await Promise.all([
      this.rpc.send(ProfilePatterns.get, {}),
      this.rpc.send(ProfilePatterns.listSections, { visibleOnly: false }),
    ]);
    return this.rpc.send(I18nPatterns.startTranslationJob, {
      kind: 'page',
      sourceLang: body.sourceLang,
      targetLangs: targetLanguagesOf(body),
      force: body.force,
      profile: { id: profile.id, ...translatableOriginals(profile) },
      sections: sections.flatMap((section) =>
        isSectionType(section.type) ? [{ id: section.id, type: section.type, title: section.title, data: section.data }] : [],
      ),
      translationKeys: null,
    });
  }

  /** Whether automatic translation is set up, asked before the owner taps a button (docs/decisions.md, D-108). */
  @Get('translation-provider')
  provider(): Promise<TranslationProviderStatus> {
    return this.rpc.send(I18nPatterns.getTranslationProvider, {});
  }

  @Get('translation-jobs/:id')
  job(@Param('id') id: string): Promise<TranslationJobStatus> {
    if (!JOB_ID.test(id)) throw new NotFoundException(`Translation job ${id} not found`);
    return this.rpc.send(I18nPatterns.getTranslationJob, { jobId: id });
  }
}
