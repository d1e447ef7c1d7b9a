import { Controller, Get } from '@nestjs/common';
import { EngagementPatterns, ProfilePatterns, type AdminLikes } from '@stagelink/contracts';
import { RpcClient } from '../common/rpc-client';
import { adminLikesOf } from './admin-likes';

/** The owner's Likes tab: real and configured likes of every video, apart, with the total (docs/decisions.md, D-62). */
@Controller('api/admin/likes')
export class AdminLikesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  async read(): Promise<AdminLikes> {
    const [sections, figures] = await Promise.all([
      this.rpc.send(ProfilePatterns.listSections, { visibleOnly: false }),
      this.rpc.send(EngagementPatterns.listLikeFigures, {}),
    ]);
    return adminLikesOf(sections, figures);
  }
}
