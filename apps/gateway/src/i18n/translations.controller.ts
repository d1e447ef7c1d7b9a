import { Controller, Get, Header, HttpCode, HttpStatus, Post, Put, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  autoTranslateStringsSchema,
  I18nPatterns,
  saveTranslationSchema,
  type AutoTranslateStringsRequest,
  type SaveTranslationRequest,
  type Translation,
  type TranslationJobAccepted,
} from '@stagelink/contracts';
import { OwnerBody } from '../common/owner-body';
import { RpcClient } from '../common/rpc-client';
import { isOwnerRead } from './owner-reads';
import { TranslatedContent } from './translated-content';

/** The interface strings the server holds, first in spec section 9's lookup order. */
@Controller('api/translations')
export class TranslationsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly content: TranslatedContent,
  ) {}

  @Get()
  @Header('Content-Type', 'application/json; charset=utf-8')
  list(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<Translation[] | string> {
    if (isOwnerRead(request, reply)) return this.rpc.send(I18nPatterns.listTranslations, {});
    return this.content.translationsJson();
  }

  @Put()
  async save(@OwnerBody(saveTranslationSchema) body: SaveTranslationRequest): Promise<Translation> {
    const saved = await this.rpc.send(I18nPatterns.saveTranslation, body);
    await this.content.invalidate();
    return saved;
  }

  /** Every built-in string in all ten languages; what the owner or the machine wrote stays. */
  @Post('init-defaults')
  @HttpCode(HttpStatus.OK)
  async initDefaults(): Promise<{ keys: number; filled: number }> {
    const answer = await this.rpc.send(I18nPatterns.initDefaults, {});
    await this.content.invalidate();
    return answer;
  }

  @Post('auto-translate')
  @HttpCode(HttpStatus.ACCEPTED)
  autoTranslate(@OwnerBody(autoTranslateStringsSchema) body: AutoTranslateStringsRequest): Promise<TranslationJobAccepted> {
    return this.rpc.send(I18nPatterns.startTranslationJob, {
      kind: 'translations',
      sourceLang: body.sourceLang,
      targetLangs: [body.targetLang],
      force: body.force,
      profile: null,
      sections: [],
      translationKeys: body.keys ?? [],
    });
  }
}
