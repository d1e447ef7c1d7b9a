import { createHash } from 'node:crypto';

export interface PageScript {
  /** The opening tag, attributes and all. */
  tag: string;
  /** The CSP hash source of its text, which the page's policy must name for an inline script to run. */
  hash: string;
}

/** The scripts of a page a browser runs: the initial state, the trackers and JSON-LD are data blocks. */
export function runnableScriptsOf(html: string): PageScript[] {
  return [...html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)]
    .filter(([, tag]) => !/type="application\/(ld\+)?json"/.test(tag ?? ''))
    .map(([, tag, text]) => ({
      tag: tag ?? '',
      hash: `'sha256-${createHash('sha256')
        .update(text ?? '')
        .digest('base64')}'`,
    }));
}

/** The sources of a policy's `script-src`. */
export function scriptSourcesOf(policy: string): string[] {
  const directive = policy.split(';').find((each) => each.trim().startsWith('script-src '));
  return directive?.trim().split(' ').slice(1) ?? [];
}
