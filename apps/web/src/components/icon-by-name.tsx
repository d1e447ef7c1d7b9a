import { Calendar, Clock, Eye, MessageCircle, Move, Phone, Settings, type LucideIcon } from 'lucide-react';
import { createElement } from 'react';
import { own } from '@/lib/own';

/** The icon names the owner can pick; an unknown name gets the calendar. */
const ICONS: Record<string, LucideIcon> = {
  Calendar,
  Phone,
  Message: MessageCircle,
  MessageCircle,
  Clock,
  Settings,
  Eye,
  Move,
};

export function IconByName({ name, className }: { name: string | undefined; className?: string }) {
  // One of the fixed icons above, looked up, not a component made during render.
  return createElement(own(ICONS, name) ?? Calendar, { className, 'aria-hidden': true });
}
