import { z } from 'zod';
import { INFRA_VARIABLES, metricsVariables, PROCESS_VARIABLES, QUEUE_VARIABLES } from '@stagelink/nest-kit';
import { I18N_VARIABLES } from './i18n-config';

/** Every variable the i18n service reads, read once at boot (docs/decisions.md, D-188). */
export const I18N_SERVICE_VARIABLES = {
  ...PROCESS_VARIABLES,
  ...INFRA_VARIABLES,
  ...QUEUE_VARIABLES,
  ...metricsVariables('i18n'),
  ...I18N_VARIABLES,
} as const;

export const i18nEnvSchema = z.object(I18N_SERVICE_VARIABLES);
