import { UNSUBSCRIBE_PAGE_PATH } from '@stagelink/contracts';

/** The address of a subscription's unsubscribe page (unsubscribe-page.controller.ts). */
export function unsubscribeLinkOf(origin: string, subscriptionId: number, token: string): string {
  const query = new URLSearchParams({ id: String(subscriptionId), token });
  return `${origin}${UNSUBSCRIBE_PAGE_PATH}?${query.toString()}`;
}
