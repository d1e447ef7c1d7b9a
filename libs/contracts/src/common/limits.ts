/** JSON bodies larger than this are refused with 413 (decisions.md). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
