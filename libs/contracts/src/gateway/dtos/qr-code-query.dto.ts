import { z } from 'zod';
import { optional, queryNumber, text, wholeNumber } from '../../common/field-rules';
import { isQrSource, MAX_QR_SOURCE_LENGTH, QR_PNG_MAX_SIZE, QR_PNG_MIN_SIZE, QR_SOURCE_RULE } from '../qr-code';

/** A source a QR code can carry (qr-code.ts), for a query and for the page view it brings. */
export const qrSource = () => {
  const rule = `$property ${QR_SOURCE_RULE}`;
  return text({ type: rule, max: MAX_QR_SOURCE_LENGTH, maxMessage: rule }).refine(isQrSource, rule);
};

/** `GET /qr.svg?utm_source=`: where the printed code will be, as the analytics will name it. */
export const qrCodeQuerySchema = z.strictObject({ utm_source: optional(qrSource()) });
export type QrCodeQueryDto = z.output<typeof qrCodeQuerySchema>;

const SIZE_RULE = `size must be a whole number of pixels from ${QR_PNG_MIN_SIZE} to ${QR_PNG_MAX_SIZE}`;

/** `GET /qr.png?size=&utm_source=`: the image's width and height in pixels. */
export const qrCodePngQuerySchema = z.strictObject({
  size: optional(queryNumber(wholeNumber({ min: QR_PNG_MIN_SIZE, max: QR_PNG_MAX_SIZE, message: SIZE_RULE }))),
  utm_source: optional(qrSource()),
});
export type QrCodePngQueryDto = z.output<typeof qrCodePngQuerySchema>;
