import { z } from 'zod';
import { flag } from '../../common/field-rules';
import type { ListSectionsRequest } from '../profile.patterns';

export const listSectionsSchema = z.strictObject({ visibleOnly: flag() }) satisfies z.ZodType<ListSectionsRequest>;
export type ListSectionsDto = z.output<typeof listSectionsSchema>;
