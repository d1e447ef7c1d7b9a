import { Controller, Get, Header, Put, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ProfilePatterns,
  SECTIONS_CHANGE_HEADER,
  updateProfileSchema,
  type AdminProfile,
  type Section,
  type UpdateProfileRequest,
} from '@stagelink/contracts';
import { OwnerBody } from '../common/owner-body';
import { RpcClient } from '../common/rpc-client';
import { PrecompressedTexts } from '../compression/precompressed-text';
import { PublicContent } from './public-content';

/**
 * Visitors get the cached JSON text as it is; the logged-in owner always gets fresh data,
 * with the tracking settings and hidden sections (docs/decisions.md, D-04). The same address
 * answers both, so no cache may keep the owner's answer or hand a visitor's to the owner.
 */
@Controller('api')
export class ProfileController {
  private readonly publicAnswers = new PrecompressedTexts();

  constructor(
    private readonly rpc: RpcClient,
    private readonly publicContent: PublicContent,
  ) {}

  @Get('profile')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Vary', 'Cookie')
  async getProfile(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminProfile | string | Buffer> {
    if (!ownerOnly(request, reply))
      return this.publicAnswers.of('profile', await this.publicContent.profileJson()).encodedFor(request, reply);
    return this.rpc.send(ProfilePatterns.get, {});
  }

  /**
   * Any of the spec's partial bodies; changes only what it is given (docs/decisions.md, D-05),
   * answers the whole saved profile, and clears the visitors' cached copy (the page's too).
   */
  @Put('profile')
  async updateProfile(@OwnerBody(updateProfileSchema) body: UpdateProfileRequest): Promise<AdminProfile> {
    const saved = await this.rpc.send(ProfilePatterns.update, body);
    await this.publicContent.invalidate();
    return saved;
  }

  @Get('sections')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Vary', 'Cookie')
  async listSections(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Section[] | string | Buffer> {
    if (ownerOnly(request, reply)) return this.rpc.send(ProfilePatterns.listSections, { visibleOnly: false });
    const shown = await this.publicContent.shownSections();
    // The visitor's page reads the list again when a scheduled section appears or goes (D-120).
    if (shown.nextChange !== null) void reply.header(SECTIONS_CHANGE_HEADER, new Date(shown.nextChange).toISOString());
    return this.publicAnswers.of('sections', shown.json).encodedFor(request, reply);
  }
}

/** Marks the answer private to the owner when the request is theirs; answers whether it is. */
function ownerOnly(request: FastifyRequest, reply: FastifyReply): boolean {
  void reply.header('Cache-Control', request.adminSession ? 'private, no-store' : 'no-cache');
  return request.adminSession !== null;
}
