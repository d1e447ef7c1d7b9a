import type { ServiceDatabaseOptions } from '@stagelink/nest-kit';
import { AccessLogDailyEntity, AccessLogIpEntity, AccessLogNotFoundEntity } from '../access-logs/access-log-rollups.entity';
import { AnalyticsEventEntity } from '../analytics/analytics-event.entity';
import { AnalyticsDailyEntity, AnalyticsDailyFacetEntity, AnalyticsDailySectionEntity } from '../analytics/analytics-rollups.entity';
import { ProfileViewCountEntity } from '../analytics/profile-view-count.entity';
import { ArtificialLikeEntity } from '../artificial-likes/artificial-like.entity';
import { LikeTotalEntity } from '../likes/like-total.entity';
import { LikeEntity } from '../likes/like.entity';
import { NewsletterSubscriptionEntity } from '../newsletter/newsletter-subscription.entity';
import { SubscriberCountEntity } from '../newsletter/subscriber-count.entity';
import { EngagementErasureEntity } from '../privacy/privacy-erasure.entity';
import { CreateEngagementSchema1763769600000 } from './migrations/1763769600000-create-engagement-schema';
import { AddLikeTotals1763856000000 } from './migrations/1763856000000-add-like-totals';
import { AddProfileViewCount1764201600000 } from './migrations/1764201600000-add-profile-view-count';
import { AddNewsletterStatusCheck1764806400000 } from './migrations/1764806400000-add-newsletter-status-check';
import { AddAnalyticsRollups1764892800000 } from './migrations/1764892800000-add-analytics-rollups';
import { IndexSubscriberSearch1764979200000 } from './migrations/1764979200000-index-subscriber-search';
import { PruneAccessLogsExactly1765065600000 } from './migrations/1765065600000-prune-access-logs-exactly';
import { StoreAccessLogsInBlocks1765152000000 } from './migrations/1765152000000-store-access-logs-in-blocks';
import { AddPrivacyErasures1765238400000 } from './migrations/1765238400000-add-privacy-erasures';
import { AddAccessLogDays1765324800000 } from './migrations/1765324800000-add-access-log-days';
import { MoveAccessLogBlocksIntoDays1765411200000 } from './migrations/1765411200000-move-access-log-blocks-into-days';
import { DropAccessLogBlocks1765497600000 } from './migrations/1765497600000-drop-access-log-blocks';
import { ToggleLikesInOneCall1765584000000 } from './migrations/1765584000000-toggle-likes-in-one-call';

/** The engagement schema: every table's entity and the migrations that build them, in order. */
export const engagementDatabase: ServiceDatabaseOptions = {
  schema: 'engagement',
  entities: [
    LikeEntity,
    LikeTotalEntity,
    ArtificialLikeEntity,
    AnalyticsEventEntity,
    ProfileViewCountEntity,
    NewsletterSubscriptionEntity,
    SubscriberCountEntity,
    AnalyticsDailyEntity,
    AnalyticsDailyFacetEntity,
    AnalyticsDailySectionEntity,
    AccessLogDailyEntity,
    AccessLogNotFoundEntity,
    AccessLogIpEntity,
    EngagementErasureEntity,
  ],
  migrations: [
    CreateEngagementSchema1763769600000,
    AddLikeTotals1763856000000,
    AddProfileViewCount1764201600000,
    AddNewsletterStatusCheck1764806400000,
    AddAnalyticsRollups1764892800000,
    IndexSubscriberSearch1764979200000,
    PruneAccessLogsExactly1765065600000,
    StoreAccessLogsInBlocks1765152000000,
    AddPrivacyErasures1765238400000,
    AddAccessLogDays1765324800000,
    MoveAccessLogBlocksIntoDays1765411200000,
    DropAccessLogBlocks1765497600000,
    ToggleLikesInOneCall1765584000000,
  ],
};
