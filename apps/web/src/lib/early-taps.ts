/**
 * A tap on a button of the server-rendered page before the app's script has run does nothing by
 * itself: the button's handler is not there yet. The page's loader keeps the last such tap and,
 * once the page answers taps, makes it again, so a visitor who tapped "Contattami" at once need
 * not tap twice (docs/decisions.md, D-85). From the moment hydration starts, React itself holds
 * and replays taps, so the loader stops keeping them then: each tap acts once.
 */
export const HYDRATION_START_EVENT = 'stagelink:hydration-start';

/** Tells the loader that React takes over the page's taps from here. */
export function announceHydrationStart(): void {
  document.dispatchEvent(new Event(HYDRATION_START_EVENT));
}
