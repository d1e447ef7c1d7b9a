/** The queue of translation jobs; its Redis keys carry the installation's prefix and namespace. */
export const TRANSLATION_QUEUE = 'translations';
export const TRANSLATE_JOB = 'translate';
/** Backoff type handled by the worker's own strategy (translation-worker.ts). */
export const PROVIDER_BACKOFF = 'provider';
