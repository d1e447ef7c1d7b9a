import { Controller, Get, Header, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  QR_PNG_DEFAULT_SIZE,
  qrCodePngQuerySchema,
  qrCodeQuerySchema,
  type QrCodePngQueryDto,
  type QrCodeQueryDto,
} from '@stagelink/contracts';
import { StrictQuery } from '../common/owner-body';
import { RateLimited } from '../visitors/visitor-rate-limit';
import { QrCodes } from './qr-codes';

/** A day: the image changes only when the site moves (`PUBLIC_URL`), and its address names the source and size. */
const CACHE_CONTROL = 'public, max-age=86400';

/** `/qr.svg` and `/qr.png`: the page's QR code for posters and merch tables (docs/decisions.md, D-126). */
@Controller()
export class QrCodeController {
  constructor(private readonly qrCodes: QrCodes) {}

  @Get('qr.svg')
  @RateLimited('qr-code')
  @Header('Cache-Control', CACHE_CONTROL)
  async svg(@StrictQuery(qrCodeQuerySchema) query: QrCodeQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const image = await this.qrCodes.svg(query.utm_source);
    // Typed once the image is made: a refused query is answered as JSON by the error filter.
    void reply.type('image/svg+xml; charset=utf-8');
    return image;
  }

  @Get('qr.png')
  @RateLimited('qr-code')
  @Header('Cache-Control', CACHE_CONTROL)
  async png(@StrictQuery(qrCodePngQuerySchema) query: QrCodePngQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const image = await this.qrCodes.png(query.size ?? QR_PNG_DEFAULT_SIZE, query.utm_source);
    void reply.type('image/png');
    return image;
  }
}
