/** A status's class as the log colours it (spec section 2): 2xx green, 3xx yellow, 4xx red, 5xx dark red. */
export type StatusClass = 'success' | 'redirect' | 'client-error' | 'server-error' | 'other';

export function statusClassOf(status: number): StatusClass {
  if (status >= 200 && status < 300) return 'success';
  if (status >= 300 && status < 400) return 'redirect';
  if (status >= 400 && status < 500) return 'client-error';
  if (status >= 500 && status < 600) return 'server-error';
  return 'other';
}

export const STATUS_CLASS_STYLES: Record<StatusClass, string> = {
  success: 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200',
  redirect: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-900/50 dark:text-yellow-200',
  'client-error': 'bg-red-100 text-red-700 dark:bg-red-900/50 dark:text-red-200',
  'server-error': 'bg-red-900 text-white dark:bg-red-950 dark:text-red-100',
  other: 'bg-muted text-foreground',
};

const USER_AGENT_SHOWN = 50;

/** The user agent cut at 50 characters plus an ellipsis (spec section 2). */
export const shortUserAgent = (userAgent: string) =>
  userAgent.length > USER_AGENT_SHOWN ? `${userAgent.slice(0, USER_AGENT_SHOWN)}...` : userAgent;
