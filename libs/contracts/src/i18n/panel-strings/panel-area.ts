/**
 * One area of the owner's panel in a language other than English: every key of the English
 * area, so a missing translation fails the type check, not a screen; and the plural forms the
 * language has beyond English's (Arabic's `_two`, `_few`, `_many`) (docs/decisions.md, D-130).
 */
export type PanelArea<English> = Record<keyof English, string> & Record<string, string>;
