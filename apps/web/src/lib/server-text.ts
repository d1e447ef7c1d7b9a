import i18next from 'i18next';
import { ApiError } from './api-client';

/** The sentence for each refusal the panel recognises by its status. */
const BY_STATUS: Record<number, string> = {
  400: 'admin.server.input',
  401: 'admin.server.session',
  403: 'admin.server.forbidden',
  404: 'admin.server.notFound',
  409: 'admin.server.conflict',
  413: 'admin.server.tooLarge',
  415: 'admin.server.unsupported',
  422: 'admin.server.input',
  429: 'admin.server.tooMany',
};

/**
 * What the owner reads for a failed request (docs/decisions.md, D-152): the call's own sentence
 * for a status it knows the meaning of (a login's 401 is a wrong password), in every language;
 * otherwise, in English, the server's own words, and in any other language the panel's
 * sentence for the status (any 5xx is a failure on the server's side). Undefined for an error
 * that is not an answer of the server, or an answer without words (a proxy's bare 502): the
 * caller words those itself, with the spec's sentence where it gives one ('Impossibile salvare
 * la configurazione.').
 */
export function serverText(error: unknown, own: Partial<Record<number, string>> = {}): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const known = own[error.status];
  if (known) return i18next.t(known);
  if (!error.serverMessage) return undefined;
  if (i18next.language === 'en' && error.serverMessage) return error.serverMessage;
  const key = BY_STATUS[error.status] ?? (error.status >= 500 ? 'admin.server.unavailable' : undefined);
  return key ? i18next.t(key) : error.serverMessage;
}
