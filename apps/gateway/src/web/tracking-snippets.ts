import { TRACKING_ID_SHAPES, type TrackingSettings } from '@stagelink/contracts';

export interface TrackingSources {
  scriptHosts: string[];
  connectHosts: string[];
  /** The owner's custom scripts may talk to any host; only https is allowed. */
  anyHost: boolean;
}

export interface TrackingSnippets {
  head: string;
  body: string;
  sources: TrackingSources;
}

// Identifiers are owner input, but they are pasted into a script: only their real shapes pass,
// checked here again in case a row was written before the shapes were enforced on save.
const GA_ID = TRACKING_ID_SHAPES.measurementId.pattern;
const GTM_ID = TRACKING_ID_SHAPES.containerId.pattern;
const PIXEL_ID = TRACKING_ID_SHAPES.pixelId.pattern;

/**
 * The tracking scripts the owner enables (docs/decisions.md, D-38), injected by the server on every page, only when
 * enabled and set. Each inline script carries the page's nonce.
 */
export function trackingSnippets(settings: TrackingSettings | null, nonce: string): TrackingSnippets {
  const head: string[] = [];
  const body: string[] = [];
  const sources: TrackingSources = { scriptHosts: [], connectHosts: [], anyHost: false };
  if (!settings) return { head: '', body: '', sources };
  const script = (code: string) => `<script nonce="${nonce}">${code}</script>`;

  const ga = settings.googleAnalytics;
  if (ga?.enabled && GA_ID.test(ga.measurementId.trim())) {
    const id = ga.measurementId.trim();
    head.push(
      `<script async nonce="${nonce}" src="https://www.googletagmanager.com/gtag/js?id=${id}"></script>`,
      script(
        `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${id}');`,
      ),
    );
    sources.scriptHosts.push('https://www.googletagmanager.com');
    sources.connectHosts.push('https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com');
  }

  const gtm = settings.googleTagManager;
  if (gtm?.enabled && GTM_ID.test(gtm.containerId.trim())) {
    const id = gtm.containerId.trim();
    head.push(
      script(
        `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');`,
      ),
    );
    sources.scriptHosts.push('https://www.googletagmanager.com');
    sources.connectHosts.push('https://*.google-analytics.com', 'https://*.googletagmanager.com');
  }

  const pixel = settings.facebookPixel;
  if (pixel?.enabled && PIXEL_ID.test(pixel.pixelId.trim())) {
    const id = pixel.pixelId.trim();
    head.push(
      script(
        `!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','${id}');fbq('track','PageView');`,
      ),
    );
    sources.scriptHosts.push('https://connect.facebook.net');
    sources.connectHosts.push('https://www.facebook.com');
  }

  const custom = settings.customScripts;
  if (custom?.enabled && (custom.headScripts.trim() || custom.bodyScripts.trim())) {
    head.push(withNonce(custom.headScripts, nonce));
    body.push(withNonce(custom.bodyScripts, nonce));
    sources.anyHost = true;
  }

  sources.scriptHosts = [...new Set(sources.scriptHosts)];
  sources.connectHosts = [...new Set(sources.connectHosts)];
  return { head: head.join('\n'), body: body.join('\n'), sources };
}

/** The owner's own snippets are trusted markup; their scripts get the nonce so they can run. */
function withNonce(html: string, nonce: string): string {
  return html.replace(/<script\b/gi, () => `<script nonce="${nonce}"`);
}
