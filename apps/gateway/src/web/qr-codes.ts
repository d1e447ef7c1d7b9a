import { Inject, Injectable } from '@nestjs/common';
import QRCode from 'qrcode';
import { qrCodeAddress } from '@stagelink/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config';

/** Images kept at once: every size and source a visitor may ask for is bounded, but not few. */
const KEPT_IMAGES = 64;
/** The four-module quiet zone the QR standard asks for, so a phone finds the code on a busy poster. */
const QUIET_ZONE = 4;
/** Level M: still read with 15 % of the code scratched or covered by a sticker's edge. */
const OPTIONS = { errorCorrectionLevel: 'M', margin: QUIET_ZONE, color: { dark: '#000000', light: '#ffffff' } } as const;

/**
 * The page's address as a QR code (docs/decisions.md, D-126). An image changes only with
 * `PUBLIC_URL` (fixed for the process) and the source, so each one asked for is drawn once
 * and kept, the oldest dropped first.
 */
@Injectable()
export class QrCodes {
  private readonly publicUrl: string;
  private readonly kept = new Map<string, Promise<string | Buffer>>();

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.publicUrl = config.publicUrl;
  }

  svg(source: string | undefined): Promise<string> {
    return this.keep(`svg:${source ?? ''}`, () => QRCode.toString(qrCodeAddress(this.publicUrl, source), { ...OPTIONS, type: 'svg' }));
  }

  /** A square PNG exactly `size` pixels wide. */
  png(size: number, source: string | undefined): Promise<Buffer> {
    return this.keep(`png:${size}:${source ?? ''}`, () =>
      QRCode.toBuffer(qrCodeAddress(this.publicUrl, source), { ...OPTIONS, type: 'png', width: size }),
    );
  }

  private keep<T extends string | Buffer>(key: string, draw: () => Promise<T>): Promise<T> {
    let image = this.kept.get(key) as Promise<T> | undefined;
    if (!image) {
      image = draw();
      this.kept.set(key, image);
      // A failed drawing is not kept: the next request tries again.
      image.catch(() => this.kept.delete(key));
      if (this.kept.size > KEPT_IMAGES) this.kept.delete(this.kept.keys().next().value as string);
    }
    return image;
  }
}
