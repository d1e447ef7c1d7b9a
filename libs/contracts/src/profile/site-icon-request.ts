import { z } from 'zod';
import { webLink } from '../common/schema-check';

/** `POST /api/media/site-icon`: the site whose icon is fetched and kept (docs/decisions.md, D-110). */
export const siteIconRequestSchema = z.object({
  url: webLink().refine((url) => url !== '', 'url is required'),
});
export type SiteIconRequest = z.output<typeof siteIconRequestSchema>;
