import { useSyncExternalStore } from 'react';
import { PAGE_TRACKERS_ELEMENT_ID, trackerKinds, type PageTrackers } from '@stagelink/contracts';
import { lazyComponent } from '@/lib/lazy';
import { CONSENT_STORAGE_KEY, heldChoice, storedConsent, type ConsentChoice } from './consent-choice';

/**
 * The visitor's consent to the owner's trackers (docs/decisions.md, D-88). Only this small part is
 * in the page's first files: the banner and the code that loads trackers are chunks of their own,
 * fetched only on a page that has trackers (the gateway puts them on `/` for visitors only, D-87).
 */

export const LazyConsentBanner = lazyComponent(() => import('./consent-banner'), 'ConsentBanner');

let trackers: PageTrackers | null | undefined;
let started = false;
let loaded = false;
let bannerOpen = false;
/** The control that opened the banner (the footer's link), where focus goes back after a choice. */
let openedFrom: HTMLElement | null = null;
const listeners = new Set<() => void>();

/** The trackers the gateway put on this page, read once; null on every page without them. */
export function pageTrackers(): PageTrackers | null {
  if (trackers === undefined) {
    const text = document.getElementById(PAGE_TRACKERS_ELEMENT_ID)?.textContent;
    try {
      trackers = text ? (JSON.parse(text) as PageTrackers) : null;
    } catch {
      trackers = null;
    }
  }
  return trackers;
}

/**
 * Once per page: the trackers a visitor accepted in the last six months load at once, refused
 * ones never, and a visitor who has not chosen (or whose choice no longer holds) gets the banner.
 */
export function startTrackingConsent(): void {
  const page = pageTrackers();
  if (started || !page) return;
  started = true;
  const choice = heldChoice(readStored(), trackerKinds(page), Date.now());
  if (choice === 'accepted') loadTrackers(page);
  else if (choice === null) setBannerOpen(true);
}

/** The footer's "Cookie" link: the choice can be changed at any time. */
export function openConsentBanner(from: HTMLElement | null = null): void {
  openedFrom = from;
  setBannerOpen(true);
}

/** Whether the visitor asked for the banner themselves, so it takes the focus. */
export function bannerAskedFor(): boolean {
  return openedFrom !== null;
}

/**
 * Keeps the choice and acts on it: Accept loads the trackers at once; Refuse loads none, and
 * after trackers already ran in this page it reloads it, since a script that ran cannot be unloaded.
 */
export function chooseTracking(choice: ConsentChoice): void {
  const page = pageTrackers();
  if (!page) return;
  writeStored(storedConsent(choice, trackerKinds(page), Date.now()));
  if (choice === 'refused' && loaded) {
    window.location.reload();
    return;
  }
  setBannerOpen(false);
  if (openedFrom?.isConnected) openedFrom.focus();
  openedFrom = null;
  if (choice === 'accepted') loadTrackers(page);
}

export function useConsentBannerOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => bannerOpen,
    () => false,
  );
}

/** Whether this page has trackers; never while hydrating, since the server's render is everyone's. */
export function useHasPageTrackers(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pageTrackers() !== null,
    () => false,
  );
}

function loadTrackers(page: PageTrackers): void {
  if (loaded) return;
  loaded = true;
  void import('./load-trackers').then((module) => module.loadTrackers(page));
}

function setBannerOpen(open: boolean): void {
  bannerOpen = open;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Storage can be blocked (private modes, embedded browsers): then nothing is kept, and the
// visitor is asked again on the next page, which loads nothing before they choose.
function readStored(): string | null {
  try {
    return localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStored(value: string): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, value);
  } catch {
    // not kept; the choice still applies to this page
  }
}
