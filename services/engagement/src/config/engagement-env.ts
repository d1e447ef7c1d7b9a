import { z } from 'zod';
import { INFRA_VARIABLES, metricsVariables, PHONE_VARIABLES, PROCESS_VARIABLES, QUEUE_VARIABLES } from '@stagelink/nest-kit';
import { RETENTION_VARIABLES } from '../retention/retention-config';

/** Every variable the engagement service reads, read once at boot (docs/decisions.md, D-188). */
export const ENGAGEMENT_VARIABLES = {
  ...PROCESS_VARIABLES,
  ...INFRA_VARIABLES,
  ...PHONE_VARIABLES,
  ...QUEUE_VARIABLES,
  ...metricsVariables('engagement'),
  ...RETENTION_VARIABLES,
} as const;

export const engagementEnvSchema = z.object(ENGAGEMENT_VARIABLES);
