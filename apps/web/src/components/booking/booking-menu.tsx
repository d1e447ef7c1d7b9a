import type { ModalButton } from '@stagelink/contracts';
import { IconByName } from '@/components/icon-by-name';
import { Button } from '@/components/ui/button';
import { modalButtonColor } from './modal-button-colors';

/** What the message and callback buttons lead to: a form in the booking dialog. */
export type ContactMethod = 'message' | 'callback';

/**
 * The buttons a visitor sees, in order: hidden ones left out, and a call button only with a
 * number (docs/decisions.md, D-17: no fake numbers).
 */
export function visibleButtons(buttons: ModalButton[]): ModalButton[] {
  return buttons
    .filter((button) => button.isVisible && (button.type !== 'call' || Boolean(button.phone?.trim())))
    .sort((a, b) => a.order - b.order);
}

/**
 * The booking dialog's menu as a visitor sees it. The visitor's page opens forms from it; the
 * owner's booking settings show it as a live preview.
 */
export function BookingMenu({ buttons, onChoose }: { buttons: ModalButton[]; onChoose: (method: ContactMethod) => void }) {
  return (
    <div className="grid gap-2" data-testid="booking-menu">
      {visibleButtons(buttons).map((button) => (
        <MenuButton key={button.id} button={button} onChoose={onChoose} />
      ))}
    </div>
  );
}

function MenuButton({ button, onChoose }: { button: ModalButton; onChoose: (method: ContactMethod) => void }) {
  const look = { variant: 'colored', size: 'row', align: 'start', className: modalButtonColor(button.color) } as const;
  const content = (
    <>
      <IconByName name={button.icon} className="h-5 w-5" />
      <bdi>{button.text}</bdi>
    </>
  );
  if (button.type === 'call') {
    return (
      <Button asChild {...look}>
        <a href={`tel:${button.phone?.replace(/[^\d+]/g, '')}`}>{content}</a>
      </Button>
    );
  }
  if (button.type === 'message' || button.type === 'callback') {
    const method = button.type;
    return (
      <Button {...look} onClick={() => onChoose(method)}>
        {content}
      </Button>
    );
  }
  if (!button.actionUrl || !/^https?:\/\//i.test(button.actionUrl)) return null;
  return (
    <Button asChild {...look}>
      <a href={button.actionUrl} target="_blank" rel="noopener noreferrer">
        {content}
      </a>
    </Button>
  );
}
