/**
 * Every call includes the session cookie. A non-OK answer becomes an error whose message is
 * "<status>: <body text>" (or the status text when the body is empty), as the product's error texts show it.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The `message` of our JSON error bodies, for showing to a person. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }
}

export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return readAnswer<T>(response);
}

/** A read whose answer says more in its headers than in its body (a page's total and next cursor). */
export async function apiGetWithHeaders<T>(url: string): Promise<{ body: T; headers: Headers }> {
  const response = await fetch(url, { method: 'GET', credentials: 'include' });
  return { body: await readAnswer<T>(response), headers: response.headers };
}

/** An upload: one file as multipart form data under the field name the call expects (spec section 7). */
export async function apiUpload<T>(url: string, field: string, file: File): Promise<T> {
  const form = new FormData();
  form.append(field, file);
  return readAnswer<T>(await fetch(url, { method: 'POST', credentials: 'include', body: form }));
}

async function readAnswer<T>(response: Response): Promise<T> {
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** The spec's default reader: GET the path made of the query key's parts joined with slashes. */
export function pathOf(queryKey: readonly unknown[]): string {
  return queryKey.map(String).join('/');
}
