import { Controller, Get, Header, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ProfilePatterns, type AdminProfile, type Section } from '@stagelink/contracts';
import { RpcClient } from '../common/rpc-client';
import { PublicContent } from './public-content';

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
  ) {}

  @Get('profile')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Vary', 'Cookie')
  async getProfile(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminProfile | string> {
    if (!ownerOnly(request, reply)) return this.publicContent.profileJson();
    return this.rpc.send(ProfilePatterns.get, {});
  }

  @Get('sections')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Vary', 'Cookie')
  async listSections(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<Section[] | string> {
    if (!ownerOnly(request, reply)) return this.publicContent.visibleSectionsJson();
    return this.rpc.send(ProfilePatterns.listSections, { visibleOnly: false });
  }
}

/** Marks the answer private to the owner when the request is theirs; answers whether it is. */
function ownerOnly(request: FastifyRequest, reply: FastifyReply): boolean {
  void reply.header('Cache-Control', request.adminSession ? 'private, no-store' : 'no-cache');
  return request.adminSession !== null;
}
