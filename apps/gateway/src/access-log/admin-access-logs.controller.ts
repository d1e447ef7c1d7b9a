import { Controller, Get } from '@nestjs/common';
import { AccessLogPatterns, pageQuerySchema, type AccessLogEntry, type AccessStats, type PageQuery } from '@stagelink/contracts';
import { OwnerQuery } from '../common/owner-body';
import { RpcClient } from '../common/rpc-client';

/** The owner's access-log page (spec section 2); admin-only by the route table. */
@Controller('api/admin')
export class AdminAccessLogsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('access-stats')
  stats(): Promise<AccessStats> {
    return this.rpc.send(AccessLogPatterns.getStats, {});
  }

  /** Newest first; `?before=<id of the last row shown>&limit=` for the next page. */
  @Get('access-logs')
  list(@OwnerQuery(pageQuerySchema) page: PageQuery): Promise<AccessLogEntry[]> {
    return this.rpc.send(AccessLogPatterns.list, page);
  }
}
