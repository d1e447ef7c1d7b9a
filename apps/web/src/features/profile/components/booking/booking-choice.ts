import { isRecord, text, type Section } from '@stagelink/contracts';

/** The bookings' serviceType holds 50 characters: a longer service name is cut there. */
const MAX_SERVICE_LENGTH = 50;

/** A collaboration service's booking button: which service the visitor chose, and from which section. */
export interface BookingChoice {
  service: string;
  sectionId: number;
}

/** The services a message can be about: those of the visible collaboration sections, each once. */
export function collaborationServices(sections: Section[]): string[] {
  const names = sections
    .filter((section) => section.isVisible && section.type === 'collaboration')
    .flatMap((section): unknown[] => (Array.isArray(section.data.services) ? section.data.services : []))
    .filter(isRecord)
    .map((service) => serviceName(service.name))
    .filter(Boolean);
  return [...new Set(names)];
}

/** A service's name as a booking names it. */
export function serviceName(name: unknown): string {
  return text(name).trim().slice(0, MAX_SERVICE_LENGTH);
}
