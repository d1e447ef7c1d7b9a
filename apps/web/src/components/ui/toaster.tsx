import { useTranslation } from 'react-i18next';
import { useToasts } from '@/hooks/use-toast';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';

export function Toaster() {
  const { t } = useTranslation();
  const { toasts, dismiss } = useToasts();
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, action, variant, open }) => (
        <Toast key={id} variant={variant} open={open} onOpenChange={(isOpen) => !isOpen && dismiss(id)}>
          {/* The toasts' texts are the spec's, in Italian or English (docs/decisions.md, D-03): on an Arabic page they keep their own direction, and their punctuation its side. */}
          <div className="grid gap-1">
            {title && (
              <ToastTitle>
                <bdi>{title}</bdi>
              </ToastTitle>
            )}
            {description && (
              <ToastDescription>
                <bdi>{description}</bdi>
              </ToastDescription>
            )}
          </div>
          {action}
          <ToastClose aria-label={t('common.close')} />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
