import { IsInt, IsOptional, Max, Min, ValidateBy } from 'class-validator';
import { QueryNumber } from '../../common/query-number';
import { isQrSource, QR_PNG_MAX_SIZE, QR_PNG_MIN_SIZE, QR_SOURCE_RULE } from '../qr-code';

/** A source a QR code can carry (qr-code.ts), for a query and for the page view it brings. */
export const IsQrSource = (): PropertyDecorator =>
  ValidateBy({
    name: 'isQrSource',
    validator: { validate: isQrSource, defaultMessage: (args) => `${args?.property ?? 'utm_source'} ${QR_SOURCE_RULE}` },
  });

/** `GET /qr.svg?utm_source=`: where the printed code will be, as the analytics will name it. */
export class QrCodeQueryDto {
  @IsOptional()
  @IsQrSource()
  utm_source?: string;
}

const SIZE_RULE = `size must be a whole number of pixels from ${QR_PNG_MIN_SIZE} to ${QR_PNG_MAX_SIZE}`;

/** `GET /qr.png?size=&utm_source=`: the image's width and height in pixels. */
export class QrCodePngQueryDto extends QrCodeQueryDto {
  @IsOptional()
  @Max(QR_PNG_MAX_SIZE, { message: SIZE_RULE })
  @Min(QR_PNG_MIN_SIZE, { message: SIZE_RULE })
  @IsInt({ message: SIZE_RULE })
  @QueryNumber()
  size?: number;
}
