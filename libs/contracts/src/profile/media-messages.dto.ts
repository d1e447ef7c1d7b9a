import { z } from 'zod';
import { fields, oneOf, rowId, text, wholeNumber } from '../common/field-rules';
import { MAX_ROW_ID } from '../common/limits';
import { IMAGE_UPLOAD_LIMITS, MAX_ORIGINAL_NAME_LENGTH, MAX_STORED_IMAGE_SIDE, STORED_IMAGE_TYPE } from './media';

const side = () => wholeNumber({ min: 1, max: MAX_STORED_IMAGE_SIDE });

/**
 * An upload the gateway has re-encoded and put in the object store (docs/decisions.md, D-26).
 * The profile service checks it again, so nothing on NATS reaches a column it does not fit.
 */
export const recordMediaSchema = fields({
  /** The server's name of the largest width, `<key>.webp`. */
  filename: text({ pattern: /^[a-z0-9-]{8,64}\.webp$/ }),
  originalName: text({ max: MAX_ORIGINAL_NAME_LENGTH, storable: true }),
  url: text({ pattern: /^\/media\/[a-z0-9-]{8,64}\.webp$/ }),
  size: wholeNumber({ min: 1, max: IMAGE_UPLOAD_LIMITS.maxBytes }),
  mimeType: oneOf([STORED_IMAGE_TYPE]),
  width: side(),
  height: side(),
});
export type RecordMediaDto = z.output<typeof recordMediaSchema>;

export const mediaIdSchema = fields({ id: rowId(MAX_ROW_ID) });
export type MediaIdDto = z.output<typeof mediaIdSchema>;
