import { Download } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isQrSource,
  MAX_QR_SOURCE_LENGTH,
  QR_PNG_DEFAULT_SIZE,
  QR_PNG_MAX_SIZE,
  QR_PNG_MIN_SIZE,
  qrReferrerName,
} from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** The preview waits for a pause in typing: each image counts against the site's QR budget (D-126). */
const PREVIEW_DELAY_MS = 400;

const query = (source: string, size?: number) => {
  const params = new URLSearchParams();
  if (size) params.set('size', String(size));
  if (source) params.set('utm_source', source);
  const text = params.toString();
  return text ? `?${text}` : '';
};

/**
 * The page's QR code for posters and merch tables (docs/decisions.md, D-126): a name for where
 * it will be, a preview, and the SVG (for print) and PNG downloads. Visits from it are listed
 * among the referrers above as "QR code (name)".
 */
export function QrCodePanel() {
  const { t } = useTranslation();
  const [source, setSource] = useState('poster');
  const [size, setSize] = useState(String(QR_PNG_DEFAULT_SIZE));
  const [previewed, setPreviewed] = useState('poster');
  const sourceId = useId();
  const sizeId = useId();
  const sourceProblem = source === '' || isQrSource(source) ? null : t('admin.qr.sourceProblem', { max: MAX_QR_SOURCE_LENGTH });
  const pixels = Number(size);
  const sizeProblem =
    Number.isInteger(pixels) && pixels >= QR_PNG_MIN_SIZE && pixels <= QR_PNG_MAX_SIZE
      ? null
      : t('admin.qr.sizeProblem', { min: QR_PNG_MIN_SIZE, max: QR_PNG_MAX_SIZE });

  useEffect(() => {
    if (sourceProblem) return;
    const timer = setTimeout(() => setPreviewed(source), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [source, sourceProblem]);

  const fileName = `qr-code${source ? `-${source}` : ''}`;
  return (
    <div className="grid gap-4 sm:grid-cols-[12rem_1fr]" data-testid="qr-code-panel">
      <img
        src={`/qr.svg${query(previewed)}`}
        alt={t('admin.qr.alt')}
        width={192}
        height={192}
        className="mx-auto h-48 w-48 rounded-md bg-white"
        data-testid="qr-preview"
      />
      <div className="space-y-3">
        <div className="space-y-1">
          <Label htmlFor={sourceId}>{t('admin.qr.source')}</Label>
          <Input
            id={sourceId}
            value={source}
            maxLength={60}
            aria-invalid={sourceProblem !== null}
            onChange={(event) => setSource(event.target.value.trim().toLowerCase())}
          />
          {sourceProblem ? (
            <p className="text-sm text-destructive" role="alert">
              {sourceProblem}
            </p>
          ) : (
            <p className="text-xs text-muted-foreground">
              {source ? t('admin.qr.sourceShown', { name: qrReferrerName(source) }) : t('admin.qr.sourceEmpty')}
            </p>
          )}
        </div>
        <div className="space-y-1">
          <Label htmlFor={sizeId}>{t('admin.qr.size')}</Label>
          <Input
            id={sizeId}
            type="number"
            inputMode="numeric"
            min={QR_PNG_MIN_SIZE}
            max={QR_PNG_MAX_SIZE}
            value={size}
            aria-invalid={sizeProblem !== null}
            onChange={(event) => setSize(event.target.value)}
          />
          {sizeProblem ? (
            <p className="text-sm text-destructive" role="alert">
              {sizeProblem}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-3">
          <DownloadLink href={`/qr.svg${query(source)}`} file={`${fileName}.svg`} disabled={sourceProblem !== null}>
            {t('admin.qr.svg')}
          </DownloadLink>
          <DownloadLink
            href={`/qr.png${query(source, pixels)}`}
            file={`${fileName}.png`}
            disabled={sourceProblem !== null || sizeProblem !== null}
          >
            PNG
          </DownloadLink>
        </div>
      </div>
    </div>
  );
}

function DownloadLink({ href, file, disabled, children }: { href: string; file: string; disabled: boolean; children: string }) {
  if (disabled) {
    return (
      <Button variant="outline" disabled>
        <Download /> {children}
      </Button>
    );
  }
  return (
    <Button variant="outline" asChild>
      <a href={href} download={file}>
        <Download /> {children}
      </a>
    </Button>
  );
}
