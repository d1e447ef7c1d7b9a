/** Answer types of the engagement calls: likes, analytics, newsletter. */
export interface LikeState {
  liked: boolean;
  totalLikes: number;
}

/** One video's likes: what `GET /api/likes` answers for every video of the page at once. */
export interface VideoLikes extends LikeState {
  sectionId: number;
  videoIndex: number;
}

export const ANALYTICS_EVENTS = ['profile_view', 'section_click', 'booking_click', 'admin_exit_click'] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/**
 * The answer of `POST /api/newsletter` and `PUT /api/newsletter/{id}`: an id and the one contact
 * the visitor just sent, normalised, and nothing that is stored. A contact that is already
 * subscribed is answered exactly like a new one, with an id no row has, so the answer never
 * tells whether someone is subscribed nor shows their other contact.
 */
export interface NewsletterSubscription {
  id: number;
  email?: string;
  phone?: string;
  status: 'active';
}

/** `POST /api/newsletter`: with the token that alone may add the second contact for that id. */
export interface NewsletterSubscribed extends NewsletterSubscription {
  token: string;
}
