import { PANEL_STRING_LOADERS, type Language } from '@stagelink/contracts';
import { addStringTable } from './i18n';

const panelTable = (language: Language) => PANEL_STRING_LOADERS[language]();

/**
 * The owner's screens' strings (the panel, the login page, /bookings, the access logs), in
 * the page's language and any chosen later; the router awaits it with the screen's code, so a
 * screen never draws before its words are here (docs/decisions.md, D-130).
 */
export const loadPanelStrings = (): Promise<void> => addStringTable(panelTable);
