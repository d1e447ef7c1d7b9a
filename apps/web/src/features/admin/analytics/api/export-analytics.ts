/**
 * `GET /api/analytics/export`: the browser downloads it itself (a link with `download`), with
 * the session cookie, so a year of events streams to disk instead of through memory.
 */
export const analyticsExportUrl = (from: string, to: string) =>
  `/api/analytics/export?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
