import { messagePattern } from '../common/message-pattern';
import type { AddContactMessageDto, AnalyticsMessageDto, VideoLikeMessageDto } from './dtos/engagement-messages.dto';
import type { SubscribeNewsletterDto } from './dtos/newsletter-contact.dto';
import type { LikeState, NewsletterSubscription } from './engagement';

export const EngagementPatterns = {
  getLikes: messagePattern<VideoLikeMessageDto, LikeState>('engagement', 'get-likes'),
  toggleLike: messagePattern<VideoLikeMessageDto, LikeState>('engagement', 'toggle-like'),
  recordAnalytics: messagePattern<AnalyticsMessageDto, { recorded: true }>('engagement', 'record-analytics'),
  subscribeNewsletter: messagePattern<SubscribeNewsletterDto, NewsletterSubscription>('engagement', 'subscribe-newsletter'),
  addNewsletterContact: messagePattern<AddContactMessageDto, NewsletterSubscription>('engagement', 'add-newsletter-contact'),
};
