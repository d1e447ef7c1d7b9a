/** Answer types of the engagement calls (spec section 7). */
export interface LikeState {
  liked: boolean;
  totalLikes: number;
}

export const ANALYTICS_EVENTS = ['profile_view', 'section_click', 'booking_click', 'admin_exit_click'] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

export interface NewsletterSubscription {
  id: number;
  email: string | null;
  phone: string | null;
  status: string;
}

/** `POST /api/newsletter`: the id, and the token that alone may add the second contact. */
export interface NewsletterSubscribed extends NewsletterSubscription {
  token: string;
}
