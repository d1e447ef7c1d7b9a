import { Calendar, Clock, Eye, type LucideIcon, MessageCircle, Move, Phone, Settings } from 'lucide-react';
import { own } from '@/lib/own';

/** The icon names the owner can pick (spec section 9); an unknown name gets the calendar. */
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
  const Icon = own(ICONS, name) ?? Calendar;
  return <Icon className={className} aria-hidden="true" />;
}
