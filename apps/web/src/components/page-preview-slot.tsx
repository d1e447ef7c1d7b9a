import { createContext, createElement, useContext, type ComponentType } from 'react';

export interface PagePreviewProps {
  /** Fills its box: the panel's side column, or a screen of its own on a phone. */
  className?: string;
}

/**
 * The public page's live preview, drawn by the page's own components (features/profile). The
 * panel may not import another feature, so the app hands the preview in (docs/decisions.md, D-104).
 */
export const PagePreviewContext = createContext<ComponentType<PagePreviewProps> | null>(null);

/** The preview where the app provided one; nothing elsewhere (a test rendering the panel alone). */
export function PagePreviewSlot(props: PagePreviewProps) {
  // The one component the app provided, looked up, not a component made during render.
  const preview = useContext(PagePreviewContext);
  return preview ? createElement(preview, props) : null;
}
