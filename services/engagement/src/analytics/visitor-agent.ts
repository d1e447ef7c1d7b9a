import { isbot } from 'isbot';
import { UAParser } from 'ua-parser-js';

/** What an event's user agent and referrer say, worked out once when the event is stored (docs/decisions.md, D-60). */
export interface VisitorAgent {
  bot: boolean;
  browser: string | null;
  os: string | null;
  /** mobile, tablet, console, smarttv, wearable, embedded, or desktop when the parser names none. */
  device: string | null;
  referrerHost: string | null;
}

const MAX_NAME_LENGTH = 50;
const MAX_HOST_LENGTH = 255;

const bounded = (value: string | undefined, max: number): string | null => (value ? value.slice(0, max) : null);

export function describeVisitor(userAgent: string | null, referrer: string | null): VisitorAgent {
  const parsed = userAgent ? new UAParser(userAgent).getResult() : undefined;
  return {
    // No user agent at all is a script, not a browser.
    bot: userAgent ? isbot(userAgent) : true,
    browser: bounded(parsed?.browser.name, MAX_NAME_LENGTH),
    os: bounded(parsed?.os.name, MAX_NAME_LENGTH),
    device: parsed ? (bounded(parsed.device.type, MAX_NAME_LENGTH) ?? 'desktop') : null,
    referrerHost: hostOf(referrer),
  };
}

function hostOf(referrer: string | null): string | null {
  if (!referrer) return null;
  try {
    return bounded(new URL(referrer).hostname.toLowerCase(), MAX_HOST_LENGTH) || null;
  } catch {
    return null;
  }
}
