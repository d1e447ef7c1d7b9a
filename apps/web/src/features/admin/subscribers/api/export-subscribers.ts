/**
 * `GET /api/admin/subscribers/export?search=`: a CSV file the browser downloads itself, with
 * the session cookie, streamed to disk as the server writes it: a link, not a fetch.
 */
export function subscribersExportUrl(search: string): string {
  return search ? `/api/admin/subscribers/export?${new URLSearchParams({ search })}` : '/api/admin/subscribers/export';
}
