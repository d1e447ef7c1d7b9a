/** The page a subscriber opens to end their subscription (unsubscribe-page.controller.ts). */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';

export function unsubscribeLinkOf(origin: string, subscriptionId: number, token: string): string {
  const query = new URLSearchParams({ id: String(subscriptionId), token });
  return `${origin}${UNSUBSCRIBE_PAGE_PATH}?${query.toString()}`;
}
