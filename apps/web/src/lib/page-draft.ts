import { useEffect, useSyncExternalStore } from 'react';
import type { PublicProfile, Section } from '@stagelink/contracts';

/**
 * What the owner is typing and has not saved, for the panel's live preview of the page
 * (docs/decisions.md, D-104). Each open editor publishes its part under a key of its own and
 * takes it back when it closes; the preview lays all parts over the saved page.
 */
export interface PageDraftPart {
  /** Profile fields as the editor holds them now. */
  profile?: Partial<Omit<PublicProfile, 'id'>>;
  /**
   * The section in the open section form: an existing one has its id, a new one none yet and
   * the place the form will put it (D-110: the top unless the owner switches it off).
   */
  section?: Pick<Section, 'type' | 'title' | 'data'> & { id?: number; place?: 'top' | 'bottom' };
}

export type PageDraft = readonly PageDraftPart[];

let parts = new Map<string, PageDraftPart>();
let snapshot: PageDraft = [];
const listeners = new Set<() => void>();

function publish(next: Map<string, PageDraftPart>): void {
  parts = next;
  snapshot = [...next.values()];
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every unsaved part, re-rendering the caller when one changes. */
export function usePageDraft(): PageDraft {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
}

/** An editor's current values, shown by the preview while the editor is open. */
export function usePublishPageDraft(key: string, part: PageDraftPart): void {
  useEffect(() => {
    publish(new Map(parts).set(key, part));
  }, [key, part]);
  useEffect(
    () => () => {
      const next = new Map(parts);
      next.delete(key);
      publish(next);
    },
    [key],
  );
}
