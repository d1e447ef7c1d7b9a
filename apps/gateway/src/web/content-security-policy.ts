import type { TrackingSources } from './page-trackers';

type DirectiveName =
  | 'defaultSrc'
  | 'scriptSrc'
  | 'styleSrc'
  | 'imgSrc'
  | 'connectSrc'
  | 'fontSrc'
  | 'frameSrc'
  | 'objectSrc'
  | 'baseUri'
  | 'frameAncestors'
  | 'formAction';
type Directives = Record<DirectiveName, string[]>;

/** The policy of every response; pages get it with their scripts' hashes and tracking hosts. */
function baseDirectives(): Directives {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    // The video facade loads the player only when the visitor presses play.
    frameSrc: ['https://www.youtube-nocookie.com'],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
  };
}

/**
 * A page's policy: its inline scripts run by hash, each one's text known in advance, so the page
 * is the same bytes for every visitor of a language (docs/decisions.md, D-193). With tracking on,
 * `'strict-dynamic'` lets the scripts the page's own code adds (the trackers, the owner's
 * snippets, what they add in turn) run, and their hosts may be contacted; the hosts stay out
 * while tracking is off (docs/security.md). A browser without `'strict-dynamic'` falls back on
 * the hosts, on `https:` for the owner's custom scripts, and on their inline scripts' hashes.
 */
export function pagePolicy(scriptHashes: readonly string[], tracking: TrackingSources): string {
  const directives = baseDirectives();
  directives.scriptSrc = ["'self'", ...scriptHashes];
  if (tracking.scriptHosts.length > 0 || tracking.anyHost) {
    directives.scriptSrc.push("'strict-dynamic'", ...tracking.scriptHosts, ...(tracking.anyHost ? ['https:'] : []));
    directives.connectSrc.push(...(tracking.anyHost ? ['https:'] : tracking.connectHosts));
    if (tracking.anyHost) directives.frameSrc.push('https:');
  }
  return serialize(directives);
}

/** Every other response's policy, computed once: helmet would rebuild it on every request. */
export const BASE_POLICY = serialize(baseDirectives());

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Powerful browser features the site never uses are switched off for it and for any frame;
 * the video player may go full screen and start when the visitor presses play, and the
 * profile's Share button uses the share sheet.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'display-capture=()',
  'browsing-topics=()',
  'web-share=(self)',
  'fullscreen=(self "https://www.youtube-nocookie.com")',
  'autoplay=(self "https://www.youtube-nocookie.com")',
].join(', ');
