import { Controller, Get, Header, Put, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ProfilePatterns, updateProfileSchema, type AdminProfile, type Section, type UpdateProfileRequest } from '@stagelink/contracts';
import { OwnerBody } from '../common/owner-body';
import { RpcClient } from '../common/rpc-client';
import { PublicContent } from './public-content';
import { PublicReads, type PublicRead } from './public-reads';

/**
 * Visitors get the cached JSON text as it is; the logged-in owner always gets fresh data,
 * with the tracking settings and hidden sections (docs/decisions.md, D-04). The same address
 * answers both, so no cache may keep the owner's answer or hand a visitor's to the owner.
 */
@Controller('api')
export class ProfileController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly publicContent: PublicContent,
    private readonly publicReads: PublicReads,
  ) {}

  @Get('profile')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Vary', 'Cookie')
  async getProfile(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminProfile | string | Buffer> {
    if (!request.adminSession) return this.visitorAnswer('profile', request, reply);
    void reply.header('Cache-Control', 'private, no-store');
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
    if (!request.adminSession) return this.visitorAnswer('sections', request, reply);
    void reply.header('Cache-Control', 'private, no-store');
    return this.rpc.send(ProfilePatterns.listSections, { visibleOnly: false });
  }

  /** The cached text, with the headers the front door sends too (public-reads.ts, D-135). */
  private async visitorAnswer(read: PublicRead, request: FastifyRequest, reply: FastifyReply): Promise<string | Buffer> {
    const answer = await this.publicReads.answer(read, request.headers['accept-encoding']);
    void reply.headers(answer.headers);
    return answer.body;
  }
}
