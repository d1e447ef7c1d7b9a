import { messagePattern } from '../common/message-pattern';
import type { AddContactMessageDto, AnalyticsMessageDto, VideoLikeMessageDto } from './dtos/engagement-messages.dto';
import type { SubscribeNewsletterDto } from './dtos/newsletter-contact.dto';
import type { LikeState, NewsletterSubscription } from './engagement';

export const EngagementPatterns = {
  getLikes: messagePattern<VideoLikeMessageDto, LikeState>('engagement', 'likes.get'),
  toggleLike: messagePattern<VideoLikeMessageDto, LikeState>('engagement', 'likes.toggle'),
  recordAnalytics: messagePattern<AnalyticsMessageDto, { recorded: true }>('engagement', 'analytics.record'),
  subscribeNewsletter: messagePattern<SubscribeNewsletterDto, NewsletterSubscription>('engagement', 'newsletter.subscribe'),
  addNewsletterContact: messagePattern<AddContactMessageDto, NewsletterSubscription>('engagement', 'newsletter.add-contact'),
};
