/** What a page rendered on the server adds to the template, in one language. */
export interface PageContent {
  /** The title and the rest of the head. */
  meta: string;
  /** The app as the server rendered it. */
  app: string;
  /** The state the browser hydrates the app from. */
  state: string;
}
