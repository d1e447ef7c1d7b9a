import { ACCEPTED_IMAGE_TYPES } from '@stagelink/contracts';

/** The file input's filter: the image types the server takes (docs/decisions.md, D-26). */
export const IMAGE_INPUT_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

/** Spec section 5: only files whose type starts with image/ are sent; the server checks the bytes. */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}
