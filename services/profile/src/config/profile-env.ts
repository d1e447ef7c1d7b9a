import { z } from 'zod';
import { booleanVar, INFRA_VARIABLES, metricsVariables, PROCESS_VARIABLES } from '@stagelink/nest-kit';

/** Every variable the profile service reads, read once at boot (docs/decisions.md, D-188). */
export const PROFILE_VARIABLES = {
  ...PROCESS_VARIABLES,
  ...INFRA_VARIABLES,
  ...metricsVariables('profile'),
  /** The demo artist's content on an empty database (`npm start` turns it on). */
  DEMO_CONTENT: booleanVar(false),
} as const;

export const profileEnvSchema = z.object(PROFILE_VARIABLES);
