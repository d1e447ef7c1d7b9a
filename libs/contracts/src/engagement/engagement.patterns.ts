import { messagePattern } from '../common/message-pattern';
import type { ArtificialLikes, LikeFigures, SaveArtificialLikesRequest } from './artificial-likes';
import type { AddContactMessageDto, AnalyticsMessageDto, VideoLikeMessageDto, VideoLikesMessageDto } from './dtos/engagement-messages.dto';
import type { SubscribeNewsletterDto } from './dtos/newsletter-contact.dto';
import type { LikeState, NewsletterSubscription, VideoLikes } from './engagement';
import type { CountSubscribersMessage, ListSubscribersMessage, SubscriberBatch, SubscriberIdMessage } from './subscribers';

export const EngagementPatterns = {
  getLikes: messagePattern<VideoLikeMessageDto, LikeState>('engagement', 'get-likes'),
  toggleLike: messagePattern<VideoLikeMessageDto, LikeState>('engagement', 'toggle-like'),
  /** Every video of the page in one query (docs/decisions.md, D-55). */
  getVideoLikes: messagePattern<VideoLikesMessageDto, VideoLikes[]>('engagement', 'get-video-likes'),
  recordAnalytics: messagePattern<AnalyticsMessageDto, { recorded: true }>('engagement', 'record-analytics'),
  subscribeNewsletter: messagePattern<SubscribeNewsletterDto, NewsletterSubscription>('engagement', 'subscribe-newsletter'),
  addNewsletterContact: messagePattern<AddContactMessageDto, NewsletterSubscription>('engagement', 'add-newsletter-contact'),
  listArtificialLikes: messagePattern<Record<string, never>, ArtificialLikes[]>('engagement', 'list-artificial-likes'),
  saveArtificialLikes: messagePattern<SaveArtificialLikesRequest, ArtificialLikes>('engagement', 'save-artificial-likes'),
  /** Real and configured likes of every video that has either, and the profile views so far. */
  listLikeFigures: messagePattern<Record<string, never>, LikeFigures>('engagement', 'list-like-figures'),
  listSubscribers: messagePattern<ListSubscribersMessage, SubscriberBatch>('engagement', 'list-subscribers'),
  countSubscribers: messagePattern<CountSubscribersMessage, { total: number }>('engagement', 'count-subscribers'),
  deleteSubscriber: messagePattern<SubscriberIdMessage, { deleted: true }>('engagement', 'delete-subscriber'),
  /** Ends a subscription; the gateway has checked the subscriber's token. The same answer whether or not the row is there. */
  unsubscribe: messagePattern<SubscriberIdMessage, { status: 'unsubscribed' }>('engagement', 'unsubscribe'),
};
