import { Controller, Get, Header, Req } from '@nestjs/common';
import { type AdminProfile, ProfilePatterns, type Section } from '@stagelink/contracts';
import type { FastifyRequest } from 'fastify';
import { RpcClient } from '../common/rpc-client';
import { PublicContent } from './public-content';

/**
 * Visitors get the cached JSON text as it is; the logged-in owner always gets fresh data,
 * with the tracking settings and hidden sections (decisions.md).
 */
@Controller('api')
export class ProfileController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly publicContent: PublicContent,
  ) {}

  @Get('profile')
  @Header('Content-Type', 'application/json; charset=utf-8')
  async getProfile(@Req() request: FastifyRequest): Promise<AdminProfile | string> {
    if (request.adminSession) return this.rpc.send(ProfilePatterns.get, {});
    return this.publicContent.profileJson();
  }

  @Get('sections')
  @Header('Content-Type', 'application/json; charset=utf-8')
  async listSections(@Req() request: FastifyRequest): Promise<Section[] | string> {
    if (request.adminSession) return this.rpc.send(ProfilePatterns.listSections, { visibleOnly: false });
    return this.publicContent.visibleSectionsJson();
  }
}
