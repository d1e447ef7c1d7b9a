import type { MediaItem } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/media/site-icon`: the linked site's icon, fetched by the server and kept as an upload (docs/decisions.md, D-110). */
export const fetchSiteIcon = (url: string) => apiRequest<MediaItem>('POST', '/api/media/site-icon', { url });
