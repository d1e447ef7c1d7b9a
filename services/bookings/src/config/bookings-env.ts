import { z } from 'zod';
import {
  INFRA_VARIABLES,
  metricsVariables,
  OWNER_MAIL_VARIABLES,
  ownerMailOf,
  PHONE_VARIABLES,
  PROCESS_VARIABLES,
  QUEUE_VARIABLES,
} from '@stagelink/nest-kit';

/** Every variable the bookings service reads, read once at boot (docs/decisions.md, D-188). */
export const BOOKINGS_VARIABLES = {
  ...PROCESS_VARIABLES,
  ...INFRA_VARIABLES,
  ...PHONE_VARIABLES,
  ...QUEUE_VARIABLES,
  ...metricsVariables('bookings'),
  ...OWNER_MAIL_VARIABLES,
} as const;

/** With the owner's mail settings joined: null when the notices are off. */
export const bookingsEnvSchema = z
  .object(BOOKINGS_VARIABLES)
  .transform((vars, context) => ({ ...vars, ownerMail: ownerMailOf(vars, context.issues) }));
