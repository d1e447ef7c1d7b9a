import { Controller, Get, Req } from '@nestjs/common';
import { AdminProfile, ProfilePatterns, PublicProfile, Section } from '@stagelink/contracts';
import type { FastifyRequest } from 'fastify';
import { RpcClient } from '../common/rpc-client';

@Controller('api')
export class ProfileController {
  constructor(private readonly rpc: RpcClient) {}

  /** Visitors never see the tracking settings; the logged-in owner does (decisions.md). */
  @Get('profile')
  async getProfile(@Req() request: FastifyRequest): Promise<PublicProfile | AdminProfile> {
    const profile = await this.rpc.send(ProfilePatterns.get, {});
    if (request.adminSession) return profile;
    const { trackingSettings: _hidden, ...publicProfile } = profile;
    return publicProfile;
  }

  @Get('sections')
  listSections(@Req() request: FastifyRequest): Promise<Section[]> {
    return this.rpc.send(ProfilePatterns.listSections, { visibleOnly: request.adminSession === null });
  }
}
