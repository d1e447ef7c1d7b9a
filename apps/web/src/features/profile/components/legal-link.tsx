import { Suspense, useState } from 'react';
import { LazyLegalDialog } from './lazy-parts';
import type { LegalDocument } from './legal-dialog';

/** An empty URL or the placeholder '#' means the built-in text. */
function hasOwnUrl(url: string | undefined): url is string {
  return Boolean(url && url.trim() && url.trim() !== '#');
}

interface LegalLinkProps {
  document: LegalDocument;
  /** The owner's own page for it (footer settings), if any. */
  url: string;
  label: string;
  className: string;
}

/**
 * The privacy or terms text, as the footer and the consent banner offer it: the owner's own page
 * is a plain link, which works without a script; the built-in text opens in a dialog.
 */
export function LegalLink({ document, url, label, className }: LegalLinkProps) {
  const [open, setOpen] = useState(false);
  if (hasOwnUrl(url)) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className={className}>
        {label}
      </a>
    );
  }
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <LazyLegalDialog document={document} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
