import { Injectable } from '@nestjs/common';
import { DemoPatterns, type DemoSummary } from '@stagelink/contracts';
import { RpcClient } from '../common/rpc-client';
import { PublicContent } from '../profile/public-content';

/**
 * Starting from a blank page (docs/decisions.md, D-111). The demo's rows live in three services:
 * the profile service says what is still the demo's, engagement and i18n drop what hangs on it,
 * and only then does the profile service remove it. A call that fails on the way is a 503 with
 * the plan still in place, and the next call does it all again; a call with nothing left is harmless.
 */
@Injectable()
export class DemoClearingService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly publicContent: PublicContent,
  ) {}

  async left(): Promise<DemoSummary> {
    const demo = await this.rpc.send(DemoPatterns.find, {});
    return { sections: demo.sectionIds.length, profileFields: demo.profileFields };
  }

  async clear(): Promise<DemoSummary> {
    const { profileId, sectionIds, profileFields } = await this.rpc.send(DemoPatterns.find, {});
    await Promise.all([
      this.rpc.send(DemoPatterns.clearEngagement, { sectionIds }),
      this.rpc.send(DemoPatterns.clearTranslations, { profileId, sectionIds, profileFields }),
    ]);
    const cleared = await this.rpc.send(DemoPatterns.clearProfile, { sectionIds });
    await this.publicContent.invalidate();
    return cleared;
  }
}
